// Counters whose methods capture each other through shared boxes.
function counter() {
  let count = 0;
  const api = {
    inc() { count++; return api; },
    get() { return count; },
  };
  return api;
}
let t = 0;
for (let i = 0; i < 5000; i++) t += counter().inc().inc().inc().get();
console.log(t);
