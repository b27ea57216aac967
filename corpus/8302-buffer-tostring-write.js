// buf.toString(encoding, start, end) with odd arguments, and buf.write in
// each of its argument forms, including writes cut at the end.
const b = Buffer.from("hello, world");
console.log(b.toString(), b.toString("utf8", 7), b.toString("utf8", 0, 5), b.toString(undefined, 7, 100));
console.log(JSON.stringify(b.toString("utf8", 5, 2)), JSON.stringify(b.toString("utf8", 100)), b.toString("utf8", -3, 2));
console.log(b.toString("hex", 1.7, 3.2), b.toString("ascii", "2", "4"), b.toString("latin1", NaN, NaN), JSON.stringify(b.toString("utf8", 0, NaN)));
console.log(b.toLocaleString(), String(b), `${Buffer.from("tpl")}`, Buffer.from("x") + Buffer.from("y"));
try {
  b.toString("nope");
} catch (e) {
  console.log(e.name, e.code, e.message);
}
try {
  b.toString(null);
} catch (e) {
  console.log(e.name, e.code, e.message);
}

const w = Buffer.alloc(10, ".");
const log = (label, n) => console.log(label.padEnd(28), n, JSON.stringify(w.toString("latin1")));
log("write(s)", w.write("ab"));
log("write(s, off)", w.write("cd", 3));
log("write(s, off, len)", w.write("efgh", 5, 2));
log("write(s, enc)", w.write("4142", "hex"));
log("write(s, off, enc)", w.write("zz", 8, "latin1"));
log("write(s, off, len, enc)", w.write("00ff00ff", 1, 3, "hex"));
log("write past the end", w.write("0123456789abc", 6));
log("utf8 not split", w.write("€€€€", 0));
log("utf8 not split at 8", w.write("ab€", 7));
log("utf16le whole units", w.write("xyz", 5, "utf16le"));
log("base64", w.write("QUJD", 0, "base64"));
log("empty", w.write(""));
log("length 0", w.write("abc", 2, 0));

for (const args of [[1], ["a", -1], ["a", 11], ["a", 1.5], ["a", "1", 2], ["a", 0, -1], ["a", 0, 11], ["a", 0, 2, "nope"], ["a", 0, 1.5]]) {
  try {
    console.log(JSON.stringify(args), w.write(...args));
  } catch (e) {
    console.log(JSON.stringify(args), e.name, e.code, e.message);
  }
}
