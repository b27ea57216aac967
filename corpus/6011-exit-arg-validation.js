// @exit: 2
// process.exit validates its argument like the exitCode setter and throws
// before doing anything; a valid integer string is accepted.
process.on('exit', (c) => console.log('exit', typeof c, c));
for (const v of [1.5, 'x', NaN, Infinity, '1.5', {}]) {
  try {
    process.exit(v);
  } catch (e) {
    console.log(e.code, e.message);
  }
}
console.log('still running');
process.exit(' 2 ');
