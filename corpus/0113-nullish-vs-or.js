// Checks ?? versus || for null, undefined and falsy values, and short-circuiting.
const vals = [null, undefined, 0, -0, "", false, NaN, "v", [], {}];
for (const v of vals) {
  console.log(String(v).padEnd(9), v ?? "dflt", v || "dflt");
}
let calls = 0;
const f = () => ++calls;
const r1 = 1 ?? f();
const r2 = null ?? f();
console.log(r1, r2, calls);
console.log((null || undefined) ?? "x", null ?? (0 || "y"));
