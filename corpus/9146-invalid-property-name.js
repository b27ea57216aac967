// Rejects an unknown property name in a u-mode literal at compile time.
// @error: 3:12: Invalid regular expression: /\p{Greek}/u: Invalid property name
const re = /\p{Greek}/u;
console.log(re);
