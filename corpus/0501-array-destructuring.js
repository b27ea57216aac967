// Checks array destructuring: skipping, rest, defaults, swapping, nested patterns and strings.
const [a, b] = [1, 2, 3];
const [, second, , fourth] = [1, 2, 3, 4];
const [x, ...rest] = "hello";
const [p = 10, q = 20] = [undefined, null];
const [[n1, n2], [n3]] = [[1, 2], [3]];
console.log(a, b, second, fourth, x, rest, p, q, n1, n2, n3);
let m = 1, n = 2;
[m, n] = [n, m];
console.log(m, n);
const [e1, e2] = [];
console.log(e1, e2);
const [h1, h2 = "dflt"] = [, ,];
console.log(h1, h2);
const [s1, s2] = "\u{1F600}x";
console.log(s1, s1.length, s2);
