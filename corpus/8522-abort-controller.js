// AbortController and AbortSignal: abort once with the default
// DOMException [AbortError] or a given reason, onabort and listeners
// called in the order they were set, throwIfAborted, AbortSignal.abort,
// the signal option removing a listener, and Illegal constructor.
const log = (...a) => console.log(...a);
const ac = new AbortController();
log(ac.signal.aborted, ac.signal.reason, ac.signal.onabort, ac.signal === ac.signal, ac.signal instanceof EventTarget);
ac.signal.addEventListener("abort", () => log("listener before onabort"));
ac.signal.onabort = (e) => log("onabort", e.type, e.isTrusted, e.target === ac.signal, e.eventPhase);
ac.signal.addEventListener("abort", (e) => log("listener", e.isTrusted));
log(typeof ac.signal.onabort);
ac.abort();
const r = ac.signal.reason;
log(ac.signal.aborted, r instanceof DOMException, r instanceof Error, r.name, r.message, r.code);
ac.abort("again");
log(ac.signal.reason === r);
try { ac.signal.throwIfAborted(); } catch (e) { log("thrown", e === r); }
const s2 = AbortSignal.abort("why");
log(s2.aborted, s2.reason);
try { s2.throwIfAborted(); } catch (e) { log("thrown2", e); }
new AbortController().signal.throwIfAborted();
log("not aborted: no throw");
const err = new Error("custom");
const ac4 = new AbortController();
ac4.abort(err);
log(ac4.signal.reason === err, AbortSignal.abort().reason.name);
const ac5 = new AbortController();
ac5.signal.onabort = () => log("replaced: not called");
ac5.signal.onabort = () => log("replacement called");
ac5.signal.addEventListener("abort", () => log("after the handler slot"));
ac5.abort();
const ac3 = new AbortController();
const t = new EventTarget();
t.addEventListener("ping", () => log("ping!"), { signal: ac3.signal });
t.dispatchEvent(new Event("ping"));
ac3.abort();
t.dispatchEvent(new Event("ping"));
t.addEventListener("ping", () => log("never"), { signal: ac3.signal });
log(t.dispatchEvent(new Event("ping")));
try { t.addEventListener("x", () => {}, { signal: {} }); } catch (e) { log(e.name, e.code, e.message); }
try { new AbortSignal(); } catch (e) { log(e.name, e.code, e.message); }
try { AbortController(); } catch (e) { log(e.name, e.message); }
try { Object.getOwnPropertyDescriptor(AbortSignal.prototype, "aborted").get.call({}); } catch (e) { log(e.name, e.code, e.message); }
try { AbortController.prototype.abort.call({}); } catch (e) { log(e.name, e.code, e.message); }
log(Object.prototype.toString.call(ac), Object.prototype.toString.call(ac.signal), AbortSignal.name, AbortController.name);
log(Object.getPrototypeOf(AbortSignal) === EventTarget, Object.getPrototypeOf(AbortSignal.prototype) === EventTarget.prototype);
