// Checks && || ! returning operand values and short-circuit evaluation.
const log = [];
function t(v) { log.push(v); return v; }
console.log(t(0) && t(1), t(2) && t(3), t("") || t("x"), t("y") || t("z"));
console.log(log.join(","));
console.log(!0, !1, !"", !"0", !null, !NaN, ![], !{}, !!-0, !!"false");
console.log(null && undefined, undefined || null, 0 || NaN || "" || "last");
console.log(1 && 2 && 3, 1 && 0 && 3, 0 || 1 && 2);
