// A regex workload: a sticky lexer over a large generated source text, a
// global replace with a callback, split, case-insensitive search, and a
// markdown-style bounded repetition. Prints counts and a checksum.
const words = ["alpha", "beta", "gamma", "delta", "Return", "while", "x1", "_tmp", "$v"];
const lines = [];
for (let i = 0; i < 15000; i++) {
  const w = words[(i * 7) % words.length];
  lines.push(`${w} = ${i * 13 % 1000} + ${w}(${i % 17}.5, "s${i % 29}\\"q") // note ${i}\n`);
}
const src = lines.join("");
const lexer = /\s+|\/\/[^\n]*|[A-Za-z_$][\w$]*|\d+(?:\.\d+)?|"(?:[^"\\]|\\.)*"|[=+(),;]/y;
const counts = {};
let pos = 0, tokens = 0;
while (pos < src.length) {
  lexer.lastIndex = pos;
  const m = lexer.exec(src);
  if (!m) throw new Error("lex error at " + pos);
  const c = m[0][0];
  const kind = /\s/.test(c) ? "ws" : c === "/" ? "comment" : /\d/.test(c) ? "num" : c === '"' ? "str" : /[\w$]/.test(c) ? "id" : "punct";
  counts[kind] = (counts[kind] || 0) + 1;
  tokens++;
  pos = lexer.lastIndex;
}
console.log(tokens, counts);
let sum = 0;
const replaced = src.replace(/(\d+)(?:\.(\d+))?/g, (all, a, b) => {
  sum += Number(a) + (b ? Number(b) : 0);
  return b ? `${b}.${a}` : a;
});
console.log(replaced.length, sum);
console.log(src.split(/\n/).length, src.split(/[=+]/).length);
let hits = 0;
for (const line of src.split("\n")) if (/\bRETURN\b.*note\s+\d*7$/i.test(line)) hits++;
console.log(hits);
const md = "[link](url) " + "text \\[escaped\\] more ".repeat(50);
let mdHits = 0;
for (let i = 0; i < 2000; i++) {
  const m = /(?:\\[\s\S]|[^\[\]\\]){1,999}/.exec(md.slice(i % 50));
  if (m) mdHits += m[0].length;
}
console.log(mdHits);
console.log([...src.slice(0, 200000).matchAll(/(?<name>[a-z]+)\((?<arg>\d+)/g)].length);
