// Checks chained array method pipelines and a builder object returning this.
const words = ["apple", "Banana", "cherry", "date", "Elder", "fig"];
const result = words
  .filter((w) => w.length > 3)
  .map((w) => w.toLowerCase())
  .sort((a, b) => b.length - a.length || (a < b ? -1 : 1))
  .map((w, i) => `${i + 1}.${w}`)
  .join(" ");
console.log(result);
const builder = {
  parts: [],
  add(p) { this.parts.push(p); return this; },
  build() { return this.parts.join("/"); },
};
console.log(builder.add("usr").add("local").add("bin").build());
const totals = [[1, 2], [3], [], [4, 5, 6]].map((r) => r.reduce((a, b) => a + b, 0)).filter(Boolean);
console.log(totals);
