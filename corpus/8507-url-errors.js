// ERR_INVALID_URL (a TypeError with code, input and base), missing
// arguments, calls without new, URL.canParse and URL.parse, toJSON and
// toString, subclassing, and the receivers the accessors reject.
for (const args of [["nope"], ["a", "bad"], ["http://[::1"], ["http://h:99999"], [""], ["//x"]]) {
  try {
    new URL(...args);
  } catch (e) {
    console.log(e instanceof TypeError, e.name, e.code, e.message, JSON.stringify(e.input), e.base, Object.keys(e), String(e));
  }
}
try { new URL(); } catch (e) { console.log(e.name, e.code, e.message); }
try { URL("x"); } catch (e) { console.log(e.name, e.message); }
console.log(URL.canParse("http://x"), URL.canParse("x"), URL.canParse("x", "http://b/"), URL.canParse("x", undefined));
try { URL.canParse(); } catch (e) { console.log(e.code, e.message); }
console.log(URL.parse("nope"), URL.parse("/p", "http://h").href, URL.parse("http://h/") instanceof URL);
const u = new URL("https://user:pw@example.com:8080/a/b?x=1&y=2#frag");
console.log(JSON.stringify(u), String(u), `${u}`, u.toJSON(), JSON.stringify({ u }));
console.log(Object.keys(u), Object.keys(URL.prototype), URL.name, URL.length, typeof URL.prototype.toJSON);
console.log(Object.prototype.toString.call(u), Object.getOwnPropertyNames(URL).filter((k) => k !== "createObjectURL" && k !== "revokeObjectURL"));
class MyURL extends URL {
  get extra() { return `${this.host}!`; }
}
const m = new MyURL("http://sub.example/");
console.log(m.extra, m instanceof URL, m instanceof MyURL, m.href);
try { URL.prototype.toString.call({}); } catch (e) { console.log(e.name, e.message); }
for (const k of ["href", "host", "search", "searchParams"]) {
  try { Object.getOwnPropertyDescriptor(URL.prototype, k).get.call(1); } catch (e) { console.log(k, e.name, e.message); }
}
try { Object.getOwnPropertyDescriptor(URL.prototype, "port").set.call({}, "1"); } catch (e) { console.log(e.name, e.message); }
console.log(new URL({ toString: () => "http://from-object/" }).href, new URL(new URL("http://u/x")).href);
