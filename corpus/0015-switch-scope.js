// Checks that a switch body is a single block scope for let declarations across cases.
function f(n) {
  switch (n) {
    case 1: {
      let msg = "one";
      return msg;
    }
    case 2:
      let shared = "two";
      return shared;
    case 3:
      try {
        return shared;
      } catch (e) {
        return "TDZ: " + e.message;
      }
    default:
      return "other";
  }
}
console.log(f(1), "|", f(2), "|", f(3), "|", f(4));
