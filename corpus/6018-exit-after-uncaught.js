// @exit: 5
// An uncaught error sets process.exitCode to 1 and emits 'exit' with 1;
// a listener that sets exitCode changes the status.
process.on('exit', (c) => {
  console.log('exit', c, process.exitCode);
  process.exitCode = 5;
});
process.exitCode = 2;
throw new Error('uncaught');
