// Checks derived constructor rules: this before super throws ReferenceError, default constructors pass args.
class Base {
  constructor(...args) {
    this.args = args;
  }
}
class Early extends Base {
  constructor() {
    try {
      this.x = 1;
    } catch (e) {
      console.log(e.name, e.message);
    }
    super(1);
  }
}
console.log(new Early());
class Passthrough extends Base {}
console.log(new Passthrough(1, 2, 3));
class Twice extends Base {
  constructor() {
    super("first");
    try {
      super("second");
    } catch (e) {
      console.log(e.name, e.message);
    }
  }
}
console.log(new Twice());
class NoSuper extends Base {
  constructor() {}
}
try {
  new NoSuper();
} catch (e) {
  console.log(e.name, e.message);
}
class ReturnsObj extends Base {
  constructor() {
    return { custom: true };
  }
}
console.log(new ReturnsObj());
