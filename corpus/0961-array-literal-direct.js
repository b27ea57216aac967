// Short array literals are built from their evaluated elements in one step;
// long ones, holes and spreads element by element. Evaluation order, a
// throw halfway, and the arrays' later growth must not differ.
const order = [];
const e = (x) => (order.push(x), x);

const small = [e(1), e("two"), e([3]), e({ four: 4 })];
console.log(small, order.join(" "));

const eight = [1, 2, 3, 4, 5, 6, 7, 8];
const nine = [1, 2, 3, 4, 5, 6, 7, 8, 9];
console.log(eight.length, nine.length, eight, nine);
console.log([, 1, , 2], [...small.slice(0, 2), 0], [1, ...[2, 3]]);

function boom() {
  throw new RangeError("no element");
}
try {
  const arr = [e("a"), boom(), e("c")];
  console.log(arr);
} catch (err) {
  console.log(err.name, err.message, order.join(" "));
}

const grow = [1, 2];
for (let i = 3; i <= 20; i++) grow.push(i);
console.log(grow.length, grow.join(","));
const pair = ["x", "y"];
pair.unshift("w");
pair.splice(1, 0, "inserted");
console.log(pair, pair.reverse(), pair.sort());
const shrink = [5, 6, 7];
shrink.length = 1;
shrink.push(8, 9, 10, 11, 12);
console.log(shrink, shrink.indexOf(12));
const nested = [[1, 2], [3, [4, 5]], []];
console.log(nested, nested.flat(2), JSON.stringify(nested));
const fns = [function () {}, () => 1, class {}];
console.log(fns.map((f) => f.name), fns[1]());
const mixed = [1, "1", -0, null, undefined, true, Symbol.for("s")];
console.log(mixed, mixed.length, Object.is(mixed[2], -0));
