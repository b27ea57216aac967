// @exit: 44
// @detached-exit: both
// 300 & 0xff is 44; a code of 2**31 + 5 converts to int32 first.
process.on('exit', (c) => console.log('exit listener got', c));
process.exit(300);
