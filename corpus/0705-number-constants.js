// Checks Number constants and predicates isInteger/isSafeInteger/isFinite/isNaN versus global versions.
console.log(Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, Number.EPSILON);
console.log(Number.MAX_VALUE, Number.MIN_VALUE, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NaN);
const vals = [1, 1.5, -0, 2 ** 53, 2 ** 53 - 1, Infinity, NaN, "5", null, 1e300];
for (const v of vals) {
  console.log(String(v).padEnd(16), Number.isInteger(v), Number.isSafeInteger(v), Number.isFinite(v), isFinite(v), Number.isNaN(v), isNaN(v));
}
console.log(0.1 + 0.2 - 0.3 < Number.EPSILON, Number.parseFloat === parseFloat, Number.parseInt === parseInt);
