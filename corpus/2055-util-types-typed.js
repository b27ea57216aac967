// util.types predicates for typed arrays, ArrayBuffer and DataView.
import util from "node:util";
const b = new ArrayBuffer(8);
const vals = [new Uint8Array(b), new Float64Array(1), new BigInt64Array(1), b, new DataView(b), [1], {}];
for (const k of ["isTypedArray", "isUint8Array", "isFloat64Array", "isBigInt64Array", "isArrayBuffer",
  "isAnyArrayBuffer", "isArrayBufferView", "isDataView", "isSharedArrayBuffer", "isInt8Array"])
  console.log(k, vals.map((v) => util.types[k](v)).join(" "));
console.log(util.inspect(new Uint8Array([1, 2]), { maxArrayLength: 1 }), util.inspect(b, { maxArrayLength: 2 }));
