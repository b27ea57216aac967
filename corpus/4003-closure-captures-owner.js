// A closure stored in the object whose binding it captures: a cycle through a box.
function make(i) {
  const obj = { value: i };
  obj.get = () => obj.value;
  return obj;
}
let s = 0;
for (let i = 0; i < 10000; i++) s += make(i).get();
console.log(s);
