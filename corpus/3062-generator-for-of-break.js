// break in for-of calls the generator's return (finally runs).
function* nums() { try { let i = 0; while (true) yield i++; } finally { console.log("closed"); } }
for (const n of nums()) { if (n > 2) break; console.log(n); }
const [a, b] = nums();
console.log(a, b);
