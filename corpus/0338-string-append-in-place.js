// `s += piece` on a variable whose string nothing else holds appends in
// place (linear-time string building). Every way another holder could see
// the string change must still see the old value: copies, Map keys, array
// elements, iterators, closures, a right-hand side that reads or writes
// the variable, a throwing conversion, a const, and strings used as keys
// (whose cached hash must follow the new content).
function check(label, v) {
  console.log(label, v.length, v.slice(0, 12), v.slice(-12));
}

// A local built one unit at a time, and from numbers.
let a = "";
for (let i = 0; i < 3000; i++) a += String.fromCharCode(97 + (i % 26));
check("units", a);
let digits = "";
for (let i = 0; i < 500; i++) digits += i;
check("numbers", digits);
let mixed = "x".repeat(70);
mixed += 1.5;
mixed += -0;
mixed += NaN;
mixed += 1e21;
check("number forms", mixed);

// Copies taken along the way keep their values.
let b = "start-".repeat(20);
const snapshots = [];
for (let i = 0; i < 200; i++) {
  b += "<" + i + ">";
  if (i % 50 === 0) snapshots.push(b);
}
const copy = b;
b += "after the copy";
console.log(copy.endsWith("<199>"), b.endsWith("after the copy"), copy.length, b.length);
for (const s of snapshots) check("snapshot", s);

// Appending the string to itself.
let self = "ab".repeat(40);
self += self;
self += self;
check("self", self);

// A Map key and an object key: the hash is recomputed for the new content.
let key = "k".repeat(100);
const m = new Map([[key, 1]]);
console.log(m.get(key));
key += "!";
console.log(m.get(key), m.get("k".repeat(100)), m.size);
m.set(key, 2);
key += "?";
console.log(m.get(key), m.get("k".repeat(100) + "!"), [...m.values()].join(","));
const o = {};
let prop = "p".repeat(80);
o[prop] = "first";
prop += "q";
o[prop] = "second";
console.log(Object.keys(o).map((k) => k.length).join(","), o["p".repeat(80)], o[prop]);

// An array element and an iterator hold the string too.
let held = "h".repeat(90);
const arr = [held];
held += "tail";
console.log(arr[0].length, held.length);
let walked = "w".repeat(64) + "xyz";
let seen = 0;
for (const ch of walked) {
  seen++;
  if (seen < 4) walked += ch;
}
console.log(seen, walked.length, walked.slice(-6));

// A captured variable, appended by the closure and by its owner.
function makeLog() {
  let log = "";
  const add = (line) => {
    log += line + "\n";
  };
  for (let i = 0; i < 100; i++) add("entry " + i);
  const before = log;
  log += "owner wrote this\n";
  return [before.length, log.length, log.split("\n").length];
}
console.log(makeLog().join(" "));

// The right-hand side reads or writes the variable.
let r = "r".repeat(100);
r += r.slice(0, 5) + r.length;
check("reads itself", r);
let w = "w".repeat(100);
w += ((w = "replaced"), "!");
console.log(w.length, w.slice(95));
let outer = "o".repeat(100);
function appendOuter() {
  outer += "[inner]";
  return "(rhs)";
}
outer += appendOuter();
check("outer", outer);

// A conversion that throws leaves the variable as it was.
let t = "t".repeat(100);
try {
  t += {
    toString() {
      throw new Error("no string for you");
    },
  };
} catch (e) {
  console.log(e.message, t.length);
}
t += { toString: () => "-obj" };
t += [1, 2];
t += null;
t += undefined;
t += true;
t += 10n;
check("conversions", t);

// A const cannot be assigned: its value stays.
const c = "c".repeat(100);
try {
  c += "more";
} catch (e) {
  console.log(e.constructor.name, c.length);
}

// A module-level accumulator used from a function, and a generator local.
var total = "";
function addTotal(s) {
  total += s;
}
for (let i = 0; i < 300; i++) addTotal(i % 10 === 0 ? "|" : ".");
check("module var", total);
function* pieces() {
  let acc = "";
  for (let i = 0; i < 100; i++) {
    acc += "g" + i;
    if (i % 25 === 24) yield acc;
  }
}
for (const p of pieces()) check("generator", p);

// Number + string and string + number orders are unchanged.
let n = 5;
n += "5";
let s5 = "5".repeat(70);
s5 += 5;
console.log(n, typeof n, s5.length, s5.slice(-3));


// `x = x + e` is `x += e`, with the same checks.
let plain = "";
for (let i = 0; i < 400; i++) plain = plain + String.fromCharCode(65 + (i % 26));
check("x = x + e", plain);
const plainCopy = plain;
plain = plain + plain;
plain = (plain + "!");
console.log(plainCopy.length, plain.length, plain.slice(-3));
let reassigned = "r".repeat(80);
reassigned = reassigned + ((reassigned = "gone"), "?");
console.log(reassigned.length, reassigned.slice(76));
const fixed = "f".repeat(80);
try {
  fixed = fixed + "more";
} catch (e) {
  console.log(e.constructor.name, fixed.length);
}
