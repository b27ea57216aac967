// Invalid dates: NaN time value, "Invalid Date", RangeError from toISOString, null from toJSON.
const d = new Date("not a date");
console.log(d.getTime(), String(d), d.toString(), d.toUTCString(), d.toDateString());
console.log(d.getFullYear(), d.getUTCHours(), isNaN(d));
try { d.toISOString(); } catch (e) { console.log(e.name + ": " + e.message); }
console.log(d.toJSON(), JSON.stringify([d]));
console.log(new Date(NaN).getTime(), new Date(8.64e15 + 1).getTime(), new Date(8.64e15).getTime());
console.log(new Date(Infinity).getTime(), new Date(-8.64e15).toISOString());
console.log(d);
