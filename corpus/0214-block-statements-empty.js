// Checks empty statements, nested blocks and expression statements with no visible effect.
;;;
{}
{ { { console.log("deeply nested block"); } } }
if (true);
for (let i = 0; i < 3; i++);
let x = 1
let y = 2
const z = x
+ y
console.log(z)
const arr = [1, 2]
;[3, 4].forEach((n) => arr.push(n))
console.log(arr)
const s = "a"
;(function () { console.log("iife after asi", s) })()
