// A property read whose receiver is a string primitive, from one site many
// times: String.prototype methods, then the same site after
// String.prototype changes (a method replaced, a getter, a deletion), keys
// found further up the chain, symbols, and receivers that are not strings.
function probe(x, key) {
  return x[key];
}
function callAt(s) {
  return s.charCodeAt(0);
}
const words = ['apple', 'banana', 'cherry'];
let sum = 0;
for (let i = 0; i < 3000; i++) sum += callAt(words[i % 3]);
console.log('sum', sum);

const original = String.prototype.charCodeAt;
String.prototype.charCodeAt = function (i) { return -original.call(this, i); };
console.log('replaced', callAt('a'), callAt('b'));
String.prototype.charCodeAt = original;
console.log('restored', callAt('a'));

function upper(s) {
  return s.shout;
}
console.log('absent', upper('x'));
Object.defineProperty(String.prototype, 'shout', {
  get() { return this.toUpperCase() + '!'; }, configurable: true,
});
console.log('getter', upper('hey'), upper('you'));
delete String.prototype.shout;
console.log('deleted', upper('hey'));
Object.prototype.everywhere = 'from Object.prototype';
const ev = (s) => s.everywhere;
console.log('inherited', ev('q'), ev('r'));
delete Object.prototype.everywhere;

const it = (s) => typeof s[Symbol.iterator];
console.log('symbol', it('abc'), [...'abc'].join('-'));
for (const v of ['str', 42, true, [1, 2], { charCodeAt: () => 'own' }, new String('boxed')]) {
  const f = v.charCodeAt;
  console.log(typeof v, typeof f === 'function' ? (v.charCodeAt ? String(v.charCodeAt(0)) : '-') : String(f));
}
console.log(probe('abc', 'length'), probe('abc', 1), typeof probe('abc', 'at'), probe('abc', 'nope'));
