// Checks the execution order of try, catch and finally blocks, including nested ones.
const log = [];
try {
  log.push("try");
  throw new Error("x");
} catch (e) {
  log.push("catch " + e.message);
} finally {
  log.push("finally");
}
console.log(log.join(" > "));
log.length = 0;
try {
  try {
    log.push("inner try");
    throw new Error("inner");
  } finally {
    log.push("inner finally");
  }
} catch (e) {
  log.push("outer catch " + e.message);
} finally {
  log.push("outer finally");
}
console.log(log.join(" > "));
log.length = 0;
for (let i = 0; i < 3; i++) {
  try {
    if (i === 1) continue;
    if (i === 2) break;
    log.push("body " + i);
  } finally {
    log.push("finally " + i);
  }
}
console.log(log.join(" > "));
