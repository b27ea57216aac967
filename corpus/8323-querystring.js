// querystring: parse/decode (sep, eq, maxKeys, a custom
// decodeURIComponent, '+' as a space, malformed escapes kept byte-wise,
// repeated keys as arrays, a null-prototype result), stringify/encode
// (arrays, numbers, bigints, booleans, other values as '', a custom
// encodeURIComponent), escape (its own table; a lone surrogate at the end
// throws URIError), unescape, unescapeBuffer, replaced escape/unescape,
// and the module's shape.
import querystring, { parse, stringify, escape, unescape, unescapeBuffer } from "node:querystring";
import * as plain from "querystring";

// The label goes through %s: it may hold a '%' of its own.
function show(label, f) {
  try {
    console.log("%s", label, f());
  } catch (e) {
    console.log("%s", label, `${e.name} [${e.code}]: ${e.message}`);
  }
}

// ---- the module ----
console.log(Object.keys(querystring).join(","), plain.default === querystring);
console.log(querystring.encode === stringify, querystring.decode === parse, querystring.parse === parse);
console.log(Object.keys(querystring).map((k) => `${k}:${querystring[k].name}/${querystring[k].length}`).join(" "));
console.log(querystring);

// ---- parse ----
for (const s of [
  "a=1&b=2&a=3&a=4",
  "foo=bar&baz=qux&baz=quux&corge",
  "a&b=&=c&&=&d=e=f",
  "&&a=1&&",
  "=",
  "a+b=c+d&e%20f=g%20h",
  "name=J%C3%B6rg&city=K%C3%B6ln&sym=%E2%82%AC%F0%9F%98%80",
  "bad=%E2%82&pct=100%&lone=%&odd=%zz&x=%4",
  "k%=%41&%41%=v",
  "caf\u00e9=%&a%41%42=\u00e9%",
  "%2B=%2B&+=+",
  "__proto__=1&constructor=2&hasOwnProperty=3&toString=4",
  "a[]=1&a[]=2&a[b]=3",
  "emoji=\ud83d\ude00&lone=\ud800",
]) {
  console.log(JSON.stringify(s), parse(s));
}
console.log(Object.getPrototypeOf(parse("a=1")), parse(""), parse(5), parse(null), parse(undefined));
console.log(parse("a:1;b:2;a:3", ";", ":"), parse("a=>1<>b=>2", "<>", "=>"), parse("a==1&&b==2", "&&", "=="));
console.log(parse("a=1", "", ""), parse("a=1&b=2", null, null), parse("a 1,b 2", ",", " "), parse("0a1", 0, 1));
console.log(parse("a=1;b=2", { toString: () => ";" }), parse("xa=1xb=2", "x"));

const many = Array.from({ length: 1003 }, (_, i) => `k${i}=${i}`).join("&");
for (const options of [undefined, { maxKeys: 2 }, { maxKeys: 0 }, { maxKeys: -1 }, { maxKeys: NaN }, { maxKeys: "2" }]) {
  const m = options && options.maxKeys;
  console.log("maxKeys", typeof m, m, Object.keys(parse(many, null, null, options)).length,
    Object.keys(parse("a=1&&&b=2&c=3", null, null, options)).join(","));
}
const logged = [];
const custom = { decodeURIComponent: (s) => (logged.push(s), s.toUpperCase()) };
console.log(parse("a=b&c+d=e%20f&g&=h", null, null, custom), logged.join(" | "));
const throwing = { decodeURIComponent: (s) => { throw new Error(s); } };
console.log(parse("a%20b=c+d&%E2%82=%zz", null, null, throwing));
console.log(parse("x=%41&y=%zz", null, null, { decodeURIComponent: unescape }));

