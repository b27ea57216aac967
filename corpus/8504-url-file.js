// file: URLs: the empty host and localhost, Windows drive letters (and
// their | form) that ".." cannot remove, a base's drive carried over,
// and a host beside a drive letter.
const cases = [
  ["file:///C:/x/y"], ["file://localhost/etc/passwd"], ["file://LOCALHOST/x"], ["file:///etc/../x"],
  ["file://host/share"], ["file:c:\\foo\\bar"], ["file:/example.com/"], ["file:..", "file:///a/b/c"],
  ["/C|/x", "file:///D:/y"], ["file:///C|/../../.."], ["file://C:/x"], ["file:?q"], ["file:#f"],
  ["file:", "file:///a/b?q#f"], ["?x", "file:///a/b"], ["x", "file:///C:/"], ["..", "file:///C:/"],
  ["//h/p", "file:///a"], ["\\\\server\\file", "file:///a"], ["file:/C|/a/../../b"], ["file:///a/%2e%2E/b"],
  ["file://[1::8]/C:/"], ["file://h:1/"], ["file://u@h/"], ["FILE:///A"], ["file:\\\\\\x"],
];
for (const [i, b] of cases) {
  let r;
  try {
    const u = b === undefined ? new URL(i) : new URL(i, b);
    r = [u.href, u.origin, u.host, u.pathname, u.search, u.hash].join(" | ");
  } catch (e) {
    r = e.code;
  }
  console.log(JSON.stringify(i), b === undefined ? "" : b, "=>", r);
}
