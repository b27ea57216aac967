// Date.parse of ISO strings: date-only is UTC, offsets, fractions, extended years.
const inputs = [
  "2020-01-02", "2020-01", "2020", "2020-01-02T03:04:05Z", "2020-01-02T03:04:05.678Z",
  "2020-01-02T03:04:05+05:30", "2020-01-02T03:04:05-08:00", "2020-01-02T03:04Z",
  "+002020-01-02T00:00:00Z", "-000001-01-01T00:00:00Z", "2020-13-01", "2020-02-30",
  "2020-01-02T24:00:00Z", "2020-01-02T25:00:00Z", "2020-01-02T03:04:05.1Z", "",
];
for (const s of inputs) console.log(JSON.stringify(s), Date.parse(s));
