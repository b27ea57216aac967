// The job-queue turns of async iteration, against a ticker that counts them:
// for await over sync iterables (values, promises, thenables, the end, break,
// return methods, throwing next and return), async generators (yield, yield*,
// return x awaited where it stands, return; and the end not awaited), and the
// requests next/return/throw queue on a generator.
let tick = 0;
function ticker(n) { let p = Promise.resolve(); for (let i = 1; i <= n; i++) p = p.then(() => { tick = i; }); }
const log = (...a) => console.log(tick, ...a);
async function run(name, f) {
  tick = 0; ticker(30); console.log('--', name);
  try { await f(); } catch (e) { log('caught', e && e.message || e); }
  await new Promise((r) => setTimeout(r, 0));
}
async function* ag() { yield 1; yield 2; }
async function* ag2() { yield 1; await null; yield 2; return 3; }
async function* ag3() { yield* [1, 2]; }
async function* ag4() { yield* ag(); }
async function* ag5() { const x = yield Promise.resolve(7); log('got', x); }
function iter(opts) {
  let i = 0;
  return { [Symbol.iterator]() { return this; },
    next() { if (opts.throwAt === i) throw new Error('next threw'); i++; return i > 3 ? { done: true, value: opts.doneValue } : { done: false, value: opts.values ? opts.values[i - 1] : i }; },
    ...(opts.ret ? { return(v) { log('return called'); if (opts.ret === 'throw') throw new Error('return threw'); if (opts.ret === 'prim') return 1; return { done: true, value: opts.retValue }; } } : {}) };
}
(async () => {
  await run('sync plain', async () => { for await (const v of [1, 2]) log('v', v); log('after'); });
  await run('sync promise', async () => { for await (const v of [Promise.resolve(1)]) log('v', v); log('after'); });
  await run('sync empty', async () => { for await (const v of []) log('v', v); log('after'); });
  await run('ag', async () => { for await (const v of ag()) log('v', v); log('after'); });
  await run('ag2', async () => { for await (const v of ag2()) log('v', v); log('after'); });
  await run('ag3', async () => { for await (const v of ag3()) log('v', v); log('after'); });
  await run('ag4', async () => { for await (const v of ag4()) log('v', v); log('after'); });
  await run('next', async () => { const g = ag2(); g.next().then((r) => log('n1', r)); g.next().then((r) => log('n2', r)); g.next().then((r) => log('n3', r)); g.next().then((r) => log('n4', r)); });
  await run('ag5', async () => { const g = ag5(); g.next().then((r) => log('n1', r)); g.next(9).then((r) => log('n2', r)); });
  await run('return', async () => { const g = ag(); g.return(5).then((r) => log('r', r)); g.next().then((r) => log('n', r)); });
  await run('return mid', async () => { const g = ag(); await g.next(); log('a'); g.return(Promise.resolve(5)).then((r) => log('r', r)); });
  await run('throw', async () => { const g = ag(); g.throw(new Error('x')).catch((e) => log('t', e.message)); });
  await run('break', async () => { for await (const v of ag()) { log('v', v); break; } log('after'); });
  await run('sync break', async () => { for await (const v of [1, 2]) { log('v', v); break; } log('after'); });
  await run('await thenable', async () => { await { then(r) { log('then called'); r(1); } }; log('after'); });
  await run('async return promise', async () => { const f = async () => Promise.resolve(1); f().then(() => log('resolved')); });

  await run('break with return', async () => { for await (const v of iter({ ret: true })) { log('v', v); break; } log('after'); });
  await run('break with return promise', async () => { for await (const v of iter({ ret: true, retValue: Promise.resolve(1) })) { log('v', v); break; } log('after'); });
  await run('throw in body with return', async () => { for await (const v of iter({ ret: true })) { log('v', v); throw new Error('body'); } });
  await run('return throws', async () => { for await (const v of iter({ ret: 'throw' })) { log('v', v); break; } log('after'); });
  await run('return prim', async () => { for await (const v of iter({ ret: 'prim' })) { log('v', v); break; } log('after'); });
  await run('next throws', async () => { for await (const v of iter({ throwAt: 1 })) log('v', v); });
  await run('rejected value', async () => { for await (const v of [1, Promise.reject(new Error('rej')), 3]) log('v', v); });
  await run('pending value', async () => { for await (const v of [new Promise((r) => setTimeout(() => r(5), 0)), 6]) log('v', v); log('after'); });
  await run('thenable value', async () => { for await (const v of [{ then(r) { log('then'); r(8); } }]) log('v', v); log('after'); });
  await run('map', async () => { for await (const [k, v] of new Map([[1, 2]])) log('kv', k, v); log('after'); });
  await run('map break', async () => { for await (const [k] of new Map([[1, 2], [3, 4]])) { log('k', k); break; } log('after'); });
  await run('ag return reject caught', async () => {
    async function* g() { try { return Promise.reject(new Error('r')); } catch (e) { log('in gen', e.message); yield 'c'; } }
    for await (const v of g()) log('v', v); log('after'); });
  await run('ag return in finally', async () => {
    async function* g() { try { yield 1; return Promise.resolve('x'); } finally { log('finally'); } }
    const it = g(); log(await it.next()); log(await it.next()); });
  await run('ag return;', async () => { async function* g() { yield 1; return; } for await (const v of g()) log('v', v); log('after'); });
  await run('ag yield* sync with return', async () => { async function* g() { yield* iter({ ret: true }); } for await (const v of g()) { log('v', v); if (v === 2) break; } log('after'); });
})();
