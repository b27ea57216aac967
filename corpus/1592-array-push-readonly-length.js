// push on arrays whose length cannot change: a non-writable length refuses
// before any element is added (push() with nothing to add goes through, as
// in V8); frozen, sealed and non-extensible arrays fail on the new element.
const a = [1];
Object.defineProperty(a, "length", { writable: false });
try {
  a.push(2);
  console.log("pushed", a);
} catch (e) {
  console.log(e.constructor.name, e.message);
}
console.log(a, a.length, a.push());
class Sub extends Array {}
const b = Sub.from([1]);
Object.defineProperty(b, "length", { writable: false });
try {
  b.push(5, 6);
} catch (e) {
  console.log(e.message, b.length);
}
for (const [name, arr] of [["frozen", Object.freeze([1, 2])], ["sealed", Object.seal([1])], ["fixed", Object.preventExtensions([1])]]) {
  try {
    arr.push(3);
    console.log(name, "pushed");
  } catch (e) {
    console.log(name, e.constructor.name, e.message);
  }
}
const grows = [];
for (let i = 0; i < 10; i++) grows.push(i, -i);
console.log(grows.length, grows.slice(-4));
