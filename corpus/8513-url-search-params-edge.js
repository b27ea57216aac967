// URLSearchParams edge cases: an emptied query of an opaque-path URL (the
// path's trailing spaces go), "?" and "#" alone, malformed escapes and
// lone surrogates in the form-urlencoded parser and serialiser.
const u = new URL("sc:a ?x=1"); u.searchParams.delete("x"); console.log(JSON.stringify(u.href), JSON.stringify(u.pathname));
const v = new URL("sc:a  #f"); v.hash = ""; console.log(JSON.stringify(v.href));
const w = new URL("sc:a ?q#f"); w.search = ""; console.log(JSON.stringify(w.href));
const x = new URL("http://h/?a=1"); x.searchParams.delete("a"); console.log(x.href, x.search);
const y = new URL("http://h/?"); console.log(y.href, y.search, y.searchParams.size); y.searchParams.sort(); console.log(y.href);
const z = new URL("http://h/#"); console.log(z.href, z.hash);
const p = new URLSearchParams("a=%zz&b=%E2%82&c=%F0%9F%98%80&d=+%2B"); console.log([...p]);
console.log(new URLSearchParams("\uD800=\uDC00").toString(), new URLSearchParams([["\uD800", "x"]]).get("\uFFFD"));
