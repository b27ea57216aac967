// %s prints objects at depth 0 and uses a user-defined toString.
class Money { toString() { return "$5"; } }
console.log("%s|%s|%s", { a: { b: 1 } }, [1, [2, [3]]], new Money());
console.log("%s|%s|%s", -0, Symbol("q"), 12345678901234567890);
console.log("%s", new Error("boom").message);
