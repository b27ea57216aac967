// @exit: 7
// The 'exit' listeners of process.exit get `process.exitCode || 0` itself:
// a string code stays a string.
process.on('exit', (c) => console.log('exit', typeof c, c, typeof process.exitCode));
process.exit('7');
