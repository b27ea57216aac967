// A ring of 300,000 objects: one big cycle, collected after it is dropped.
let first = { i: 0 };
let cur = first;
for (let i = 1; i < 300000; i++) {
  cur.next = { i };
  cur = cur.next;
}
cur.next = first;
let steps = 0, n = first;
do { steps++; n = n.next; } while (n !== first);
console.log(steps);
first = cur = n = null;
console.log('ok');
