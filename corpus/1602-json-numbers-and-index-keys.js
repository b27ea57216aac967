// JSON.parse numbers on both sides of the short-number path (15 significant
// digits, 22 after the point, exponents), and JSON.stringify's array index
// keys: a string for toJSON and a replacer, "index N" in the circular message.
const texts = [
  "0", "-0", "7", "-12", "0.1", "0.3", "-0.25", "1.10", "3.14159", "123456789012345",
  "1234567890123456", "12345678901234567890", "0.1234567890123456789012",
  "0.12345678901234567890123", "9007199254740993", "-9007199254740993", "1e3", "2.5E-3",
  "1.7976931348623157e308", "5e-324", "0.000001", "100.000", "00.5",
  "0.0000000000000000000012", "-0.000000000000000000000123", "999999999999999.9", "8.000000000000001",
];
for (const t of texts) {
  try {
    const v = JSON.parse(t);
    console.log(t, "->", Object.is(v, -0) ? "-0" : v);
  } catch (e) {
    console.log(t, "->", e.name);
  }
}
console.log(JSON.parse("[1.5, -2, 0.07, 1e2, {\"a\": 99.99}]"));

const seen = [];
console.log(JSON.stringify([10, 20, [30, 40]], function (key, value) {
  seen.push(typeof key + ":" + key);
  return value;
}));
console.log(seen.join(" "));

class Stamp {
  constructor(n) { this.n = n; }
  toJSON(key) { return `${typeof key} ${key} ${this.n}`; }
}
const big = [];
for (let i = 0; i < 300; i++) big.push(i % 100 === 0 ? new Stamp(i) : i);
console.log(JSON.stringify(big).length, JSON.stringify([new Stamp(1), [new Stamp(2)]]));
console.log(JSON.stringify(big.filter((x) => typeof x === "object")));

const loop = [1, 2, { inner: [] }];
loop[2].inner.push(0, loop);
try {
  JSON.stringify(loop);
} catch (e) {
  console.log(e.message);
}
const deep = { list: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] };
deep.list[12] = [deep];
try {
  JSON.stringify(deep);
} catch (e) {
  console.log(e.message);
}
