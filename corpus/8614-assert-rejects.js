// Checks assert.rejects and doesNotReject: the promises they return, their messages and argument errors, and named imports from node:assert and node:assert/strict.
import assert from "node:assert";
import { strictEqual, deepStrictEqual as dse } from "node:assert";
import strict from "node:assert/strict";

console.log(strict === assert.strict, strictEqual === assert.strictEqual, dse === strict.deepStrictEqual);
const log = (label) => [
  (v) => console.log(label, "resolved", v),
  (e) => console.log(label, "rejected", e.name, e.code, e.generatedMessage, e.operator, JSON.stringify(e.message)),
];
await assert.rejects(Promise.reject(new TypeError("t")), TypeError).then(...log("rejects ok"));
await assert.rejects(Promise.resolve(1)).then(...log("rejects none"));
await assert.rejects(async () => { throw new Error("x"); }, /y/).then(...log("rejects regexp"));
await assert.rejects(async () => { throw new Error("x"); }, { message: "x" }).then(...log("rejects object"));
await assert.rejects(() => 5).then(...log("rejects bad fn"));
await assert.rejects(5).then(...log("rejects bad arg"));
await assert.rejects(Promise.resolve(), "msg").then(...log("rejects none msg"));
await assert.doesNotReject(Promise.resolve(2)).then(...log("doesNotReject ok"));
await assert.doesNotReject(() => Promise.resolve(3)).then(...log("doesNotReject fn ok"));
await assert.doesNotReject(Promise.reject(new Error("boom"))).then(...log("doesNotReject"));
await assert.doesNotReject(async () => { throw new RangeError("r"); }, TypeError).then(...log("doesNotReject nomatch"));
try { strict.equal(1, "1"); } catch (e) { console.log(e.message); }
try { strict.deepEqual({ a: 1 }, { a: "1" }); } catch (e) { console.log(e.message); }
try { strict(0); } catch (e) { console.log(e.message); }
console.log(Object.keys(assert).filter((k) => k !== "CallTracker").join(","));
console.log(Object.keys(strict).filter((k) => k !== "CallTracker").join(","));
