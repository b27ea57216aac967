// Non-special and opaque URLs: mailto:, data:, javascript:, custom
// schemes with and without authority, opaque paths against a base, and
// the "/." the serialiser adds so that a path is not read as a host.
const show = (u) => [u.href, u.origin, u.protocol, u.host, u.pathname, u.search, u.hash].join(" | ");
const cases = [
  ["non-special://host/path"], ["non-special://Host%41/p"], ["non-special://[::1]/"], ["sc://ñ/"],
  ["sc://@/"], ["sc:/"], ["sc:"], ["sc:\\../"], ["sc://h/./x"], ["sc:/.//p"], ["sc://h/'?'"],
  ["mailto:user@example.com"], ["javascript:alert(1)"], ["data:text/plain,hello world"], ["about:blank"],
  ["tel:+1 555"], ["sc:/  x"], ["sc: x ?y#z"], ["web+demo:/.//not-a-host/"], ["web+demo:/..//not-a-host/"],
  ["x", "sc:opaque"], ["#x", "sc:opaque"], ["#x", "sc:op?q#f"], ["?x", "sc://h/a/b"], ["../c", "sc://h/a/b"],
  ["//other/x", "sc://h/a"], ["x", "sc://h"], ["sc://a\u0000b/"],
];
for (const [i, b] of cases) {
  let r;
  try { r = show(b === undefined ? new URL(i) : new URL(i, b)); } catch (e) { r = `${e.code} ${e.message}`; }
  console.log(JSON.stringify(i), b === undefined ? "" : b, "=>", r);
}
