// Objects copied with spread keep referring to the original cycle.
let s = 0;
for (let i = 0; i < 5000; i++) {
  const a = { i };
  a.self = a;
  const copy = { ...a, extra: a };
  s += copy.self === a && copy.extra.self === a ? copy.i : 0;
}
console.log(s);
