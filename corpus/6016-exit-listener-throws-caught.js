// @exit: 3
// An 'exit' listener that throws during process.exit(3): the exception
// leaves process.exit and can be caught; the program goes on, and 'exit' is
// emitted again when the loop runs dry, where the throw is uncaught. The
// status is process.exitCode, 3.
let n = 0;
process.on('exit', (c) => {
  console.log('exit', c, typeof c, ++n);
  throw new Error('boom ' + n);
});
try {
  process.exit(3);
} catch (e) {
  console.log('caught', e.message);
}
console.log('after');
setTimeout(() => console.log('timer still runs'), 0);
