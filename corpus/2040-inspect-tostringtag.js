// Symbol.toStringTag on plain objects and classes.
console.log({ [Symbol.toStringTag]: "Tag", a: 1 });
console.log(Object.defineProperty({}, Symbol.toStringTag, { value: "Hidden" }));
class Thing { get [Symbol.toStringTag]() { return "Custom"; } }
console.log(new Thing(), Object.prototype.toString.call(new Thing()));
console.log(Object.prototype.toString.call(Object.defineProperty({}, Symbol.toStringTag, { value: "X" })));
