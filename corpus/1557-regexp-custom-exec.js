// String methods go through RegExpExec: a user-defined exec is called.
class Logged extends RegExp {
  exec(s) {
    const r = super.exec(s);
    console.log("exec at", this.lastIndex, r && r[0]);
    return r;
  }
}
const r = new Logged("o", "g");
console.log("foo".replace(r, "0"));
console.log(r.test("o"), "boo".match(r));
console.log("a,b".split(new Logged(",")));
