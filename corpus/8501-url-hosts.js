// The host parser: IPv4 in its decimal, octal and hex number forms (and
// what is not a number), IPv6 with compression and embedded IPv4, domains
// lowercased and percent-decoded, forbidden code points, opaque hosts of
// non-special schemes, and the inputs each rejects.
const hosts = [
  "0x7f.1", "127.1", "2130706433", "0177.0.0.1", "1.2.3.4.5", "1.2.3.256", "999999999999",
  "0x100000000", "4294967295", "4294967296", "1.2.3.09", "foo.09", "foo.0x", "a.b.c.1", "0.0.0.0",
  "0x", "00", "1.2.3", "1.2", "1", "1.2.3.4.", "1.2.3.4..", "0x.0x.0", "09", "1e2.com", "a.123",
  "a.0x1", "a.0xg", "[::1]", "[1:0:0:0:0:0:0:1]", "[1:0:0:2::3:0]", "[::ffff:192.168.0.1]",
  "[0:0:0:0:0:0:13.1.68.3]", "[::127.0.0.1]", "[0::0]", "[1:0::0:0]", "[::0:1:0:0:0]",
  "[1:2:0:0:3:0:0:4]", "[ABCD::EF]", "[1::2::3]", "[::1", "[:1]", "[1:2:3:4:5:6:7:8:9]", "[::1.2.3.]",
  "[1:2:3:4:5:6:7::]", "[::1.2.3.4.5]", "[::01.2.3.4]", "[::1.2.3.256]", "[1:2:3:4:5:6:1.2.3.4]",
  "EXAMPLE.com.", "ex%41mple.com", "a%2eb", "%zz", "a b", "a<b", "a^b", "a|b", "a%00b", "a..b",
  "...", "a%b", "a%25b", "%E2%98%83", "%ff", "%C3.de", "xn--", "a_b.com", "a*b", "-x-.com",
];
for (const h of hosts) {
  let special, opaque;
  try { special = new URL(`http://${h}/`).host; } catch (e) { special = e.code; }
  try { opaque = new URL(`sc://${h}/`).host; } catch (e) { opaque = e.code; }
  console.log(JSON.stringify(h), special, opaque);
}
