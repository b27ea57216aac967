// One read site, many receiver shapes and prototype chains: a getter and
// methods inherited from one to four levels up, by instances of ten
// sibling and nested classes read in turn (more chains than a site
// records: entries are replaced while the loop runs), while prototypes
// change under the loop.
class Base {
  constructor(v) { this.v = v; }
  get weight() { return this.size() * 10 + this.v; }
  size() { return 1; }
  tag() { return "base"; }
}
class A extends Base { size() { return 2; } }
class B extends Base { tag() { return "b"; } }
class C extends A { tag() { return "c"; } }
class D extends C { }
class E extends Base { constructor(v) { super(v); this.extra = v * 2; } }
class F extends D { size() { return 6; } }
class G extends B { }
class H extends G { size() { return 8; } }
class I extends F { }
class J extends E { tag() { return "j"; } }

const make = [(i) => new A(i), (i) => new B(i), (i) => new C(i), (i) => new D(i),
              (i) => new E(i), (i) => new F(i), (i) => new G(i), (i) => new Base(i),
              (i) => new H(i), (i) => new I(i), (i) => new J(i)];
const items = [];
for (let i = 0; i < 66; i++) items.push(make[i % make.length](i));

function pass(label) {
  let w = 0, tags = "";
  for (let round = 0; round < 50; round++) {
    for (let i = 0; i < items.length; i++) {
      const it = items[i];
      w += it.weight;
      if (round === 0 && i < 16) tags += it.tag()[0];
    }
  }
  console.log(label, w, tags);
}

pass("start");
// A method replaced on a prototype in the middle of the chains.
C.prototype.size = function () { return 30; };
pass("C.size");
// An own property shadows the inherited method on one instance.
items[3].size = () => 40;
pass("own size");
// A method deleted: the lookup falls through to the next prototype.
delete A.prototype.size;
pass("no A.size");
// A prototype swapped on one instance, and the getter redefined.
Object.setPrototypeOf(items[5], E.prototype);
Object.defineProperty(Base.prototype, "weight", { get() { return this.size() + 1000; } });
pass("swapped");
// A getter turned into a data property on a subclass's prototype.
Object.defineProperty(B.prototype, "weight", { value: 7, writable: true });
pass("data weight");
