// bytes (CommonJS, one index.js, no "main": found as the package's
// index.js): formats byte counts and parses size strings.
import bytes from "bytes";

for (const n of [0, 1, 1000, 1024, 1536, 1048576, 5.5 * 1024 * 1024 * 1024, 1024 ** 4 * 3, -2048, 1e15]) {
  console.log(n, "->", bytes(n), "|", bytes.format(n, { unitSeparator: " ", decimalPlaces: 1, thousandsSeparator: "," }));
}
console.log(bytes.format(1000, { unit: "KB" }), bytes.format(123456, { fixedDecimals: true }), bytes.format(1024 * 1024, { unit: "b" }));
for (const s of ["1KB", "1.5 mb", "2GB", "3tb", "10", "512b", "1PB", "oops", "  4 kb  "]) {
  console.log(JSON.stringify(s), "->", bytes.parse(s));
}
console.log(bytes("2MB"), bytes(null), bytes.format("x"));
