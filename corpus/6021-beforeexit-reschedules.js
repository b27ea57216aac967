// @exit: 2
// 'beforeExit' runs each time the loop runs dry; work it schedules runs,
// then it is emitted again. It gets process.exitCode (or 0).
let n = 0;
process.on('beforeExit', (c) => {
  console.log('beforeExit', c, n);
  if (n++ < 2) setTimeout(() => console.log('timer', n), 0);
  else process.exitCode = 2;
});
process.on('exit', (c) => console.log('exit', c));
