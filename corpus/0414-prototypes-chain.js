// Checks prototype chain lookup, shadowing, hasOwnProperty and setPrototypeOf.
const animal = { kind: "animal", speak() { return `${this.name} makes a sound`; } };
const dog = Object.create(animal);
dog.name = "Rex";
dog.speak = function () { return `${this.name} barks; proto says: ${animal.speak.call(this)}`; };
console.log(dog.speak(), dog.kind, dog.hasOwnProperty("kind"), dog.hasOwnProperty("name"));
const cat = { name: "Tom" };
Object.setPrototypeOf(cat, animal);
console.log(cat.speak(), Object.getPrototypeOf(cat) === animal);
const bare = Object.create(null);
bare.x = 1;
console.log(bare, typeof bare.hasOwnProperty, "x" in bare);
console.log(Object.prototype.hasOwnProperty.call(bare, "x"));
animal.kind = "changed";
console.log(dog.kind, cat.kind);
console.log(Object.prototype.toString.call({}), Object.prototype.toString.call([]), Object.prototype.toString.call(null), Object.prototype.toString.call(1));
