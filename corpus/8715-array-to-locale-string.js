// Array.prototype.toLocaleString calls each element's toLocaleString with
// the locales and options, skips null and undefined, and joins with ",".
const d = new Date(Date.UTC(2024, 0, 2, 3, 4, 5));
console.log([1234.5, 9876543n, "text", null, undefined, true].toLocaleString());
console.log([1234.5, 0.25].toLocaleString("de-DE"), [1, 2].toLocaleString("en", { style: "percent" }));
console.log([d].toLocaleString("en-US", { timeZone: "UTC" }), [[1000, 2000], [3000]].toLocaleString());
console.log([{ toLocaleString: (l, o) => `custom(${l},${JSON.stringify(o)})` }].toLocaleString("fr", { a: 1 }));
const cyclic = [1, 2];
cyclic.push(cyclic);
console.log(cyclic.toLocaleString(), [].toLocaleString() === "");
try {
  [{ toLocaleString: 5 }].toLocaleString();
} catch (e) {
  console.log(e.name, e.message);
}
