// V8's TypeErrors that name a value without source text show a string as it
// is, unquoted: wrong receivers of built-in methods and getters, non-callable
// callbacks, prototypes and descriptors that are not objects, Map entries.
const cases = [
  ['promise-executor', () => new Promise('exe')],
  ['promise-then-this', () => Promise.prototype.then.call('pthis')],
  ['regexp-exec-this', () => RegExp.prototype.exec.call('rxthis', 'a')],
  ['regexp-toString-this', () => RegExp.prototype.toString.call('rts')],
  ['map-get-this', () => Map.prototype.get.call('mthis', 1)],
  ['set-add-this', () => Set.prototype.add.call('sthis', 1)],
  ['weakmap-set-key', () => new WeakMap().set('wk', 1)],
  ['weakset-add', () => new WeakSet().add('ws')],
  ['map-iter-entry', () => new Map(['ab'])],
  ['fromEntries', () => Object.fromEntries(['cd'])],
  ['array-from-mapfn', () => Array.from([1], 'mf')],
  ['array-sort-cmp', () => [1, 2].sort('cmp')],
  ['array-map-cb', () => [1].map('cb')],
  ['typed-from-mapfn', () => Uint8Array.from([1], 'tmf')],
  ['symbol-keyFor', () => Symbol.keyFor('skf')],
  ['object-create', () => Object.create('proto')],
  ['setPrototypeOf', () => Object.setPrototypeOf({}, 'p2')],
  ['defineProperty', () => Object.defineProperty({}, 'x', 'desc')],
  ['set-iterator-next', () => Object.getPrototypeOf(new Set().values()).next.call('sip')],
  ['with spaces', () => [0].forEach('a b  c')],
  ['empty', () => [0].forEach('')],
  ['non-ASCII', () => [0].forEach('é😀')],
];
for (const [name, f] of cases) {
  try {
    f();
    console.log(name, 'no error');
  } catch (e) {
    console.log(name, e.constructor.name + ':', e.message);
  }
}
// Generator methods and the RegExp flags getter on every kind of receiver.
const G = Object.getPrototypeOf(function* () {}).prototype;
const flags = Object.getOwnPropertyDescriptor(RegExp.prototype, 'flags').get;
for (const r of [{}, 1, undefined, null, true, 'str', [], 2n]) {
  for (const m of ['next', 'return', 'throw']) {
    try { G[m].call(r); } catch (e) { console.log(m, e.message); }
  }
  try { flags.call(r); console.log('flags', 'no error'); } catch (e) { console.log('flags', e.message); }
}
