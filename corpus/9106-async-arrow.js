// Rejects an async arrow function, which scr does not compile yet (error at the async keyword).
// @error: 3:17: async functions are not supported yet
const fetchIt = async () => 42;
console.log(typeof fetchIt);
