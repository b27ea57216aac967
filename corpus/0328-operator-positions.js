// Where V8 places what an operator or a call throws, as the stack's top
// frame shows it (and an uncaught error's caret): a binary operator at the
// operator, `x op= e` at e, a call at its callee's name when a name comes
// (an identifier or contextual keyword, not a reserved word) right before
// the `(` and at the `(` otherwise, a tagged template at the
// template. Also the messages of `in` with a non-object (the key named
// without running user code) and of a Symbol.hasInstance that is no
// function.
// The first frame with a position: Node's stack has a frame without one
// for a builtin that throws (`at Array.with (<anonymous>)`).
const where = (e) => {
  for (const line of e.stack.split('\n').slice(1)) {
    const m = line.match(/:(\d+):(\d+)\)?$/);
    if (m) return `${m[1]}:${m[2]}`;
  }
  return '?';
};
const cases = [];
const test = (f) => cases.push(f);
const s = Symbol('s'), o = { a: 1, f() { return 5; }, g: [1] }, k = 'a';
let n = 1;

test(() => n    <    s);
test(() => n    +    s);
test(() => n    -    1n);
test(() => n    **   1n);
test(() => n    &    s);
test(() => n    ==   { [Symbol.toPrimitive]() { return s; } } + 1);
test(() => o    instanceof    {});
test(() => o    instanceof    o.a);
test(() => 'x'    in    'str');
test(() => [1, 2]    in    7);
test(() => new Map()    in    undefined);
test(() => Object.create(null)    in    null);
test(() => ({ [Symbol.toStringTag]: 'Tag' })    in    1);
test(() => (new (class Foo {})())    in    true);
test(() => (() => 1)    in    2);
test(() => 10n    in    3);
test(() => s    in    4);
test(() => { let q = 1; q    +=    s; });
test(() => { o.x = 1; o.x    -=    s; });
test(() => { o[k]    *=    s; });
test(() => { let q = 2; q    **=    1n; });
test(() => { let q = s; q    +=    o.a + 1; });
const so = { s, f() { return s; } };
test(() => { let q = 1; q    +=    so.s; });
test(() => { let q = 1; q    +=    so.f(); });
test(() => { let q = 1; q    +=    so['s']; });
test(() => { let q = 1; q    +=    -s; });
test(() => { let q = 1; q    +=    (0, s); });
test(() => { let q = 1; q    +=    [s][0]; });
test(() => (1    +    2)());
test(() => o.a    ());
test(() => o    .    a());
test(() => o['a']    ());
test(() => o.f()    ());
test(() => o.g[0]    ());
test(() => `x`    ());
test(() => (o.a)    ());
test(() => o.catch    ());
test(() => o.delete    ());
test(() => o.get    ());
test(() => o.static    ());
test(() => o.new    ());
test(() => o.of    ());
test(() => [].with    (1, 2));
test(() => new Map().forEach    (5));
test(() => [1].map    ((x) => x.y.z));
test(() => Promise.prototype.finally    .call(5));
test(() => Promise.prototype.finally.call({}));
test(() => Promise.prototype.catch.call(5));
test(() => o.a    `t`);
test(() => n    `t${1}`);
test(() => o[k]    `t`);
test(() => (n)    `t`);
for (const v of [5, 'abc', 'x'.repeat(120), true, false, null, 10n, s, {}, [1], 1.5])
  test(() => o    instanceof    { [Symbol.hasInstance]: v });
class C {
  #p = 1;
  static has(x) { return #p    in    x; }
}
test(() => C.has(5));
test(() => C.has('str'));

for (const f of cases) {
  try {
    f();
    console.log('no throw');
  } catch (e) {
    console.log(`${e.constructor.name}: ${e.message} @ ${where(e)}`);
  }
}
console.log(C.has(new C()), C.has({}));
