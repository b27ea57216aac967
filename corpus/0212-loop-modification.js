// Checks for-of over an array that grows during iteration and a classic for over a shrinking array.
const arr = [1, 2, 3];
const seen = [];
for (const v of arr) {
  seen.push(v);
  if (v < 3 && arr.length < 6) arr.push(v * 10);
}
console.log(seen, arr);
const items = ["a", "b", "c", "d"];
for (let i = 0; i < items.length; i++) {
  if (items[i] === "b") items.splice(i, 1);
}
console.log(items);
