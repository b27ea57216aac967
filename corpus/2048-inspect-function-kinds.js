// console.log and util.inspect of async functions, generator functions and
// async generator functions now that each kind has its own prototype: the
// constructor name matches the type, so no suffix; a function moved to
// another prototype, a tag of its own, and the prototypes themselves.
import util from "node:util";
async function af() {}
function* gf() {}
async function* agf() {}
const obj = { async am() {}, *gm() {}, async *agm() {}, anon: [async () => {}, function* () {}] };
console.log(af, gf, agf, async () => {});
console.log(obj);
console.log([af, gf, agf]);
console.log(util.inspect(af, { showHidden: true }));
console.log(util.inspect(gf, { showHidden: true }));
console.log(af.bind(null), gf.bind(null), agf.bind(null));
const moved = Object.setPrototypeOf(async function moved() {}, Function.prototype);
const plainOnAsync = Object.setPrototypeOf(function plain() {}, Object.getPrototypeOf(af));
const nullProto = Object.setPrototypeOf(function* np() {}, null);
console.log(moved, plainOnAsync, nullProto);
const tagged = async function tagged() {};
Object.defineProperty(tagged, Symbol.toStringTag, { value: "Tagged" });
console.log(tagged);
const withProps = async function withProps() {};
withProps.extra = 1;
console.log(withProps);
const AF = Object.getPrototypeOf(af), GF = Object.getPrototypeOf(gf), AGF = Object.getPrototypeOf(agf);
console.log(AF, GF, AGF);
console.log(GF.prototype, AGF.prototype, gf.prototype, agf.prototype);
console.log(gf(), agf());
console.log(AF.constructor, GF.constructor, AGF.constructor);
console.log(util.inspect(GF, { showHidden: true }));
console.log(util.format("%o|%O|%s", af, gf, agf));
// showHidden lists prototype properties even when the object has no own
// keys (a generator function's prototype object), and %s prints a
// function as its source text.
console.log(util.inspect(gf.prototype, { showHidden: true }), util.inspect(agf(), { showHidden: true }));
console.log(util.inspect(Object.create({ get q() { return 1; }, w: 2 }), { showHidden: true }));
console.log(util.format("%s / %s", function plain() { return 1; }, async () => 2));
