// A block's let and const go back to their dead zone each time the block
// is entered; the compiler leaves out that reset where no reference in the
// block can come before the declaration. Each case reads, or cannot read,
// a binding before its declaration in a later iteration of a loop.

// A read before the declaration, in every iteration: the dead zone each time.
for (let i = 0; i < 3; i++) {
  try {
    if (i > 0) console.log("read", x);
  } catch (e) {
    console.log(i, e.name, e.message);
  }
  const x = i * 10;
  console.log("declared", x);
}

// typeof before the declaration throws too.
for (let i = 0; i < 2; i++) {
  try {
    console.log(typeof later);
  } catch (e) {
    console.log("typeof", e.name);
  }
  let later = i;
}

// A let without an initializer is undefined in each iteration.
for (let i = 0; i < 3; i++) {
  let y;
  if (i === 0) y = "set";
  console.log("let", i, y);
}

// Destructuring, a skipped iteration, and an object per iteration.
const out = [];
for (let i = 0; i < 6; i++) {
  if (i % 2) continue;
  const { p, q = i * 2 } = { p: i };
  const box = { i, p, q };
  out.push(box.i + box.p + box.q);
}
console.log("destructure", out.join(","));

// A throw before the declaration leaves the loop; the next loop starts over.
function attempts(n) {
  const seen = [];
  for (let k = 0; k < n; k++) {
    try {
      for (let i = 0; i < 3; i++) {
        if (i === k) throw new Error("stop " + i);
        const v = [i, k];
        seen.push(v.join(":"));
      }
    } catch (e) {
      seen.push(e.message);
    }
  }
  return seen.join(" ");
}
console.log("throw", attempts(3));

// A while loop whose body reads the previous value through a closure
// declared after it (the closure makes the binding live in a box).
let i = 0;
const getters = [];
while (i < 3) {
  const w = i * i;
  getters.push(() => w);
  i++;
}
console.log("closures", getters.map((g) => g()).join(","));

// Nested blocks: the inner const shadows the outer one only after its
// declaration; the outer one is read first.
for (let r = 0; r < 2; r++) {
  const s = "outer" + r;
  {
    const t = s + "/inner";
    console.log(t);
  }
  {
    try {
      console.log(s.length, u);
    } catch (e) {
      console.log("inner", e.message);
    }
    const u = 1;
  }
}

// A switch's case bindings keep their reset.
for (let c = 0; c < 3; c++) {
  switch (c) {
    case 0:
      let z = "zero";
      console.log(z);
      break;
    default:
      try {
        console.log(z);
      } catch (e) {
        console.log("switch", c, e.name);
      }
  }
}
