// A timer's delay counts from when it is started, read from the clock at
// that moment, not from when the event loop last woke: a timer started
// after a long synchronous stretch still waits its whole delay, and one
// started earlier with a shorter remaining time still fires first.
const spin = (ms) => { const t0 = Date.now(); while (Date.now() - t0 < ms); };
// Date.now() and the timers' clock are read separately, each truncated to
// whole milliseconds, so a timer may seem up to a millisecond early.
const waited = (since, delay) => Date.now() - since >= delay - 1;
const order = [];

setTimeout(() => order.push("early (60 ms, started before the stretch)"), 60);
spin(150);
const started = Date.now();
setTimeout(() => {
  order.push("late (30 ms, started after the stretch)");
  console.log("late timer waited its delay:", waited(started, 30));
}, 30);

// Inside a callback too: the loop's clock read before the timers phase is
// stale by the time this one starts its follower.
setTimeout(() => {
  spin(80);
  const at = Date.now();
  setTimeout(() => {
    console.log("follower waited its delay:", waited(at, 40));
    console.log(order.join("\n"));
  }, 40);
}, 20);
