// Domains through UTS #46 (ICU's uidna, as Node's ada): mapping, case
// folding, punycode, joiners, bidi labels, and url.domainToASCII/Unicode.
import url from "node:url";
const hosts = [
  "münchen.de", "MÜNCHEN.DE", "faß.de", "ΣΊΣΥΦΟΣ.gr", "例え.テスト", "xn--r8jz45g.xn--zckzah",
  "a\u200Cb", "a\u200Db.com", "١٢٣.com", "a١.com", "xn--ls8h", "💩.la", "ﬀ.com", "Ⅻ.com",
  "ａｂｃ.com", "a。b", "xn--zca.com", "xn--ZCA.com", "xn--a-ecp.ru", "xn--u-ccb.com", "\u00AD.com",
  "a\u00ADb", "x\u0301", "\u0301x", "xn--x", "ab--c.com", "-ab.com", "ab-.com", "a\u3000b", "\uFF0E",
  "\u05D0a.com", "a\u05D0", "\u05D0\u0661", "\u0627\u0661b", "1\u05D0", "\u05D0.a", "xn--4dbrk0ce",
  "\u05D01", "\u0628\u06F1", "\u200C", "a\u094D\u200Cb", "\u0915\u094D\u200D\u0937", "☃.net",
];
for (const h of hosts) {
  let r;
  try { r = new URL(`http://${h}/`).hostname; } catch (e) { r = e.code; }
  console.log(JSON.stringify(h), r, JSON.stringify(url.domainToASCII(h)), JSON.stringify(url.domainToUnicode(h)));
}
