// Functions: names, kinds, properties, and a changed prototype.
function named() {}
named.prop = 1;
const anon = (() => () => {})();
console.log([named, anon, async () => {}, function* g() {}, async function* ag() {}]);
console.log(named, Math.max, Function.prototype);
class P {}
function f() {}
Object.setPrototypeOf(f, P);
console.log(f);
