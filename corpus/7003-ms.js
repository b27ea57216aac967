// ms (CommonJS, one file, "main": "./index" found by CommonJS's extension
// probing): converts durations between strings and milliseconds.
import ms from "ms";

for (const s of ["2 days", "1d", "10h", "2.5 hrs", "1m", "5s", "100", "-3 days", "1y", "1.5w", "nonsense", "ms"]) {
  console.log(JSON.stringify(s), "->", ms(s));
}
for (const n of [0, 999, 1000, 60000, 3600000, 86400000, 2 * 86400000, -90000, 123456789]) {
  console.log(n, "->", ms(n), "/", ms(n, { long: true }));
}
try {
  ms("");
} catch (e) {
  console.log(e.name + ":", e.message);
}
try {
  ms(NaN);
} catch (e) {
  console.log(e.name + ":", e.message);
}
