// `i < s.length`, `s.charCodeAt(i) === 32` and `s.slice(a, b)` in loops:
// the fast paths read a string's, an array's or a typed array's length and
// a string's code unit where they lie, and a slice within the string goes
// straight to the substring. Anything else (an object's own or inherited
// length, a getter, a replaced charCodeAt, an index out of range or NaN,
// negative slice positions) takes the ordinary code.
function countSpaces(s) {
  let n = 0;
  for (let i = 0; i <= s.length; i++) {
    if (i === s.length || s.charCodeAt(i) === 32) n++;
  }
  return n;
}
function words(s) {
  const out = [];
  let start = 0;
  for (let i = 0; i <= s.length; i++) {
    if (i === s.length || s.charCodeAt(i) === 32) {
      if (i > start) out.push(s.slice(start, i));
      start = i + 1;
    }
  }
  return out;
}
function sumLength(x) {
  let n = 0;
  for (let i = 0; i < x.length; i++) n += i;
  return n;
}
function tryIt(label, f) {
  try { console.log(label, f()); } catch (e) { console.log(label, e.name + ": " + e.message); }
}

tryIt("spaces", () => countSpaces("the quick  brown fox"));
tryIt("empty", () => countSpaces(""));
tryIt("astral", () => countSpaces("a \u{1F600} b"));
tryIt("words", () => words("  one two   three ").join("|"));
tryIt("array", () => sumLength([1, 2, 3, 4]));
tryIt("typed", () => sumLength(new Float64Array(5)));
tryIt("object length", () => sumLength({ length: 3 }));
tryIt("string length of object", () => sumLength({ length: "4" }));
tryIt("getter length", () => sumLength({ get length() { return 2; } }));
tryIt("inherited length", () => sumLength(Object.create({ length: 6 })));
tryIt("String object", () => sumLength(new String("abcde")));
tryIt("arguments", () => (function () { return sumLength(arguments); })(1, 2, 3));
tryIt("undefined", () => sumLength(undefined));
tryIt("null", () => sumLength(null));
tryIt("number", () => sumLength(5));

// An array growing inside the loop: its length is read afresh each time.
tryIt("growing", () => {
  const a = [1];
  for (let i = 0; i < a.length; i++) if (a.length < 5) a.push(i);
  return a.join(",");
});

// A typed array whose length getter is replaced on its prototype.
tryIt("typed getter", () => {
  const t = new Uint8Array(3);
  const before = sumLength(t);
  const d = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Uint8Array.prototype), "length");
  Object.defineProperty(Uint8Array.prototype, "length", { get() { return 7; }, configurable: true });
  const after = sumLength(t);
  delete Uint8Array.prototype.length;
  return [before, after, sumLength(t), typeof d.get].join(",");
});

// Code units: fractional, negative and NaN indexes, out of range.
function unitAt(s, i) { return s.charCodeAt(i) === 98; }
function units(s, idx) {
  const out = [];
  for (let k = 0; k < idx.length; k++) {
    const i = idx[k];
    out.push(s.charCodeAt(i) + 0);
  }
  return out.join(",");
}
tryIt("units", () => units("abc", [0, 1.9, -0.5, -1, 3, NaN, Infinity, -0]));
tryIt("unit b", () => [unitAt("abc", 1), unitAt("abc", 1.5), unitAt("abc", 7), unitAt("abc", NaN)].join(","));
tryIt("surrogates", () => units("\u{1F600}x", [0, 1, 2]));
tryIt("unit of number", () => units(42, [0]));

// charCodeAt of things that are not strings, and a replaced built-in.
tryIt("own method", () => units({ charCodeAt(i) { return i * 10; } }, [1, 2]));
tryIt("array method", () => { const a = [1, 2]; a.charCodeAt = (i) => i + 100; return units(a, [0, 1]); });
tryIt("undefined receiver", () => units(undefined, [0]));
tryIt("replaced", () => {
  const saved = String.prototype.charCodeAt;
  const before = countSpaces("a b c");
  String.prototype.charCodeAt = function (i) { return 32; };
  const during = countSpaces("abc");
  String.prototype.charCodeAt = saved;
  return [before, during, countSpaces("a b")].join(",");
});
tryIt("shadowed on prototype chain", () => {
  const s = new String("a b");
  s.charCodeAt = () => 32;
  return countSpaces(s);
});

// Slices: within the string, reversed, past the end, negative, NaN, fractions.
function slices(s, pairs) {
  const out = [];
  for (let k = 0; k < pairs.length; k++) out.push(JSON.stringify(s.slice(pairs[k][0], pairs[k][1])));
  return out.join(" ");
}
tryIt("slices", () => slices("hello world", [[0, 5], [6, 11], [3, 3], [5, 2], [0, 11], [0, 99], [-5, 11],
                                             [2, -2], [NaN, 3], [1.7, 4.2], [11, 11], [10, 11], [-0, 1]]));
tryIt("slice one arg", () => { const s = "abcdef"; let r = ""; for (let i = 0; i < 3; i++) r += s.slice(i) + "/"; return r; });
tryIt("slice of array", () => { const a = [1, 2, 3]; let r = ""; for (let i = 0; i < 2; i++) r += a.slice(i, i + 2) + "/"; return r; });
tryIt("slice replaced", () => {
  const saved = String.prototype.slice;
  String.prototype.slice = function (a, b) { return "<" + a + "," + b + ">"; };
  const r = slices("abc", [[0, 1]]);
  String.prototype.slice = saved;
  return r + " " + slices("abc", [[0, 1]]);
});
tryIt("slice keys", () => {
  const m = new Map();
  const text = "b a b c a b";
  for (let i = 0; i < 3; i++) for (const w of words(text)) m.set(w, (m.get(w) || 0) + 1);
  return [...m].map(([k, v]) => k + "=" + v).join(" ");
});

// A length or a code unit inside a run of numeric statements.
tryIt("in a run", () => {
  const o = { n: 0, m: 0 };
  const s = "xyz";
  for (let i = 0; i < 3; i++) {
    o.n = o.n + s.length;
    o.m += s.charCodeAt(i);
    o.n += 1;
  }
  return o.n + " " + o.m;
});

// The dead zone of a const read by the guard.
tryIt("dead zone", () => {
  let r = 0, err = "";
  {
    const f = () => { for (let i = 0; i < t.length; i++) r++; };
    try { f(); } catch (e) { err = e.name + ": " + e.message; }
    const t = "ab";
    f();
  }
  return err + " / " + r;
});

// A run of constant declarations ended by a length: the length's statement
// cannot join the run, and leaves nothing of itself behind in it.
function consts(s, o) {
  var a = 1, b = 0;
  var c = 2;
  var n = s.length;
  var m = o.x + s.length;
  if (o.x === "y") { a = "a"; b = null; c = [c]; }
  return [a, b, c, n, m].join(",");
}
tryIt("constants then a length", () => consts("abcd", { x: 1 }) + " " + consts([1, 2], { x: "y" }));
