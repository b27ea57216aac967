// @exit: 4
// process.exitCode set during the program is the status when the loop runs
// dry; 'exit' listeners get it as their argument and can still read it.
process.on('exit', (c) => console.log('exit', c, process.exitCode));
console.log('initial exitCode:', process.exitCode);
setTimeout(() => {
  process.exitCode = 4;
  console.log('set in a timer');
}, 0);
