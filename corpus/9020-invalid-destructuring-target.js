// Rejects an array destructuring pattern containing a non-assignable expression.
// @error: 4:2: Invalid destructuring assignment target
let a = 0;
[a + 1] = [5];
