// Checks the order of base constructor, derived field initialisers and derived constructor body.
const log = [];
class Base {
  baseField = log.push("base field");
  constructor() {
    log.push("base ctor, kind=" + this.kind());
  }
  kind() { return "base"; }
}
class Derived extends Base {
  derivedField = log.push("derived field");
  constructor() {
    log.push("derived ctor start");
    super();
    log.push("derived ctor after super, field=" + this.derivedField);
  }
  kind() { return "derived"; }
}
new Derived();
console.log(log);
class Shadow extends Base {
  kind = () => "field arrow";
}
const s = new Shadow();
console.log(log[log.length - 1], s.kind());
