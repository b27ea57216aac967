// Checks instanceof, getPrototypeOf and constructor.name across a three-level class hierarchy.
class A {}
class B extends A {}
class C extends B {}
const objs = [new A(), new B(), new C()];
for (const o of objs) {
  console.log(o.constructor.name, o instanceof A, o instanceof B, o instanceof C);
}
console.log(Object.getPrototypeOf(C) === B, Object.getPrototypeOf(B) === A, Object.getPrototypeOf(A) === Function.prototype);
console.log(C.prototype instanceof A, A.prototype instanceof A);
class D extends null {}
console.log(Object.getPrototypeOf(D.prototype));
