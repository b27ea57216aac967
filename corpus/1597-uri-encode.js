// encodeURIComponent and encodeURI: the unescaped sets, UTF-8 of every
// code point length, surrogate pairs, lone surrogates (URIError: URI
// malformed), ToString of the argument, and the functions' properties.
const show = (label, f, s) => {
  try {
    console.log(label, JSON.stringify(f(s)));
  } catch (e) {
    console.log(label, "threw", e.name, e.message, e instanceof URIError, e.constructor === URIError);
  }
};
const inputs = [
  "", "abc", "ABC xyz 0123456789", "a b&c=d/e?f#g", "-_.!~*'()", ";/?:@&=+$,#",
  "[]{}|\\^`\"<>%", "\t\n\r", "\u0000\u007f", "\u0080", "é", "\u07ff", "\u0800", "€",
  "\ufffd", "\uffff", "😀", "\ud800\udc00", "\udbff\udfff", "𝄞 music", "日本語",
  "http://example.com/a path/ü?q=1&r=é#frag", "100%", "\ud800", "\udc00", "a\ud800b",
  "\udc00\ud800", "\ud83d\ude00\ud83d", "x\udfff",
];
for (const s of inputs) {
  show("component", encodeURIComponent, s);
  show("uri      ", encodeURI, s);
}
// Every ASCII character, in one line each.
let ascii = "";
for (let c = 0; c < 128; c++) ascii += String.fromCharCode(c);
console.log(encodeURIComponent(ascii));
console.log(encodeURI(ascii));
// ToString of the argument.
console.log(encodeURIComponent(), encodeURIComponent(undefined), encodeURIComponent(null));
console.log(encodeURIComponent(12.5), encodeURIComponent(true), encodeURIComponent([1, "a b"]), encodeURIComponent({}));
console.log(encodeURI({ toString() { return "a b/c"; } }));
try {
  encodeURIComponent({ toString() { throw new TypeError("from toString"); } });
} catch (e) {
  console.log(e.name, e.message);
}
try {
  encodeURIComponent(Symbol("s"));
} catch (e) {
  console.log(e.name, e.message);
}
// Round trips.
for (const s of inputs.slice(0, 23)) {
  if (decodeURIComponent(encodeURIComponent(s)) !== s) console.log("component round trip failed", s);
  if (decodeURI(encodeURI(s)) !== s) console.log("uri round trip failed", s);
}
// The functions themselves.
for (const n of ["encodeURIComponent", "encodeURI"]) {
  const f = globalThis[n];
  const d = Object.getOwnPropertyDescriptor(globalThis, n);
  console.log(n, typeof f, f.name, f.length, d.writable, d.enumerable, d.configurable, String(f));
  console.log(Object.keys(globalThis).includes(n), Object.getOwnPropertyNames(globalThis).includes(n));
  try {
    new f("x");
  } catch (e) {
    console.log(e.name, e.message);
  }
}
