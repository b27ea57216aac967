// Checks the ternary operator, nesting (right associative) and truthiness of conditions.
const grade = (n) => n >= 90 ? "A" : n >= 80 ? "B" : n >= 70 ? "C" : "F";
console.log([95, 85, 72, 10].map(grade).join(""));
console.log("" ? "t" : "f", [] ? "t" : "f", 0 ? "t" : "f", "0" ? "t" : "f");
let calls = [];
const r = true ? (calls.push("yes"), 1) : (calls.push("no"), 2);
console.log(r, calls);
const x = 5;
console.log(x > 3 ? x < 10 ? "mid" : "high" : "low");
