// Which locals may be unboxed: a local that may hold something other than
// a Number, one a closure captures and changes, `var` read before its
// a Number, one a closure captures and changes, `var` read before its
// assignment, try/catch/finally around writes, and locals that live
// across yield and await.
// A number that becomes a string in a branch stays a boxed value.
function mixed(flag) {
  let x = 1;
  if (flag) x = "s" + x;
  let y = 2;
  y = flag ? y : "two";
  return [x, typeof x, y, x + 1];
}
console.log(mixed(true), mixed(false));

// Captured by a closure that changes it, and one that only reads it.
function captured() {
  let n = 0;
  const bump = () => { n += 2; };
  bump();
  bump();
  let m = 5;
  const read = () => m * 2;
  m = 6;
  return [n, read()];
}
console.log(captured());

// var hoisting: a read before the assignment sees undefined.
function hoisted() {
  const before = typeof v;
  const asNum = v + 1;
  var v = 3;
  v = v * 2;
  return [before, asNum, v];
}
console.log(hoisted());

function hoistedLoop() {
  const out = [];
  for (let i = 0; i < 3; i++) {
    var acc;
    out.push(acc);
    acc = i * 1.5;
  }
  return out;
}
console.log(hoistedLoop());

// The dead zone: a let read before its declaration throws.
function deadZone() {
  try {
    const r = early + 1;
    let early = 2;
    return r;
  } catch (e) {
    return e.constructor.name + ": " + e.message;
  }
}
console.log(deadZone());

// try/catch/finally around writes: the value seen after a throw is the
// one written before it.
function guarded(fail) {
  let x = 1;
  let y = 0;
  try {
    x = 2;
    if (fail) throw new Error("boom");
    x = 3;
  } catch (e) {
    y = x * 10;
  } finally {
    y += 0.5;
  }
  return [x, y];
}
console.log(guarded(false), guarded(true));

function loopWithTry(n) {
  let sum = 0;
  for (let i = 0; i < n; i++) {
    try {
      if (i === 2) throw i;
      sum += i;
    } catch (k) {
      sum -= 100;
      continue;
    } finally {
      sum += 0.25;
    }
  }
  return sum;
}
console.log(loopWithTry(5));

// Across yield: the generator's locals keep their values.
function* counter(limit) {
  let total = 0;
  for (let i = 0; i < limit; i++) {
    total += i / 2;
    const got = yield total;
    if (got) total = -total;
  }
  return total;
}
const g = counter(4);
console.log(g.next(), g.next(), g.next(true), g.next(), g.next());

// Across await.
async function averaged(values) {
  let sum = 0;
  let count = 0;
  for (const v of values) {
    sum += await v;
    count++;
  }
  let mean = sum / count;
  await null;
  mean = mean * 2;
  return [sum, count, mean];
}
averaged([1, Promise.resolve(2), 4.5]).then((r) => console.log("async", r));

// A switch case's let is checked for its dead zone; it stays boxed.
function inSwitch(k) {
  switch (k) {
    case 1:
      let q = 5;
      q *= 2;
      return q;
    default:
      return -1;
  }
}
console.log(inSwitch(1), inSwitch(2));