// ---- stringify ----
console.log(stringify({ a: 1, b: "two words", c: [true, false, 3n], d: [], e: null, f: undefined }));
console.log(stringify({ num: [0, -0, 1.5, -2e-7, 1e21, -1e21, NaN, Infinity, -Infinity] }));
console.log(stringify({ obj: {}, arr: [[1, 2]], fn() {}, sym: Symbol("s"), date: new Date(0), str: new String("s") }));
console.log(stringify({ "a b": "c&d=e", "€": "😀", "!'()*~-._": "!'()*~-._", "/?#": "[]@$" }));
console.log(stringify({ a: 1, b: [2, 3] }, ";", ":"), stringify({ a: 1, b: 2 }, "", ""), stringify({ a: 1 }, 0, 0));
console.log(stringify({ "": "", x: "" }, "&", []), stringify({ a: [], b: [], c: 1 }), stringify({ a: [], b: 1, c: [] }));
for (const v of [null, undefined, "a=b", 5, true, ["x", "y"], new Map([[1, 2]]), Object.create({ inherited: 1 })]) {
  console.log("stringify", typeof v, JSON.stringify(stringify(v)));
}
const seen = [];
const enc = { encodeURIComponent: (s) => (seen.push(typeof s + ":" + s), `<${s}>`) };
console.log(stringify({ a: 1, b: "", c: [true, 2n, null], d: NaN, "": "e" }, null, null, enc), seen.join(" "));
console.log(stringify({ a: "x y", b: "'!" }, null, null, { encodeURIComponent }));
show("stringify lone surrogate", () => stringify({ a: "\ud83d" }));
show("stringify lone surrogate key", () => stringify({ "k\udc00": "v" }));

// ---- escape ----
for (const s of ["plain", "a b+c/d?e=f&g#h", "!'()*~-._", "\u0000\u001f\u007f\u0080\u00ff", "\u07ff\u0800\uffff",
  "€😀", "\udc00x", "\ud800\ud800", "[]{}|\\^`\"<>", ""]) {
  show(`escape ${JSON.stringify(s)}`, () => escape(s));
}
for (const v of [5, 1e21, true, null, undefined, 10n, {}, [1, "a b"], { toString: () => "t s" }, "\ud800", Symbol("q")]) {
  show(`escape ${typeof v}`, () => escape(v));
}
show("escape's error", () => {
  try {
    escape("x\ud83d");
  } catch (e) {
    return [e instanceof URIError, e.constructor === URIError, Object.keys(e), String(e)];
  }
});

// ---- unescape and unescapeBuffer ----
for (const s of ["a%20b", "a+b", "%E2%82%AC", "%E2%82", "%", "%4", "%zz", "%%41", "100%", "%41%", "\u20ac%zz", "%C3%A9%"]) {
  show(`unescape ${JSON.stringify(s)}`, () => [unescape(s), unescape(s, true)]);
}
for (const s of ["a%20b+c", "%zz%4", "%%41x", "\u20ac\u00e9", "", "%41%4"]) {
  show(`unescapeBuffer ${JSON.stringify(s)}`, () => [unescapeBuffer(s), unescapeBuffer(s, true)]);
}
show("unescapeBuffer array", () => unescapeBuffer(["a%41", "b"]));
show("unescapeBuffer number", () => unescapeBuffer(5));
show("unescapeBuffer null", () => unescapeBuffer(null));

// ---- parse and stringify use the exports' current escape and unescape ----
const savedUnescape = querystring.unescape;
const savedEscape = querystring.escape;
const savedBuffer = querystring.unescapeBuffer;
querystring.unescape = (s) => `{${s}}`;
console.log(parse("a%20=b+c&d=e&f%41=%zz"));
querystring.unescape = savedUnescape;
querystring.unescapeBuffer = (s) => Buffer.from(`[${s}]`);
console.log(unescape("%zz"), parse("a=%E2%zz&b=%E2%82%AC"));
delete querystring.unescapeBuffer;
show("unescape without unescapeBuffer", () => unescape("%zz"));
querystring.unescapeBuffer = savedBuffer;
querystring.escape = (s) => `<${s}>`;
console.log(stringify({ a: 1, b: "x", c: [true, 2n] }));
querystring.escape = savedEscape;
console.log(stringify(parse("x=1&x=2&y=%20&z")), parse(stringify({ a: ["1", "2"], b: "c d" })));
