// node:diagnostics_channel: channels by name (the same object each time),
// the prototype swap between Channel and ActiveChannel, publish order and a
// subscriber that throws (uncaught on the next tick, the others still
// called), stores bound to a channel around runStores, and tracing channels
// around a sync call, a promise and a callback.
import dc from 'node:diagnostics_channel';
import * as ns from 'node:diagnostics_channel';
import { AsyncLocalStorage } from 'node:async_hooks';

console.log(Object.keys(dc), Object.keys(ns).sort());
const ch = dc.channel('a');
console.log(ch, ch === dc.channel('a'), ch.name, ch.hasSubscribers, ch instanceof dc.Channel, {} instanceof dc.Channel);
console.log(Object.getOwnPropertyNames(Object.getPrototypeOf(ch)));
const f = (m, n) => console.log('got', m, n);
ch.subscribe(f);
console.log(ch, ch.hasSubscribers, dc.hasSubscribers('a'), dc.hasSubscribers('none'));
console.log(Object.getPrototypeOf(ch).constructor.name, ch instanceof dc.Channel);
ch.publish({ x: 1 });
console.log(ch.unsubscribe(f), ch.unsubscribe(f), ch.hasSubscribers, ch);
console.log(dc.subscribe('b', f), dc.hasSubscribers('b'), dc.unsubscribe('b', f), dc.unsubscribe('b', f));
console.log(dc.unsubscribe('never made', f));
for (const bad of [() => ch.subscribe(1), () => dc.channel(1), () => dc.channel({}), () => dc.tracingChannel(1),
  () => dc.tracingChannel(null), () => dc.tracingChannel({ start: 1 })]) {
  try {
    bad();
  } catch (e) {
    console.log(e.name, e.code, e.message);
  }
}
const sym = Symbol('s');
console.log(dc.channel(sym).name === sym, dc.channel(sym) === dc.channel(sym));

// A throwing subscriber: the next subscriber still runs, the error is
// uncaught on the next tick.
process.on('uncaughtException', (e) => console.log('uncaught', e.message));
const x = dc.channel('x');
x.subscribe(() => {
  throw new Error('subscriber failed');
});
x.subscribe((m) => console.log('second subscriber', m));
x.publish(1);
console.log('after publish');

// A subscriber added during publish waits for the next one.
const late = dc.channel('late');
late.subscribe(() => late.subscribe(() => console.log('late subscriber')));
late.publish('first');
late.publish('second');

// Stores.
const als = new AsyncLocalStorage();
const stores = dc.channel('stores');
stores.bindStore(als, (d) => ({ wrapped: d }));
stores.subscribe((m) => console.log('published in', als.getStore(), m));
console.log(stores.runStores({ d: 1 }, (a, b) => [als.getStore(), a, b], null, 5, 6), als.getStore());
const als2 = new AsyncLocalStorage();
stores.bindStore(als2);
stores.runStores('data', () => console.log('two stores', als.getStore(), als2.getStore()));
const bad = new AsyncLocalStorage();
stores.bindStore(bad, () => {
  throw new Error('transform failed');
});
stores.runStores('t', () => console.log('still runs', bad.getStore()));
console.log(stores.unbindStore(als), stores.unbindStore(als), stores.unbindStore(als2), stores.unbindStore(bad));
console.log(stores.hasSubscribers, dc.channel('plain').runStores(1, (v) => v * 2, null, 21));

// Tracing channels.
const tc = dc.tracingChannel('t');
console.log(tc, Object.keys(tc), Object.getOwnPropertyNames(Object.getPrototypeOf(tc)), tc.hasSubscribers);
console.log(tc.start.name, tc.asyncEnd.name, Object.getOwnPropertyDescriptor(tc, 'error').enumerable);
console.log(tc.traceSync((a, b) => a + b, {}, null, 1, 2), 'no subscribers');
const seen = [];
const handlers = {
  start(m) { seen.push(['start', { ...m }]); },
  end(m) { seen.push(['end', { ...m }]); },
  asyncStart(m) { seen.push(['asyncStart', { ...m }]); },
  asyncEnd(m) { seen.push(['asyncEnd', { ...m }]); },
  error(m) { seen.push(['error', m.error.message]); },
};
tc.subscribe(handlers);
console.log(tc.hasSubscribers, tc.traceSync((a, b) => a + b, { ctx: 1 }, null, 2, 3));
try {
  tc.traceSync(() => {
    throw new Error('boom');
  }, { ctx: 2 });
} catch (e) {
  console.log('caught', e.message);
}
const p1 = tc.tracePromise(async (v) => v * 2, { ctx: 3 }, null, 21);
const p2 = tc.tracePromise(() => 7, { ctx: 4 });
const p3 = tc.tracePromise(async () => {
  throw new Error('rejected');
}, { ctx: 5 });
tc.traceCallback((a, cb) => setTimeout(() => cb(null, a + 1), 5), -1, { ctx: 6 }, null, 41, (err, v) => {
  seen.push(['callback', err, v]);
});
tc.traceCallback((cb, a) => setTimeout(() => cb(new Error('cb error')), 5), 0, { ctx: 7 }, null, (err) => {
  seen.push(['callback', err.message]);
}, 1);
try {
  tc.traceCallback(() => {}, -1, {}, null, 'not a function');
} catch (e) {
  console.log(e.code, e.message);
}
console.log(seen.splice(0).map((e) => JSON.stringify(e)).join('\n'));
Promise.allSettled([p1, p2, p3]).then((r) => {
  console.log(r.map((s) => s.status + ' ' + (s.value ?? s.reason.message)));
  setTimeout(() => {
    console.log(seen.splice(0).map((e) => JSON.stringify(e)).join('\n'));
    console.log(tc.unsubscribe(handlers), tc.unsubscribe(handlers), tc.hasSubscribers);
  }, 50);
});
