// Writes runtime/src/builtins/rxunidata.c: the Unicode data of scr's regexp
// engine (rxengine.c), measured from Node itself so that its Unicode version
// (process.versions.unicode) is the target:
//   - the property escapes \p{...}: for every name V8 accepts as a lone
//     name (General_Category values, binary properties), as a
//     General_Category=, Script= or Script_Extensions= value, the code point
//     ranges it matches. Candidate names are the identifier-like strings of
//     the node binary (its ICU data holds every alias); V8 decides which
//     are valid.
//   - case-insensitive equivalence (orbits) without u (Canonicalize by
//     toUpperCase) and with u (simple case folding), by asking V8's /i and
//     /ui which candidates match each character.
// Regenerate with:
//     node scripts/gen-rxunidata.mjs > runtime/src/builtins/rxunidata.c
import { execFileSync } from "node:child_process";

const raw = execFileSync("strings", ["-n", "1", process.execPath], { maxBuffer: 1 << 30 }).toString();
const cand = new Set();
for (const m of raw.matchAll(/[A-Za-z][A-Za-z0-9_]{0,48}/g)) cand.add(m[0]);

function valid(src) {
  try {
    new RegExp(src, "u");
    return true;
  } catch {
    return false;
  }
}
const lone = [], gc = [], sc = [], scx = [];
for (const c of cand) {
  if (valid(`\\p{${c}}`)) lone.push(c);
  if (valid(`\\p{gc=${c}}`)) gc.push(c);
  if (valid(`\\p{sc=${c}}`)) sc.push(c);
  if (valid(`\\p{scx=${c}}`)) scx.push(c);
}
const keyNames = ["General_Category", "gc", "Script", "sc", "Script_Extensions", "scx"].filter((k) =>
  valid(`\\p{${k}=${k.startsWith("G") || k === "gc" ? "Lu" : "Latin"}}`),
);

// Code points 0..D7FF and E000..10FFFF as two strings; surrogates apart.
const partA = String.fromCodePoint(...Array.from({ length: 0xd800 }, (_, i) => i));
let partB = "";
for (let c = 0xe000; c <= 0x10ffff; c += 0x1000) {
  const arr = [];
  for (let d = c; d < Math.min(c + 0x1000, 0x110000); d++) arr.push(d);
  partB += String.fromCodePoint(...arr);
}
function cpB(i) {
  return i < 0x2000 ? 0xe000 + i : 0x10000 + (i - 0x2000) / 2;
}
function ranges(body) {
  const out = [];
  const re = new RegExp(`(?:${body})+`, "gu");
  for (const m of partA.matchAll(re)) out.push([m.index, m.index + m[0].length - 1]);
  if (new RegExp(`^(?:${body})$`, "u").test("\ud800")) out.push([0xd800, 0xdfff]);
  for (const m of partB.matchAll(re)) {
    const lo = cpB(m.index), hi = cpB(m.index + m[0].length) - 1;
    out.push([lo, hi]);
  }
  // Merge adjacent runs (the surrogate gap, the BMP/astral seam).
  const merged = [];
  for (const r of out) {
    const last = merged[merged.length - 1];
    if (last && last[1] + 1 >= r[0]) last[1] = Math.max(last[1], r[1]);
    else merged.push([...r]);
  }
  return merged;
}

const sets = [], setIndex = new Map();
function setOf(body) {
  const r = ranges(body);
  const key = r.map((x) => x.join("-")).join(",");
  if (!setIndex.has(key)) {
    setIndex.set(key, sets.length);
    sets.push(r);
  }
  return setIndex.get(key);
}
const tables = {
  lone: lone.sort().map((n) => [n, setOf(`\\p{${n}}`)]),
  gc: gc.sort().map((n) => [n, setOf(`\\p{gc=${n}}`)]),
  sc: sc.sort().map((n) => [n, setOf(`\\p{sc=${n}}`)]),
  scx: scx.sort().map((n) => [n, setOf(`\\p{scx=${n}}`)]),
};

