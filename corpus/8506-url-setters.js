// Every URL setter (state override), including the ones the standard
// makes no-ops: credentials on file: and host-less URLs, special <->
// non-special protocol changes, ports that stop at a non-digit, and the
// href setter's ERR_INVALID_URL.
const show = (u) => [u.href, u.host, u.port, u.pathname, u.search, u.hash].join(" | ");
const cases = [
  ["https://a.com/p?q#h", "protocol", "http"], ["https://a.com/p", "protocol", "sc"],
  ["sc://a/p", "protocol", "https"], ["https://a.com:8080/", "protocol", "file"],
  ["file:///x", "protocol", "http"], ["https://a.com:80/", "protocol", "http"],
  ["http://a.com/", "protocol", "HTTPS:foo"], ["http://a.com/", "protocol", "1x"], ["sc://a/", "protocol", "sd+x"],
  ["https://a.com/", "username", "us er@:/"], ["https://a.com/", "password", "p@ss:w/"],
  ["file:///x", "username", "u"], ["sc:opaque", "username", "u"], ["https://u:p@a.com/", "username", ""],
  ["https://u:p@a.com/", "password", ""], ["https://a.com/", "host", "b.com:99"], ["https://a.com/", "host", "b.com:"],
  ["https://a.com/", "host", "b.com:abc"], ["https://a.com/", "host", ""], ["sc://a/", "host", ""],
  ["https://a.com/", "host", "[::1]:5"], ["https://a.com/", "host", "x y"], ["https://a.com:77/", "hostname", "b.com:99"],
  ["https://a.com/", "hostname", "B.COM/path"], ["https://a.com/", "hostname", "ü.com"], ["sc:opaque", "hostname", "x"],
  ["file:///x", "host", "localhost"], ["file:///x", "host", "h"], ["https://u@a.com/", "host", ""],
  ["https://a.com/", "port", "8080"], ["https://a.com/", "port", "443"], ["https://a.com:1/", "port", ""],
  ["https://a.com/", "port", "12ab"], ["https://a.com/", "port", "ab"], ["https://a.com/", "port", "99999"],
  ["file:///x", "port", "1"], ["https://a.com/", "port", 8.5], ["https://a.com/x", "pathname", "a b/../c?d#e"],
  ["https://a.com/x", "pathname", ""], ["sc://a/x", "pathname", ""], ["sc:op", "pathname", "x"],
  ["sc://a/x", "pathname", "y"], ["file:///x", "pathname", "C|/a"], ["sc:/a", "pathname", "//p"],
  ["https://a.com/?x", "search", "a=1 2&b='"], ["https://a.com/?x", "search", ""], ["https://a.com/?x", "search", "?"],
  ["https://a.com/?x", "search", "??a#b"], ["sc:op ?x", "search", ""], ["https://a.com/#x", "hash", "y z"],
  ["https://a.com/#x", "hash", ""], ["https://a.com/", "hash", "#"], ["https://a.com/", "hash", "##a`"],
  ["sc:op #x", "hash", ""], ["https://a.com/", "href", "http://b.com/?q=1"], ["https://a.com/", "href", "bad"],
];
for (const [h, k, v] of cases) {
  const u = new URL(h);
  let r;
  try {
    u[k] = v;
    r = show(u);
  } catch (e) {
    r = `${e.name} ${e.code} ${e.message} ${e.input}`;
  }
  console.log(h, k, JSON.stringify(v), "=>", r);
}
