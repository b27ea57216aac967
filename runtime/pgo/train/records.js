// PGO training (scripts/pgo-train): records in classes, Maps and Sets,
// sorting, grouping, string formatting and JSON round trips.
const n = Number(process.argv[2] || 20000);

class Account {
  #history = [];
  constructor(id, owner, balance) {
    this.id = id;
    this.owner = owner;
    this.balance = balance;
  }
  get rich() { return this.balance > 5000; }
  deposit(x) {
    this.balance += x;
    this.#history.push(x);
    return this;
  }
  get moves() { return this.#history.length; }
  toString() { return `${this.owner}#${this.id}:${this.balance.toFixed(2)}`; }
}

const names = ["ada", "bob", "cyd", "dee", "eve", "fay", "gus", "hal"];
const accounts = [];
for (let i = 0; i < n; i++) accounts.push(new Account(i, names[i % names.length], (i * 7919) % 10007));
for (let i = 0; i < n * 2; i++) accounts[(i * 31) % n].deposit((i % 17) - 8);

const byOwner = new Map();
for (const a of accounts) {
  let list = byOwner.get(a.owner);
  if (!list) byOwner.set(a.owner, (list = []));
  list.push(a);
}
const seen = new Set();
let report = [];
for (const [owner, list] of byOwner) {
  list.sort((p, q) => q.balance - p.balance || p.id - q.id);
  const top = list.slice(0, 3).map(String);
  const rich = list.filter((a) => a.rich).length;
  const sum = list.reduce((s, a) => s + a.balance, 0);
  for (const a of list) seen.add(a.balance % 100);
  report.push({ owner, top, rich, avg: Math.round(sum / list.length), moves: list[0].moves });
}
const text = JSON.stringify(report);
const back = JSON.parse(text);
const words = text.split(/[,:{}\[\]"]+/).filter(Boolean);
const counts = {};
for (const w of words) counts[w] = (counts[w] || 0) + 1;
const keys = Object.keys(counts).sort();
console.log(back.length, seen.size, keys.length, keys.slice(0, 5).join(" "),
  back.map((r) => `${r.owner.toUpperCase()}=${r.avg}`).join(";"));
let s = "";
for (let i = 0; i < 2000; i++) s += i.toString(16).padStart(4, "0").replace("0", "-");
console.log(s.length, s.indexOf("ff"), s.lastIndexOf("-1"), s.includes("abc"), [...s.slice(0, 12)].reverse().join(""));
