// Rejections propagate through nested awaits.
async function a() { throw new Error("deep"); }
async function b() { return await a(); }
async function c() { try { await b(); } catch (e) { return "c caught " + e.message; } }
c().then(console.log);