// Case orbits.
function orbits(flags, limit) {
  const parent = new Map();
  const find = (x) => {
    while (parent.has(x) && parent.get(x) !== x) x = parent.get(x);
    return x;
  };
  const union = (a, b) => {
    a = find(a);
    b = find(b);
    if (a !== b) parent.set(Math.max(a, b), Math.min(a, b)), parent.set(Math.min(a, b), Math.min(a, b));
  };
  const esc = (c) => (flags.includes("u") ? `\\u{${c.toString(16)}}` : `\\u${c.toString(16).padStart(4, "0")}`);
  const str = (c) => (flags.includes("u") ? String.fromCodePoint(c) : String.fromCharCode(c));
  const groups = new Map();
  const addKey = (k, c) => {
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k).push(c);
  };
  for (let c = 0; c < limit; c++) {
    if (c >= 0xd800 && c <= 0xdfff) continue;
    const s = str(c);
    const keys = new Set([s.toUpperCase(), s.toLowerCase(), s.toLowerCase().toUpperCase(), s.normalize("NFKD").toUpperCase()]);
    if (keys.size === 1 && s.toUpperCase() === s && s.toLowerCase() === s && s.normalize("NFKD") === s) continue;
    for (const k of keys) addKey(k, c);
  }
  for (const [k, members] of groups) {
    const all = [...members];
    if ([...k].length === 1 && (flags.includes("u") || k.length === 1)) all.push(k.codePointAt(0));
    const uniq = [...new Set(all)];
    if (uniq.length < 2) continue;
    for (let i = 0; i < uniq.length; i++) {
      const re = new RegExp(`^${esc(uniq[i])}$`, flags);
      for (let j = i + 1; j < uniq.length; j++) if (find(uniq[i]) !== find(uniq[j]) && re.test(str(uniq[j]))) union(uniq[i], uniq[j]);
    }
  }
  const orb = new Map();
  for (const x of parent.keys()) {
    const r = find(x);
    if (!orb.has(r)) orb.set(r, new Set());
    orb.get(r).add(x);
  }
  // next: each member to the next one of its orbit (cyclic).
  const next = [];
  for (const s of orb.values()) {
    const m = [...s].sort((a, b) => a - b);
    if (m.length < 2) continue;
    for (let i = 0; i < m.length; i++) next.push([m[i], m[(i + 1) % m.length]]);
  }
  return next.sort((a, b) => a[0] - b[0]);
}
const foldI = orbits("i", 0x10000);
const foldU = orbits("ui", 0x110000);

const out = [];
out.push(`/* rxunidata.c - generated by scripts/gen-rxunidata.mjs from Node ${process.version}`);
out.push(` * (Unicode ${process.versions.unicode}). Do not edit; regenerate with`);
out.push(" *     node scripts/gen-rxunidata.mjs > runtime/src/builtins/rxunidata.c");
out.push(" * Property escapes: name -> set of code point ranges; case orbits: each");
out.push(" * character of a non-trivial orbit -> the next member (cyclic). */");
out.push('#include "builtins/rxunidata.h"\n');
const flat = [];
const offs = [];
for (const s of sets) {
  offs.push([flat.length / 2, s.length]);
  for (const [a, b] of s) flat.push(a, b);
}
out.push(`const uint32_t scr__rxu_ranges[${flat.length}] = {`);
for (let i = 0; i < flat.length; i += 8) out.push("    " + flat.slice(i, i + 8).map((x) => "0x" + x.toString(16)).join(", ") + ",");
out.push("};");
out.push(`const ScrRxuSet scr__rxu_sets[${offs.length}] = {`);
for (let i = 0; i < offs.length; i += 6) out.push("    " + offs.slice(i, i + 6).map(([o, n]) => `{${o}, ${n}}`).join(", ") + ",");
out.push("};");
for (const [t, list] of Object.entries(tables)) {
  out.push(`const ScrRxuName scr__rxu_${t}[${list.length}] = {`);
  for (const [n, s] of list) out.push(`    {"${n}", ${s}},`);
  out.push("};");
  out.push(`const uint32_t scr__rxu_${t}_count = ${list.length};`);
}
out.push(`const char *const scr__rxu_keys[${keyNames.length + 1}] = {${keyNames.map((k) => `"${k}"`).join(", ")}, 0};`);
for (const [nm, f] of [["fold_i", foldI], ["fold_u", foldU]]) {
  out.push(`const uint32_t scr__rxu_${nm}[${f.length}][2] = {`);
  for (let i = 0; i < f.length; i += 6) out.push("    " + f.slice(i, i + 6).map(([a, b]) => `{0x${a.toString(16)}, 0x${b.toString(16)}}`).join(", ") + ",");
  out.push("};");
  out.push(`const uint32_t scr__rxu_${nm}_count = ${f.length};`);
}
console.log(out.join("\n"));
