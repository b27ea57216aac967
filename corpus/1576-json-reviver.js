// JSON.parse with a reviver: depth-first, `this` is the holder, undefined deletes.
const seen = [];
const r = JSON.parse('{"a":1,"b":[1,2,{"c":3}],"d":{"e":null}}', function (k, v) {
  seen.push(k + ":" + typeof v + ":" + Array.isArray(this));
  return typeof v === "number" ? v * 10 : k === "e" ? undefined : v;
});
console.log(r, seen);
console.log(JSON.parse("[1,2,3]", (k, v) => (k === "1" ? undefined : v)));
console.log(JSON.parse('"top"', (k, v) => k === "" ? v.toUpperCase() : v));
