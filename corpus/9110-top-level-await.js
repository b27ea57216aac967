// Rejects a top-level await expression, which scr does not compile yet (error at the await keyword).
// @error: 3:15: await expressions are not supported yet
const value = await 5;
console.log(value);
