// Event objects: the constructor's options, the getters before and after
// a dispatch, preventDefault only on cancelable events, the phase
// constants, subclassing, and Node's errors.
const log = (...a) => console.log(...a);
const e = new Event("x");
log(e.type, e.bubbles, e.cancelable, e.composed, e.defaultPrevented, e.eventPhase, e.target, e.currentTarget,
  e.isTrusted, e.returnValue, e.cancelBubble, e.srcElement, e.composedPath(), typeof e.timeStamp);
e.preventDefault();
log(e.defaultPrevented, e.returnValue);
const c = new Event("y", { bubbles: 1, cancelable: "yes", composed: true });
log(c.bubbles, c.cancelable, c.composed);
c.preventDefault();
log(c.defaultPrevented, c.returnValue);
c.stopPropagation();
log(c.cancelBubble);
log(Event.NONE, Event.CAPTURING_PHASE, Event.AT_TARGET, Event.BUBBLING_PHASE, e.AT_TARGET, Object.keys(e));
log(new Event(1).type, new Event(null).type, new Event({ toString: () => "obj" }).type);
class Custom extends Event {
  constructor(detail) { super("custom"); this.detail = detail; }
}
const t = new EventTarget();
t.addEventListener("custom", (ev) => log("custom", ev.detail, ev instanceof Event, ev.type));
t.dispatchEvent(new Custom(42));
for (const bad of [[], ["x", 5], ["x", "opts"]]) {
  try { new Event(...bad); } catch (err) { log(err.name, err.code, err.message); }
}
try { Event("x"); } catch (err) { log(err.name, err.message); }
try { Object.getOwnPropertyDescriptor(Event.prototype, "type").get.call({}); } catch (err) { log(err.name, err.code, err.message); }
log(Object.prototype.toString.call(e), Event.length, Event.name);
