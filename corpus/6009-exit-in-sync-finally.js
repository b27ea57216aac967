// @exit: 2
// process.exit in a try block at the top level: 'exit' runs, finally and
// 'beforeExit' do not.
process.on('beforeExit', () => console.log('beforeExit: not emitted'));
process.on('exit', (c) => console.log('exit', c, process.exitCode));
try {
  process.exit(2);
} finally {
  console.log('finally: not reached');
}
