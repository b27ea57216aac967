// Checks closures used as private state: a module pattern with getters and independent instances.
function createStack() {
  const items = [];
  return {
    push(v) { items.push(v); return this; },
    pop() { return items.pop(); },
    peek() { return items[items.length - 1]; },
    get size() { return items.length; },
  };
}
const s1 = createStack();
const s2 = createStack();
s1.push(1).push(2).push(3);
s2.push("a");
console.log(s1.size, s2.size, s1.pop(), s1.peek(), s2.pop(), s2.size);
console.log(s1.items);
function once(fn) {
  let done = false, result;
  return (...args) => {
    if (!done) { done = true; result = fn(...args); }
    return result;
  };
}
const init = once((x) => { console.log("init ran with", x); return x * 2; });
console.log(init(5), init(6), init(7));
