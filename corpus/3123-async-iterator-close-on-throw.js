// An exception in for await closes the iterator.
async function* g() { try { yield 1; yield 2; } finally { console.log("closed"); } }
(async () => {
  try { for await (const v of g()) { throw new Error("body threw at " + v); } }
  catch (e) { console.log(e.message); }
})();
