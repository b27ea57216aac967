// @exit: 4
// @detached-exit: both
// process.exit inside a 'beforeExit' listener ends the program there.
process.on('beforeExit', (c) => {
  console.log('beforeExit', c);
  process.exit(4);
});
process.on('exit', (c) => console.log('exit', c));
process.exitCode = 1;
