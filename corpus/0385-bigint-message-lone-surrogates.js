// V8 writes the string it could not convert to a BigInt into the
// SyntaxError's message as it is: any code units, lone surrogates
// included, no quotes, no cut.
const inputs = ['x', '<|\ude00x>', '\ud800', 'a\udc00b', '\ud83d\ude00!', '1n', '0x', '1e3', ' 12 ', '--1', 'z'.repeat(300), '\u00e9\u2028'];
for (const s of inputs) {
  try {
    console.log('ok', BigInt(s));
  } catch (e) {
    console.log(e.name, JSON.stringify(e.message), e.message.length);
  }
}
// The same conversion through other paths: BigInt.asIntN, typed arrays,
// and a string that ToPrimitive returns.
const paths = [
  () => BigInt.asIntN(8, '\udfff'),
  () => new BigInt64Array(['\ud800z']),
  () => BigInt({ valueOf() { return 'v\udc01'; } }),
  () => BigInt64Array.of('1', 'q\ud801'),
];
for (const f of paths) {
  try {
    console.log('ok', f());
  } catch (e) {
    console.log(e.name, JSON.stringify(e.message));
  }
}
