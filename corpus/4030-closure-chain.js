// A chain of closures, each capturing the previous one and a box that points back.
let f = () => 0;
for (let i = 1; i <= 2000; i++) {
  const prev = f;
  let self;
  self = () => prev() + (self ? 1 : 0);
  f = self;
}
console.log(f());
f = null;
console.log('done');
