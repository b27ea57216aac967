// WHATWG URL parsing of special URLs: the components of each parse, the
// relative references of RFC 3986 resolved against a base, dot segments,
// backslashes, default ports, trimming and tab/newline removal.
const show = (u) =>
  [u.href, u.origin, u.protocol, u.username, u.password, u.host, u.hostname, u.port, u.pathname, u.search, u.hash].join(" | ");
const base = "http://a/b/c/d;p?q";
const cases = [
  ["https://example.com"], ["HTTPS://EXAMPLE.COM/A/B"], ["http://user:pass@host:8080/p?q#f"],
  ["g", base], ["./g", base], ["g/", base], ["/g", base], ["//g", base], ["?y", base], ["g?y", base],
  ["#s", base], ["g#s", base], [";x", base], ["", base], [".", base], ["./", base], ["..", base],
  ["../g", base], ["../..", base], ["../../g", base], ["../../../../g", base], ["/./g", base],
  ["/../g", base], ["g.", base], [".g", base], ["g..", base], ["..g", base], ["./../g", base],
  ["./g/.", base], ["g/./h", base], ["g/../h", base], ["g;x=1/./y", base], ["g;x=1/../y", base],
  ["http://h/a/./b/../c"], ["http://h/a/%2e/b/%2E%2e/c"], ["http://h/a/.%2E/b"], ["http://h/a/b/.."],
  ["http://h/./"], ["http://h/.."], ["http://h/a\\b\\c"], ["http:\\\\h\\p"], ["http:h"], ["http:/h"],
  ["http:///h"], ["HTTP://h", "http://other/"], ["http:x", "http://base/dir/"], ["https:x", "http://base/dir/"],
  ["http://h:0/"], ["http://h:80/"], ["https://h:443/"], ["ws://h:80/"], ["wss://h:443"], ["ftp://h:21/"],
  ["http://h:00080/"], ["http://h:65535/"], ["http://@host"], ["http://:@host"], ["http://a:b@c:d@e/"],
  ["http://ü@h/"], ["http://a:b:c@h/"], ["  \t http://h/\n a \r\n  "], ["\u0000http://h/\u001f"],
  ["http://h/\t\nx"], ["blob:https://example.com/uuid"], ["blob:ftp://x/"], ["blob:sc:x"],
];
for (const [i, b] of cases) {
  const u = b === undefined ? new URL(i) : new URL(i, b);
  console.log(JSON.stringify(i), b === undefined ? "" : b, "=>", show(u));
}
