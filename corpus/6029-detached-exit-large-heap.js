// @exit: 3
// @detached-exit: both
// A program with a few hundred MB live at process.exit: the status and
// output are the same whether the helper frees the memory or the process.
const parts = [];
for (let i = 0; i < 4; i++) parts.push(String.fromCharCode(65 + i).repeat(1 << 24));
let total = 0;
for (const p of parts) total += p.length;
console.log('live characters:', total);
process.exit(3);
