// Where Node 20's URL parser (ada 2.9.2) departs from the standard and
// scr follows it: a relative reference with a "#" against an opaque base,
// ".." that empties a non-special path, an empty host with a port from the
// host setter, tabs and newlines in the port setter, and ada's own reading
// of the Bidi rule for domains.
const show = (u) => [u.href, u.host, u.port, JSON.stringify(u.pathname), u.search, u.hash].join(" | ");
for (const [i, b] of [["..#", "a:b"], ["x#f", "a:b"], ["x/y#f", "a:b/c"], ["../x#", "a:b/c"], [".#", "a:b"],
  ["x/..#", "a:b"], ["%2e%2e#", "a:b"], ["x#", "a:b c"], ["/x#", "a:b"], ["//evil.com/p#", "about:blank"],
  ["x", "a:b"], ["#only", "a:b"]]) {
  let r;
  try { r = show(new URL(i, b)); } catch (e) { r = e.code; }
  console.log(JSON.stringify(i), b, "=>", r);
}
for (const i of ["http://h/..", "sc://h/..", "sc://h/a/../..", "sc://h/a/..", "sc:/..", "sc://h/./..", "sc://h/..?q",
  "sc://h/a/../../", "file:///.."]) {
  console.log(JSON.stringify(i), "=>", show(new URL(i)));
}
console.log(new URL("..", "sc://h/a").href, new URL("../..", "sc://h/a/b").href);
for (const [h, v] of [["foo://path/to", ":80"], ["foo://path/to", ":"], ["foo://u@path/to", ":80"], ["http://path/to", ":80"]]) {
  const u = new URL(h);
  u.host = v;
  console.log(h, JSON.stringify(v), "=>", show(u), JSON.stringify(String(u.searchParams)));
}
for (const v of ["\n\n\t\t", " ", "\t1", "x"]) {
  const u = new URL("https://domain.com:3000");
  u.port = v;
  console.log(JSON.stringify(v), "=>", show(u));
}
for (const [h, v] of [["foo://path/to", "/.."], ["foo://path/to", ".."], ["foo://path/to", "a/.."], ["foo:/x", "/.."]]) {
  const u = new URL(h);
  u.pathname = v;
  console.log(h, JSON.stringify(v), "=>", show(u));
}
for (const h of ["look\u05BEout.net", "a\u05D0", "1\u05D0", "\u05D01", "\u0661\u0662\u0663", "\u05D0a", "\u0627\u0661b", "a\u05D0b"]) {
  let r;
  try { r = new URL(`http://${h}/`).host; } catch (e) { r = e.code; }
  console.log(JSON.stringify(h), r);
}
