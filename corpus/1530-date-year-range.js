// Dates at the ends of the range and years outside 0..9999.
const times = [-8.64e15, 8.64e15, -62198755200000, -62167219200000, 253402300800000, -1e14];
for (const t of times) {
  const d = new Date(t);
  console.log(d.toISOString(), d.getUTCFullYear(), d.toUTCString());
}
console.log(new Date(Date.UTC(-5, 0, 1)).toISOString(), new Date(Date.UTC(12345, 0, 1)).toISOString());
console.log(new Date(Date.UTC(1, 0, 1)).getUTCFullYear());
