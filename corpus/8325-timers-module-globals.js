// node:timers (the global timer functions, `promises`, the legacy
// active/enroll family with its deprecation warnings), node:util/types,
// node:perf_hooks, and Node's globals as Object.keys(globalThis) lists
// them (but fetch), `global` first.
import timers from 'node:timers';
import * as timersNs from 'timers';
import timersPromises from 'node:timers/promises';
import types from 'node:util/types';
import util from 'node:util';
import { performance as perf, constants } from 'node:perf_hooks';

console.log(Object.keys(timers).join());
console.log(timers.setTimeout === setTimeout, timers.clearImmediate === clearImmediate,
  timers.promises === timersPromises, timersNs.setInterval === setInterval);
console.log(types === util.types, types.isDate(new Date()), types.isPromise(Promise.resolve()));
console.log(perf === performance, typeof perf.now(), constants.NODE_PERFORMANCE_GC_MAJOR);

console.log(global === globalThis, typeof global);
// fetch left out: scr has none (docs/node.md).
console.log(Object.keys(globalThis).filter((k) => k !== 'fetch').join());
const d = Object.getOwnPropertyDescriptor(globalThis, 'global');
console.log(d.writable, d.enumerable, d.configurable);
for (const name of ['setTimeout', 'process', 'Buffer', 'console', 'URL'])
  console.log(name, Object.getOwnPropertyDescriptor(globalThis, name).enumerable);

// The legacy API: enroll an object, arm it, disarm another.
const item = { _onTimeout() { console.log('enrolled item fired', this === item); } };
timers.enroll(item, 20);
timers.active(item);
const other = { _onTimeout() { console.log('never'); } };
timers.enroll(other, 10);
timers.active(other);
timers.unenroll(other);
for (const bad of [-1, NaN, Infinity, '5']) {
  try {
    timers.enroll({}, bad);
  } catch (e) {
    console.log(`${e.name} [${e.code}]: ${e.message}`);
  }
}
// active() on a Timeout restarts it.
const started = Date.now();
const t = setTimeout(() => console.log('restarted timeout fired late enough:', Date.now() - started >= 250), 200);
setTimeout(() => timers.active(t), 100);
