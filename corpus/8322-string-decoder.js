// string_decoder: StringDecoder's encodings (Node's names, any case),
// characters split across chunks at every offset (UTF-8, UTF-16LE with
// surrogate pairs, base64), invalid and incomplete UTF-8 at chunk
// boundaries (held bytes given up at a non-continuation byte), end()
// flushing, text(), lastChar/lastNeed/lastTotal, views as input, how a
// decoder prints, and the errors.
import { StringDecoder } from "node:string_decoder";
import stringDecoder from "string_decoder";

// The label goes through %s: it may hold a '%' of its own.
function show(label, f) {
  try {
    console.log("%s", label, f());
  } catch (e) {
    console.log("%s", label, `${e.name} [${e.code}]: ${e.message}`);
  }
}

const hex = (bytes) => Buffer.from(bytes).toString("hex");
const codes = (s) => [...s].map((c) => c.codePointAt(0).toString(16)).join(" ");

// Writes the chunks, then end(): each result as code points, with the
// decoder's lastNeed/lastTotal after it.
function run(enc, chunks) {
  const d = new StringDecoder(enc);
  const parts = chunks.map((c) => `[${codes(d.write(Buffer.from(c)))}]${d.lastNeed}/${d.lastTotal}`);
  parts.push(`end[${codes(d.end())}]`);
  return parts.join(" ");
}

console.log(stringDecoder.StringDecoder === StringDecoder, Object.keys(stringDecoder));
console.log(StringDecoder.name, StringDecoder.length, Object.keys(StringDecoder.prototype));

// ---- encodings ----
for (const enc of [undefined, null, "", "utf8", "UTF-8", "Utf8", "ucs2", "UCS-2", "utf16le", "utf-16le",
  "UTF16LE", "latin1", "BINARY", "base64", "Base64url", "hex", "HEX", "ascii", "ASCII", new String("ucs2")]) {
  show(`encoding ${JSON.stringify(enc)}`, () => new StringDecoder(enc).encoding);
}
for (const enc of ["utf-16be", "utf16", "buffer", "utf 8", " utf8", "nope", 8, false, 0n, {}, [], ["utf8"]]) {
  show(`bad encoding ${typeof enc}`, () => new StringDecoder(enc));
}
show("without new", () => StringDecoder("utf8"));
show("without new, bad encoding", () => StringDecoder("bogus"));

// ---- UTF-8 split at every offset ----
for (const s of ["aé€𝄞z", "😀😁", "\u07ff\u0800\uffff"]) {
  const bytes = [...Buffer.from(s)];
  console.log(`utf8 ${codes(s)} (${hex(bytes)})`);
  for (let i = 0; i <= bytes.length; i++) {
    console.log(` split ${i}:`, run("utf8", [bytes.slice(0, i), bytes.slice(i)]));
  }
  console.log(" byte by byte:", run("utf8", bytes.map((b) => [b])));
}
const three = [...Buffer.from("€𝄞")];
for (let i = 0; i <= three.length; i++) {
  const row = [];
  for (let k = i; k <= three.length; k++) {
    const d = new StringDecoder();
    row.push(codes(d.write(Buffer.from(three.slice(0, i))) + d.write(Buffer.from(three.slice(i, k))) +
      d.write(Buffer.from(three.slice(k))) + d.end()));
  }
  console.log(`three chunks from ${i}:`, row.join(" | "));
}

// ---- invalid and incomplete UTF-8 across chunks ----
const invalid = [
  [0xed, 0xa0, 0x80], // a surrogate encoded in UTF-8
  [0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80], // a surrogate pair in CESU-8
  [0xe0, 0x80, 0xaf], // overlong
  [0xc0, 0xaf],
  [0xf0, 0x80, 0x80, 0x80],
  [0xf4, 0x90, 0x80, 0x80], // above U+10FFFF
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0x80, 0x80, 0x80, 0x80, 0x80], // lone continuation bytes
  [0xe2, 0x82, 0x41], // a lead byte cut short by ASCII
  [0xf0, 0x9f, 0x98, 0xe2, 0x82, 0xac], // by another character
  [0xc2, 0xc2, 0xa9],
  [0xe2, 0x82, 0xac, 0x80],
  [0xff, 0xfe, 0x41],
  [0xf0, 0x9f],
];
for (const bytes of invalid) {
  const rows = [];
  for (let i = 0; i <= bytes.length; i++) rows.push(run("utf8", [bytes.slice(0, i), bytes.slice(i)]));
  console.log(`invalid ${hex(bytes)}:\n  ${rows.join("\n  ")}`);
}

// ---- what is held: lastChar, lastNeed, lastTotal ----
{
  const d = new StringDecoder("utf8");
  console.log(d, d.lastChar, d.lastNeed, d.lastTotal);
  console.log(JSON.stringify(d.write(Buffer.from([0x61, 0xf0, 0x9f]))), d.lastChar, d.lastNeed, d.lastTotal);
  const held = d.lastChar;
  console.log(JSON.stringify(d.write(Buffer.from([0x98]))), held, d.lastNeed, d.lastTotal, held === d.lastChar);
  console.log(JSON.stringify(d.write(Buffer.from([0x80, 0x62]))), d.lastChar, d.lastNeed, d.lastTotal);
  console.log(d);
  d.write(Buffer.from([0xe2]));
  held[1] = 0x82; // lastChar is a view of the decoder's own state
  console.log(JSON.stringify(d.end(Buffer.from([0xac]))), d.lastNeed, d.lastTotal);
  console.log(JSON.stringify(d.end()), JSON.stringify(d.write(Buffer.from("reused after end"))));
}

