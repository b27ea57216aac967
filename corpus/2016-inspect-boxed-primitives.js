// Boxed primitives, with extra properties.
const n = new Number(3);
n.extra = true;
console.log([new Number(-0), new String("ab"), new Boolean(false), Object(Symbol("s")), n]);
const s = new String("hi");
s.x = 1;
console.log(s, typeof s.valueOf());
