// WeakRef.deref returns the target while it is strongly held.
const target = { name: 'kept' };
const ref = new WeakRef(target);
console.log(ref.deref() === target, ref.deref().name);
const refs = [];
const held = [];
for (let i = 0; i < 100; i++) { const o = { i }; held.push(o); refs.push(new WeakRef(o)); }
let s = 0;
for (const r of refs) s += r.deref().i;
console.log(s);
try { new WeakRef(1); } catch (e) { console.log(e.message); }
console.log(Object.prototype.toString.call(ref));
