// Messages that name a value take it whole, as V8 writes it: a string of
// 300 units or with a lone surrogate in 'is not a function', 'Object
// prototype may only be an Object or null', 'Iterator value ... is not an
// entry object' and the 'in' operator's message.
const show = (f) => { try { f(); console.log('no throw'); } catch (e) { console.log(e.constructor.name, JSON.stringify(e.message), e.message.length); } };
const long = 'q'.repeat(300), sur = 'a\uD800b';
for (const s of [long, sur]) {
  show(() => { s.x = 1; });
  show(() => { Object.defineProperty(s, 'x', {}); });
  show(() => [].reduce.call(s));
  show(() => new Map([s]));
  show(() => Object.setPrototypeOf({}, s));
  show(() => s in {});
  show(() => 'x' in s);
  show(() => Object.create(s));
  show(() => Symbol.prototype.toString.call(s));
  show(() => [].forEach(s));
  show(() => new Set(5).add(s));
  show(() => Promise.resolve.call(s));
  show(() => Reflect.get(s, 'x'));
  show(() => new WeakMap().set(s, 1));
  show(() => structuredClone(() => s));
}
