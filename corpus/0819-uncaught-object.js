// Checks an uncaught thrown plain object: Node inspects it on stderr.
// @exit: 1
console.log("throwing an object");
throw { code: "E_FAIL", detail: { attempts: 3 } };
