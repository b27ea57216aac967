// exec results: the array, index, input, groups, and null on failure.
const r = /(\d+)-(\d+)?/;
const m = r.exec("id 12- here");
console.log(m);
console.log(m.length, m[0], m[1], m[2], m.index, m.input, m.groups);
console.log(r.exec("none"), /x/.exec(""), /(?:)/.exec("")[0] === "");
const n = /(?<year>\d{4})-(?<month>\d\d)/.exec("on 2024-05");
console.log(n.groups, n.groups.year, Object.getPrototypeOf(n.groups));
console.log(n);
