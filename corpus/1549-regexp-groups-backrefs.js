// Capturing, non-capturing and named groups; numbered and named backreferences.
console.log(/(a)(?:b)(c)/.exec("abc"));
console.log(/(\w)\1/.exec("hello")[0], /(?<q>['"]).*?\k<q>/.exec(`say "hi" 'yo'`)[0]);
console.log(/\1(a)/.exec("aa")[0], /(a)|\1b/.exec("b")[0], /(a)?b\1/.exec("b")[0]);
console.log(/(a)\2(b)/.exec("ab"), /(?:(a)|(b))+/.exec("ab").length);
const dates = "2024-01-15 and 2023-12-31";
for (const m of dates.matchAll(/(?<y>\d{4})-(?<m>\d{2})-(?<d>\d{2})/g)) console.log(m.groups.d, m.groups.m, m.groups.y);
console.log(/(?<first>\w+) (?<last>\w+)/.exec("Ada Lovelace").groups);
console.log(/\k<x>/.test("k<x>"), /(?<x>a)\k<x>/.test("aa"));
