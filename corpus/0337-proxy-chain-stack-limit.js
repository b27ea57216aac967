// A proxy without traps forwards each operation to its target, here
// another proxy, a million times over: the forwarding checks the C stack
// as JS frames do, so the chain ends in V8's RangeError, never a crash.
// (Two operations stay out: V8 defines a property through such a chain
// without recursing and throws from Array.isArray on it; scr does the
// opposite of each, docs/architecture.md.)
let p = {};
for (let i = 0; i < 1e6; i++) p = new Proxy(p, {});

const cases = {
  'get': () => p.x,
  'set': () => { p.x = 1; },
  'has': () => 'x' in p,
  'ownKeys': () => Object.keys(p),
  'getPrototypeOf': () => Object.getPrototypeOf(p),
  'delete': () => delete p.x,
  'String(proxy)': () => String(p),
  'getOwnPropertyDescriptor': () => Object.getOwnPropertyDescriptor(p, 'x'),
  'isExtensible': () => Object.isExtensible(p),
};
for (const [name, f] of Object.entries(cases)) {
  try {
    const r = f();
    console.log(name, 'returned', typeof r);
  } catch (e) {
    console.log(name, e instanceof RangeError, e.message);
  }
}

// A short chain forwards all the way to the target.
let q = { x: 1 };
for (let i = 0; i < 100; i++) q = new Proxy(q, {});
q.y = 2;
console.log(q.x, q.y, 'x' in q, Object.keys(q).join(), delete q.x, Object.keys(q).join());
