// Rejects a class with two constructors.
// @error: 6:3: A class may only have one constructor
class A {
  constructor() {}
  method() {}
  constructor(x) {}
}
