// A fast region's consts that nothing after the region reads live in C
// doubles in its fast branch; those read later are still stored. Each
// case mixes the two, makes the region's guard fail part way (a string, a
// getter, a shape change) and keeps -0, NaN and Infinity exact.
function step(a, b, out) {
  for (let i = 0; i < 4; i++) {
    const dx = a.x - b.x, dy = a.y - b.y;
    const d2 = dx * dx + dy * dy;
    const inv = 1 / d2;
    a.vx -= dx * inv;
    b.vx += dy * inv;
    out.push(dx + ":" + Object.is(dy, -0));
    if (i === 1) b.y = "3";
    if (i === 2) Object.defineProperty(b, "x", { get() { return -0; } });
  }
  return [a.vx, b.vx].join(",");
}
const out = [];
console.log(step({ x: 1, y: 2, vx: 0 }, { x: 0, y: 2, vx: 0 }, out), out.join(" "));

function special(o) {
  let log = [];
  for (let i = 0; i < 3; i++) {
    const z = -0 * o.k;
    const inf = o.k / 0;
    const nan = o.k * NaN;
    o.a = z;
    o.b = inf - inf;
    o.c = nan + inf;
    log.push(Object.is(o.a, -0), o.b, o.c);
    o.k += 1;
  }
  return log.join(",");
}
console.log(special({ k: 1, a: 0, b: 0, c: 0 }));

// A const read before its declaration in a later iteration is in its dead
// zone each time; one read after the region is stored.
function deadZone(p) {
  const seen = [];
  for (let i = 0; i < 3; i++) {
    try {
      if (i) seen.push(typeof q);
    } catch (e) {
      seen.push(e.name);
    }
    const q = p.x * 2;
    const r = p.y + q;
    p.x += r;
    p.y -= q;
    seen.push(r);
  }
  return seen.join(",") + " " + p.x + " " + p.y;
}
console.log(deadZone({ x: 1, y: 1 }));
