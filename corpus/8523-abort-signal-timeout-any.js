// AbortSignal.timeout on the loop's timers (unref'd: it alone does not
// keep the program alive) with its DOMException [TimeoutError], and
// AbortSignal.any following the first of its signals to abort.
const log = (...a) => console.log(...a);
const ts = AbortSignal.timeout(10);
log(ts.aborted);
ts.addEventListener("abort", () => log("timeout", ts.reason.name, ts.reason.message, ts.reason.code, ts.reason instanceof DOMException));
setTimeout(() => log("later", ts.aborted), 50);
const lonely = AbortSignal.timeout(100000);
lonely.onabort = () => log("never: the timer is unref'd");
for (const bad of [-1, 1.5, "10", 2 ** 32]) {
  try { AbortSignal.timeout(bad); } catch (e) { log(e.name, e.code, e.message); }
}
const c1 = new AbortController();
const c2 = new AbortController();
const any = AbortSignal.any([c1.signal, c2.signal]);
any.onabort = () => log("any aborted", any.reason);
c2.abort("second");
c1.abort("first");
log(any.reason, any.aborted);
const pre = AbortSignal.any([new AbortController().signal, AbortSignal.abort("already")]);
log(pre.aborted, pre.reason);
log(AbortSignal.any([]).aborted);
try { AbortSignal.any([{}]); } catch (e) { log(e.name, e.code, e.message); }
try { AbortSignal.any("x"); } catch (e) { log(e.name, e.code, e.message); }
