// @exit: 5
// process.exitCode keeps the value assigned; the status comes from its
// int32 conversion (2**31 + 5 wraps to a negative int32 ending in 5).
process.exitCode = 2 ** 31 + 5;
console.log(process.exitCode);
process.on('exit', (c) => console.log('exit', c, process.exitCode));
