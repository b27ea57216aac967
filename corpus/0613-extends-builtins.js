// Checks extending Error and Array: name, message, instanceof and array behaviour of subclasses.
class ValidationError extends Error {
  constructor(field, message) {
    super(message);
    this.name = "ValidationError";
    this.field = field;
  }
}
const e = new ValidationError("email", "bad email");
console.log(e.name, e.message, e.field, e instanceof ValidationError, e instanceof Error);
console.log(String(e), Object.keys(e));
class Stack extends Array {
  peek() { return this[this.length - 1]; }
}
const s = new Stack();
s.push(1, 2, 3);
console.log(s.length, s.peek(), s instanceof Array, Array.isArray(s), s);
const mapped = s.map((x) => x * 2);
console.log(mapped instanceof Stack, mapped.peek());
class NotFound extends Error {}
const nf = new NotFound("missing");
console.log(nf.name, nf.message, String(nf), nf.constructor.name);
