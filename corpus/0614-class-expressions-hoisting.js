// Checks classes are not hoisted (TDZ), class expressions and classes as values.
try {
  new Later();
} catch (e) {
  console.log(e.name, e.message);
}
class Later {}
console.log(typeof Later);
function makeClass(greeting) {
  return class {
    greet(name) { return `${greeting}, ${name}`; }
  };
}
const Hello = makeClass("Hello");
const Hi = makeClass("Hi");
console.log(new Hello().greet("A"), new Hi().greet("B"), Hello === Hi);
const Mixin = (Base) => class extends Base {
  mixed() { return "mixed into " + super.who(); }
};
class Core { who() { return "Core"; } }
const Combined = Mixin(Core);
console.log(new Combined().mixed(), Combined.name);
const classes = [class A {}, class B {}];
console.log(classes.map((C) => C.name));
