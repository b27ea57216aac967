// Arrays whose length is not writable: element stores at or past the length
// fail, and the methods that would change the length fail without partial
// changes where V8 checks first.
const show = (label, a) => console.log(label, JSON.stringify(a), a.length);
const tryIt = (label, f) => {
  try {
    const r = f();
    console.log(label, "->", JSON.stringify(r));
  } catch (e) {
    console.log(label, "threw", e.constructor.name + ":", e.message);
  }
};

function frozenLength(values) {
  const a = values.slice();
  Object.defineProperty(a, "length", { writable: false });
  return a;
}

let a = frozenLength([1, 2, 3]);
tryIt("store inside", () => { a[1] = 20; return a[1]; });
tryIt("store at length", () => { a[3] = 4; return a.length; });
tryIt("store past length", () => { a[10] = 4; return a.length; });
show("after stores", a);
tryIt("define at length", () => Object.defineProperty(a, 3, { value: 4 }));
tryIt("define past length", () => Object.defineProperty(a, 5, { value: 4, configurable: true }));
tryIt("define inside", () => Object.defineProperty(a, 0, { value: 10 }).length);
show("after defines", a);

a = frozenLength([1, 2, 3]);
tryIt("push", () => a.push(4));
show("after push", a);
a = frozenLength([1, 2, 3]);
tryIt("pop", () => a.pop());
show("after pop", a);
a = frozenLength([1, 2, 3]);
tryIt("shift", () => a.shift());
show("after shift", a);
a = frozenLength([1, 2, 3]);
tryIt("unshift", () => a.unshift(0));
show("after unshift", a);
a = frozenLength([1, 2, 3]);
tryIt("splice remove", () => a.splice(1, 1));
show("after splice remove", a);
a = frozenLength([1, 2, 3]);
tryIt("splice insert", () => a.splice(1, 0, 9));
show("after splice insert", a);
a = frozenLength([1, 2, 3]);
tryIt("fill", () => a.fill(0));
show("after fill", a);
a = frozenLength([3, 1, 2]);
tryIt("sort", () => a.sort());
show("after sort", a);
a = frozenLength([1, 2, 3]);
tryIt("reverse", () => a.reverse());
show("after reverse", a);
a = frozenLength([1, 2, 3]);
tryIt("copyWithin", () => a.copyWithin(0, 1));
show("after copyWithin", a);
a = frozenLength([]);
tryIt("push none", () => a.push());
tryIt("length = 0", () => { a.length = 0; return a.length; });
tryIt("length = 1", () => { a.length = 1; return a.length; });
