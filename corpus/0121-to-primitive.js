// Checks ToPrimitive ordering: valueOf first for numbers/default, toString first for strings.
const log = [];
const obj = {
  valueOf() { log.push("valueOf"); return 7; },
  toString() { log.push("toString"); return "seven"; },
};
console.log(obj * 2, log.join(","));
log.length = 0;
console.log(`${obj}`, log.join(","));
log.length = 0;
console.log(obj + "", log.join(","));
log.length = 0;
console.log(obj == 7, obj == "seven", log.join(","));
const onlyStr = { toString() { return "3"; } };
console.log(onlyStr * 2, onlyStr + 1);
const objValueOf = { valueOf() { return {}; }, toString() { return "fallback"; } };
console.log(objValueOf + "!");
const bad = { valueOf() { return {}; }, toString() { return {}; } };
try {
  bad + 1;
} catch (e) {
  console.log(e.name, e.message);
}
console.log(String([1, [2, [3]]]), Number([]), Number(["42"]), Number({}));
