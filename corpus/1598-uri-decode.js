// decodeURIComponent and decodeURI: UTF-8 sequences of every length,
// decodeURI keeping escapes of the reserved set (and '#') as written,
// and every malformed form: a short or non-hex escape, a lone
// continuation byte, a truncated sequence, overlong forms, surrogates
// and code points past U+10FFFF (URIError: URI malformed).
const show = (label, f, s) => {
  try {
    console.log(label, JSON.stringify(f(s)));
  } catch (e) {
    console.log(label, "threw", e.name, e.message, e instanceof URIError);
  }
};
const inputs = [
  "", "plain", "a+b c", "%20", "%41%42%43", "%61%62", "%2F%2f", "%25", "%2525",
  "%3B%2F%3F%3A%40%26%3D%2B%24%2C%23", "%3b%2f%3f%3a%40%26%3d%2b%24%2c%23",
  "%21%7E%2A%27%28%29%5B%5D", "%00%7F", "%C2%80", "%C3%A9", "%c3%a9", "%DF%BF", "%E0%A0%80",
  "%E2%82%AC", "%EF%BF%BD", "%EF%BF%BF", "%F0%90%80%80", "%F0%9F%98%80", "%F4%8F%BF%BF",
  "caf%C3%A9%20%E2%82%AC%3F%23", "http://x.y/%E6%97%A5?q=%26#%23",
  // malformed
  "%", "%4", "%%", "%G1", "%1G", "%zz", "abc%", "abc%e", "%80", "%BF", "%C0%80", "%C1%BF",
  "%E0%80%80", "%E0%9F%BF", "%F0%80%80%80", "%F0%8F%BF%BF", "%ED%A0%80", "%ED%BF%BF",
  "%F4%90%80%80", "%F5%80%80%80", "%F8%88%80%80%80", "%FC%84%80%80%80%80", "%FE", "%FF",
  "%C3", "%C3%", "%C3%A", "%C3A9", "%C3%41", "%C3%C3%A9", "%E2%82", "%E2%82%", "%E2%82%41",
  "%F0%9F%98", "%F0%9F%98%", "%F0%9F%98%2", "ok%E2%82%ACthen%",
];
for (const s of inputs) {
  show("component", decodeURIComponent, s);
  show("uri      ", decodeURI, s);
}
// Every escaped ASCII byte.
let esc = "";
for (let c = 0; c < 128; c++) esc += "%" + c.toString(16).padStart(2, "0");
console.log(JSON.stringify(decodeURIComponent(esc)));
console.log(JSON.stringify(decodeURI(esc)));
console.log(JSON.stringify(decodeURI(esc.toUpperCase())));
// Characters outside escapes pass through, lone surrogates included.
console.log(JSON.stringify(decodeURIComponent("\ud800%41\udc00é")));
// ToString of the argument.
console.log(decodeURIComponent(), decodeURI(null), decodeURIComponent(42), decodeURI([1, "%41"]));
try {
  decodeURI({ toString() { throw new RangeError("from toString"); } });
} catch (e) {
  console.log(e.name, e.message);
}
// The error is a fresh URIError each time.
try {
  decodeURIComponent("%");
} catch (e) {
  console.log(Object.prototype.toString.call(e), String(e), Object.getPrototypeOf(e) === URIError.prototype);
  console.log(Object.keys(e), e.message === "URI malformed");
}
for (const n of ["decodeURIComponent", "decodeURI"]) {
  const f = globalThis[n];
  const d = Object.getOwnPropertyDescriptor(globalThis, n);
  console.log(n, typeof f, f.name, f.length, d.writable, d.enumerable, d.configurable, String(f));
}
