// `&&` and `||` whose operands are all Booleans (comparisons, `!x`, `in`,
// `instanceof`, boolean literals, and such chains) are computed as one C
// truth value: the result must still be the operand that decided, evaluated
// left to right, stopping where JavaScript stops, with the same errors.
const log = [];
function note(tag, v) { log.push(tag); return v; }

class Task {
  constructor(held, queue, waiting) { this.held = held; this.queue = queue; this.waiting = waiting; }
  runnable() { return !this.held && (this.queue !== null || !this.waiting); }
}
const cases = [[false, null, false], [false, null, true], [false, {}, true], [true, {}, false], [0, null, ""], [1, null, 0]];
for (const [h, q, w] of cases) console.log(JSON.stringify([h, q, w]), new Task(h, q, w).runnable());

// Short-circuiting and order.
function chain(a, b, c) {
  log.length = 0;
  const v = note("a", a) > 0 && (note("b", b) < 0 || !note("c", c));
  return `${v} ${typeof v} ${log.join("")}`;
}
console.log(chain(1, -1, 0), "|", chain(1, 1, 0), "|", chain(1, 1, 1), "|", chain(0, -1, 1));

// Values kept, assigned and compared.
let x = 3, y = "3";
const both = x == y && x !== y;
const either = x === y || !(x in { 3: 1 });
console.log(both, either, both === true, either === false, [both, either].map(String).join());
console.log((x < 5 && x > 1) === (x > 1 && x < 5), String(false || x > 2), (true && !y) + 1);

// Constants and literal operands.
console.log(true && false, false || true, !0 && !"", (1 < 2 || 2 < 1) && !null);

// instanceof and in, including a throwing right-hand side.
const arr = [];
console.log(arr instanceof Array && !(arr instanceof Task) && "length" in arr && !("x" in arr));
try {
  const bad = x > 0 && "k" in 5;
  console.log("no throw", bad);
} catch (e) {
  console.log(e.constructor.name, e.message);
}
try {
  console.log(x < 0 || arr instanceof 7);
} catch (e) {
  console.log(e.constructor.name, e.message);
}
// The right side is not evaluated when the left decides: no throw here.
console.log(x < 0 && "k" in 5, x > 0 || arr instanceof 7);

// Comparisons that call valueOf, in order, and a throwing valueOf.
const order = [];
const v1 = { valueOf() { order.push("v1"); return 1; } };
const v2 = { valueOf() { order.push("v2"); return 2; } };
console.log(v1 < v2 && v2 > v1 && !(v1 >= v2), order.join(","));
const boom = { valueOf() { throw new RangeError("no number"); } };
try {
  console.log(!(x > 5) || boom < 1, v1 < 2 && boom > 0);
} catch (e) {
  console.log(e.constructor.name, e.message);
}

// In a getter's result, a returned expression and a default parameter.
const o = { get ready() { return x > 2 && x < 4 || x === 10; } };
function dflt(a, ok = a > 0 && !(a > 9)) { return ok; }
console.log(o.ready, dflt(5), dflt(11), dflt(-1), dflt(5, "given"));

// A chain with one operand that is not a Boolean keeps that operand's value.
console.log(x > 0 && "yes", !x || [1], (x in { 3: 1 }) && { k: 1 }, x > 0 && x, x < 0 || null, (x > 0 && y) + 1);
