// @exit: 1
// During the exit of an uncaught error, an exception from an 'exit'
// listener is dropped silently and the later listeners do not run.
process.on('exit', (c) => {
  console.log('exit', c);
  throw new Error('dropped');
});
process.on('exit', () => console.log('second: not reached'));
setTimeout(() => {
  throw new Error('from a timer');
}, 0);
