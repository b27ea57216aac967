// new Map(iterable) takes [key, value] entries from any iterable; errors for bad entries.
const m = new Map([[1, "one"], [2, "two"], [1, "uno"]]);
console.log(m.size, m.get(1));
const m2 = new Map(m);
m2.set(3, "three");
console.log(m.size, m2.size, [...m2.keys()]);
const m3 = new Map(Object.entries({ x: 1, y: 2 }));
console.log(m3.get("y"), new Map(null).size, new Map(undefined).size);
try { new Map([1, 2]); } catch (e) { console.log(e.name + ": " + e.message); }
try { new Map(5); } catch (e) { console.log(e.name + ": " + e.message); }
try { Map(); } catch (e) { console.log(e.name + ": " + e.message); }
console.log(new Map([["k", "v"]].values()).get("k"));
