// Errors from a generator's parameter defaults and patterns are thrown by the call itself, not by the first next(); no generator object is made.
function fail(message) {
  throw new RangeError(message);
}

function* withDefault(a = fail("bad default")) {
  console.log("body runs with", a);
  yield a;
}

let gen = "unset";
try {
  gen = withDefault();
  console.log("call returned");
} catch (e) {
  console.log("call threw", e.name, e.message);
}
console.log("gen is still", gen);

// An explicit argument avoids the throwing default.
console.log([...withDefault(7)].join(","));

// Destructuring null or undefined is a TypeError at the call.
function* fields({ a, b }) {
  yield a + b;
}
for (const arg of [undefined, null]) {
  try {
    fields(arg);
    console.log("no error for", arg);
  } catch (e) {
    console.log(e.constructor.name, "for", String(arg));
  }
}

// A pattern that iterates a non-iterable fails at the call.
function* spread([x, y]) {
  yield x;
  yield y;
}
try {
  spread(42);
} catch (e) {
  console.log("array pattern:", e instanceof TypeError);
}

// A later parameter's default cannot read an earlier one still in its TDZ.
function* tdz(a = b, b = 1) {
  yield a;
}
try {
  tdz();
} catch (e) {
  console.log(e.name, e.message);
}

// The exception is the call's: a try around next() does not see it.
let where = "none";
try {
  const g = withDefault();
  try {
    g.next();
  } catch {
    where = "next";
  }
} catch {
  where = "call";
}
console.log("caught at", where);

// Rest patterns are bound at the call too.
function* rest(...[first, ...others]) {
  yield first;
  yield others.length;
}
const iterable = {
  *[Symbol.iterator]() {
    console.log("iterating the rest argument");
    yield 1;
  },
};
const gr = rest(...iterable, 2, 3);
console.log("rest call done");
console.log([...gr].join(","));
