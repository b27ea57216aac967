// PGO training (scripts/pgo-train): a tokenizer, a recursive-descent parser
// and a printer for arithmetic, each input in its own LifetimeRegion.
import { LifetimeRegion } from "@scr/experimental";

const rounds = Number(process.argv[2] || 3000);

function tokenize(src) {
  const out = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (c === " ") { i++; continue; }
    if (c >= "0" && c <= "9") {
      let j = i;
      while (j < src.length && src[j] >= "0" && src[j] <= "9") j++;
      out.push({ t: "num", v: Number(src.slice(i, j)) });
      i = j;
    } else if (/[a-z]/.test(c)) {
      let j = i;
      while (j < src.length && /[a-z0-9]/.test(src[j])) j++;
      out.push({ t: "id", v: src.slice(i, j) });
      i = j;
    } else {
      out.push({ t: "op", v: c });
      i++;
    }
  }
  return out;
}

class Parser {
  constructor(toks) { this.toks = toks; this.pos = 0; }
  peek() { return this.toks[this.pos]; }
  next() { return this.toks[this.pos++]; }
  primary() {
    const tok = this.next();
    if (tok.t === "op" && tok.v === "(") {
      const e = this.sum();
      this.next();
      return e;
    }
    return tok.t === "num" ? { k: "lit", value: tok.v } : { k: "var", name: tok.v };
  }
  product() {
    let left = this.primary();
    while (this.peek() && (this.peek().v === "*" || this.peek().v === "/")) {
      const op = this.next().v;
      left = { k: "op", op, left, right: this.primary() };
    }
    return left;
  }
  sum() {
    let left = this.product();
    while (this.peek() && (this.peek().v === "+" || this.peek().v === "-")) {
      const op = this.next().v;
      left = { k: "op", op, left, right: this.product() };
    }
    return left;
  }
}

function show(e) {
  if (e.k === "lit") return `${e.value}`;
  if (e.k === "var") return e.name;
  return `(${show(e.left)} ${e.op} ${show(e.right)})`;
}

function evaluate(e, env) {
  switch (e.k) {
    case "lit": return e.value;
    case "var": return env.get(e.name) ?? 0;
    default: {
      const a = evaluate(e.left, env), b = evaluate(e.right, env);
      return e.op === "+" ? a + b : e.op === "-" ? a - b : e.op === "*" ? a * b : a / b;
    }
  }
}

const env = new Map([["x", 3], ["y", 4], ["zz", 10]]);
let total = 0, chars = 0;
for (let r = 0; r < rounds; r++) {
  const src = `${r % 97} + x * (y - ${r % 13}) / 2 + zz * ${r % 5} - (x + y) * 3`;
  const region = new LifetimeRegion();
  const [text, value] = region.run(() => {
    const tree = new Parser(tokenize(src)).sum();
    const lines = [show(tree), JSON.stringify(tree).length, Object.keys(tree).join(",")];
    return [lines.map((l) => String(l)).filter((l) => l.length > 0).join("\n"), evaluate(tree, env)];
  });
  region.release();
  chars += text.length;
  total += value;
}
console.log(rounds, chars, total.toFixed(3));
