// Intl.DateTimeFormat and Date's toLocale* forms, in UTC so the output is
// machine-independent: date and time styles, component options, locales,
// hour cycles, time zones and resolvedOptions.
const d = new Date(Date.UTC(2024, 2, 5, 14, 7, 9, 45));
const midnight = new Date(Date.UTC(2023, 11, 31, 0, 30, 0));
const utc = { timeZone: "UTC" };
console.log(d.toLocaleString("en-US", utc), "|", d.toLocaleDateString("en-US", utc), "|", d.toLocaleTimeString("en-US", utc));
for (const loc of ["en-US", "en-GB", "de-DE", "fr-FR", "ja-JP", "es-ES", "pt-BR"]) {
  console.log(loc.padEnd(6), d.toLocaleString(loc, utc), "|", midnight.toLocaleDateString(loc, utc));
}
for (const style of ["full", "long", "medium", "short"]) {
  console.log(style.padEnd(7), new Intl.DateTimeFormat("en-US", { dateStyle: style, timeStyle: style, timeZone: "UTC" }).format(d));
}
const components = [
  { weekday: "long", year: "numeric", month: "long", day: "numeric" },
  { month: "short", day: "numeric" },
  { year: "2-digit", month: "2-digit", day: "2-digit" },
  { hour: "2-digit", minute: "2-digit" },
  { hour: "numeric", minute: "2-digit", second: "2-digit", hour12: false },
  { hour: "numeric", hourCycle: "h23" },
  { hour: "numeric", hourCycle: "h11" },
  { minute: "2-digit", second: "2-digit", fractionalSecondDigits: 3 },
  { era: "short", year: "numeric" },
  { month: "narrow" },
  { weekday: "short", hour: "numeric", timeZoneName: "short" },
];
for (const opts of components) {
  const f = new Intl.DateTimeFormat("en-US", { ...opts, timeZone: "UTC" });
  console.log(JSON.stringify(opts), "=>", f.format(d), "|", f.format(midnight));
}
for (const timeZone of ["America/New_York", "Asia/Tokyo", "Europe/Berlin", "australia/sydney", "Asia/Kolkata"]) {
  const f = new Intl.DateTimeFormat("en-US", { timeZone, dateStyle: "medium", timeStyle: "short" });
  console.log(timeZone, f.resolvedOptions().timeZone, f.format(d));
}
console.log(new Intl.DateTimeFormat("en-US", utc).resolvedOptions());
console.log(new Intl.DateTimeFormat("de-DE", { timeZone: "UTC", dateStyle: "long", timeStyle: "short" }).resolvedOptions());
console.log(new Intl.DateTimeFormat("en-US", { timeZone: "Etc/UTC", weekday: "long", hour: "2-digit", hour12: true }).resolvedOptions());
console.log(new Date(Date.UTC(1200, 0, 1)).toLocaleDateString("en-US", utc), new Date(-1e14).toLocaleString("en-US", utc));
console.log(new Intl.DateTimeFormat("en", utc).format(0), new Intl.DateTimeFormat("en", utc).format(new Date(86400000)));
