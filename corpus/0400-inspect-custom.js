// util.inspect and console.log call a value's [util.inspect.custom](depth,
// options, inspect) unless customInspect is false: a string result is
// printed as it is (its line breaks take the current indentation),
// another value but `this` is inspected in its place; depth is what is
// left, options are the context's (with stylize, and the caller's own keys
// when it gave any); prototype objects and util.inspect itself are skipped.
import util from 'node:util';
const custom = util.inspect.custom;
const args = [];
class Money {
  constructor(v) { this.v = v; }
  [custom](depth, options, inspect) {
    const same = inspect === util.inspect;
    args.push([depth, Object.keys(options), options.depth, typeof options.stylize, same]);
    return `Money<${this.v}>`;
  }
}
console.log(new Money(5));
console.log({ a: new Money(1), b: [new Money(2)] });
console.log(args.length, args[0], args.map((a) => a[0]));
console.log(util.inspect(new Money(3), { customInspect: false }));
console.log('%s and %o and %O', new Money(7), new Money(8), new Money(9));
const multi = { [custom]() { return 'line1\nline2'; } };
console.log({ outer: { inner: multi } });
console.log([multi, multi]);
const other = { [custom]() { return { replaced: true, n: [1, 2] }; } };
console.log({ x: other });
const self = { a: 1, [custom]() { return this; } };
console.log(self);
const num = { [custom]() { return 42; } };
console.log(num, [num]);
class Tree {
  constructor(name, kids) { this.name = name; this.kids = kids; }
  [custom](depth, opts, inspect) {
    if (depth < 0) return opts.stylize(`[Tree ${this.name}]`, 'special');
    const inner = inspect(this.kids, { ...opts, depth: opts.depth === null ? null : depth - 1 });
    return `Tree ${this.name} ${inner}`;
  }
}
const t = new Tree('root', [new Tree('a', [new Tree('b', [new Tree('c', [])])])]);
console.log(t);
console.log(util.inspect(t, { depth: 0 }));
console.log(util.inspect(t, { depth: Infinity }));
console.log(util.inspect(t, { depth: null }));
console.log(util.inspect(t, { colors: true, depth: 0 }));
const seeDepth = { [custom](d, o) { return `d=${d} od=${o.depth}`; } };
console.log(util.inspect({ a: { b: { c: { d: seeDepth } } } }, { depth: 1 }));
console.log(util.inspect([seeDepth], { depth: null }),
  util.inspect([seeDepth], { depth: Infinity }));
const keys = { [custom](d, o) { return JSON.stringify(o); } };
console.log(util.inspect(keys, { extra: 1, depth: 5 }));
console.log(util.inspect(keys, { depth: 5, compact: false, breakLength: Infinity }));
const proto = { [custom]() { return 'PROTO'; } };
function Ctor() {}
Ctor.prototype = proto; proto.constructor = Ctor;
console.log(new Ctor(), proto);
const thrower = { [custom]() { throw new Error('inspect failed'); } };
try { util.inspect(thrower); } catch (e) { console.log('threw', e.message); }
const px = new Proxy({ [custom]() { return 'via proxy ' + (this === px); } }, {});
console.log(px);
console.log(util.format('%s', { [custom]() { return 'fmt'; } }));
const fn = function named() {}; fn[custom] = () => 'FN';
console.log(fn, [fn]);
const nested = { [custom](d, o, i) { return i({ deep: { deeper: { deepest: {} } } }, o); } };
console.log({ n: nested });
