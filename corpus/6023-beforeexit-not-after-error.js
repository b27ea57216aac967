// @exit: 1
// No 'beforeExit' after an uncaught error (nor after process.exit).
process.on('beforeExit', () => console.log('beforeExit: not emitted'));
process.on('exit', (c) => console.log('exit', c));
Promise.resolve().then(() => {
  throw new Error('in a microtask');
});
