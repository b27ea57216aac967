// Checks object literal forms: shorthand, computed keys, methods, numeric and quoted keys.
const x = 1, y = 2;
const key = "dyn";
const o = {
  x,
  y,
  [key + "amic"]: true,
  [`t${1 + 1}`]: "template key",
  "quoted key": 3,
  42: "number key",
  1.5: "float key",
  method() { return this.x + this.y; },
  nested: { deep: { deeper: [1, { z: 0 }] } },
};
console.log(o);
console.log(o.method(), o["quoted key"], o[42], o["42"], o[1.5]);
const dup = { a: 1, b: 2, a: 3 };
console.log(dup, Object.keys(dup));
console.log({}, { "": "empty key" }, { "a-b": 1, a_b: 2, $c: 3 });
