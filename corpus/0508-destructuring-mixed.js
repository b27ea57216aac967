// Checks deeply mixed object/array destructuring with defaults, rest and swapping inside loops.
const data = { id: 7, tags: ["a", "b", "c"], owner: { name: "Kai", roles: [{ r: "admin" }] } };
const { id, tags: [firstTag, ...otherTags], owner: { name, roles: [{ r: role = "none" } = {}, second = "no second"] } } = data;
console.log(id, firstTag, otherTags, name, role, second);
const pairs = [[1, 2], [3, 4], [5, 6]];
for (const p of pairs) [p[0], p[1]] = [p[1], p[0]];
console.log(pairs);
const points = [{ x: 1 }, { y: 2 }, {}];
console.log(points.map(({ x = 0, y = 0 }) => x + y));
const [{ a = "dA" } = {}, [b = "dB"] = []] = [];
console.log(a, b);
const { ["comp" + "uted"]: c = "dC", ...others } = { z: 26, y: 25 };
console.log(c, others);
