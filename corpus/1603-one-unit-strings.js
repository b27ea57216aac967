// One-code-unit strings (charAt, slice of one, String.fromCharCode with one
// argument) are equal to the same text made any other way, in every range:
// NUL, ASCII, Latin-1, lone surrogates, and numbers that wrap modulo 2^16.
const codes = [0, 9, 10, 32, 65, 97, 126, 127, 128, 200, 255, 256, 0x3a9, 0xd800, 0xdfff, 0xffff,
  65536 + 65, -1, 4294967296 + 66, 3.9, NaN, "67", true];
const made = codes.map((c) => String.fromCharCode(c));
console.log(made.map((s) => s.length + ":" + s.charCodeAt(0)).join(" "));
const text = "a\u0000Z~\u00e9\u03a9\ud83d\ude00!";
const seen = new Map();
for (let i = 0; i < text.length; i++) {
  const a = text.charAt(i), b = text.slice(i, i + 1), c = text[i], d = String.fromCharCode(text.charCodeAt(i));
  console.log(i, a === b && b === c && c === d, a.charCodeAt(0), JSON.stringify(a));
  seen.set(a, (seen.get(a) || 0) + 1);
  seen.set(d, (seen.get(d) || 0) + 1);
}
console.log([...seen.values()].join(","), seen.size);
let s = "";
for (let i = 0; i < 300; i++) s += String.fromCharCode(32 + (i % 95));
let back = "";
for (let i = s.length - 1; i >= 0; i--) back += s.charAt(i);
console.log(s.length, back.slice(0, 20), back === [...s].reverse().join(""));
const obj = {};
for (const ch of "hello") obj[String.fromCharCode(ch.charCodeAt(0) - 32)] = ch;
console.log(obj, Object.keys(obj).join(""));
console.log(String.fromCharCode(), String.fromCharCode(72, 105), "x".charAt(5) === "", "xy".slice(1, 2));
