// throw() raises at the yield; uncaught it completes the generator.
function* g() {
  while (true) { try { yield "ready"; } catch (e) { console.log("caught", e); if (e === "stop") return "stopped"; } }
}
const it = g();
console.log(it.next());
console.log(it.throw("again"));
console.log(it.throw("stop"));
console.log(it.next());
function* h() { yield 1; }
const j = h();
try { j.throw(new Error("not started")); } catch (e) { console.log("thrown out", e.message); }
console.log(j.next());
