// ArraySpeciesCreate for plain arrays when Array[Symbol.species], the
// constructor property, or Array.prototype.constructor change, and again
// after each change is undone.
const kinds = (label, r) => console.log(label, r.constructor.name, Array.isArray(r), JSON.stringify(r));
const base = [1, 2, 3];
kinds("map plain", base.map((x) => x * 2));

class Tagged extends Array {}
const original = Object.getOwnPropertyDescriptor(Array, Symbol.species);

Object.defineProperty(Array, Symbol.species, { get() { return Tagged; }, configurable: true });
kinds("species -> Tagged", base.map((x) => x + 1));
kinds("filter", base.filter((x) => x > 1));
kinds("slice", base.slice(1));
kinds("splice result", [4, 5, 6].splice(0, 2));
kinds("concat", base.concat([9]));

Object.defineProperty(Array, Symbol.species, { value: undefined, configurable: true });
kinds("species undefined", base.map((x) => x));

Object.defineProperty(Array, Symbol.species, { value: null, configurable: true });
kinds("species null", base.filter(() => true));

Object.defineProperty(Array, Symbol.species, original);
kinds("restored", base.map((x) => -x));

delete Array[Symbol.species];
kinds("deleted", base.map((x) => x * 3));
Object.defineProperty(Array, Symbol.species, original);

const own = [7, 8];
own.constructor = Tagged;
kinds("own constructor", own.map((x) => x));
own.constructor = undefined;
kinds("own constructor undefined", own.map((x) => x));
own.constructor = 42;
try {
  own.map((x) => x);
} catch (e) {
  console.log(e.constructor.name + ": " + e.message);
}

const saved = Array.prototype.constructor;
Array.prototype.constructor = Tagged;
kinds("prototype constructor", [1].map((x) => x));
Array.prototype.constructor = saved;
kinds("prototype restored", [1].map((x) => x));

let calls = 0;
Object.defineProperty(Array, Symbol.species, {
  get() {
    calls++;
    return this;
  },
  configurable: true,
});
base.map((x) => x);
base.slice();
console.log("getter calls", calls);
Object.defineProperty(Array, Symbol.species, original);
base.map((x) => x);
console.log("after restore", calls);
