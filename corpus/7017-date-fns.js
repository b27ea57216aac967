// date-fns (ESM-first dual package, one module per function reached
// through subpath "exports" with import/require conditions; each function
// imports many small shared modules; the package's index, which imports
// every function, is not used): formats, parses and does arithmetic on UTC
// dates (the runner sets TZ=UTC).
import { format } from "date-fns/format";
import { addDays } from "date-fns/addDays";
import { addMonths } from "date-fns/addMonths";
import { differenceInCalendarDays } from "date-fns/differenceInCalendarDays";
import { formatDistanceStrict } from "date-fns/formatDistanceStrict";
import { parseISO } from "date-fns/parseISO";
import { parse } from "date-fns/parse";
import { eachDayOfInterval } from "date-fns/eachDayOfInterval";
import { startOfWeek } from "date-fns/startOfWeek";
import { endOfMonth } from "date-fns/endOfMonth";
import { isWeekend } from "date-fns/isWeekend";
import { getISOWeek } from "date-fns/getISOWeek";
import { isValid } from "date-fns/isValid";

const d = new Date(Date.UTC(2024, 1, 27, 13, 45, 30));
console.log(format(d, "yyyy-MM-dd HH:mm:ss"), "|", format(d, "EEEE, MMMM do yyyy, h:mm a"), "|", format(d, "QQQ wo 'week' R"));
console.log(format(addDays(d, 3), "yyyy-MM-dd (EEE)"), format(addMonths(d, 12), "yyyy-MM-dd"), format(endOfMonth(d), "do MMM"));
console.log("week starts", format(startOfWeek(d, { weekStartsOn: 1 }), "yyyy-MM-dd"), "iso week", getISOWeek(d), "weekend?", isWeekend(d));
const p = parseISO("2023-12-31T23:59:59Z");
console.log(p.toISOString(), differenceInCalendarDays(d, p), formatDistanceStrict(p, d), formatDistanceStrict(d, addDays(d, 1), { unit: "hour" }));
const parsed = parse("05/03/2024 17:20", "dd/MM/yyyy HH:mm", new Date(0));
console.log(parsed.toISOString(), isValid(parse("31/02/2024", "dd/MM/yyyy", new Date(0))));
console.log(eachDayOfInterval({ start: d, end: addDays(d, 4) }).map((x) => format(x, "d EEEEEE")).join(", "));
try {
  format(new Date(NaN), "yyyy");
} catch (e) {
  console.log(e.name + ":", e.message);
}
