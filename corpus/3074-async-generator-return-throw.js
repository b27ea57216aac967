// return() and throw() on async generators.
async function* g() { try { yield 1; yield 2; } catch (e) { console.log("caught", e); yield "recovered"; } finally { console.log("finally"); } }
async function main() {
  const it = g();
  console.log(await it.next());
  console.log(await it.throw("E"));
  console.log(await it.return("R"));
  console.log(await it.next());
  const fresh = g();
  console.log(await fresh.return("early"));
  try { await g().throw(new Error("x")); } catch (e) { console.log("rejected", e.message); }
}
main();
