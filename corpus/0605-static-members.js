// Checks static methods, static fields, static this, and inheritance of statics.
class Registry {
  static items = [];
  static count = Registry.items.length;
  static prefix = "item-";
  static register(name) {
    this.items.push(this.prefix + name);
    return this;
  }
  static get size() { return this.items.length; }
}
Registry.register("a").register("b");
console.log(Registry.items, Registry.size, Registry.count);
class SubRegistry extends Registry {
  static prefix = "sub-";
}
SubRegistry.register("c");
console.log(Registry.items, SubRegistry.size, Object.keys(SubRegistry));
console.log(Object.getPrototypeOf(SubRegistry) === Registry);
const inst = new Registry();
console.log(inst.register, typeof Registry.register);
