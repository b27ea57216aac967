// equals, compare (with ranges), Buffer.compare for sorting, copy with
// its clamping, and Buffer.concat with and without a total length.
const a = Buffer.from("abcdef"), b = Buffer.from("abcxyz"), c = Buffer.from("abc");
console.log(a.equals(a), a.equals(Buffer.from("abcdef")), a.equals(b), a.equals(new Uint8Array([97, 98, 99, 100, 101, 102])));
console.log(a.compare(b), b.compare(a), a.compare(c), c.compare(a), c.compare(Buffer.from("abc")));
console.log(a.compare(b, 0, 3, 0, 3), a.compare(b, 3), a.compare(b, 0, 0), a.compare(b, 0, 2, 4, 4), a.compare(b, 6, 6, 6, 6));
console.log(Buffer.compare(a, b), Buffer.compare(b, a), Buffer.compare(a, a), Buffer.compare(new Uint8Array([1]), new Uint8Array([1, 0])));
const list = ["pear", "apple", "fig", "apples", "", "banana"].map((s) => Buffer.from(s));
console.log(list.sort(Buffer.compare).map(String).join(","));
for (const args of [[1], [a, "1"], [a, -1], [a, 0, 7], [a, 0, 1, 1.5], [a, 0, 1, 0, 7]]) {
  try {
    console.log(a.compare(...args));
  } catch (e) {
    console.log(`${e.name} ${e.code}: ${e.message}`);
  }
}
try {
  Buffer.compare("a", b);
} catch (e) {
  console.log(`${e.name} ${e.code}: ${e.message}`);
}
try {
  a.equals([1]);
} catch (e) {
  console.log(`${e.name} ${e.code}: ${e.message}`);
}

const dst = Buffer.alloc(8, "-");
const show = (n) => console.log(n, dst.toString());
show(a.copy(dst));
show(Buffer.from("XY").copy(dst, 6));
show(Buffer.from("0123456789").copy(dst, 2, 4));
show(Buffer.from("0123456789").copy(dst, 0, 8, 20));
show(a.copy(dst, 10));
show(a.copy(dst, 0, 3, 3));
show(a.copy(dst, "1", "2", "4"));
show(a.copy(dst, 1.7, 0.5, 2.9));
show(a.copy(new Uint8Array(2)));
const self = Buffer.from("abcdefgh");
self.copy(self, 2, 0, 6);
console.log("overlapping:", self.toString());
for (const args of [[dst, -1], [dst, 0, -1], [dst, 0, 7], [dst, 0, 0, -1], [{}]]) {
  try {
    console.log(a.copy(...args));
  } catch (e) {
    console.log(`${e.name} ${e.code}: ${e.message}`);
  }
}

console.log(Buffer.concat([a, c, new Uint8Array([33])]).toString(), Buffer.concat([]).length, Buffer.concat([a], 3).toString());
console.log(Buffer.concat([c, c], 10).toString("hex"), Buffer.concat([Buffer.alloc(0)]).length);
for (const args of [["a"], [[a, "b"]], [[a], -1], [[a], 1.5], [[a, 1]]]) {
  try {
    console.log(Buffer.concat(...args));
  } catch (e) {
    console.log(`${e.name} ${e.code}: ${e.message}`);
  }
}
