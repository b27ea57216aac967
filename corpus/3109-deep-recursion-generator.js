// Deep recursion inside a generator body.
function down(n) { return n === 0 ? 0 : 1 + down(n - 1); }
function* g() { try { down(1e7); } catch (e) { yield e.name + ": " + e.message; } }
console.log([...g()]);
