// How V8's TypeErrors name a value they have no source text for (here the
// wrong receiver of Map.prototype.get, and a callback that is not callable):
// a function by its source text, an error as "Name: message", an object
// whose toString is Object.prototype's as #<Constructor>, any other object
// as [object Tag]; only data properties are read, no getter runs.
class K { m() {} }
class Sub extends Array {}
const e2 = new TypeError('t');
e2.name = 5;
const e3 = new Error('m');
e3.name = '';
const nullProto = Object.create(null);
nullProto.constructor = function Named() {};
const withGetter = {
  get constructor() { console.log('getter ran'); return Map; },
};
const values = [
  ['function', function foo() { return 1; }],
  ['arrow', () => 2],
  ['class', K],
  ['method', K.prototype.m],
  ['async', async function af() {}],
  ['native', Math.max],
  ['bound', function b() {}.bind(null)],
  ['instance', new K()],
  ['error', new Error('e')],
  ['error empty', new Error('')],
  ['error name not a string', e2],
  ['error empty name', e3],
  ['error prototype object', Object.create(Error.prototype)],
  ['error-like', { toString: Error.prototype.toString, name: 'N', message: 'M' }],
  ['toStringTag', { [Symbol.toStringTag]: 'Tag' }],
  ['own toString', { toString() { return 'never'; } }],
  ['promise', Promise.resolve()],
  ['typed array', new Uint8Array(2)],
  ['array', [1, 2]],
  ['array subclass', new Sub()],
  ['arguments', (function () { return arguments; })()],
  ['Boolean', new Boolean(true)],
  ['Number', new Number(1)],
  ['String', new String('s')],
  ['date', new Date(0)],
  ['regexp', /re/g],
  ['null prototype', nullProto],
  ['proxy', new Proxy({}, {})],
  ['WeakMap', new WeakMap()],
  ['constructor not a function', { constructor: 5 }],
  ['anonymous constructor', { constructor: function () {} }],
  ['constructor getter', withGetter],
  ['symbol', Symbol('q')],
  ['bigint', 12345678901234567890n],
  ['number', -0],
];
for (const [label, v] of values) {
  try {
    Map.prototype.get.call(v, 1);
    console.log(label, 'no error');
  } catch (e) {
    console.log(label, '|', e.message);
  }
  try {
    [0].forEach(v);
  } catch (e) {
    console.log(label, '|', e.message);
  }
}
