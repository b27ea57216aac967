// Date from a fixed timestamp and from UTC fields; getters in UTC.
const d = new Date(Date.UTC(2020, 0, 2, 3, 4, 5, 6));
console.log(d.getTime(), d.valueOf(), +d);
console.log(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCDay());
console.log(d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
console.log(new Date(0).toISOString(), new Date(1e12).toISOString(), new Date(-1).toISOString());
console.log(Date.UTC(2020), Date.UTC(2020, 1), Date.UTC(99, 11, 31), Date.UTC(2020, 12, 1), Date.UTC(2020, 0, 0));
console.log(Date.UTC(), Date.UTC(NaN), new Date(new Date(5)).getTime());
