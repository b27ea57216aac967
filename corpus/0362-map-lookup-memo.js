// Map and Set remember their last string lookup (`m.set(k, (m.get(k) || 0)
// + 1)` finds k once), and Set.add finds its key once; what a program sees
// is unchanged: the memo holds only while the table has not changed and no
// string has been freed, so a key freed and another string made in its
// place, a delete, a clear, an insert of another key or the table growing
// all send the next lookup to the table. Also user classes whose methods
// are named get, set, has, push, slice, indexOf or charCodeAt: one lookup
// finds either the built-in or theirs.
const text = "the cat and the dog and the bird saw the cat";

// Word counts, the usual idiom.
const counts = new Map();
for (const w of text.split(" ")) counts.set(w, (counts.get(w) || 0) + 1);
console.log([...counts].map(([w, n]) => w + "=" + n).join(" "));

// A temporary key freed right after get, another string (of the same length,
// likely at the same address) made for set: set must not take get's answer.
const m = new Map();
for (let i = 0; i + 3 <= text.length; i++) {
  m.get(text.slice(i, i + 3));
  m.set(text.slice(text.length - 3 - i, text.length - i), i);
}
console.log(m.size, [...m.keys()].slice(0, 6).join("|"), m.get("cat"), m.get("the"));

// has then set, delete between, clear between, growth between.
const k = "key".repeat(2);
const n = new Map([[k, 1]]);
console.log(n.has(k), n.get(k), n.delete(k), n.has(k), n.get(k), n.size);
n.set(k, 2);
console.log(n.get(k), n.size);
n.get(k);
n.clear();
console.log(n.get(k), n.has(k), n.size);
n.set(k, 3);
n.get(k);
for (let i = 0; i < 100; i++) n.set("k" + i, i); // grows and rehashes
n.set(k, 4);
console.log(n.get(k), n.size, [...n.keys()].indexOf(k));
n.get("absent");
n.set("absent", 5);
console.log(n.get("absent"), n.has("absent"), n.size);
n.delete("k0");
n.delete("k1");
for (let i = 0; i < 200; i++) n.delete("k" + i);
n.get(k);
for (let i = 0; i < 300; i++) n.set("z" + i, i); // squeezes the holes out
console.log(n.get(k), n.size, [...n.keys()].slice(0, 3).join(","));

// Equal strings that are different objects, and keys that are not strings.
const a = "x".repeat(3), b = ["x", "x", "x"].join("");
const p = new Map();
p.get(a);
p.set(b, "b");
console.log(p.get(a), p.size);
const o = {};
p.get(o);
p.set(o, "o");
p.get(-0);
p.set(0, "zero");
p.get(NaN);
p.set(NaN, "nan");
console.log(p.get(o), p.get(0), p.get(-0), p.get(NaN), p.size);

// Sets: add of a present key keeps its place; has then add.
const s = new Set(["b", "a"]);
s.add("b");
s.add("c");
if (!s.has("d")) s.add("d");
s.has("a");
s.delete("a");
s.add("a");
console.log([...s].join(","), s.size);

// User classes with the intrinsics' method names.
class Stack {
  constructor() { this.items = []; }
  push(x) { this.items.push(x * 2); return this.items.length; }
  get(i) { return this.items[i]; }
  set(i, v) { this.items[i] = v; return this; }
  has(v) { return this.items.includes(v); }
  slice(a, b) { return "slice:" + this.items.slice(a, b).join("+"); }
  indexOf(v) { return this.items.indexOf(v) + 100; }
  charCodeAt(i) { return -i; }
}
const st = new Stack();
const mixed = [st, new Map([[0, "m"]]), [5, 6, 7], "hey"];
const out = [];
for (const r of mixed) {
  for (const name of ["push", "get", "set", "has", "slice", "indexOf", "charCodeAt"]) {
    try {
      switch (name) {
        case "push": out.push(r.push(3)); break;
        case "get": out.push(r.get(0)); break;
        case "set": out.push(r.set(0, 9) === r); break;
        case "has": out.push(r.has(9)); break;
        case "slice": out.push(String(r.slice(0, 2))); break;
        case "indexOf": out.push(r.indexOf(9)); break;
        case "charCodeAt": out.push(r.charCodeAt(1)); break;
      }
    } catch (e) {
      out.push(e.constructor.name);
    }
  }
}
console.log(out.join(" "));

// A getter named get that returns the built-in, and a method replaced
// mid-loop.
const viaGetter = new Map([[1, "one"]]);
let reads = 0;
Object.defineProperty(viaGetter, "get", { get() { reads++; return Map.prototype.get; } });
const seen = [];
for (let i = 0; i < 3; i++) {
  seen.push(viaGetter.get(1));
  if (i === 1) Map.prototype.has = function () { return "patched"; };
  seen.push(new Map().has(1));
}
console.log(seen.join(","), reads);
