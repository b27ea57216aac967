// Class instances: accessors on the instance show as [Getter]/[Setter].
class Temp {
  constructor() {
    this.c = 20;
    Object.defineProperty(this, "f", { get() { return 68; }, enumerable: true });
    Object.defineProperty(this, "k", { set(v) {}, enumerable: true });
    Object.defineProperty(this, "both", { get() { return 1; }, set(v) {}, enumerable: true });
  }
  get hidden() { return 1; }
}
console.log(new Temp());
console.log([new Temp()]);
class Empty {}
console.log(new Empty(), [new Empty()], { e: new Empty() });
