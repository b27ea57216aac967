// Symbol.replace/split/match/search protocols: plain objects can implement them.
const custom = {
  [Symbol.replace](s, r) { return `replace(${s},${r})`; },
  [Symbol.split](s, lim) { return ["split", s, lim]; },
  [Symbol.match](s) { return ["match", s]; },
  [Symbol.search](s) { return 99; },
};
console.log("abc".replace(custom, "X"), "abc".split(custom, 2), "abc".match(custom), "abc".search(custom));
console.log(typeof Symbol.replace, String(Symbol.split), Symbol.matchAll.toString(), Symbol.search.description);
const notRegex = { [Symbol.match]: false, toString() { return "b"; } };
console.log("abc".replace(notRegex, "X"), "abc".includes(notRegex));
console.log(RegExp.prototype[Symbol.replace].call(/b/g, "abcb", "-"));
