// Checks binary + with strings, numbers, booleans, null, undefined, arrays and objects.
console.log(1 + "2", "1" + 2, 1 + 2 + "3", "1" + 2 + 3);
console.log(true + 1, true + "1", null + 1, undefined + 1, null + "x", undefined + "x");
console.log([] + [], [] + {}, [1, 2] + [3], {} + "", [null] + "", [undefined, null] + "!");
console.log(1 + [2], 1 + [2, 3], "a" + { toString() { return "T"; } });
const v = { valueOf() { return 40; }, toString() { return "str"; } };
console.log(v + 2, `${v}`, v + "", String(v));
console.log(+"", +" 12 ", +"0x1f", +"1e3", +"abc", +[], +[5], +[1, 2], +null, +undefined, +true);
console.log(-"3", -"", - -"4", +"-0", +"Infinity", +"-Infinity");
