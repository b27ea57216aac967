// console.count: per-label counters, the default label, reset.
console.count();
console.count("x");
console.count();
console.count("x");
console.countReset("x");
console.count("x");
console.count(undefined);
console.count(1);
console.count("1");
