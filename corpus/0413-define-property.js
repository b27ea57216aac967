// Checks Object.defineProperty for data and accessor properties with attribute defaults.
const o = {};
Object.defineProperty(o, "hidden", { value: 1 });
Object.defineProperty(o, "visible", { value: 2, enumerable: true, writable: true });
console.log(o, Object.keys(o), o.hidden, JSON.stringify(o));
try {
  o.hidden = 5;
} catch (e) {
  console.log(e.name, e.message);
}
let backing = 10;
Object.defineProperty(o, "acc", {
  get() { return backing * 2; },
  set(v) { backing = v; },
  enumerable: true,
  configurable: true,
});
o.acc = 21;
console.log(o.acc, backing, o);
try {
  Object.defineProperty(o, "hidden", { value: 9 });
} catch (e) {
  console.log(e.name, e.message);
}
Object.defineProperty(o, "getOnly", { get: () => "g", enumerable: true });
try {
  o.getOnly = 1;
} catch (e) {
  console.log(e.message);
}
console.log(o);
