// node:timers/promises: setTimeout and setImmediate as promises, setInterval
// as an async iterator, scheduler.wait and scheduler.yield; Node's argument
// checks (as rejections), AbortSignal cancellation with the signal's reason
// as the cause, and the order of settling against other timers.
import * as tp from 'node:timers/promises';
import { setTimeout as sleep, scheduler } from 'timers/promises';

function report(label, p) {
  return p.then(
    (v) => console.log(label, 'resolved', v),
    (e) => console.log(label, `${e.name} [${e.code}]: ${e.message}`, e.cause === undefined ? '' : `cause=${String(e.cause)}`),
  );
}

console.log(Object.keys(tp).join(), sleep === tp.setTimeout, tp.setTimeout.name, tp.setInterval.name);
console.log(scheduler, typeof scheduler.wait, typeof scheduler.yield);

// Argument checks reject; they never throw.
const checks = [
  ['delay string', () => tp.setTimeout('10', 1)],
  ['options number', () => tp.setTimeout(1, 1, 5)],
  ['options null', () => tp.setTimeout(1, 1, null)],
  ['signal', () => tp.setTimeout(1, 1, { signal: {} })],
  ['ref', () => tp.setTimeout(1, 1, { ref: 1 })],
  ['immediate options', () => tp.setImmediate(1, 'x')],
  ['immediate ref', () => tp.setImmediate(1, { ref: null })],
  ['wait delay', () => scheduler.wait('x')],
];
const pending = [];
for (const [label, make] of checks) {
  let p;
  try {
    p = make();
  } catch (e) {
    console.log(label, 'threw', e.message);
    continue;
  }
  pending.push(report(label, p));
}
try {
  new scheduler.constructor();
} catch (e) {
  console.log(`${e.name} [${e.code}]: ${e.message}`);
}
try {
  scheduler.wait.call({}, 1);
} catch (e) {
  console.log(`${e.name} [${e.code}]: ${e.message}`);
}

// Odd delays are still timers: NaN, undefined and negatives mean 1 ms.
pending.push(report('NaN delay', tp.setTimeout(NaN, 'a')));
pending.push(report('undefined delay', tp.setTimeout(undefined, 'b')));
pending.push(report('negative delay', tp.setTimeout(-5, 'c')));

// Abort before and after.
pending.push(report('pre-aborted', tp.setTimeout(10, 'x', { signal: AbortSignal.abort('early') })));
const ac = new AbortController();
pending.push(report('aborted', tp.setTimeout(400, 'x', { signal: ac.signal })));
ac.abort('late');
const ac2 = new AbortController();
pending.push(report('not aborted', tp.setTimeout(1, 'kept', { signal: ac2.signal })));

await Promise.all(pending);
await report('immediate', tp.setImmediate('now'));

// Order against the callback timers of the same kind (which of a timer and
// an immediate comes first depends on the clock).
const timerOrder = [];
const immediateOrder = [];
setTimeout(() => timerOrder.push('callback 0'), 0);
const a = tp.setTimeout(0).then(() => timerOrder.push('promise 0'));
setImmediate(() => immediateOrder.push('callback immediate'));
const b = tp.setImmediate().then(() => immediateOrder.push('promise immediate'));
const c = tp.setTimeout(250, 'later').then((v) => timerOrder.push(`promise 250 ${v}`));
await Promise.all([a, b, c]);
console.log(timerOrder.join(' | '), '/', immediateOrder.join(' | '));

// setInterval: values until a break, then an abort mid-wait.
let n = 0;
for await (const v of tp.setInterval(20, 'tick')) {
  console.log(v, n);
  if (++n === 3) break;
}
const ac3 = new AbortController();
const it = tp.setInterval(20, 'x', { signal: ac3.signal });
console.log(await it.next());
const next = it.next();
ac3.abort(new Error('stop'));
await report('interval abort', next);
console.log(await it.next());
await report('interval bad delay', tp.setInterval('1').next());
await report('interval bad options', tp.setInterval(1, 1, 5).next());
console.log(await scheduler.wait(5), await scheduler.yield());

// An unreferenced timer does not keep the program alive.
tp.setTimeout(300, 'never', { ref: false }).then((v) => console.log(v));
console.log('done');
