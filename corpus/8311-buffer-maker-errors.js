// The makers' errors, as Node's: sizes that are negative, too large, NaN
// or not numbers; unknown encodings; first arguments Buffer.from cannot
// take; ArrayBuffer ranges; and byteLength's argument check.
const t = (label, f) => {
  try {
    const r = f();
    console.log(label, r.length);
  } catch (e) {
    console.log(label, `${e.name} ${e.code}: ${e.message}`, "|", e.stack.split("\n")[0]);
  }
};
t("alloc -1", () => Buffer.alloc(-1));
t("alloc 2**32+1", () => Buffer.alloc(2 ** 32 + 1));
t("alloc NaN", () => Buffer.alloc(NaN));
t("alloc Infinity", () => Buffer.alloc(Infinity));
t("alloc '5'", () => Buffer.alloc("5"));
t("alloc undefined", () => Buffer.alloc());
t("alloc 1e300", () => Buffer.alloc(1e300));
t("allocUnsafe -5", () => Buffer.allocUnsafe(-5));
t("allocUnsafeSlow {}", () => Buffer.allocUnsafeSlow({}));
t("alloc bad fill encoding", () => Buffer.alloc(2, "a", "nope"));
t("alloc fill bad hex", () => Buffer.alloc(2, "zz", "hex"));
t("from unknown encoding", () => Buffer.from("a", "xyz"));
t("from encoding case", () => Buffer.from("a", "UTF-16LE"));
t("from number", () => Buffer.from(5));
t("from undefined", () => Buffer.from());
t("from null", () => Buffer.from(null));
t("from boolean", () => Buffer.from(true));
t("from symbol", () => Buffer.from(Symbol("x")));
t("from function", () => Buffer.from(function named() {}));
t("from plain object", () => Buffer.from({}));
t("from bigint", () => Buffer.from(1n));
t("from long string arg", () => Buffer.from(5, "a very long encoding name indeed"));
t("from arraybuffer offset", () => Buffer.from(new ArrayBuffer(4), 5));
t("from arraybuffer length", () => Buffer.from(new ArrayBuffer(4), 1, 4));
t("from arraybuffer offset -1", () => Buffer.from(new ArrayBuffer(4), -1));
t("byteLength number", () => Buffer.byteLength(5));
t("byteLength object", () => Buffer.byteLength({}));
t("of bigint", () => Buffer.of(1n));
const e = (() => {
  try {
    Buffer.alloc(-1);
  } catch (err) {
    return err;
  }
})();
console.log(e instanceof RangeError, Object.keys(e), String(e));
