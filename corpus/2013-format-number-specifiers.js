// %d, %i and %f with strings, floats, -0, objects and symbols.
console.log("%d %d %d %d", "42.9", 42.9, -0, "x");
console.log("%i %i %i %i", 42.9, "-7.8", -0.5, "0x1f");
console.log("%f %f %f %f", "3.5x", -0, "abc", 1e21);
console.log("%d %i %f", {}, [], Symbol("s"));
console.log("%d", { valueOf() { return 7; } });
