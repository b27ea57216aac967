// Requests queue while an async generator is busy.
async function* g() { console.log("start"); const a = yield "first"; console.log("a", a); const b = yield "second"; console.log("b", b); }
const it = g();
const ps = [it.next("ignored"), it.next("A"), it.next("B"), it.next("C")];
Promise.all(ps).then(rs => console.log(rs));
