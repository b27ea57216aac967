// Rejects a reference to a private name no enclosing class declares.
// @error: 6:16: Private field '#missing' must be declared in an enclosing class
class Box {
  #value = 1;
  get() {
    return this.#missing;
  }
}
