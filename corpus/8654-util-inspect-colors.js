// util.inspect with colors: true: Node's escapes around each styled piece
// (numbers, bigints, booleans, null, undefined, strings line by line,
// symbols, dates, regexps, functions, boxed primitives, holes, getters,
// circular references, [Object] past the depth, promises), line breaking
// and array grouping measured without the escapes, util.inspect.colors
// (with its aliases) and util.inspect.styles, changed styles taking effect,
// formatWithOptions and console.dir with colors.
import util from 'node:util';
const show = (v, o) => console.log(JSON.stringify(util.inspect(v, { colors: true, ...o })));
show(1); show(-0); show(12n); show(true); show(null); show(undefined); show('str'); show(Symbol('s'));
show([1, 'a', null, undefined, , 3n]);
show({ a: 1, 'b-c': 'x', [Symbol('k')]: false, get g() { return 1; }, set s(v) {}, get gs() { return 1; }, set gs(v) {} });
show(new Date(0)); show(/ab+c/gi); show(function foo() {}); show(class A {}); show(() => {});
show(Object.assign(function bar() {}, { x: 1 }));
show(new Number(3)); show(new String('s')); show(new Boolean(false)); show(Object(Symbol('q'))); show(Object(5n));
show({ a: { b: { c: { d: 1 } } } });
const circ = { name: 'c' }; circ.self = circ; show(circ);
show(new Map([['k', 1], [{}, [2]]])); show(new Set(['x', 2]));
show(Promise.resolve(4)); show(new Promise(() => {})); const rej = Promise.reject(new Error('x')); rej.catch(() => {}); 
show(new WeakMap()); show(new Uint8Array([1, 2, 3])); show(new ArrayBuffer(3));
show(Array.from({ length: 30 }, (_, i) => i * 100));
show(Array.from({ length: 30 }, (_, i) => 'item' + i));
show('a\nlong string that goes on and on and on and on and on\nand then some more and more and more text\n');
show({ s: 'x'.repeat(50), t: 'y'.repeat(30) });
show([new Error('boom').message, Object.create(null)]);
show({ a: [1, 2, { b: 3 }] }, { compact: false });
show({ a: 'x'.repeat(90) }, { compact: true });
show(Object.create(null, { x: { value: 1, enumerable: false } }), { showHidden: true });
show({ arr: [[1, [2, [3, [4]]]]] }, { depth: 1 });
show(new Date(NaN));
console.log(util.inspect.colors.grey, Object.keys(util.inspect.colors).length, Object.getOwnPropertyNames(util.inspect.colors).length);
console.log(util.inspect.styles);
util.inspect.styles.number = 'red'; util.inspect.styles.name = 'blue';
show({ n: 5, 'q r': 1 });
util.inspect.colors.grey = [1, 2]; console.log(util.inspect.colors.gray);
show(undefined);
util.inspect.styles.string = 'nope'; show('plain');
console.log(JSON.stringify(util.formatWithOptions({ colors: true }, '%s %d %o', 'a', 5, { x: [1] }, 7, 'z')));
console.log(util.inspect.colors);
util.inspect.styles.number = 'yellow';
util.inspect.styles.string = 'green';
delete util.inspect.styles.name;
util.inspect.colors.gray = [90, 39];
class Foo { constructor() { this.a = 1; this.b = [1, 2]; } }
show(new Foo()); show([new Foo(), new Foo()]);
show(new Uint8Array(40)); show(new Float64Array([1.5, -0, NaN]));
show(Array.from({ length: 12 }, (_, i) => (i % 2 ? 10n ** BigInt(i) : -i)));
show(Object.assign(new Number(4), { extra: true }));
show(Object.assign(/x/, { flag: 1 }));
show(Object.assign(new Date(0), { when: 'now' }));
show(new URL('https://a.b/c?d=1'));
show(Buffer.from('hi'));
show(new Map(Array.from({ length: 8 }, (_, i) => [i, 'v' + i])));
show({ und: undefined, fn() {}, sym: Symbol.iterator, nested: { deeper: { deepest: { x: 1 } } } }, { depth: 0 });
show([['a', 1], ['b', 2]].entries());
show(new Set([1, 2]).values());
show(Object.create(null));
show({ __proto__: null, a: 1 });
show([, , 1, , ]);
show(['a'.repeat(20), 'b'.repeat(20), 'c'.repeat(20), 'd'.repeat(20)]);
show(Array.from({ length: 120 }, (_, i) => i));
show({ a: 'ab\ncd'.repeat(20) });
console.dir({ x: 1, y: 'z' }, { colors: true });
show(new Proxy({}, {}), { showProxy: true });
show(Object.defineProperty({}, 'hidden', { value: 'h', enumerable: false }), { showHidden: true });
show([1, 2, 3], { showHidden: true });
show(new (class Bar extends Map {})([[1, 2]]));
show(async function* agen() {});
show(Object.assign(() => {}, { [Symbol('m')]: 1 }));
show(new WeakSet());
show(globalThis.process ? [process.version.length > 0] : []);
