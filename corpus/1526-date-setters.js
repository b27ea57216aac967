// Date setters: UTC and local, optional arguments, overflow, return values.
const d = new Date(Date.UTC(2000, 0, 1));
console.log(d.setUTCFullYear(2010), d.toISOString());
console.log(d.setUTCMonth(13), d.toISOString());
console.log(d.setUTCDate(0), d.toISOString());
console.log(d.setUTCHours(25, 61, 61, 1001), d.toISOString());
d.setMinutes(30, 15);
d.setSeconds(5, 999);
d.setMilliseconds(1);
console.log(d.toISOString());
d.setFullYear(2024, 1, 29);
d.setHours(0, 0, 0, 0);
console.log(d.toISOString(), d.setTime(0), d.toISOString());
console.log(d.setMonth(NaN), d.getTime(), d.setFullYear(2001), d.toISOString());
const bad = new Date(NaN);
console.log(bad.setDate(1), bad.setUTCHours(1));
