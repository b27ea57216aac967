// Awaiting promises that are already fulfilled (and plain values) from
// bodies that microtasks resume: the order against other async functions,
// queueMicrotask, promise reactions and nextTick is Node's, whether or not
// other jobs wait in the queue; for await over an async iterator whose
// results are ready; a rejection and a pending promise among them; a
// `then` that appears on Object.prototype between resolutions of plain
// objects.
const log = (...a) => console.log(...a);

async function a() {
  for (let i = 0; i < 3; i++) {
    await null;
    log('a', i);
  }
}
async function b() {
  const p = Promise.resolve('b-value');
  for (let i = 0; i < 3; i++) log('b', i, await p);
}
async function c() {
  await undefined;
  process.nextTick(() => log('tick from c'));
  queueMicrotask(() => log('micro from c'));
  await 1;
  log('c after micro queued');
  await 2;
  log('c done');
}
process.nextTick(() => log('tick 1'));
a();
b();
c();
Promise.resolve().then(() => log('then 1')).then(() => log('then 2'));
queueMicrotask(() => log('micro 1'));
log('sync end');

await new Promise((r) => setTimeout(r, 1));
log('--- alone');
async function alone() {
  await null;
  let n = 0;
  for (let i = 0; i < 1000; i++) n += await i;
  log('alone sum', n);
  setImmediate(() => log('immediate after alone'));
  await null;
  log('alone end');
}
await alone();

log('--- iterator');
const ready = {
  i: 0,
  [Symbol.asyncIterator]() { return this; },
  next() { return this.i < 3 ? Promise.resolve({ value: this.i++, done: false }) : Promise.resolve({ done: true }); },
};
const other = (async () => { for (let i = 0; i < 3; i++) { await null; log('other', i); } })();
for await (const v of ready) log('value', v);
await other;

log('--- rejection and pending');
async function mixed() {
  await null;
  try {
    await Promise.reject(new Error('no'));
  } catch (e) {
    log('caught', e.message);
  }
  let resolve;
  const later = new Promise((r) => { resolve = r; });
  setTimeout(() => resolve('later value'), 1);
  log('got', await later);
  log('then', await 'plain');
}
const m1 = mixed();
queueMicrotask(() => log('micro beside mixed'));
await m1;
log('end');

log('--- then added to Object.prototype');
for (let i = 0; i < 2; i++) log('resolved', (await Promise.resolve({ value: i })).value);
Object.prototype.then = function (res) {
  delete Object.prototype.then;
  log('then called');
  res('from then');
};
log('after then', await Promise.resolve({ value: 9 }));
log('plain again', (await Promise.resolve({ value: 10 })).value);
