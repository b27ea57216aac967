// fuse.js ("type": "module" with "exports" conditions for its full and
// basic builds): fuzzy search over a list of records with weighted keys,
// scores, match indices and extended search syntax.
import Fuse from "fuse.js";

const books = [
  { title: "Old Man's War", author: { name: "John Scalzi" }, tags: ["fiction", "war"] },
  { title: "The Lock Artist", author: { name: "Steve Hamilton" }, tags: ["thriller"] },
  { title: "HTML5", author: { name: "Remy Sharp" }, tags: ["web"] },
  { title: "Right Ho Jeeves", author: { name: "P.D. Woodhouse" }, tags: ["humour"] },
  { title: "The Code of the Wooster", author: { name: "P.D. Woodhouse" }, tags: ["humour"] },
  { title: "Thirteen Reasons Why", author: { name: "Jay Asher" }, tags: ["young adult"] },
  { title: "The Silmarillion", author: { name: "J.R.R. Tolkien" }, tags: ["fantasy"] },
];
const fuse = new Fuse(books, { keys: [{ name: "title", weight: 2 }, "author.name", "tags"], includeScore: true, includeMatches: true, threshold: 0.4 });
for (const q of ["wodehouse", "lock", "tolkein", "the", "xyzzy"]) {
  const hits = fuse.search(q);
  console.log(JSON.stringify(q), hits.map((h) => `${h.item.title}@${h.score.toFixed(3)}`).join(" | "));
}
const first = fuse.search("jeeves")[0];
console.log(first.refIndex, JSON.stringify(first.matches.map((m) => [m.key, m.indices])));
const ext = new Fuse(books, { keys: ["title", "author.name"], useExtendedSearch: true });
for (const q of ["^The", "!the", "'Code", "=HTML5", "Why$"]) console.log(q, ext.search(q).map((h) => h.item.title).join(", "));
const strings = new Fuse(["apple", "apricot", "banana", "grape", "pineapple"], { includeScore: true });
console.log(strings.search("aple", { limit: 3 }).map((r) => r.item).join(","));
fuse.add({ title: "Apple Pie Cookbook", author: { name: "Ann" }, tags: [] });
console.log(fuse.search("pie").length, fuse.getIndex().size(), Fuse.version.split(".")[0]);
