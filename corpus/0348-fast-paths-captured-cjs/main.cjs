// Numeric fast paths and element views on captured bindings: a CommonJS
// module's top-level bindings that its functions use live in boxes (as a
// bundler's module wrapper keeps them), and the functions' fast paths read
// and write them there. Each case changes a box between or around the
// loops: a closure's write of a string, a dead zone, a getter appearing,
// a catch parameter, a generator suspended while the box changes.
let total = 0;
const scale = 2;
let mode = 1;
const grid = new Float64Array(16);
const plain = [1, 2, 3, 4];
function bump(x) {
  total += x * scale;
}
function setMode(m) {
  mode = m;
}
function run(n) {
  for (let i = 0; i < n; i++) {
    total += grid[i & 15] * scale + plain[i & 3] * mode;
    if (i === 5) setMode("3");
    if (i === 7) setMode(2);
    bump(i);
  }
  return total;
}
for (let i = 0; i < 16; i++) grid[i] = i / 4;
console.log("run", run(10), typeof total);
total = 0;
console.log("run again", run(12));

// A let read before its declaration ran.
function early() {
  try {
    for (let i = 0; i < 2; i++) late += i * 2;
  } catch (e) {
    console.log("dead zone", e.name, e.message);
  }
}
early();
let late = 1;
early();
console.log("late", late);

// Properties of an object held by a captured const.
const p = { x: 1, y: 2 };
function move(k) {
  for (let i = 0; i < k; i++) {
    p.x += p.y * 0.5;
    p.y -= 1;
  }
  return p.x + "," + p.y;
}
console.log("move", move(4));
Object.defineProperty(p, "y", { get() { return 10; }, set(v) { console.log("set y", v); } });
console.log("move getter", move(2));

// A captured catch parameter.
try {
  throw 5;
} catch (c) {
  const f = () => {
    let s = 0;
    for (let i = 0; i < 3; i++) s += c * i;
    return s;
  };
  console.log("catch", f());
}

// A generator suspended in its loop while the box it reads changes.
function* g() {
  for (let i = 0; i < 3; i++) yield total * 1 + i + grid[i] * 4;
}
const it = g();
console.log("gen", it.next().value);
total = "x";
console.log("gen", it.next().value);
total = 1;
console.log("gen", it.next().value);

// A captured parameter updated in place.
function counter(start) {
  const step = () => {
    for (let i = 0; i < 4; i++) start += i / 2;
    return start;
  };
  return step;
}
const c1 = counter(1), c2 = counter(-0);
console.log("counter", c1(), c1(), c2(), Object.is(counter(-0)(), 3));
