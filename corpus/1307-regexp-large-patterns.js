// No size limits beyond V8's: bounded repetition is a counter, so large
// counts and long alternations compile, and deep backtracking finishes.
const md = /(?:\\[\s\S]|[^\[\]\\]){1,999}/;
console.log(md.exec("text \\[not a link\\] [link]"));
console.log(/^a{0,65536}$/.test("a".repeat(65536)), /^a{70000}$/.test("a".repeat(70000)), /^(?:ab){1000,1001}$/.test("ab".repeat(1001)));
console.log(/x{2,4294967295}/.exec("axxxb"), /^(?:a|b){3,5}?c/.exec("ababc"));
const words = Array.from({ length: 3000 }, (_, i) => "w" + i.toString(36));
const big = new RegExp("^(?:" + words.join("|") + ")$");
console.log(big.test("w2bj"), big.test("wzzz"), big.source.length);
console.log(/(a+)+$/.test("a".repeat(20) + "!"), /(?:a|b)*c/.exec("ab".repeat(100000) + "c")[0].length);
let deep = "";
for (let i = 0; i < 200; i++) deep = "(?:" + deep + "a)";
console.log(new RegExp(deep).test("a".repeat(200)));
