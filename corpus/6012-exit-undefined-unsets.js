// process.exit(undefined) unsets process.exitCode (Node looks at
// arguments.length), so the status is 0, not the 3 set before.
process.on('exit', (c) => console.log('exit', c, process.exitCode));
process.exitCode = 3;
process.exit(undefined);
