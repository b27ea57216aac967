// Checks destructuring in function parameters, arrow parameters and for-of heads.
function area({ width, height = width }) {
  return width * height;
}
console.log(area({ width: 3 }), area({ width: 3, height: 4 }));
const sumPair = ([a, b]) => a + b;
console.log(sumPair([5, 6]));
function opts({ verbose = false, level = 1, ...extra } = {}) {
  return `${verbose}/${level}/${JSON.stringify(extra)}`;
}
console.log(opts(), opts({ verbose: true, tag: "x" }));
const pairs = [["a", 1], ["b", 2]];
for (const [k, v] of pairs) console.log(k, v);
const people = [{ name: "Ann", tags: ["x", "y"] }, { name: "Bo", tags: [] }];
for (const { name, tags: [firstTag = "none"] } of people) console.log(name, firstTag);
console.log(Object.entries({ p: 1, q: 2 }).map(([k, v]) => k + v).join());
try {
  area();
} catch (e) {
  console.log(e.name, e.message);
}
