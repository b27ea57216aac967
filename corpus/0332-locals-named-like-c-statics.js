// Locals named like the statics of the generated C file (inline caches,
// global sites, literal shapes, template sites, regex literals, constant
// tables) must not hide them from the code around them.
function f(o) {
  const ic = o.a, gs = Math.max(1, 2), ls1 = { p: 1, q: 2 }, ts1 = String.raw`x${ic}y`;
  const re1 = /b+/.exec("abbbc")[0], json1 = JSON.stringify({ ic, gs }), mod1_x = 3;
  const k_len = o.b, k_utf8 = "u", k_utf16 = "w", records = [1, 2], const_tables = 4, k_u16_1 = 5;
  return [ic, gs, ls1.p + ls1.q, ts1, re1, json1, mod1_x, k_len, k_utf8, k_utf16, records.length,
    const_tables, k_u16_1, console.log.name].join(" ");
}
console.log(f({ a: 7, b: 8 }));
let ic = 1, gs = 2, re2 = /x/g;
for (let i = 0; i < 3; i++) ic += gs * i + "xx".replace(re2, "y").length;
console.log(ic, gs, String(re2), Math.PI > 3);
