// The shape of the URL, URLSearchParams, EventTarget, Event, AbortSignal
// and AbortController classes: how they inspect, their own keys in
// Node's order, enumerability of accessors and statics, initEvent.
console.log(URL, URLSearchParams, EventTarget, Event, AbortSignal, AbortController);
for (const C of [URL, URLSearchParams, EventTarget, Event, AbortSignal, AbortController]) {
  console.log(C.name, C.length, Object.getOwnPropertyNames(C.prototype), Object.getOwnPropertyNames(C), Object.keys(C));
}
console.log(Object.getOwnPropertyDescriptor(Event.prototype, "isTrusted"), Object.getOwnPropertyDescriptor(Event.prototype, "type"));
console.log(Object.getOwnPropertyDescriptor(URL.prototype, "origin"), Object.getOwnPropertyDescriptor(AbortSignal, "abort"));
console.log(Object.getOwnPropertyDescriptor(Event, "AT_TARGET"), Object.getOwnPropertyDescriptor(URL.prototype, Symbol.toStringTag));
const e = new Event("x");
e.initEvent("y", true, true);
console.log(e.type, e.bubbles, e.cancelable, Object.getOwnPropertyNames(e));
try { e.initEvent(); } catch (err) { console.log(err.code, err.message); }
try { URL.createObjectURL({}); } catch (err) { console.log(err.code, err.message); }
console.log(URL.revokeObjectURL("blob:nothing"));
try { URL.revokeObjectURL(); } catch (err) { console.log(err.code, err.message); }
for (const C of [URL, URLSearchParams, EventTarget, Event, AbortController]) {
  try { C(); } catch (err) { console.log(err.name, err.message); }
}
class Sub extends AbortController {}
console.log(Sub, new Sub().signal.aborted, Object.getPrototypeOf(AbortSignal) === EventTarget);
