// bench/exit: allocates about argv[2] GB (8 strings of 64 Mi UTF-16 code
// units per GB, every page written), prints one line, then process.exit.
const gb = Number(process.argv[2] || 1);
const parts = [];
for (let i = 0; i < gb * 8; i++) parts.push(String.fromCharCode(65 + (i % 26)).repeat(1 << 26));
console.log('ready', parts.length);
process.exit(0);
