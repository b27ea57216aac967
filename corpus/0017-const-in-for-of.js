// Checks const bindings in for-of and for-in loops get a fresh binding per iteration.
const out = [];
for (const [i, v] of [[0, "a"], [1, "b"]]) {
  out.push(i + v);
}
console.log(out);
for (const k in { x: 1, y: 2 }) {
  console.log("key", k);
}
let seen = "";
for (const ch of "hey") {
  seen = ch + seen;
}
console.log(seen);
