// Generates the number-conversion table for runtime/tests/test_numconv.c.
const vals = [0, -0, 1, -1, 0.1, 0.2, 0.1+0.2, 1/3, 2/3, 1e21, 1e-7, 1e-6, 0.000001, 1.5e-7, 123456789012345680000, 1e20, 9.999999999999999e20,
  1.005, 2.5, 0.5, -0.5, -2.5, 1.25, 1.45, 5e-324, 1.7976931348623157e308, 2**53, 2**53+2, 2**64, 2**-1074*3, 255, -255, 4294967295, 0.0001, -0.0001,
  123.456, 1e100, 1.2e-100, 2**-20, 2**70, 2**-1022, 2**-1023, 1e23, 8.41e21, 5e-7, 3.14159, Math.PI, Math.E, -1e-300, 9007199254740993, 0.3, 100, 1e-5, 12345.6789, 0.000123, 1.23e-5];
let seed = 12345;
function rnd() { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; }
const buf = new DataView(new ArrayBuffer(8));
for (let i = 0; i < 400; i++) {
  // random bit patterns
  for (let j = 0; j < 8; j++) buf.setUint8(j, Math.floor(rnd()*256));
  const d = buf.getFloat64(0);
  if (Number.isFinite(d)) vals.push(d);
}
for (let i = 0; i < 300; i++) { const e = Math.floor(rnd()*50) - 25; vals.push((rnd()-0.5) * 10**e); }
for (let i = 0; i < 100; i++) vals.push(Math.round(rnd()*1e6)/1000);
for (let e = -1074; e <= 1023; e += 7) vals.push(2**e);
vals.push(NaN, Infinity, -Infinity);
const out = [];
for (const d of vals) {
  buf.setFloat64(0, d);
  const hex = buf.getBigUint64(0).toString(16).padStart(16, '0');
  const radix = [2, 3, 7, 16, 36].map(r => d.toString(r));
  const fixed = [0, 2, 5, 20].map(f => d.toFixed(f));
  out.push(`{0x${hex}ull, ${JSON.stringify(String(d))}, {${radix.map(s=>JSON.stringify(s)).join(', ')}}, {${fixed.map(s=>JSON.stringify(s)).join(', ')}}},`);
}
console.log(out.join('\n'));
