// An emitter whose listeners capture the emitter (the classic listener cycle).
class Emitter {
  constructor() { this.listeners = []; }
  on(f) { this.listeners.push(f); }
  emit(v) { let s = 0; for (const f of this.listeners) s += f(v); return s; }
}
let total = 0;
for (let i = 0; i < 3000; i++) {
  const em = new Emitter();
  em.on((v) => v + em.listeners.length);
  em.on((v) => v * 2);
  total += em.emit(i);
}
console.log(total);
