// Rejects top-level await in a module that only import() loads: its
// evaluation would have to wait inside the import (error at the import).
// @error: 4:18: top-level await in a module loaded only by import() is not supported yet (corpus/9124-lazy-top-level-await/waits.js)
const ns = await import("./waits.js");
console.log(ns.value);
