// Checks a realistic program: a binary min-heap priority queue driving a discrete-event scheduling simulation.
class MinHeap {
  constructor(less) {
    this.items = [];
    this.less = less;
  }
  get size() { return this.items.length; }
  push(item) {
    const a = this.items;
    a.push(item);
    let i = a.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(a[i], a[parent])) break;
      [a[i], a[parent]] = [a[parent], a[i]];
      i = parent;
    }
  }
  pop() {
    const a = this.items;
    if (a.length === 0) return undefined;
    const top = a[0];
    const last = a.pop();
    if (a.length > 0) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1, r = l + 1;
        let m = i;
        if (l < a.length && this.less(a[l], a[m])) m = l;
        if (r < a.length && this.less(a[r], a[m])) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m], a[i]];
        i = m;
      }
    }
    return top;
  }
}

const numbers = new MinHeap((a, b) => a < b);
for (const n of [5, 3, 8, 1, 9, 2, 7, 1, 0, 6]) numbers.push(n);
const sorted = [];
while (numbers.size) sorted.push(numbers.pop());
console.log("heap sort:", sorted.join(" "));

let seq = 0;
const byTimeThenSeq = (a, b) => a.time < b.time || (a.time === b.time && a.seq < b.seq);
const events = new MinHeap(byTimeThenSeq);
const schedule = (time, type, job) => events.push({ time, type, job, seq: seq++ });

const jobs = [
  { id: "A", arrive: 0, work: 5, prio: 2 },
  { id: "B", arrive: 1, work: 3, prio: 1 },
  { id: "C", arrive: 2, work: 1, prio: 3 },
  { id: "D", arrive: 3, work: 2, prio: 1 },
  { id: "E", arrive: 10, work: 4, prio: 2 },
];
for (const j of jobs) schedule(j.arrive, "arrive", j);

const ready = new MinHeap((a, b) => a.prio < b.prio || (a.prio === b.prio && a.arrive < b.arrive));
let busy = null;
const finished = [];
const trace = [];
while (events.size) {
  const ev = events.pop();
  if (ev.type === "arrive") {
    ready.push(ev.job);
    trace.push(`t=${ev.time} arrive ${ev.job.id}`);
  } else {
    trace.push(`t=${ev.time} finish ${ev.job.id}`);
    finished.push({ id: ev.job.id, turnaround: ev.time - ev.job.arrive });
    busy = null;
  }
  if (!busy && ready.size && (events.size === 0 || events.items[0].time > ev.time)) {
    busy = ready.pop();
    trace.push(`t=${ev.time} start ${busy.id} (prio ${busy.prio})`);
    schedule(ev.time + busy.work, "finish", busy);
  }
}
for (const line of trace) console.log(line);
console.log(finished);
const avg = finished.reduce((s, f) => s + f.turnaround, 0) / finished.length;
console.log("average turnaround", avg.toFixed(2));
