// console.log of regexes, alone and nested, with extra properties.
console.log(/ab+c/gi, /\//, new RegExp("a/b"), new RegExp(""));
console.log([/x/, { re: /y/m }], { deep: { deeper: { deepest: /z/ } } });
const r = /q/;
r.note = "extra";
console.log(r);
console.log(String(/[/]/), RegExp.prototype.toString.call({ source: "S", flags: "F" }));
console.log(Object.prototype.toString.call(/x/), typeof /x/, /x/ instanceof RegExp);
