// fast-xml-parser (CommonJS, "main" in src/, a dozen small modules, and a
// CommonJS dependency, strnum, for numbers): validates XML, parses it into
// objects with attributes, arrays and number parsing, and builds XML back.
import { XMLParser, XMLBuilder, XMLValidator } from "fast-xml-parser";

const xml = `<?xml version="1.0" encoding="UTF-8"?>
<catalog updated="2024-02-29">
  <!-- a comment -->
  <book id="bk101" available="true">
    <author>Gambardella, Matthew</author>
    <title>XML Developer's Guide</title>
    <price currency="USD">44.95</price>
    <tags><tag>xml</tag><tag>guide</tag></tags>
  </book>
  <book id="bk102">
    <author>Ralls, Kim</author>
    <title><![CDATA[Midnight <Rain>]]></title>
    <price currency="EUR">5.95</price>
    <isbn>0012345</isbn>
    <notes>Tom &amp; Jerry &lt;3</notes>
  </book>
  <empty/>
</catalog>`;

console.log("valid:", XMLValidator.validate(xml));
const bad = XMLValidator.validate("<a><b></a>");
console.log("invalid:", JSON.stringify(bad));

const plain = new XMLParser().parse(xml);
console.log(JSON.stringify(plain));
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseAttributeValue: true,
  isArray: (name) => name === "tag",
  cdataPropName: "#cdata",
  commentPropName: "#comment",
  numberParseOptions: { leadingZeros: false, hex: true },
});
const doc = parser.parse(xml);
console.log(JSON.stringify(doc, null, 1));
const books = doc.catalog.book;
console.log(books.map((b) => `${b["@id"]}: ${b.price["#text"]} ${b.price["@currency"]}`).join(" | "), typeof books[1].isbn);

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: "@", format: true, indentBy: "  ", suppressEmptyNode: true });
console.log(builder.build({ order: { "@id": 7, item: [{ name: "pen", qty: 2 }, { name: "ink & paper", qty: 1 }], note: "" } }));
console.log(new XMLBuilder().build({ a: { b: [1, 2], c: { d: "x" } } }));
