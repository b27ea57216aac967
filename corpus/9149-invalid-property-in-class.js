// Rejects, at compile time, an unknown property name inside a u-mode
// class, with V8's message for a class.
// @error: 4:12: Invalid regular expression: /[\p{Foo}]/u: Invalid property name in character class
const re = /[\p{Foo}]/u;
console.log(re);
