// Checks lookup through several nested scopes and closures outliving their creators.
const level0 = "L0";
function one() {
  const level1 = "L1";
  return function two() {
    const level2 = "L2";
    return function three() {
      const level3 = "L3";
      return [level0, level1, level2, level3].join("/");
    };
  };
}
const three = one()();
console.log(three());
function makeAccumulators() {
  const list = [];
  for (let i = 1; i <= 3; i++) {
    let total = 0;
    list.push((n) => (total += n * i));
  }
  return list;
}
const accs = makeAccumulators();
console.log(accs[0](1), accs[0](1), accs[1](1), accs[2](5), accs[2](5));
