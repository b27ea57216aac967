// Checks template literals: expressions, nesting, multi-line, escapes and conversion of values.
const name = "World";
const n = 3;
console.log(`Hello, ${name}! ${n} + ${n} = ${n + n}`);
console.log(`nested: ${`inner ${`innermost ${n * 2}`}`}`);
console.log(`${[1, 2, 3]} | ${{}} | ${null} | ${undefined} | ${-0} | ${1e21} | ${() => 1}`);
console.log(`line one
line two
  indented`);
console.log(`escapes: \` \${not} \\ \t| \u0041 \x42`);
const items = ["a", "b"];
console.log(`list: ${items.map((i, idx) => `${idx}=${i}`).join(", ")}`);
console.log(`${n > 2 ? `big ${n}` : "small"}`, `${""}`.length, `a${""}b`);
const obj = { toString() { return "via toString"; }, valueOf() { return 42; } };
console.log(`${obj}`, "" + obj);
