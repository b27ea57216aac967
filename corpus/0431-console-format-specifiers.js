// Checks console.log format specifiers %s %d %i %f %j %o %O %c %% and extra or missing arguments.
console.log("%s is %d years and %f%% done", "Ann", 42.9, 0.5);
console.log("%i|%d|%f", 42.9, "7.5", "3.25abc");
console.log("%d %i %f", "abc", {}, null);
console.log("%s|%s|%s|%s|%s", null, undefined, 12, -0, Symbol("s"));
console.log("%s", { a: 1, nested: { b: [1, 2] } }, "tail");
console.log("%s", [1, [2, [3]]], "%s", "not a format");
console.log("%j", { a: [1, "x"] });
console.log("%o", { a: 1 });
console.log("%O", { a: { b: { c: { d: 1 } } } });
console.log("%c styled %c text", "color: red", "font-weight: bold");
console.log("100%", "literal %", "%%", "%z unknown");
console.log("%s and %s", "only one");
console.log("no specifiers", "%s", 5);
console.log("%d", -0, "%i", -0);
console.log(5, "%s", "x");
console.log("%s", "a", "b", { c: 1 });
console.log("%%s %s", "x");
