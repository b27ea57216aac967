// A loop whose fast region reads an object the loop cannot reassign (`a`
// below) tests that object's guards once and then holds them while no code
// runs: every call (a getter, valueOf, a proxy trap, a native used as a
// getter) and every store outside the region ends that. Each case changes
// `a` (a property to a string, a new shape, more properties, a deleted one)
// or `Math.sqrt` from somewhere the loop does not show, in the middle of
// the loop, and the results must come out as Node computes them. Element
// reads of an Array through the loop's element view see the array as it is
// at each read (shrunk, grown, holes).

function Body(x, v, m) { this.x = x; this.v = v; this.m = m; }

function pairs(a, list) {
  for (let j = 0; j < list.length; j++) {
    const b = list[j];
    const d = a.x - b.x;
    const s = Math.sqrt(d * d + 1);
    a.v -= d * b.m / s;
    b.v += d * a.m / s;
  }
  return [a.x, a.v, list.map((b) => b.v)];
}

function fresh(n) {
  const list = [];
  for (let i = 0; i < n; i++) list.push(new Body(i + 1, i * 0.5, 1 + i / 4));
  return list;
}

console.log("plain", JSON.stringify(pairs(new Body(0.5, 0, 2), fresh(6))));

// A getter on a hole of the list turns a.x into a string.
{
  const a = new Body(0.5, 0, 2);
  const list = fresh(6);
  delete list[3];
  const spare = new Body(9, 1, 1);
  Object.defineProperty(Array.prototype, 3, {
    get() { a.x = "4"; return spare; },
    configurable: true,
  });
  console.log("getter string", JSON.stringify(pairs(a, list)));
  delete Array.prototype[3];
}

// The getter gives a new shape (a property added in front of the others'
// slots) and then many more properties: the slots move.
{
  const a = new Body(0.5, 0, 2);
  const list = fresh(8);
  delete list[2];
  const spare = new Body(1, 1, 1);
  Object.defineProperty(Array.prototype, 2, {
    get() {
      for (let k = 0; k < 40; k++) a["p" + k] = k;
      delete a.m;
      a.m = 3;
      return spare;
    },
    configurable: true,
  });
  const r = pairs(a, list);
  console.log("getter reshapes", JSON.stringify(r), Object.keys(a).length);
  delete Array.prototype[2];
}

// A native used as a getter: Array.prototype.pop on the list itself, which
// shrinks it under the loop's element view.
{
  const a = new Body(0.5, 0, 2);
  const list = fresh(7);
  delete list[1];
  Object.defineProperty(Array.prototype, 1, { get: Array.prototype.pop, configurable: true });
  console.log("native getter", JSON.stringify(pairs(a, list)), list.length);
  delete Array.prototype[1];
}

// valueOf in the loop's test changes a.m to a BigInt, then back (through
// another reference: a closure's capture of `a` itself would box it).
{
  const box = { a: new Body(0.5, 0, 2) };
  const a = box.a;
  const list = fresh(5);
  let calls = 0;
  const lim = { valueOf() { calls++; if (calls === 3) box.a.m = 2n; if (calls === 4) box.a.m = 2; return list.length; } };
  let out = "";
  try {
    for (let j = 0; j < lim; j++) {
      const b = list[j];
      const d = a.x - b.x;
      a.v -= d * b.m;
      b.v += d * a.m;
      out += " " + a.v;
    }
  } catch (e) {
    out += " " + e.constructor.name + ": " + e.message;
  }
  console.log("valueOf" + out, calls);
}

// A store outside the region, behind an if, in the middle of the loop.
{
  const a = new Body(0.5, 0, 2);
  const list = fresh(6);
  let out = "";
  for (let j = 0; j < list.length; j++) {
    const b = list[j];
    const d = a.x - b.x;
    a.v -= d * b.m;
    b.v += d * a.m;
    if (j === 2) a.x = "10";
    if (j === 4) a.v = "v";
    out += " " + a.v;
  }
  console.log("store outside" + out);
}

