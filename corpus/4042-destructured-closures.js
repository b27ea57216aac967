// Closures returned through destructuring that share a captured object.
function make(i) {
  const state = { i, fns: null };
  const get = () => state.i;
  const set = (v) => { state.i = v; };
  state.fns = { get, set };
  return state.fns;
}
let s = 0;
for (let i = 0; i < 5000; i++) { const { get, set } = make(i); set(get() + 1); s += get(); }
console.log(s);
