// @exit: 6
// process.exit() with no argument uses process.exitCode, read again after
// the 'exit' listeners, which may change it.
process.on('exit', (c) => {
  console.log('exit', c, process.exitCode);
  process.exitCode = 6;
});
process.exit();
