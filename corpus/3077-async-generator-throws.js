// An async generator body that throws rejects next().
async function* g() { yield 1; throw new Error("gen broke"); }
(async () => {
  const it = g();
  console.log(await it.next());
  try { await it.next(); } catch (e) { console.log("caught", e.message); }
  console.log(await it.next());
})();
