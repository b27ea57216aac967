// String.prototype.replace with regexes: first match, global, replacement patterns.
console.log("John Smith".replace(/(\w+)\s(\w+)/, "$2, $1"));
console.log("aaa".replace(/a/, "b"), "aaa".replace(/a/g, "b"), "abc".replace(/x/, "y"));
console.log("abc".replace(/b/, "[$&|$`|$'|$$]"), "abc".replace(/(b)/, "$1$1$2$0"));
console.log("abc".replace(/(?<mid>b)/, "<$<mid>>"), "abc".replace(/(b)/, "<$<mid>>"), "abc".replace(/(?<m>b)/, "$<nope>|$<m"));
console.log("a1b2".replace(/(\d)/g, "$10"), "abcdefghijk".replace(/(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)/, "$11-$10-$01-$011"));
console.log("x".replace(/x/, "$"), "x".replace(/x/, "$5"), "".replace(/^/, "start"));
