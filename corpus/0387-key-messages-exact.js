// Messages that name a property key carry the key as it is: lone
// surrogates, keys past 128 bytes, symbols with such descriptions (V8
// writes them whole; a C buffer would cut them or turn a surrogate into
// U+FFFD). Gets, sets, defines, deletes and proxy traps.
const keys = ['\uD800x', 'k'.repeat(150), 'é€😀', Symbol('s\uDC00'), Symbol(), Symbol('d'.repeat(140)), 12.5];
const show = (f) => { try { f(); console.log('no throw'); } catch (e) { console.log(e.constructor.name, JSON.stringify(e.message), e.message.length); } };
for (const k of keys) {
  show(() => undefined[k]);
  show(() => { null[k] = 1; });
  const frozen = Object.freeze({ [k]: 1 });
  show(() => { frozen[k] = 2; });
  show(() => { Object.preventExtensions({})[k] = 1; });
  show(() => Object.defineProperty(Object.preventExtensions({}), k, { value: 1 }));
  show(() => Object.defineProperty(frozen, k, { value: 3 }));
  show(() => { delete frozen[k]; });
  const getter = { get [k]() { return 1; } };
  show(() => { getter[k] = 1; });
  show(() => { 'str'[k] = 1; });
  const p = new Proxy({}, { set() { return false; }, deleteProperty() { return false; }, defineProperty() { return false; } });
  show(() => { p[k] = 1; });
  show(() => { delete p[k]; });
  const t = {};
  Object.defineProperty(t, k, { value: 1 });
  const q = new Proxy(t, { getOwnPropertyDescriptor() { return undefined; }, has() { return false; } });
  show(() => Object.getOwnPropertyDescriptor(q, k));
  show(() => k in q);
  show(() => Reflect.ownKeys(new Proxy(t, { ownKeys() { return []; } })));
}
show(() => { delete 'abc'[1]; });
show(() => Object.defineProperty(new Uint8Array(2), 0, { value: 1, configurable: false }));
