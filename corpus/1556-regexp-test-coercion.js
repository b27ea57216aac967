// test/exec convert their argument to a string; lastIndex is coerced.
console.log(/undefined/.test(), /null/.test(null), /12/.test(312), /true/.test(true));
console.log(/\[object Object\]/.test({}), /1,2/.test([1, 2]));
const r = /a/g;
r.lastIndex = "1";
console.log(r.test("aba"), r.lastIndex);
r.lastIndex = -5;
console.log(r.test("aba"), r.lastIndex);
r.lastIndex = 1.9;
console.log(r.exec("aba").index);
