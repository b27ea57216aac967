// console.group indents every method's output, multi-line values included.
console.group("Level 1");
console.log("a\nb");
console.group();
console.info({ a: 1, b: "x".repeat(70), c: [1, 2, 3] });
console.dir([1, 2]);
console.table([{ x: 1 }]);
console.groupEnd();
console.groupCollapsed("collapsed");
console.debug("inside");
console.groupEnd();
console.groupEnd();
console.groupEnd();
console.log("done");