// ---- UTF-16LE ----
for (const s of ["a😀b", "€\ud83d\ude01"]) {
  const bytes = [...Buffer.from(s, "utf16le")];
  console.log(`utf16le ${codes(s)} (${hex(bytes)})`);
  for (let i = 0; i <= bytes.length; i++) {
    console.log(` split ${i}:`, run("utf16le", [bytes.slice(0, i), bytes.slice(i)]));
  }
  console.log(" byte by byte:", run("utf16le", bytes.map((b) => [b])));
}
console.log("utf16le odd tail:", run("utf16le", [[0x41, 0x00, 0x42]]), run("utf16le", [[0x3d, 0xd8, 0x41]]));
console.log("utf16le lone high surrogate:", run("utf16le", [[0x3d, 0xd8]]), run("utf16le", [[0x3d, 0xd8], [0x41, 0x00]]));
console.log("utf16le pair split by a byte:", run("utf16le", [[0x3d], [0xd8], [0x00, 0xde]]));

// ---- base64, base64url ----
for (const enc of ["base64", "base64url"]) {
  const bytes = [0xfb, 0xff, 0xbf, 0x41, 0x42, 0x43, 0xff];
  const d = new StringDecoder(enc);
  const parts = [];
  for (const size of [1, 2, 4]) parts.push(JSON.stringify(d.write(Buffer.from(bytes.slice(0, size)))) + d.lastNeed);
  parts.push(JSON.stringify(d.end()));
  console.log(enc, parts.join(" "));
  for (let i = 0; i <= bytes.length; i++) {
    const e = new StringDecoder(enc);
    console.log(` split ${i}:`, JSON.stringify(e.write(Buffer.from(bytes.slice(0, i)))),
      JSON.stringify(e.write(Buffer.from(bytes.slice(i)))), JSON.stringify(e.end()));
  }
  console.log(" end(buf):", JSON.stringify(d.end(Buffer.from("ab"))), JSON.stringify(d.end(Buffer.from("abcd"))));
}

// ---- single-byte encodings ----
for (const enc of ["latin1", "ascii", "hex"]) {
  const d = new StringDecoder(enc);
  console.log(enc, JSON.stringify(d.write(Buffer.from([0x41, 0xe9, 0xff, 0x80]))), d.lastNeed,
    JSON.stringify(d.end(Buffer.from([0xe2]))), d);
}

// ---- inputs: strings, views, and what is refused ----
{
  const d = new StringDecoder();
  console.log(JSON.stringify(d.write("a string is returned as is")), JSON.stringify(d.end("so is this")));
  console.log(JSON.stringify(d.write(new Uint16Array([0x82e2, 0x41ac]))),
    JSON.stringify(d.write(new DataView(new Uint8Array([0x78, 0xc3, 0xa9, 0x79]).buffer, 1, 2))),
    JSON.stringify(d.write(new Uint8Array([0xe2, 0x82, 0xac]).subarray(1))), d.lastNeed,
    JSON.stringify(d.end(new Uint8Array([0xac]))));
  const big = Buffer.from("x€".repeat(300));
  let text = "";
  for (let i = 0; i < big.length; i += 7) text += d.write(big.subarray(i, i + 7));
  console.log("7-byte chunks:", text === big.toString(), text.length);
  for (const v of [1, null, {}, [0x41], new ArrayBuffer(2), true, Symbol("s"), 2n, function named() {}]) {
    show(`write ${typeof v}`, () => d.write(v));
  }
  show("end(null)", () => d.end(null));
  show("end()", () => JSON.stringify(d.end()));
  show("write on another object", () => StringDecoder.prototype.write.call({}, Buffer.from("x")));
}

// ---- text(buf, offset): the legacy method ----
{
  const d = new StringDecoder();
  d.write(Buffer.from([0xe2, 0x82]));
  console.log(d.lastNeed, JSON.stringify(d.text(Buffer.from("héllo"), 2)), d.lastNeed);
  console.log(JSON.stringify(d.text(Buffer.from([0x41, 0xf0, 0x9f, 0x98]), 0)), d.lastNeed, d.lastTotal);
  console.log(JSON.stringify(d.text("a string", 2)), JSON.stringify(d.text(new Uint8Array([0x61, 0x62, 0x63]), 1)));
  show("text(DataView)", () => d.text(new DataView(new ArrayBuffer(2)), 0));
}

// ---- a subclass and the prototype ----
class HexDecoder extends StringDecoder {
  constructor() {
    super("hex");
    this.extra = true;
  }
}
const h = new HexDecoder();
console.log(h.write(Buffer.from("hi")), h instanceof StringDecoder, h);
for (const k of ["write", "end", "text", "lastChar", "lastNeed", "lastTotal"]) {
  const desc = Object.getOwnPropertyDescriptor(StringDecoder.prototype, k);
  console.log(k, desc.enumerable, desc.configurable, typeof desc.value, desc.get ? desc.get.name : "-");
}
