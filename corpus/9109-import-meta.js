// Rejects import.meta, which scr does not compile yet (error at the import keyword).
// @error: 3:20: import.meta is not supported yet
console.log(typeof import.meta);
