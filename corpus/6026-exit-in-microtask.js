// @exit: 3
// @detached-exit: both
// process.exit in a promise reaction: the rest of the microtask queue is
// dropped.
Promise.resolve().then(() => {
  console.log('reaction 1');
  process.exit(3);
});
Promise.resolve().then(() => console.log('reaction 2: not reached'));
console.log('sync end');
