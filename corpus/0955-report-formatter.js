// Checks a realistic program: a text report with padded columns, totals, grouping and number formatting.
const sales = [
  { region: "North", rep: "Alvarez", units: 120, price: 9.99 },
  { region: "South", rep: "Baker", units: 75, price: 14.5 },
  { region: "North", rep: "Chen", units: 200, price: 4.25 },
  { region: "East", rep: "Dubois", units: 33, price: 120 },
  { region: "South", rep: "Eriksen", units: 0, price: 19.99 },
  { region: "East", rep: "Fujita", units: 58, price: 7.3 },
  { region: "West", rep: "García", units: 144, price: 2.015 },
];

function money(n) {
  const fixed = Math.abs(n).toFixed(2);
  const [int, frac] = fixed.split(".");
  let grouped = "";
  for (let i = 0; i < int.length; i++) {
    if (i > 0 && (int.length - i) % 3 === 0) grouped += ",";
    grouped += int[i];
  }
  return (n < 0 ? "-" : "") + "$" + grouped + "." + frac;
}

const columns = [
  { title: "Region", width: 8, get: (r) => r.region, align: "left" },
  { title: "Rep", width: 10, get: (r) => r.rep, align: "left" },
  { title: "Units", width: 6, get: (r) => String(r.units), align: "right" },
  { title: "Price", width: 9, get: (r) => money(r.price), align: "right" },
  { title: "Revenue", width: 12, get: (r) => money(r.units * r.price), align: "right" },
];

function cell(text, col) {
  const t = text.length > col.width ? text.slice(0, col.width - 1) + "~" : text;
  return col.align === "left" ? t.padEnd(col.width) : t.padStart(col.width);
}
const rule = columns.map((c) => "-".repeat(c.width)).join("-+-");
const line = (values) => values.map((v, i) => cell(v, columns[i])).join(" | ");

console.log(line(columns.map((c) => c.title)));
console.log(rule);
const byRegion = {};
for (const row of sales) {
  console.log(line(columns.map((c) => c.get(row))));
  (byRegion[row.region] ??= []).push(row);
}
console.log(rule);
const total = sales.reduce((s, r) => s + r.units * r.price, 0);
console.log(line(["TOTAL", "", String(sales.reduce((s, r) => s + r.units, 0)), "", money(total)]));
console.log();
console.log("Revenue share by region");
const regions = Object.keys(byRegion).sort();
for (const region of regions) {
  const rev = byRegion[region].reduce((s, r) => s + r.units * r.price, 0);
  const pct = (rev / total) * 100;
  const bar = "#".repeat(Math.round(pct / 5));
  console.log(`${region.padEnd(6, ".")} ${pct.toFixed(1).padStart(5)}% ${bar}`);
}
const best = sales.reduce((a, b) => (a.units * a.price >= b.units * b.price ? a : b));
console.log(`Top rep: ${best.rep} with ${money(best.units * best.price)}`);
const reps = sales.filter((r) => r.units > 0).map((r) => r.rep.toUpperCase());
console.log(`Active reps (${reps.length}): ${reps.join(", ")}`);
const idle = sales.filter((r) => r.units === 0).map((r) => `${r.rep} (${r.region})`);
console.log(`Idle reps: ${idle.length ? idle.join(", ") : "none"}`);
console.log(money(1234567.891), money(-0.005), money(999.995), money(0));
