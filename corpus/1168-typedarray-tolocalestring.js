// %TypedArray%.prototype.toLocaleString calls each element's
// toLocaleString (Intl's grouping for Numbers and BigInts) and joins with
// commas; locales and options reach the elements.
console.log(new Float64Array([1234.5, 2, -0.25]).toLocaleString());
console.log(new Int32Array([1000000, -7]).toLocaleString("de-DE"));
console.log(new BigInt64Array([12345678901n, -3n]).toLocaleString());
console.log(new Uint8Array([]).toLocaleString() === "");
console.log(new Float32Array([0.5]).toLocaleString("en-US", { style: "percent" }));
