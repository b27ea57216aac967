// Checks an uncaught Error subclass that keeps the inherited name: Node shows "Class [Error]: msg".
// @exit: 1
class QuotaExceeded extends Error {}
console.log("checking quota");
throw new QuotaExceeded("quota of 10 exceeded");
