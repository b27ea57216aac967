// Generates the string-to-number table for runtime/tests/test_numconv.c.
const strs = ["", " ", "0", "-0", "+0", "1", " 12 ", "12px", "1e3", "1E3", "1e", "1e+", "1e-7", ".5", "5.", ".", "-.5", "+.5", "0x10", "0X1f", "0x", "-0x10", "0o17", "0b101", "0b2", "0o8",
 "Infinity", "-Infinity", "+Infinity", "infinity", "Infinityx", "  \t\n\u00a0\u2003\ufeff42\u3000", "\u2028-7\u2029", "1_000", "0.1", "123456789012345678901234567890",
 "0x1fffffffffffff", "0x20000000000001", "0x20000000000003", "0b" + "1".repeat(60), "0o" + "7".repeat(30), "1.7976931348623157e308", "1.8e308", "5e-324", "2e-324", "3e-324",
 "  -12.5e2xyz", "abc", "0.0000001", "007", "08", "1.2.3", "++1", "--1", "1e1000", "-1e1000", "0.1e-1000", "١٢", "12\u0000", "z", "Z", "zz", "0x0x1", "ff", "10", "  0x1A  ", "123abc", "-ff",
 "9007199254740993", "9007199254740995", "3.14159", " +3 ", "- 3", "1 2", "0.", "00.5", "1e+21", "NaN", "+", "-", "+ ", "-e1", "+.e1"];
const buf = new DataView(new ArrayBuffer(8));
const h = d => { buf.setFloat64(0, d); return '0x' + buf.getBigUint64(0).toString(16).padStart(16, '0') + 'ull'; };
const out = [];
for (const s of strs) {
  const units = [...s].map(c => c.codePointAt(0));
  const b = Buffer.from(s, 'utf8');
  const lit = '"' + [...b].map(x => (x >= 32 && x < 127 && x !== 34 && x !== 92) ? String.fromCharCode(x) : '\\' + x.toString(8).padStart(3, '0')).join('') + '"';
  out.push(`{${lit}, ${b.length}, ${h(Number(s))}, ${h(parseInt(s))}, ${h(parseInt(s, 16))}, ${h(parseInt(s, 36))}, ${h(parseInt(s, 7))}, ${h(parseFloat(s))}},`);
}
console.log(out.join('\n'));
