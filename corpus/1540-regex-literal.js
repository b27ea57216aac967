// Regex literals: test, exec, source, flags, toString; each evaluation is a new object.
const pattern = /ab+c/;
console.log(pattern.test("abbc"), pattern.test("ac"), pattern.source, pattern.flags, String(pattern));
const make = () => /x/g;
const a = make(), b = make();
console.log(a === b, a.source === b.source, a.lastIndex, b.lastIndex);
a.lastIndex = 5;
console.log(a.lastIndex, b.lastIndex);
console.log(/[/]\//.source, /a\/b/.source, /\n/.source);
console.log(/abc/gimsuy.flags, /x/dg.flags, /x/.global, /x/g.global, /x/i.ignoreCase);
