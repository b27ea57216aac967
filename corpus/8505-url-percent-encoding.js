// The percent-encode sets of each component: path, query (special and
// not), fragment, userinfo, opaque path; existing escapes kept as they
// are; non-ASCII and lone surrogates as UTF-8 (U+FFFD).
const inputs = [
  "http://h/ä ö?ä ö#ä ö", "http://h/\"<>`{}|^?\"<>'`{}|^#\"<>`{}|^", "ws://h/'", "sc://h/'?'#'",
  "http://h/%zz%41?%zz#%zz", "http://a/b?c=d&e=f g", "http://a/#frag ment", "http://u s:p@ss@h/",
  "http://h/\u{1F600}?\u{1F600}#\u{1F600}", "http://h/\uD800x", "sc:ä ö?ä#ä", "sc:\u0001\u007F",
  "http://h/!$&'()*+,;=:@[]", "http://h/?!$&()*+,;=:@[]\\", "http://h/#!$&'()*+,;=:@[]\\",
  "http://%41:%42@h/", "http://h/%2f%2F", "sc://h/a%2e/b", "http://h/~_-.",
];
for (const i of inputs) {
  const u = new URL(i);
  console.log(JSON.stringify(i), "=>", u.href, "|", u.username, u.password, u.pathname, u.search, u.hash);
}
