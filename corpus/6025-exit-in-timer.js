// @exit: 8
// @detached-exit: both
// process.exit in a timer callback: later timers, immediates and
// nextTicks never run.
setTimeout(() => {
  process.nextTick(() => console.log('nextTick: not reached'));
  setImmediate(() => console.log('immediate: not reached'));
  console.log('timer 1');
  process.exit(8);
}, 0);
setTimeout(() => console.log('timer 2: not reached'), 0);
