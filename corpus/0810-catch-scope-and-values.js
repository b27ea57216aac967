// Checks catch binding scope, destructuring in catch clauses and error values used after the catch.
let saved;
try {
  throw { code: 7, info: { detail: "deep" } };
} catch ({ code, info: { detail } }) {
  console.log(code, detail);
}
try {
  throw [1, 2];
} catch ([first, second]) {
  console.log(first + second);
}
try {
  throw new Error("kept");
} catch (err) {
  saved = err;
  const err2 = "inner const";
  console.log(err2);
}
console.log(saved.message, typeof err);
const e = "outer";
try {
  throw "inner";
} catch (e) {
  console.log(e);
}
console.log(e);
