// Class instances referring to their owner.
class Owner { constructor() { this.items = []; } add(name) { this.items.push(new Item(this, name)); return this; } }
class Item { constructor(owner, name) { this.owner = owner; this.name = name; } }
let names = 0;
for (let i = 0; i < 3000; i++) {
  const o = new Owner().add('a').add('bb').add('ccc');
  for (const it of o.items) names += it.owner === o ? it.name.length : 0;
}
console.log(names);
