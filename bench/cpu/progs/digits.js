// Digit arithmetic: numbers as arrays of base-10 digits (least significant
// first) with schoolbook multiplication, division by a small number and %
// everywhere: the digits of 300!, of 2^4000, and of a Fibonacci number.
function mulSmall(d, m) {
  let carry = 0;
  for (let i = 0; i < d.length; i++) {
    const v = d[i] * m + carry;
    d[i] = v % 10;
    carry = Math.floor(v / 10);
  }
  while (carry > 0) { d.push(carry % 10); carry = Math.floor(carry / 10); }
}
function add(a, b) {
  const out = [];
  let carry = 0;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const v = (a[i] || 0) + (b[i] || 0) + carry;
    out.push(v % 10);
    carry = (v - (v % 10)) / 10;
  }
  if (carry) out.push(carry);
  return out;
}
function divSmall(d, m) {
  let rem = 0;
  for (let i = d.length - 1; i >= 0; i--) {
    const v = rem * 10 + d[i];
    d[i] = Math.floor(v / m);
    rem = v % m;
  }
  while (d.length > 1 && d[d.length - 1] === 0) d.pop();
  return rem;
}
function digitSum(d) { let s = 0; for (let i = 0; i < d.length; i++) s += d[i]; return s; }
let check = 0;
for (let round = 0; round < 6; round++) {
  const f = [1];
  for (let k = 2; k <= 300 + round; k++) mulSmall(f, k);
  const p = [1];
  for (let k = 0; k < 4000; k++) mulSmall(p, 2);
  let a = [0], b = [1];
  for (let k = 0; k < 1500; k++) { const c = add(a, b); a = b; b = c; }
  let rems = 0;
  for (let m = 3; m < 40; m += 2) rems += divSmall(p.slice(), m);
  check += f.length + digitSum(f) + p.length + digitSum(p) + b.length + digitSum(b) + rems;
}
console.log("digits", check);
