// @exit: 7
// An 'uncaughtException' listener that throws ends the program with 7,
// reporting the second error, without emitting 'exit'.
process.on('exit', (c) => console.log('exit: not emitted', c));
process.on('uncaughtException', (e) => {
  console.log('handler', e.message);
  throw new Error('again');
});
setTimeout(() => {
  throw new Error('first');
}, 0);
