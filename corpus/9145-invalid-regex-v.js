// Rejects a v-mode class with a negated string set at compile time, as V8
// reports the early error.
// @error: 4:12: Invalid regular expression: /[^\q{ab}]/v: Negated character class may contain strings
const re = /[^\q{ab}]/v;
console.log(re);
