// A doubly linked list of 50,000 nodes, built, walked both ways and dropped.
class Node { constructor(v) { this.v = v; this.prev = null; this.next = null; } }
let head = new Node(0), tail = head;
for (let i = 1; i < 50000; i++) {
  const n = new Node(i);
  n.prev = tail;
  tail.next = n;
  tail = n;
}
let fwd = 0, back = 0;
for (let n = head; n; n = n.next) fwd += n.v;
for (let n = tail; n; n = n.prev) back += n.v;
console.log(fwd, back, fwd === back);
head = tail = null;
console.log('dropped');
