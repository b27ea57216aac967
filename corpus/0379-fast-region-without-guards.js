// A run of numeric statements whose only reads are of an unboxed loop
// index and of locals the run itself assigned needs no guard: the fast
// branch must still compile (its condition was once empty C) and keep
// the values the ordinary code would give.
function dots(key) {
  let out = '';
  for (var i = 0; i < key.length; i += 1) {
    if (key.charCodeAt(i) === 46) {
      var start = i + 1;
      var j = start;
      while (j < key.length && key.charCodeAt(j) !== 46) j += 1;
      out += '[' + key.slice(start, j) + ']';
      i = j - 1;
    }
  }
  return out;
}
console.log(dots('a.b.cd.e'), dots('..'), dots(''));

function spans(n) {
  const r = [];
  for (let k = 0; k < n; k++) {
    var lo = k * 2;
    var hi = lo + 1;
    var mid = (lo + hi) / 2;
    r.push(lo, hi, mid);
    lo = 'x';
    r.push(typeof lo);
  }
  return r.join(' ');
}
console.log(spans(3));

function negZero(m) {
  let s = '';
  for (let k = 0; k > -m; k--) {
    var a = k * 0;
    var b = a;
    s += Object.is(b, -0) ? '-0 ' : '0 ';
  }
  return s;
}
console.log(negZero(3));
