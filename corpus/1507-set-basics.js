// Set: add/has/delete/size/clear, duplicates ignored, iteration order.
const s = new Set();
console.log(s.add(1) === s);
s.add(2).add(1).add("1").add(NaN).add(NaN).add(-0).add(0);
console.log(s.size, [...s], s.has(NaN), s.has(0), s.has(-0), s.has("2"));
console.log(s.delete("1"), s.delete("1"), [...s]);
console.log(Object.is([...s][3], -0), Object.is([...s][3], 0));
s.clear();
console.log(s.size, [...s]);
