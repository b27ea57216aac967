// Checks parameters, var redeclaration of parameters, and shadowing inside functions.
function f(a) {
  var a;
  console.log("var a keeps param:", a);
  var a = 2;
  return a;
}
console.log(f(1));
function g(x) {
  {
    let x = "block";
    console.log(x);
  }
  return x;
}
console.log(g("param"));
const x = "module";
function h() {
  const x = "function";
  return [x, (() => x)()];
}
console.log(h(), x);
