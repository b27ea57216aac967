// Array.prototype.join: holes, nullish elements, empty strings, separators
// of every length, array-likes, getters with side effects, cycles, and the
// length limit.
const show = (label, s) => console.log(label, JSON.stringify(s), s.length);

show("plain", [1, 2, 3].join());
show("custom", ["a", "b", "c"].join(" - "));
show("empty sep", ["ab", "cd", "ef"].join(""));
show("empty array", [].join("x"));
show("one element", ["solo"].join("++"));
show("one number", [42].join());
show("holes", [, "a", , "b", ,].join("|"));
show("all holes", new Array(5).join("-"));
show("nullish", [null, "x", undefined, "y", null].join(","));
show("empty strings", ["", "", "z", ""].join(":"));
show("only empties", ["", ""].join(""));
show("numbers", [0, -0, 1.5, 1e21, NaN, -Infinity].join(" "));
show("nested", [[1, 2], [3, [4, 5]], []].join(";"));
show("objects", [{}, { toString() { return "T"; } }].join("/"));
show("sep coerced", [1, 2, 3].join(0));
show("sep undefined", [1, 2].join(undefined));
show("sep null", [1, 2].join(null));
show("long sep", ["x", "y"].join("<=========>"));
show("unicode", ["\u00e9", "\ud83d\ude00", "\u4e2d"].join("\u2014"));

const big = [];
for (let i = 0; i < 100; i++) big.push(i % 7 ? String(i) : "");
show("many", big.join("."));

const likes = { length: 4, 0: "p", 2: "q", 3: null };
show("array-like", Array.prototype.join.call(likes, "#"));
show("string this", Array.prototype.join.call("abc", "-"));

const cyc = [1, 2];
cyc.push(cyc);
show("cycle", cyc.join("+"));

const order = [];
const arr = [
  { toString() { order.push("a"); return "A"; } },
  { toString() { order.push("b"); arr.push("late"); return "B"; } },
];
show("side effects", arr.join(","));
console.log(order.join(">"), arr.length);

const getters = [];
Object.defineProperty(getters, 1, { get() { return "got"; } });
getters.length = 3;
show("getter", getters.join("_"));

try {
  [{ toString() { throw new Error("boom"); } }].join();
} catch (e) {
  console.log("thrown:", e.message);
}

try {
  new Array(2 ** 20).join("-".repeat(1024));
} catch (e) {
  console.log(e.name + ": " + e.message);
}
const huge = "x".repeat(2 ** 28);
try {
  [huge, huge, huge].join("");
} catch (e) {
  console.log(e.name + ": " + e.message);
}
show("length limit ok", [huge.slice(0, 10), huge.slice(0, 5)].join("!"));
