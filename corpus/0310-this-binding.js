// Checks this binding: method calls, detached calls (undefined in strict), call/apply/bind, arrows.
const obj = {
  name: "obj",
  regular() { return this === undefined ? "undefined" : this.name; },
  arrowInside() { return (() => this.name)(); },
  nested() {
    function inner() { return this; }
    return inner();
  },
};
console.log(obj.regular(), obj.arrowInside(), obj.nested());
const detached = obj.regular;
console.log(detached());
const other = { name: "other" };
console.log(obj.regular.call(other), obj.regular.apply(other, []), obj.regular.bind(other)());
const bound = obj.regular.bind(other);
console.log(bound.call(obj));
console.log((0, obj.regular)(), (obj.regular)());
function ctx() { return typeof this; }
console.log(ctx.call(5), ctx.call("s"), ctx.call(null), ctx.call(undefined));
