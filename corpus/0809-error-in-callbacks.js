// Checks errors thrown from callbacks propagate through array methods and stop iteration.
const visited = [];
try {
  [1, 2, 3, 4].forEach((n) => {
    visited.push(n);
    if (n === 2) throw new Error("stop at " + n);
  });
} catch (e) {
  console.log(e.message, visited);
}
try {
  [3, 1, 2].sort(() => { throw new RangeError("bad comparator"); });
} catch (e) {
  console.log(e.name, e.message);
}
function parseAll(list) {
  const out = [];
  for (const s of list) {
    try {
      out.push(JSON.parse(s));
    } catch (e) {
      out.push(e.name);
    }
  }
  return out;
}
console.log(parseAll(["1", "{bad", "[2]", "\"s\""]));
