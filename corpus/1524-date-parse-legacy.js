// Date.parse of the legacy formats V8 accepts (UTC environment).
const inputs = [
  "Jan 1 2020", "January 1, 2020", "1 January 2020", "2020/01/02", "1/2/2020",
  "Thu, 01 Jan 1970 00:00:00 GMT", "Thu, 01 Jan 1970 00:00:00 GMT+0100",
  "Wed Jan 01 2020 10:20:30 GMT+0000 (Coordinated Universal Time)",
  "March 7, 2021 10:30 PM", "Mar 7 2021 12:00 AM", "2020-01-02 10:00", "garbage",
];
for (const s of inputs) console.log(JSON.stringify(s), Date.parse(s));
const d = new Date(Date.UTC(2022, 10, 5, 6, 7, 8));
console.log(Date.parse(d.toString()) === d.getTime(), Date.parse(d.toUTCString()) === d.getTime());
