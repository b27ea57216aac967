// @exit: 13
// A top-level await that can never settle: 'exit' gets 0 (the code before
// Node sets process.exitCode to 13), and the status is 13.
process.on('exit', (c) => console.log('exit', c, process.exitCode));
console.log('waiting forever');
await new Promise(() => {});
