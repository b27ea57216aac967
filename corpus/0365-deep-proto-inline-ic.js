// A get site whose receivers inherit the property from two or more
// prototypes up (a method of a base class called on subclass instances)
// proves it inline from the receiver's shape, its [[Prototype]] and the
// prototype epoch. Every change to the chain between two reads must show.

function makeClasses(tag) {
  class Base {
    who() { return tag + ":Base.who"; }
  }
  Base.prototype.flag = true;
  Base.prototype.weight = 3;
  class Mid extends Base {}
  class Leaf extends Mid {}
  return { Base, Mid, Leaf };
}

// Each site below sees one receiver shape and one chain, so the inline
// entry (not the miss path's table) answers the reads.
function callWho(o) { return o.who(); }
function truth(o) { return o.flag ? "yes" : "no"; }
function weigh(o) { return o.weight * 2; }
function sum(objs, n) {
  let s = 0;
  for (let i = 0; i < n; i++) s += objs[i % objs.length].weight;
  return s;
}
const show = (label, o) => console.log(label, callWho(o), truth(o), weigh(o));

let { Base, Mid, Leaf } = makeClasses("one");
let leaf = new Leaf();
for (let i = 0; i < 3; i++) show("start", leaf);
console.log("sum", sum([leaf, new Leaf(), new Leaf()], 1000));

// The base's slot gets a new value: same keys, same epoch, new function.
Base.prototype.who = function () { return "replaced"; };
Base.prototype.weight = 5;
Base.prototype.flag = 0;
show("replaced", leaf);

// The middle prototype shadows each property.
Mid.prototype.who = function () { return "Mid.who"; };
Mid.prototype.flag = "mid";
Mid.prototype.weight = 7;
show("shadowed", leaf);
delete Mid.prototype.who;
delete Mid.prototype.flag;
delete Mid.prototype.weight;
show("unshadowed", leaf);

// The receiver's own property shadows; removing it goes back.
leaf.weight = 100;
show("own", leaf);
delete leaf.weight;
show("own-deleted", leaf);

// The middle prototype's [[Prototype]] changes under the same receiver.
const Other = { who() { return "Other.who"; }, flag: false, weight: 11 };
Object.setPrototypeOf(Mid.prototype, Other);
show("rechained", leaf);
Object.setPrototypeOf(Mid.prototype, Base.prototype);
show("restored", leaf);

// The property becomes an accessor on the base.
Object.defineProperty(Base.prototype, "weight", { get() { return 13; }, configurable: true });
show("accessor", leaf);
Object.defineProperty(Base.prototype, "weight", { value: 17, writable: true, configurable: true });
show("data-again", leaf);

// A base prototype with a dictionary shape (many keys, one deleted).
for (let i = 0; i < 200; i++) Base.prototype["k" + i] = i;
delete Base.prototype.k7;
show("dictionary", leaf);
Base.prototype.weight = 19;
show("dictionary-store", leaf);
delete Base.prototype.k8;
show("dictionary-delete", leaf);

// Classes made, used and dropped, then made again: the new prototypes may
// reuse the addresses of the freed ones; the sites must not mistake them.
for (let round = 0; round < 4; round++) {
  ({ Base, Mid, Leaf } = makeClasses("r" + round));
  leaf = new Leaf();
  if (round % 2) Base.prototype.weight = round;
  show("round" + round, leaf);
  console.log("sum", sum([leaf, new Leaf()], 10));
  Base = Mid = Leaf = leaf = null;
}

// Sibling subclasses at one site: each receiver's chain answers in turn.
class P { m() { return "P.m"; } }
class Q extends P {}
class R extends P { m() { return "R.m"; } }
class S extends Q {}
const mixed = [new S(), new Q(), new R(), new S(), new P()];
const seen = [];
for (let i = 0; i < 20; i++) seen.push(mixed[i % mixed.length].m());
console.log(seen.join(","));
Q.prototype.m = () => "Q.m";
console.log(mixed.map((o) => o.m()).join(","));
