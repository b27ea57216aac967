// %j prints JSON; a cycle prints '[Circular]'; toJSON is used.
const c = { name: "c" };
c.self = c;
console.log("%j", c);
console.log("%j %j", { toJSON() { return "J"; } }, undefined);
console.log("%j", [1, "two", { three: 3 }]);
