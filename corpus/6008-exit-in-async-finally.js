// @exit: 5
// @detached-exit: both
// process.exit inside an async function, inside try: the finally block,
// pending timers and the rest of the microtasks never run.
async function work() {
  await null;
  try {
    console.log('in try');
    process.exit(5);
  } finally {
    console.log('finally: not reached');
  }
}
work();
Promise.resolve().then(() => console.log('first microtask'));
setTimeout(() => console.log('timer: not reached'), 0);
