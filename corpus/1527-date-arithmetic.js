// Date arithmetic: differences, comparisons, adding days, toPrimitive hints.
const a = new Date(Date.UTC(2024, 0, 1));
const b = new Date(Date.UTC(2024, 2, 1));
console.log((b - a) / 86400000, a < b, a > b, a.getTime() === new Date(a).getTime());
const c = new Date(a);
c.setUTCDate(c.getUTCDate() + 45);
console.log(c.toISOString());
console.log(a[Symbol.toPrimitive]("number"), a[Symbol.toPrimitive]("string"), a[Symbol.toPrimitive]("default"));
console.log(typeof (a + 1), typeof (a - 1), a == a.toString());
try { a[Symbol.toPrimitive]("bogus"); } catch (e) { console.log(e.name); }
console.log(Math.max(a, b) === b.getTime(), [b, a].sort((x, y) => x - y).map((d) => d.getUTCMonth()));
