// Checks the comma operator evaluates left to right and yields the last value.
let i = 0;
const r = (i++, i++, i * 10);
console.log(r, i);
let out = [];
for (let a = 0, b = 10; a < b; a += 3, b -= 3) {
  out.push(a + ":" + b);
}
console.log(out.join(" "));
const f = () => (out.push("side"), "result");
console.log(f(), out.length);
console.log((1, 2, 3));
