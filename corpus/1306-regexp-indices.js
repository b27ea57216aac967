// The d flag: indices for every group and for named groups, with
// undefined for groups that did not participate; hasIndices and flags.
const re = /(?<year>\d{4})-(?<month>\d\d)(-(?<day>\d\d))?/d;
const m = re.exec("on 2024-05 and 2023-11-30");
console.log(m.indices, m.indices.groups, re.hasIndices, re.flags);
const all = [..."x=1, yy=22".matchAll(/(\w+)=(\d+)/dg)].map((x) => x.indices);
console.log(all);
console.log(/(?<=(a))b/d.exec("ab").indices, /a|(b)/d.exec("a").indices);
console.log(/😀(.)/du.exec("x😀yz").indices, "abc".replace(/b/d, "[$&]"));
