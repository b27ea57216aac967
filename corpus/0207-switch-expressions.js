// Checks switch case expressions evaluated in order only until a match, and switch(true) idiom.
const order = [];
const c = (v) => { order.push(v); return v; };
switch (3) {
  case c(1):
  case c(2):
  case c(3):
    order.push("matched");
  case c(4):
    order.push("fell");
}
console.log(order.join(" "));
function size(n) {
  switch (true) {
    case n < 10: return "small";
    case n < 100: return "medium";
    default: return "big";
  }
}
console.log(size(5), size(50), size(500));
