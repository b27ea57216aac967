// @args: one 'two words' -3 ''
// process.argv: two leading paths, then the arguments as given.
console.log(process.argv.length);
console.log(process.argv.slice(2));
console.log(typeof process.argv[0], typeof process.argv[1]);
