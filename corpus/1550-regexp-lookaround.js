// Lookahead and lookbehind, positive and negative.
console.log("price: $42, cost: 17".match(/(?<=\$)\d+/g), "price: $42, cost: 17".match(/(?<!\$)\b\d+/g));
console.log("foobar foobaz".match(/foo(?=baz)/).index, "foobar foobaz".match(/foo(?!bar)/).index);
console.log("1234567".replace(/\B(?=(\d{3})+(?!\d))/g, ","), "abc".replace(/(?<=a)/, "^"));
console.log(/(?<=(\d)(\d))x/.exec("12x"), /(?<!a)b/.test("ab"), /(?<!a)b/.test("cb"));
console.log("CamelCaseString".split(/(?=[A-Z])/), "a1b2c3".split(/(?<=\d)/));
