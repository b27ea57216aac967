// Checks extends, super() constructor calls, super.method() and method overriding.
class Animal {
  constructor(name) {
    this.name = name;
  }
  speak() { return `${this.name} makes a noise`; }
  describe() { return `[${this.kind()}] ${this.speak()}`; }
  kind() { return "animal"; }
}
class Dog extends Animal {
  constructor(name, breed) {
    super(name);
    this.breed = breed;
  }
  speak() { return `${super.speak()}, then barks`; }
  kind() { return "dog"; }
}
class Puppy extends Dog {
  speak() { return super.speak() + " softly"; }
}
const p = new Puppy("Rex", "lab");
console.log(p.describe());
console.log(p, p instanceof Dog, p instanceof Animal);
console.log(Object.getPrototypeOf(Puppy.prototype) === Dog.prototype);
console.log(Puppy, Dog, Animal);
