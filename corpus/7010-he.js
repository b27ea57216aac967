// he (a UMD file loaded as CommonJS, with large tables of HTML named
// character references): encodes and decodes HTML entities.
import he from "he";

const text = "café & crème <b> \"quotes\" 'apos' © ≠ 😀";
console.log(he.encode(text));
console.log(he.encode(text, { useNamedReferences: true }));
console.log(he.encode(text, { decimal: true }));
console.log(he.encode("foo © bar", { encodeEverything: true }));
console.log(he.escape("<img src='x' onerror=\"y\">"));
for (const s of ["&lt;p&gt;caf&eacute;&lt;/p&gt;", "&#x1F600; &#128512; &copy &amp;amp;", "&notit; &notin; &ne", "&foo;bar&#0;"]) {
  console.log(JSON.stringify(he.decode(s)), JSON.stringify(he.decode(s, { isAttributeValue: true })));
}
try {
  he.decode("&#0;", { strict: true });
} catch (e) {
  console.log(e.name + ":", e.message);
}
console.log(he.unescape("&lt;&amp;&gt;"), he.version.split(".")[0]);
