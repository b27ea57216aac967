// Object.defineProperty and Reflect on typed array elements.
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.name + ": " + e.message); } };
const a = new Uint8Array(3);
t(() => Object.defineProperty(a, 0, { value: 300 }));
t(() => Object.defineProperty(a, 5, { value: 5 }));
t(() => Object.defineProperty(a, "x", { value: 5, enumerable: true }));
t(() => Object.defineProperty(a, 1, { get() { return 1; } }));
t(() => Object.defineProperty(a, 1, { value: 1, writable: false }));
t(() => Reflect.set(a, 1, 7) + " " + a[1]);
t(() => Reflect.set(a, 10, 7) + " " + a[10]);
t(() => Reflect.defineProperty(a, 10, { value: 1 }));
t(() => Reflect.defineProperty(a, 2, { value: 9, enumerable: true }) + " " + a[2]);
t(() => Reflect.get(a, 2) + " " + Reflect.get(a, "-0") + " " + Reflect.has(a, "2"));
t(() => Object.assign({}, new Uint8Array([1, 2])));
t(() => ({ ...new Uint8Array([3]) }));
t(() => a.hasOwnProperty(0) + " " + a.hasOwnProperty(3) + " " + a.propertyIsEnumerable(1));
