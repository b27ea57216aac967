// @exit: 1
// An 'exit' listener that throws at the natural end is an uncaught error:
// reported, the later listeners skipped, status 1 (exitCode was unset).
process.on('exit', (c) => {
  console.log('exit', c);
  throw new Error('boom in exit');
});
process.on('exit', () => console.log('second: not reached'));
console.log('main done');
