// Rejects an async function declaration, which scr does not compile yet (error at the async keyword).
// @error: 4:1: async functions are not supported yet
console.log("start");
async function load() {
  return 1;
}
load();
