// Locals handed to a constructor (`new Node(left, right)`) are dropped
// quietly: their drop records no cycle candidate, since the new object
// almost always keeps them. What must hold whatever the constructor does
// with them: structures built this way stay intact, garbage cycles built
// this way are freed (by a later pass), and a constructor that drops,
// replaces or throws on its arguments changes nothing a program sees.

class Node {
  constructor(left, right) {
    this.left = left;
    this.right = right;
    this.parent = null;
  }
}

function build(depth) {
  if (depth === 0) return new Node(null, null);
  const left = build(depth - 1);
  const right = build(depth - 1);
  const node = new Node(left, right);
  left.parent = node;
  right.parent = node;
  return node;
}

function check(node) {
  if (node.left === null) return 1;
  if (node.left.parent !== node || node.right.parent !== node) return -1e9;
  return 1 + check(node.left) + check(node.right);
}

// Trees built and dropped over and over (each a web of cycles).
let total = 0;
for (let i = 0; i < 300; i++) total += check(build(i % 9));
console.log('trees', total);

// A long-lived tree built the same way survives every pass in between.
const kept = build(12);
for (let i = 0; i < 200; i++) build(7);
console.log('kept', check(kept));

// A list built by handing the old head to each new item.
class Item {
  constructor(value, next) {
    this.value = value;
    this.next = next;
    if (next) next.prev = this;
  }
}
function list(n) {
  let head = null;
  for (let i = 0; i < n; i++) head = new Item(i, head);
  return head;
}
let sum = 0;
for (let round = 0; round < 50; round++) {
  let len = 0;
  for (let it = list(1000); it; it = it.next) {
    sum += it.value;
    len++;
  }
  if (len !== 1000) console.log('bad length', len);
}
console.log('lists', sum);

// A constructor that keeps nothing: the handed object is a garbage
// self-cycle when the local goes, and must be freed all the same.
class Forget {
  constructor(x) {
    this.seen = typeof x;
  }
}
function forget(n) {
  let last = null;
  for (let i = 0; i < n; i++) {
    const loop = { i };
    loop.self = loop;
    last = new Forget(loop);
  }
  return last.seen;
}
console.log('forget', forget(20000));

// A constructor that keeps its argument somewhere else, or replaces it.
const registry = [];
class Register {
  constructor(x) {
    registry.push(x);
    x.registered = true;
    return { wrapped: x };
  }
}
function register(n) {
  let w = null;
  for (let i = 0; i < n; i++) {
    const rec = { id: i };
    rec.me = rec;
    w = new Register(rec);
  }
  return w.wrapped.id;
}
console.log('register', register(100), registry.length, registry[42].registered, registry[42].me === registry[42]);

// A constructor that throws: the handed value stays the caller's.
class Picky {
  constructor(x) {
    if (x.bad) throw new Error('bad ' + x.id);
    this.x = x;
  }
}
function tryAll(n) {
  const made = [];
  const errors = [];
  for (let i = 0; i < n; i++) {
    const x = { id: i, bad: i % 3 === 0 };
    x.back = x;
    try {
      made.push(new Picky(x));
    } catch (e) {
      errors.push(e.message);
      x.caught = true;
    }
  }
  return [made.length, errors.length, errors[1], made[0].x.id];
}
console.log('picky', tryAll(10).join(' '));

// Handed through a spread, a call and a plain function used as a constructor.
function Pair(a, b) {
  this.a = a;
  this.b = b;
}
function pairs(n) {
  let p = null;
  for (let i = 0; i < n; i++) {
    const a = { i };
    const b = [a];
    a.b = b;
    p = new Pair(a, b);
  }
  const args = [p, p];
  const q = new Pair(...args);
  return q.a.a.i + q.b.b[0].i;
}
console.log('pairs', pairs(5000));
