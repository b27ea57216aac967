// @exit: 255
// @detached-exit: both
// The status is the code's low eight bits: -1 becomes 255.
console.log('exiting with -1');
process.exit(-1);
