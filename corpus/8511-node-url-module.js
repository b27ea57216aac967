// node:url beyond the classes: fileURLToPath and pathToFileURL (absolute
// paths only, so nothing depends on the machine), format with its
// options, domainToASCII/Unicode, urlToHttpOptions, and the named and
// default exports.
import url, { URL as NamedURL, fileURLToPath, pathToFileURL, format } from "node:url";
import { createRequire } from "node:module";
const require = createRequire(import.meta.url);
console.log(NamedURL === URL, url.URL === URL, url.URLSearchParams === URLSearchParams, require("url").URL === URL);
console.log(fileURLToPath("file:///tmp/a%20b/%C3%A9"), fileURLToPath(new URL("file://localhost/x")), fileURLToPath("file:///a/b/"));
for (const p of ["/tmp/x", "/a b/c#d?e%f", "/a/../b/./c/", "/", "//x//y", "/é/", "/tab\there", "/back\\slash", "/a/.."]) {
  const u = pathToFileURL(p);
  console.log(JSON.stringify(p), u.href, u instanceof URL, fileURLToPath(u));
}
for (const bad of ["http://x/", "file://h/x", "file:///a%2Fb", 3, "nope", {}]) {
  try { fileURLToPath(bad); } catch (e) { console.log(e.name, e.code, e.message); }
}
try { pathToFileURL(1); } catch (e) { console.log(e.code, e.message); }
const u = new URL("https://u:p@xn--mnchen-3ya.de:81/p?q#h");
console.log(format(u));
console.log(format(u, { auth: false, search: false, fragment: false, unicode: true }));
console.log(format(u, {}), format(u, { unicode: false }));
console.log(url.domainToASCII("Straße.de"), url.domainToASCII("xn--iñvalid.com") === "", url.domainToUnicode("xn--mnchen-3ya.de"));
console.log(url.urlToHttpOptions(new URL("https://a%20b:p%C3%A9@[::1]:8080/x?y#z")), url.urlToHttpOptions(new URL("http://h/")));
const extended = new URL("http://h");
extended.extra = 1;
console.log(url.urlToHttpOptions(extended), url.urlToHttpOptions({ hostname: "[x]", pathname: "", port: "0", search: null }));
try { url.urlToHttpOptions(); } catch (e) { console.log(e.name, e.message); }
