// Checks a realistic program: a JSON-like pretty printer written in JS with key sorting, wrapping and cycles.
function quote(s) {
  let out = '"';
  for (const ch of s) {
    const code = ch.codePointAt(0);
    if (ch === '"' || ch === "\\") out += "\\" + ch;
    else if (ch === "\n") out += "\\n";
    else if (ch === "\t") out += "\\t";
    else if (code < 0x20) out += "\\u" + code.toString(16).padStart(4, "0");
    else out += ch;
  }
  return out + '"';
}

function pretty(value, { indent = 2, width = 40, sortKeys = false } = {}) {
  const seen = [];
  function render(v, depth) {
    if (v === null) return "null";
    switch (typeof v) {
      case "number": return Number.isFinite(v) ? String(v) : `"${v}"`;
      case "boolean": return String(v);
      case "string": return quote(v);
      case "undefined": return "undefined";
      case "function": return `<fn ${v.name || "anonymous"}>`;
      case "symbol": return v.toString();
    }
    if (seen.includes(v)) return "<cycle>";
    seen.push(v);
    const pad = " ".repeat(indent * (depth + 1));
    const closePad = " ".repeat(indent * depth);
    let parts, open, close;
    if (Array.isArray(v)) {
      parts = v.map((x) => render(x, depth + 1));
      open = "[";
      close = "]";
    } else {
      let keys = Object.keys(v);
      if (sortKeys) keys = keys.sort();
      parts = keys.map((k) => `${k}: ${render(v[k], depth + 1)}`);
      open = "{";
      close = "}";
    }
    seen.pop();
    if (parts.length === 0) return open + close;
    const oneLine = `${open} ${parts.join(", ")} ${close}`;
    if (oneLine.length + closePad.length <= width && !oneLine.includes("\n")) return oneLine;
    return `${open}\n${parts.map((p) => pad + p).join(",\n")}\n${closePad}${close}`;
  }
  return render(value, 0);
}

const doc = {
  name: "scr",
  version: [0, 1, 0],
  tags: ["compiler", "javascript", "c", "ahead-of-time"],
  meta: { stars: 0, ratio: 1 / 3, nothing: null, missing: undefined, inf: -Infinity },
  escapes: "quote \" backslash \\ tab\t newline\n bell\u0007",
  nested: { deeper: { deepest: { list: [[1, 2], [3, [4, [5]]]] } } },
  fn: function helper() {},
  anon: (() => () => 1)(),
  sym: Symbol("s"),
  empty: { obj: {}, arr: [] },
};
console.log(pretty(doc));
console.log(pretty(doc.meta, { sortKeys: true, width: 80 }));
console.log(pretty(doc.tags, { indent: 4, width: 20 }));
const cyclic = { name: "loop", children: [] };
cyclic.children.push({ parent: cyclic, name: "child" });
cyclic.self = cyclic;
console.log(pretty(cyclic));
const shared = { s: 1 };
console.log(pretty({ a: shared, b: shared, c: [shared, shared] }, { width: 100 }));
console.log(pretty("just a string"), pretty(42), pretty([]), pretty({}));
