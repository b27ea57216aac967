// CustomEvent: an Event with a detail (null by default), its brand check,
// subclass shape, and dispatch through an EventTarget.
console.log(typeof CustomEvent, Object.getOwnPropertyNames(CustomEvent.prototype), CustomEvent.length, CustomEvent);
const c = new CustomEvent("x", { detail: { a: 1 }, cancelable: true });
console.log(c.detail, c instanceof Event, String(c), Object.keys(c), c.cancelable, c.type);
console.log(new CustomEvent("y").detail, new CustomEvent("y", { detail: undefined }).detail, new CustomEvent("y", { detail: 0 }).detail);
try { CustomEvent.prototype.detail } catch (e) { console.log(e.code, e.message) }
try { Object.getOwnPropertyDescriptor(CustomEvent.prototype, "detail").get.call(new Event("x")) } catch (e) { console.log(e.code, e.message) }
try { new CustomEvent() } catch (e) { console.log(e.code, e.message) }
try { CustomEvent("x") } catch (e) { console.log(e.name, e.message) }
const t = new EventTarget();
t.addEventListener("ping", (e) => console.log("got", e.detail, e instanceof CustomEvent));
t.dispatchEvent(new CustomEvent("ping", { detail: [1, 2] }));
console.log(Object.getPrototypeOf(CustomEvent) === Event);
