// new Date(y, m, d, ...) uses local time (TZ=UTC here); two-digit years and overflow.
const d = new Date(2020, 1, 29, 12, 30);
console.log(d.toISOString(), d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes());
console.log(new Date(99, 0).getFullYear(), new Date(100, 0).getFullYear(), new Date(0, 0).getFullYear());
console.log(new Date(2020, 12, 1).toISOString(), new Date(2020, 0, 32).toISOString());
console.log(new Date(2020, -1, 1).toISOString(), new Date(2020, 0, 1, -1).toISOString());
console.log(d.getTimezoneOffset(), d.getDay(), d.getYear());
console.log(new Date(2020, 0).getTime() === Date.UTC(2020, 0));
