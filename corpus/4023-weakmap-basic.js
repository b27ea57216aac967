// WeakMap: get/set/has/delete with object keys; values may refer back to their keys.
const wm = new WeakMap();
const keys = [];
for (let i = 0; i < 100; i++) {
  const k = { i };
  keys.push(k);
  wm.set(k, { key: k, sq: i * i });
}
let s = 0;
for (const k of keys) s += wm.get(k).sq + (wm.get(k).key === k ? 1 : 0);
console.log(s, wm.has(keys[5]), wm.delete(keys[5]), wm.has(keys[5]), wm.get(keys[5]));
console.log(wm.get({}), wm.has(1), wm.delete('x'));
