// @exit: 3
// @detached-exit: both
// process.exit(code) ends the program with that status, after the output
// written before it; code after the call never runs.
console.log('before exit');
process.stdout.write('no newline');
process.exit(3);
console.log('never printed');
