// Checks Number(), parseInt and parseFloat conversions of assorted strings.
const inputs = ["42", "  42  ", "4.5e2", "0x1A", "0b101", "0o17", "1_000", "12px", "", " ", "-0", ".5", "5.", "+3", "--3", "Infinity", "infinity", "1e1000", "\t\n7\r"];
for (const s of inputs) {
  console.log(JSON.stringify(s).padEnd(12), Number(s), parseInt(s), parseFloat(s));
}
console.log(parseInt("ff", 16), parseInt("z", 36), parseInt("101", 2), parseInt("12", 3), parseInt("9", 8));
console.log(parseInt("0x10"), parseInt("0x10", 16), parseInt("10", 0), parseInt("10", 1), parseInt("10", 37));
console.log(parseInt(0.0000005), parseInt("123abc456"), parseFloat("3.14.15"), parseFloat("-.1e-2x"));
console.log(Number(true), Number(false), Number(null), Number(undefined), Number([]), Number([" 8 "]));
