// @exit: 9
// @detached-exit: both
// process.exit inside an 'exit' listener ends the process at once: the
// rest of that listener and the later listeners never run.
process.on('exit', (c) => {
  console.log('first listener', c, process.exitCode);
  process.exit(9);
  console.log('not reached');
});
process.on('exit', () => console.log('second listener: not reached'));
process.exit(3);
