// A scheduler simulation with linked task objects: tasks on a priority-ordered
// linked list, packets queued on linked lists, tasks blocking, waking and
// handing packets to each other (in the spirit of Richards).
class Packet {
  constructor(link, dest, kind) { this.link = link; this.dest = dest; this.kind = kind; this.data = 0; }
  append(queue) {
    this.link = null;
    if (!queue) return this;
    let p = queue;
    while (p.link) p = p.link;
    p.link = this;
    return queue;
  }
}
class Task {
  constructor(sched, id, pri, queue) {
    this.sched = sched; this.id = id; this.pri = pri; this.queue = queue;
    this.next = null; this.held = false; this.waiting = queue === null; this.count = 0;
  }
  runnable() { return !this.held && (this.queue !== null || !this.waiting); }
  take() {
    const p = this.queue;
    this.queue = p.link;
    if (!this.queue) this.waiting = true;
    return p;
  }
  run(p) { return this.sched.suspend(); }
}
class Worker extends Task {
  run(p) {
    if (!p) { this.waiting = true; return this.sched.suspend(); }
    this.count++;
    p.dest = p.dest === 2 ? 3 : 2;
    p.data = (p.data + this.count) % 26;
    return this.sched.send(p);
  }
}
class Handler extends Task {
  run(p) {
    if (!p) { this.waiting = true; return this.sched.suspend(); }
    this.count++;
    if (this.count % 3 === 0) this.sched.hold(this);
    p.dest = 1;
    return this.sched.send(p);
  }
}
class Idle extends Task {
  run(p) {
    this.count++;
    if (this.count % 2 === 0) this.sched.release(2);
    else this.sched.release(3);
    return this.sched.suspend();
  }
}
class Scheduler {
  constructor() { this.list = null; this.byId = []; this.current = null; this.switches = 0; }
  add(task) {
    this.byId[task.id] = task;
    if (!this.list || task.pri > this.list.pri) { task.next = this.list; this.list = task; return; }
    let t = this.list;
    while (t.next && t.next.pri >= task.pri) t = t.next;
    task.next = t.next; t.next = task;
  }
  suspend() { return this.current; }
  hold(t) { t.held = true; }
  release(id) { this.byId[id].held = false; return this.current; }
  send(p) {
    const t = this.byId[p.dest];
    t.queue = p.append(t.queue);
    t.waiting = false;
    return this.current;
  }
  schedule(limit) {
    let steps = 0;
    this.current = this.list;
    while (this.current && steps < limit) {
      const t = this.current;
      if (t.runnable()) {
        steps++;
        this.switches++;
        const p = t.queue ? t.take() : null;
        t.run(p);
        this.current = this.list;
      } else {
        this.current = t.next;
      }
    }
    return steps;
  }
}
let check = 0;
for (let round = 0; round < 60; round++) {
  const s = new Scheduler();
  s.add(new Idle(s, 0, 0, null));
  let q1 = null;
  for (let i = 0; i < 6; i++) q1 = new Packet(null, 2, i).append(q1);
  s.add(new Handler(s, 1, 1000, null));
  s.add(new Worker(s, 2, 2000, q1));
  let q2 = null;
  for (let i = 0; i < 4; i++) q2 = new Packet(null, 3, i).append(q2);
  s.add(new Worker(s, 3, 3000, q2));
  const steps = s.schedule(100000);
  let counts = 0;
  for (const t of s.byId) counts += t.count * (t.id + 1);
  check += steps + counts + s.switches;
}
console.log("scheduler", check);
