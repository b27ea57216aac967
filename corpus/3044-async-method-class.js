// Async methods in classes and object literals.
class Store {
  constructor() { this.items = []; }
  async add(x) { await null; this.items.push(x); return this.items.length; }
  static async make() { const s = new Store(); await s.add("a"); return s; }
}
Store.make().then(async s => { console.log(await s.add("b"), s.items); });
const o = { async m() { return "m"; } };
o.m().then(console.log);
