// Arrays that contain themselves.
let len = 0;
for (let i = 0; i < 10000; i++) {
  const a = [i, i + 1];
  a.push(a);
  len += a[2].length;
}
console.log(len);
