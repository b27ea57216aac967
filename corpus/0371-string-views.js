// A loop that scans a string with `s.length` and `s.charCodeAt(i)` takes
// the string once before it starts, and proves String.prototype.charCodeAt
// the built-in once until code runs. Everything that can run code in the
// middle of such a loop must make it look again: a function called
// directly, a closure, a constructor, a getter, valueOf, a generator
// resumed by a spread. A binding the loop writes, a binding a closure
// writes, a loop that stores to a property and a non-string keep their
// ordinary paths.
// (Through a binding: a read of String.prototype itself may call code.)
const SP = String.prototype;
const builtin = SP.charCodeAt;
function restore() { SP.charCodeAt = builtin; }
function fake() { return 7; }

function sum(s) {
  let n = 0;
  for (let i = 0; i < s.length; i++) n += s.charCodeAt(i);
  return n;
}

// A module-level function the loop calls directly.
function replaceNow() { SP.charCodeAt = fake; return 0; }
function directCall(s) {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    n += s.charCodeAt(i);
    if (i === 1) replaceNow();
  }
  return n;
}

// The same through a numeric function (a number in, a number out).
function stepAndReplace(i) { SP.charCodeAt = fake; return i + 1; }
function numericCall(s) {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    n += s.charCodeAt(i);
    if (i === 1) n += stepAndReplace(i);
  }
  return n;
}

// A closure, called through its value.
function closureCall(s) {
  const swap = () => { SP.charCodeAt = fake; };
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    n += s.charCodeAt(i);
    if (i === 2) swap();
  }
  return n;
}

// A constructor.
class Swapper { constructor() { SP.charCodeAt = fake; } }
function constructorCall(s) {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    n += s.charCodeAt(i);
    if (i === 0) new Swapper();
  }
  return n;
}

// A getter read by the loop.
const trap = { get value() { SP.charCodeAt = fake; return 1; } };
function getterRead(s) {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    n += s.charCodeAt(i);
    if (i === 1) n += trap.value;
  }
  return n;
}

// valueOf, through arithmetic.
const sneaky = { valueOf() { SP.charCodeAt = fake; return 100; } };
function valueOfCall(s) {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    n += s.charCodeAt(i);
    if (i === 1) n = n + sneaky;
  }
  return n;
}

// A generator resumed by a spread.
function* swapping() { SP.charCodeAt = fake; yield 1; }
function generatorSpread(s) {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    n += s.charCodeAt(i);
    if (i === 1) n += [...swapping()].length;
  }
  return n;
}

// A loop that stores to a property has no view.
function storeInLoop(s) {
  let n = 0;
  const proto = SP;
  for (let i = 0; i < s.length; i++) {
    n += s.charCodeAt(i);
    if (i === 1) proto.charCodeAt = fake;
  }
  return n;
}

// The string rebuilt by an enclosing loop: each inner loop sees its own.
function rebuilt() {
  const out = [];
  let s = "";
  for (let round = 0; round < 4; round++) {
    s += String.fromCharCode(97 + round);
    let n = 0;
    for (let i = 0; i < s.length; i++) n = n * 31 + s.charCodeAt(i);
    out.push(s.length + ":" + n);
  }
  return out.join(" ");
}

// The loop writes the binding: its length and code units move.
function growing(s) {
  const seen = [];
  for (let i = 0; i < s.length && i < 12; i++) {
    seen.push(s.charCodeAt(i));
    if (s.charCodeAt(i) === 97) s += "b";
  }
  return seen.join(",") + " " + s;
}

// A closure writes the binding.
function closureWrites() {
  let s = "ab";
  const grow = () => { s = "wxyz"; };
  const seen = [];
  for (let i = 0; i < s.length; i++) {
    seen.push(s.charCodeAt(i));
    if (i === 1) grow();
  }
  return seen.join(",");
}

// Not a string: an object of its own with length and charCodeAt, an
// array (no charCodeAt: a TypeError), undefined.
const fakeString = { length: 3, charCodeAt(i) { return 65 + i; } };
// Each case runs twice: the first run fills the loop's caches, so that
// the second proves charCodeAt once and must notice the change.
function tryIt(label, f) {
  const out = [];
  for (let run = 0; run < 2; run++) {
    try {
      out.push(f());
    } catch (e) {
      out.push(`${e.constructor.name}: ${e.message}`);
    }
    restore();
  }
  console.log(label, out.join(" / "));
}

tryIt("sum", () => sum("hello"));
tryIt("sum two-byte", () => sum("h\u00e9llo \u4e16\u754c"));
tryIt("sum empty", () => sum(""));
tryIt("direct call", () => directCall("abcdef"));
tryIt("numeric call", () => numericCall("abcdef"));
tryIt("closure", () => closureCall("abcdef"));
tryIt("constructor", () => constructorCall("abcdef"));
tryIt("getter", () => getterRead("abcdef"));
tryIt("valueOf", () => valueOfCall("abcdef"));
tryIt("generator", () => generatorSpread("abcdef"));
tryIt("store in loop", () => storeInLoop("abcdef"));
tryIt("rebuilt", rebuilt);
tryIt("growing", () => growing("xay"));
tryIt("closure writes", closureWrites);
tryIt("object", () => sum(fakeString));
tryIt("array", () => sum([1, 2]));
tryIt("undefined", () => sum(undefined));
tryIt("replaced before", () => {
  SP.charCodeAt = fake;
  return sum("abc");
});
tryIt("after restore", () => sum("abc"));
