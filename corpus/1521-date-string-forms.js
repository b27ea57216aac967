// Date string forms in UTC: toString, toDateString, toTimeString, toUTCString, toISOString, toJSON.
const d = new Date(Date.UTC(2021, 6, 4, 15, 30, 45, 123));
console.log(d.toString());
console.log(d.toDateString());
console.log(d.toTimeString());
console.log(d.toUTCString());
console.log(d.toISOString());
console.log(d.toJSON(), JSON.stringify({ when: d }));
console.log(String(d), `${d}`, d + "");
console.log(d.toLocaleString(), d.toLocaleDateString(), d.toLocaleTimeString());
