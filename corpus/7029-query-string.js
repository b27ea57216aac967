// query-string (ESM only, depending on three other ESM-only packages:
// decode-uri-component, split-on-first, filter-obj): parses and builds
// query strings and URLs with array formats, sorting and type parsing. Its
// entry's only export is a default, a namespace object of another module.
import queryString from "query-string";

const { parseUrl, stringifyUrl, pick, exclude, extract } = queryString;
console.log(Object.keys(queryString).join(","), Object.prototype.toString.call(queryString));

console.log(JSON.stringify(queryString.parse("?foo=bar&baz=1&baz=2&empty=&flag")));
console.log(JSON.stringify(queryString.parse("a=1&b=true&c=x", { parseNumbers: true, parseBooleans: true })));
for (const arrayFormat of ["bracket", "index", "comma", "separator", "bracket-separator", "colon-list-separator", "none"]) {
  const s = queryString.stringify({ list: ["x", "y", "z"], one: "v" }, { arrayFormat, arrayFormatSeparator: "|" });
  console.log(arrayFormat.padEnd(21), s.padEnd(38), JSON.stringify(queryString.parse(s, { arrayFormat, arrayFormatSeparator: "|" })));
}
console.log(queryString.stringify({ b: 2, a: [3, 1], c: null, d: undefined, e: "" }));
console.log(queryString.stringify({ b: 2, a: 1 }, { sort: false }), queryString.stringify({ q: "a b&c/d", u: "ünï" }), queryString.stringify({ q: "a b" }, { strict: false }));
console.log(queryString.stringify({ keep: 1, drop: null, blank: "" }, { skipNull: true, skipEmptyString: true }));
console.log(JSON.stringify(parseUrl("https://example.com/path?x=1&y=2#frag", { parseFragmentIdentifier: true })));
console.log(stringifyUrl({ url: "https://example.com/search?lang=en#top", query: { q: "scr compiler", page: 2 } }));
console.log(pick("https://x.test/?a=1&b=2&c=3", ["a", "c"]), exclude("https://x.test/?a=1&b=2&c=3", ["a"]), extract("https://x.test/p?k=v#h"));
console.log(JSON.stringify(queryString.parse("%E2%9C%93=%F0%9F%98%80&bad=%E0%A4%A&plus=a+b")));
