// Checks static initialisation blocks: run order with static fields and access to private statics.
const log = [];
class Config {
  static a = (log.push("field a"), 1);
  static {
    log.push("block 1 sees a=" + this.a);
    this.b = this.a + 1;
  }
  static #secret = 42;
  static {
    log.push("block 2 sees secret=" + Config.#secret);
  }
  static c = (log.push("field c"), 3);
}
console.log(log);
console.log(Config.a, Config.b, Config.c);
let getSecret;
class Holder {
  static #hidden = "hidden value";
  static {
    getSecret = () => Holder.#hidden;
  }
}
console.log(getSecret());
