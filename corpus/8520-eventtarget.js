// EventTarget: listeners called in order with this = the target,
// duplicates ignored, handleEvent objects, once, capture as part of a
// listener's identity, removeEventListener, preventDefault on cancelable
// events, stopImmediatePropagation, passive listeners, dispatch results.
const log = (...a) => console.log(...a);
const et = new EventTarget();
function h1(e) {
  log("h1", e.type, this === et, e.target === et, e.currentTarget === et, e.eventPhase, e.isTrusted, e.composedPath().length);
}
et.addEventListener("foo", h1);
et.addEventListener("foo", h1);
et.addEventListener("foo", { handleEvent(e) { log("obj", this !== et, e.type); } });
et.addEventListener("foo", () => log("once"), { once: true });
log(et.dispatchEvent(new Event("foo")));
log(et.dispatchEvent(new Event("foo")));
et.removeEventListener("foo", h1);
et.dispatchEvent(new Event("foo"));
const ev = new Event("bar", { cancelable: true });
et.addEventListener("bar", (e) => { e.preventDefault(); log("prevented", e.defaultPrevented, e.returnValue); });
et.addEventListener("bar", (e) => { e.stopImmediatePropagation(); log("stop", e.cancelBubble); });
et.addEventListener("bar", () => log("not reached"));
log(et.dispatchEvent(ev), ev.defaultPrevented, ev.eventPhase, ev.target === et, ev.currentTarget, ev.composedPath());
const cap = () => log("capture listener");
et.addEventListener("c", cap, true);
et.addEventListener("c", cap, { capture: false });
et.dispatchEvent(new Event("c"));
et.removeEventListener("c", cap);
et.dispatchEvent(new Event("c"));
et.removeEventListener("c", cap, { capture: true });
log(et.dispatchEvent(new Event("c")));
et.addEventListener("p", (e) => { e.preventDefault(); log("passive", e.defaultPrevented); }, { passive: true });
log(et.dispatchEvent(new Event("p", { cancelable: true })));
const order = new EventTarget();
const late = () => log("added during dispatch");
order.addEventListener("o", () => { log("first"); order.addEventListener("o", late); order.removeEventListener("o", second); });
function second() { log("second"); }
order.addEventListener("o", second);
order.dispatchEvent(new Event("o"));
order.dispatchEvent(new Event("o"));
class Emitter extends EventTarget {
  fire() { return this.dispatchEvent(new Event("fired")); }
}
const em = new Emitter();
em.addEventListener("fired", function (e) { log("subclass", this instanceof Emitter, e.target === em); });
log(em.fire(), em instanceof EventTarget);
const rec = new EventTarget();
rec.addEventListener("r", (e) => {
  try { rec.dispatchEvent(e); } catch (err) { log(err.name, err.code, err.message); }
});
rec.dispatchEvent(new Event("r"));
try { et.dispatchEvent({}); } catch (e) { log(e.name, e.code, e.message); }
try { et.addEventListener("x", 5); } catch (e) { log(e.name, e.code, e.message); }
try { et.addEventListener("x"); } catch (e) { log(e.name, e.code, e.message); }
try { EventTarget.prototype.addEventListener.call({}, "x", () => {}); } catch (e) { log(e.name, e.code, e.message); }
try { EventTarget(); } catch (e) { log(e.name, e.message); }
log(Object.prototype.toString.call(et), EventTarget.length, EventTarget.name);
