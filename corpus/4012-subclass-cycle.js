// Subclass instances in cycles through super-initialised fields.
class Base { constructor(tag) { this.tag = tag; this.links = []; } }
class Derived extends Base {
  constructor(tag, other) { super(tag); this.other = other; if (other) other.links.push(this); }
}
let c = 0;
for (let i = 0; i < 5000; i++) {
  const a = new Derived('a', null);
  const b = new Derived('b', a);
  a.other = b;
  c += a.links.length + (b.other === a ? 1 : 0);
}
console.log(c);
