// refresh() restarts a timer; a refreshed timer still fires once.
let count = 0;
const t = setTimeout(() => { count++; console.log("fired", count); }, 5);
setTimeout(() => t.refresh(), 2);
