// Classes with static members, subclasses, anonymous classes.
class A { static count = 2; static label = "a"; static m() {} }
class B extends A {}
const C = class {};
console.log(A, B, C);
console.log([A, B], { B });
console.log(class extends B {});
