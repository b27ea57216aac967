// Records that survived many collector passes (old cells) are linked into a
// ring and cut loose, and young cycles hang off old records and are cut
// loose again, while churn keeps passes running; live data stays intact.
const keep = [];
for (let i = 0; i < 2000; i++) keep.push({ id: i, next: null, prev: null, child: null });

// Garbage cycles, so that many candidate passes run and keep's records age.
function churn(n) {
  let s = 0;
  for (let i = 0; i < n; i++) {
    const a = { v: i };
    const b = { a };
    a.b = b;
    s += b.a.v;
  }
  return s;
}
console.log('churn', churn(50000));

// A ring made only of old records, then dropped.
for (let i = 0; i < 1000; i++) {
  keep[i].next = keep[(i + 1) % 1000];
  keep[(i + 1) % 1000].prev = keep[i];
}
let ring = keep.splice(0, 1000);
let walked = 1;
for (let r = ring[0].next; r !== ring[0]; r = r.next) walked++;
console.log('ring', walked, ring[999].next.id, ring[0].prev.id);
ring = null;
console.log('churn', churn(50000));

let sum = 0;
for (const r of keep) sum += r.id + (r.next === null ? 0 : 1);
console.log('kept', keep.length, sum);

// Young cycles hanging off old records, cut loose and rebuilt.
let seen = 0;
for (let round = 0; round < 20; round++) {
  for (const r of keep) {
    const c = { owner: r, round };
    c.self = c;
    r.child = c;
  }
  churn(5000);
  for (const r of keep) if (r.child.owner === r && r.child.self === r.child) seen++;
  for (const r of keep) r.child = null;
}
console.log('children', seen, keep.every((r) => r.child === null));
