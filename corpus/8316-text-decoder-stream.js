// TextDecoder with { stream: true }: a character cut between chunks is
// kept for the next call, the final call (without stream) flushes what is
// left as U+FFFD, a BOM counts only at the very start of a stream, and a
// windows-1252 decoder maps 0x80..0x9F once it has streamed.
const bytes = Buffer.from("a€😀é b");
for (const size of [1, 2, 3]) {
  const d = new TextDecoder();
  let out = "";
  for (let i = 0; i < bytes.length; i += size) out += d.decode(bytes.subarray(i, i + size), { stream: true });
  out += d.decode();
  console.log(size, JSON.stringify(out));
}
const d = new TextDecoder();
console.log(JSON.stringify(d.decode(new Uint8Array([0xe2, 0x82]), { stream: true })), JSON.stringify(d.decode()));
console.log(JSON.stringify(d.decode(new Uint8Array([0xf0, 0x9f]), { stream: true })), JSON.stringify(d.decode(new Uint8Array([0x41]))));
const bom = new TextDecoder();
console.log(JSON.stringify(bom.decode(new Uint8Array([0xef]), { stream: true })), JSON.stringify(bom.decode(new Uint8Array([0xbb, 0xbf, 0x41]), { stream: true })));
console.log(JSON.stringify(bom.decode(new Uint8Array([0xef, 0xbb, 0xbf, 0x42]), { stream: true })), bom.decode().length);
console.log(JSON.stringify(bom.decode(new Uint8Array([0xef, 0xbb, 0xbf, 0x43]))));
const le = new TextDecoder("utf-16le");
const u = Buffer.from("x😀y", "utf16le");
let s = "";
for (const byte of u) s += le.decode(new Uint8Array([byte]), { stream: true });
console.log(JSON.stringify(s + le.decode()), JSON.stringify(le.decode(new Uint8Array([0x41]), { stream: true })), JSON.stringify(le.decode()));
const fatal = new TextDecoder("utf-8", { fatal: true });
console.log(JSON.stringify(fatal.decode(new Uint8Array([0xe2, 0x82]), { stream: true })), fatal.decode(new Uint8Array([0xac])));
try {
  fatal.decode(new Uint8Array([0xe2]), { stream: true });
  fatal.decode();
} catch (e) {
  console.log(`${e.name} ${e.code}: ${e.message}`);
}
const w = new TextDecoder("windows-1252");
const hi = new Uint8Array([0x80, 0x99, 0x81, 0xe9]);
console.log([...w.decode(hi)].map((c) => c.charCodeAt(0).toString(16)).join(" "));
console.log([...w.decode(hi, { stream: true })].map((c) => c.charCodeAt(0).toString(16)).join(" "));
console.log([...w.decode(hi)].map((c) => c.charCodeAt(0).toString(16)).join(" "));
try {
  new TextDecoder("utf-16le").decode(new Uint8Array(2), 5);
} catch (e) {
  console.log(`${e.name} ${e.code}: ${e.message}`);
}
