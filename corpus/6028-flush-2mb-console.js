// @exit: 7
// @detached-exit: both
// 2 MB through console.log and console.error from a timer, then
// process.exit(7) in 'beforeExit': both streams arrive complete.
setTimeout(() => {
  const line = 'y'.repeat(90);
  for (let i = 0; i < 20000; i++) console.log(i, line);
  for (let i = 0; i < 1000; i++) console.error('err', i);
}, 0);
process.on('beforeExit', () => {
  console.log('done');
  process.exit(7);
});