// The list holds a itself: b is a in one iteration (the region stores to
// both), and a string in b's slot goes through the ordinary code.
{
  const a = new Body(0.5, 0, 2);
  const list = fresh(4);
  list.splice(2, 0, a);
  list[3].v = "s";
  console.log("alias", JSON.stringify(pairs(a, list)));
}

// A proxy as an element source: the trap changes a between reads.
{
  const a = new Body(0.5, 0, 2);
  const base = fresh(5);
  let n = 0;
  const list = new Proxy(base, {
    get(t, k, r) {
      if (k === "2" && n++ === 0) a.v = "5";
      return Reflect.get(t, k, r);
    },
  });
  console.log("proxy", JSON.stringify(pairs(a, list)));
}

// Math.sqrt replaced by a getter of the list halfway through.
{
  const a = new Body(0.5, 0, 2);
  const list = fresh(6);
  delete list[3];
  const sqrt = Math.sqrt;
  const spare = new Body(2, 0, 1);
  const hundred = (x) => 100;
  Object.defineProperty(Array.prototype, 3, {
    get() { Math.sqrt = hundred; return spare; },
    configurable: true,
  });
  console.log("math replaced", JSON.stringify(pairs(a, list)));
  Math.sqrt = sqrt;
  delete Array.prototype[3];
}

// Frozen a: the region's stores fail in the ordinary code (strict mode
// throws), and a caught error leaves the loop.
{
  const a = Object.freeze(new Body(0.5, 0, 2));
  try {
    pairs(a, fresh(3));
  } catch (e) {
    console.log("frozen", e.constructor.name, e.message);
  }
}

// Nested loops: the inner loop holds a's guards, the outer one changes a's
// shape between inner loops.
{
  const objs = fresh(5);
  for (let i = 0; i < objs.length; i++) {
    const a = objs[i];
    if (i === 2) a.extra = "x";
    if (i === 3) a.x = "3";
    for (let j = i + 1; j < objs.length; j++) {
      const b = objs[j];
      const d = a.x - b.x;
      a.v -= d * b.m;
      b.v += d * a.m;
    }
  }
  console.log("nested", JSON.stringify(objs.map((o) => [o.x, o.v])));
}

// A loop with continue keeps its guards per pass (no hoisting), and the
// same results.
{
  const a = new Body(0.5, 0, 2);
  const list = fresh(6);
  for (let j = 0; j < list.length; j++) {
    const b = list[j];
    if (j === 1) continue;
    const d = a.x - b.x;
    a.v -= d * b.m;
    b.v += d * a.m;
    if (j === 3) a.x = "1";
  }
  console.log("continue", a.x, a.v.toFixed(6), list.map((b) => b.v.toFixed(3)).join(" "));
}

// Element views of Arrays: holes, a shrink, growth and non-index keys.
{
  const arr = [1, 2, , 4, 5.5, "6", 7];
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const v = arr[i];
    sum += typeof v === "number" ? v : 0;
  }
  const grow = [1, 2, 3];
  let t = 0;
  for (let i = 0; i < 6; i++) {
    t += grow[i] === undefined ? 100 : grow[i];
    if (i === 1) grow.push(10, 20);
  }
  const neg = [1, 2, 3];
  neg[-1] = 50;
  let u = 0;
  for (let i = -1; i < 4; i++) u += neg[i] ?? 0.25;
  let w = 0;
  for (let i = 0; i < 4; i += 0.5) w += arr[i] === undefined ? 1000 : +arr[i] || 0;
  console.log("views", sum, t, u, w, arr[-0], arr[2]);
}

// The region's ordinary code stores a string into a (b.w is one): the next
// pass must test a's guards again.
{
  function accum(a, list) {
    for (let j = 0; j < list.length; j++) {
      const b = list[j];
      a.v += b.w;
      a.n += b.k;
    }
    return a.v + " " + a.n;
  }
  const list = [];
  for (let i = 0; i < 6; i++) list.push({ w: i * 1.5, k: 1 });
  list[2].w = "s";
  console.log("ordinary stores", accum({ v: 0.25, n: 0 }, list));
}
