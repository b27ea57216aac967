// dayjs (a minified UMD "main", plugins as separate CommonJS files reached
// by subpath, no "exports"): formats, manipulates and compares dates, with
// the utc, relativeTime, duration and customParseFormat plugins.
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";
import relativeTime from "dayjs/plugin/relativeTime.js";
import duration from "dayjs/plugin/duration.js";
import customParseFormat from "dayjs/plugin/customParseFormat.js";
import advancedFormat from "dayjs/plugin/advancedFormat.js";

dayjs.extend(utc);
dayjs.extend(relativeTime);
dayjs.extend(duration);
dayjs.extend(customParseFormat);
dayjs.extend(advancedFormat);

const d = dayjs.utc("2024-02-28T22:15:00Z");
console.log(d.format(), d.format("dddd D MMMM YYYY HH:mm:ss [week] Q Do"), d.valueOf());
console.log(d.add(1, "day").format("YYYY-MM-DD"), d.add(1, "month").format("YYYY-MM-DD"), d.subtract(2, "year").format("YYYY-MM-DD"));
console.log(d.startOf("month").toISOString(), d.endOf("week").toISOString(), d.daysInMonth(), d.day(), d.isLeapYear?.());
const other = dayjs.utc("2023-11-05T08:00:00Z");
console.log(d.diff(other, "day"), d.diff(other, "month", true).toFixed(3), d.isAfter(other), d.isSame(other, "year"));
console.log(other.from(d), d.from(other), other.to(d, true), dayjs.utc("2024-01-01").from(dayjs.utc("2024-01-01T00:00:30Z")));
const dur = dayjs.duration({ hours: 26, minutes: 5, seconds: 30 });
console.log(dur.asMinutes(), dur.days(), dur.hours(), dur.humanize(), dayjs.duration(100, "minutes").humanize(true), dur.toISOString());
const parsed = dayjs.utc("05-03-2024 17:20", "DD-MM-YYYY HH:mm");
console.log(parsed.toISOString(), dayjs("31/02/2024", "DD/MM/YYYY", true).isValid(), dayjs("not a date").isValid());
console.log(dayjs.isDayjs(d), dayjs.unix(0).utc().format("YYYY"), JSON.stringify({ when: d }));
