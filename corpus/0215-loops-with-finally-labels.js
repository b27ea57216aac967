// Checks labelled break/continue passing through finally blocks in nested loops.
const log = [];
outer: for (let i = 0; i < 3; i++) {
  for (let j = 0; j < 3; j++) {
    try {
      if (j === 1) continue outer;
      if (i === 2) break outer;
      log.push(`body ${i}${j}`);
    } finally {
      log.push(`finally ${i}${j}`);
    }
  }
}
console.log(log.join(" | "));
function withReturn() {
  const steps = [];
  loop: while (true) {
    try {
      try {
        steps.push("inner try");
        break loop;
      } finally {
        steps.push("inner finally");
      }
    } finally {
      steps.push("outer finally");
    }
  }
  steps.push("after loop");
  return steps;
}
console.log(withReturn());
