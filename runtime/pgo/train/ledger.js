// PGO training (scripts/pgo-train): a general workload unlike the programs
// under bench/: an event-sourced inventory. Events are plain objects with
// optional fields, applied through destructuring, spread and a switch;
// invalid events throw and are caught; reports use sort, flatMap, some,
// every, findIndex, padStart and toFixed.
const n = Number(process.argv[2] || 20000);

class InventoryError extends Error {
  constructor(code, message) { super(message); this.name = "InventoryError"; this.code = code; }
}

const kinds = ["add", "remove", "move", "price", "audit"];
const places = ["north", "south", "east", "west", "dock"];

function makeEvent(i) {
  const kind = kinds[(i * 7) % kinds.length];
  const base = { seq: i, kind, sku: `SKU-${(i * 13) % 211}` };
  if (kind === "add" || kind === "remove") return { ...base, qty: 1 + (i % 9), at: places[(i >> 2) % 5] };
  if (kind === "move") return { ...base, qty: 1 + (i % 4), from: places[(i >> 3) % 5], to: places[(i >> 1) % 5] };
  if (kind === "price") return { ...base, price: ((i * 37) % 5000) / 100 };
  return base;
}

function apply(state, event) {
  const { kind, sku, qty = 0, at = "dock", ...rest } = event;
  let item = state.get(sku);
  if (!item) state.set(sku, (item = { sku, price: 1, stock: Object.create(null), audits: 0 }));
  switch (kind) {
    case "add":
      item.stock[at] = (item.stock[at] ?? 0) + qty;
      break;
    case "remove": {
      const have = item.stock[at] ?? 0;
      if (have < qty) throw new InventoryError("SHORT", `${sku}: ${have} < ${qty} at ${at}`);
      item.stock[at] = have - qty;
      break;
    }
    case "move": {
      const { from, to } = rest;
      const have = item.stock[from] ?? 0;
      if (have < qty) throw new InventoryError("MOVE", `${sku}: cannot move ${qty} from ${from}`);
      item.stock[from] = have - qty;
      item.stock[to] = (item.stock[to] ?? 0) + qty;
      break;
    }
    case "price":
      if (!(rest.price > 0)) throw new RangeError(`bad price for ${sku}`);
      item.price = rest.price;
      break;
    default:
      item.audits++;
  }
  return item;
}

const state = new Map();
const failures = {};
for (let i = 0; i < n; i++) {
  try {
    apply(state, makeEvent(i));
  } catch (e) {
    const key = e instanceof InventoryError ? e.code : e.name;
    failures[key] = (failures[key] || 0) + 1;
  }
}

const items = [...state.values()];
const valued = items.map((it) => {
  const total = Object.values(it.stock).reduce((s, q) => s + q, 0);
  return { sku: it.sku, total, value: total * it.price, places: Object.keys(it.stock) };
});
valued.sort((a, b) => b.value - a.value || (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
const lines = valued.slice(0, 20).map(({ sku, total, value }, i) =>
  `${String(i + 1).padStart(3)} ${sku.padEnd(8)} ${String(total).padStart(6)} ${value.toFixed(2).padStart(10)}`);
const allPlaces = new Set(valued.flatMap((v) => v.places));
console.log(lines.join("\n"));
console.log(JSON.stringify(failures), allPlaces.size, valued.some((v) => v.total === 0),
  valued.every((v) => v.total >= 0), valued.findIndex((v) => v.value < 100));
