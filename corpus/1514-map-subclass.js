// Subclassing Map and Set: the constructor calls the overridden set/add.
class CountingMap extends Map {
  set(k, v) { this.count = (this.count || 0) + 1; return super.set(k, v); }
}
const m = new CountingMap([[1, 1], [2, 2]]);
m.set(3, 3);
console.log(m.count, m.size, m instanceof Map, m.get(2));
class UpperSet extends Set {
  add(v) { return super.add(String(v).toUpperCase()); }
}
console.log([...new UpperSet(["a", "b", "a"])]);
console.log(Object.getPrototypeOf(m) === CountingMap.prototype);
