// Checks for-in skips properties deleted during iteration and over null/undefined does nothing.
const o = { a: 1, b: 2, c: 3 };
const seen = [];
for (const k in o) {
  seen.push(k);
  if (k === "a") delete o.b;
}
console.log(seen);
let ran = false;
for (const k in null) ran = true;
for (const k in undefined) ran = true;
console.log("ran", ran);
for (const k in 42) ran = true;
console.log("number ran", ran);
const nonEnum = {};
Object.defineProperty(nonEnum, "hidden", { value: 1, enumerable: false });
nonEnum.visible = 2;
for (const k in nonEnum) console.log("enumerable", k);
