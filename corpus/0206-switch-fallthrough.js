// Checks switch fallthrough, default in the middle, strict comparison and no matching case.
function run(x) {
  const log = [];
  switch (x) {
    case 1:
      log.push("one");
    case 2:
      log.push("two");
      break;
    default:
      log.push("default");
    case 3:
      log.push("three");
      break;
    case "1":
      log.push("string one");
  }
  return log.join(",");
}
for (const v of [1, 2, 3, "1", 4, "3"]) console.log(JSON.stringify(v), run(v));
function noDefault(x) {
  switch (x) {
    case NaN: return "nan";
    case 0: return "zero";
  }
  return "none";
}
console.log(noDefault(NaN), noDefault(-0), noDefault(5));
