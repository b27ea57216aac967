// The d flag: match indices for the match, groups and named groups.
const m = /(?<word>b+)(c)?/d.exec("abbd");
console.log(m.indices[0], m.indices[1], m.indices[2], m.indices.groups.word);
console.log(m.indices.length, /x/d.hasIndices, /x/.hasIndices);
const n = /a(b)/dg;
n.exec("xab ab");
console.log(n.exec("xab ab").indices[1], n.lastIndex);
console.log(/z/d.exec("z").indices.groups);
