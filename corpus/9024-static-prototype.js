// Rejects a class with a static member named prototype.
// @error: 4:10: Classes may not have a static property named 'prototype'
class A {
  static prototype() {}
}
