// Checks getters and setters defined in classes, on instances and statically, and their printing.
class Rect {
  constructor(w, h) {
    this.w = w;
    this.h = h;
  }
  get area() { return this.w * this.h; }
  set size(s) { this.w = this.h = s; }
  get size() { return this.w === this.h ? this.w : null; }
  static get unit() { return new Rect(1, 1); }
}
const r = new Rect(2, 3);
console.log(r.area, r.size);
r.size = 5;
console.log(r.area, r.size, r);
console.log(Rect.unit.area, Object.keys(r));
try {
  r.area = 100;
} catch (e) {
  console.log(e.name, e.message);
}
console.log(r.area);
