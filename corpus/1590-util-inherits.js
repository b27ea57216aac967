// util.inherits links prototypes and sets super_.
import util from "node:util";
function Animal() {}
Animal.prototype.speak = function () { return "..."; };
function Dog() {}
util.inherits(Dog, Animal);
console.log(new Dog().speak(), Dog.super_ === Animal, new Dog() instanceof Animal);
try { util.inherits(Dog, null); } catch (e) { console.log(e.name); }
