// String.raw called as a function with a raw array.
console.log(String.raw({ raw: ["x", "y", "z"] }, 1, 2, 3));
console.log(String.raw({ raw: "abc" }, "-", "+"));
console.log(String.raw({ raw: ["only"] }, "ignored"), String.raw({ raw: [] }));
try { String.raw({}); } catch (e) { console.log(e.name, e.message); }
