// Node's process.exitCode setter: integers and integer strings are kept as
// given, null and undefined unset it, anything else throws with a code.
const values = [1.5, '3', 'abc', '', ' 2 ', '0x10', null, true, -1, 256, 12345678901,
  [1], {}, Symbol('s'), () => 1, 'a'.repeat(40), "it's", NaN, Infinity, 1e21, -(2 ** 53)];
for (const v of values) {
  try {
    process.exitCode = v;
    console.log('ok', typeof v, String(process.exitCode));
  } catch (e) {
    console.log(e.name, e.code, e.message);
    console.log(String(e));
  }
}
process.exitCode = undefined;
console.log('after reset', process.exitCode);
