// Only the binding a closure captures is boxed.
async function f(n) { let kept = n, plain = n + 1; const get = () => kept; await null; kept++; return get() + plain; }
const rs = await Promise.all([1, 2, 3].map(f));
console.log(rs);
