// A model test of the collector: random object graphs built from a seeded
// generator (edges added and removed, rings and subtrees attached, roots
// dropped), with garbage cycles made between rounds so that candidate and
// full passes run. A model of the graph is kept in plain numbers (which hold
// no references); after every round each node reachable from the roots must
// hold its own id and exactly the children the model says, in every kind of
// container: arrays, Maps, Sets, a closure's captured variable, fixed slots,
// and a class instance with parent links.
const seeds = process.argv.length > 2 ? process.argv.slice(2).map(Number) : [1, 2, 3];
const ROUNDS = 40;

let state = 1;
function rnd(n) {
  state = (state * 1103515245 + 12345) % 2147483648;
  return Math.floor((state / 2147483648) * n);
}

class Linked {
  constructor(id) {
    this.id = id;
    this.list = [];
    this.parent = null;
  }
}

// Node kinds: how a node keeps its children. The model keeps, for each id,
// the ordered list of child ids (fixed slots: four entries, -1 when empty).
const KINDS = 14;
async function activation(box) {
  let list = [];
  box.get = () => list;
  box.set = (l) => { list = l; };
  await new Promise((resolve) => { box.wake = resolve; });
  return list;
}
class Private {
  #list = [];
  constructor(id) { this.id = id; }
  get list() { return this.#list; }
  set list(l) { this.#list = l; }
}
function* holder() {
  let list = [];
  for (;;) {
    const next = yield list;
    if (next) list = next;
  }
}
function argsOf() { return arguments; }
function boundList(...kids) { return kids; }
function make(id) {
  switch (id % KINDS) {
    case 0: return { id, kids: [] };
    case 1: return { id, m: new Map(), next: 0 };
    case 2: {
      let list = [];
      return { id, get: () => list, set: (l) => { list = l; } };
    }
    case 3: return { id, s: new Set() };
    case 4: return { id, p0: null, p1: null, p2: null, p3: null };
    case 5: return new Linked(id);
    case 6: return { id, f: boundList.bind(null) };
    case 7: {
      const g = holder();
      g.next();
      return { id, g };
    }
    case 8: return { id, e: new Error("node", { cause: [] }) };
    case 9: return { id, a: argsOf() };
    case 10: return { id, p: new Proxy({ list: [] }, {}) };
    case 11: {
      const box = { id };
      activation(box);
      return box;
    }
    case 12: return { id, keys: new Map() };
    default: return new Private(id);
  }
}

// Kinds 6 to 10 keep an immutable list, replaced on every change.
function setList(n, list) {
  switch (n.id % KINDS) {
    case 2: n.set(list); break;
    case 6: n.f = boundList.bind(null, ...list); break;
    case 7: n.g.next(list); break;
    case 8: n.e = new Error("node", { cause: list }); break;
    case 9: n.a = argsOf(...list); break;
    case 10: n.p.list = list; break;
    case 11: n.set(list); break;
    default: n.list = list;
  }
}

function kidsOf(n) {
  switch (n.id % KINDS) {
    case 0: return n.kids;
    case 1: return [...n.m.values()];
    case 2: return n.get();
    case 3: return [...n.s];
    case 4: return [n.p0, n.p1, n.p2, n.p3];
    case 5: return n.list;
    case 6: return n.f();
    case 7: return n.g.next().value;
    case 8: return n.e.cause;
    case 9: return [...n.a];
    case 10: return n.p.list;
    case 11: return n.get();
    case 12: return [...n.keys.keys()];
    default: return n.list;
  }
}

// Adds edge n -> k; returns false when the node's container refuses it (a
// Set already holding k, fixed slots all taken).
function addKid(n, k, model) {
  const mine = model[n.id];
  switch (n.id % KINDS) {
    case 0: n.kids.push(k); break;
    case 1: n.m.set(n.next++, k); break;
    case 3:
      if (n.s.has(k)) return false;
      n.s.add(k);
      break;
    case 12:
      if (n.keys.has(k)) return false;
      n.keys.set(k, n.keys.size);
      break;
    case 4: {
      const i = mine.indexOf(-1);
      if (i < 0) return false;
      n["p" + i] = k;
      mine[i] = k.id;
      return true;
    }
    case 5:
      n.list.push(k);
      if (k instanceof Linked) k.parent = n;
      break;
    default: setList(n, kidsOf(n).concat([k]));
  }
  mine.push(k.id);
  return true;
}

// Removes the i-th child edge of n (the i-th entry of kidsOf).
function removeKid(n, i, model) {
  const mine = model[n.id];
  switch (n.id % KINDS) {
    case 0: n.kids.splice(i, 1); break;
    case 1: {
      let j = 0;
      for (const key of n.m.keys()) {
        if (j++ === i) { n.m.delete(key); break; }
      }
      break;
    }
    case 3: n.s.delete([...n.s][i]); break;
    case 12: n.keys.delete([...n.keys.keys()][i]); break;
    case 4: n["p" + i] = null; mine[i] = -1; return;
    case 5: n.list.splice(i, 1); break;
    default: setList(n, kidsOf(n).filter((_, j) => j !== i));
  }
  mine.splice(i, 1);
}

function kidCount(n, model) {
  return n.id % KINDS === 4 ? 4 : model[n.id].length;
}

// Parent links of Linked nodes are edges too, outside the model's lists:
// `parent` is only checked to be a node whose model holds the child, or null.
function check(roots, rootIds, model, errors) {
  const seen = new Set();
  const order = [];
  const stack = [];
  for (let i = 0; i < roots.length; i++) {
    if (roots[i].id !== rootIds[i]) errors.push(`root ${i}: id ${roots[i].id}, model ${rootIds[i]}`);
    stack.push(roots[i]);
  }
  while (stack.length) {
    const n = stack.pop();
    if (typeof n !== "object" || n === null || typeof n.id !== "number") {
      errors.push(`a reachable value is not a node: ${typeof n}`);
      continue;
    }
    if (seen.has(n.id)) continue;
    seen.add(n.id);
    order.push(n);
    const kids = kidsOf(n);
    const mine = model[n.id];
    if (!mine) {
      errors.push(`node ${n.id} is not in the model`);
      continue;
    }
    if (kids.length !== mine.length) {
      errors.push(`node ${n.id}: ${kids.length} children, model ${mine.length}`);
      continue;
    }
    for (let i = 0; i < kids.length; i++) {
      const want = mine[i];
      const k = kids[i];
      if (want === -1) {
        if (k !== null) errors.push(`node ${n.id} slot ${i} not empty`);
        continue;
      }
      if (!k || k.id !== want) {
        errors.push(`node ${n.id} child ${i}: ${k && k.id}, model ${want}`);
        continue;
      }
      stack.push(k);
    }
    if (n instanceof Linked && n.parent !== null) {
      const p = n.parent;
      if (!p || typeof p.id !== "number" || !model[p.id]) errors.push(`node ${n.id}: bad parent`);
      else stack.push(p);
    }
  }
  return order;
}

// The model's own reachability, to compare with what the walk found.
function modelReach(rootIds, model, parents) {
  const seen = new Set();
  const stack = [...rootIds];
  while (stack.length) {
    const id = stack.pop();
    if (seen.has(id)) continue;
    seen.add(id);
    for (const k of model[id]) if (k !== -1) stack.push(k);
    if (parents.has(id)) stack.push(parents.get(id));
  }
  return seen.size;
}

// Garbage cycles and released references, so that passes run between rounds.
function churn(count) {
  let keep = null;
  for (let i = 0; i < count; i++) {
    const a = { i }, b = { a, c: [a] };
    a.b = b;
    if (i % 7 === 0) keep = a;
  }
  return keep !== null;
}

function runSeed(seed) {
  state = seed;
  const model = [];
  const parents = new Map(); // Linked child id -> parent id (its last parent)
  let nextId = 0;
  const roots = [];
  const rootIds = [];
  function fresh() {
    const n = make(nextId);
    model[nextId] = n.id % KINDS === 4 ? [-1, -1, -1, -1] : [];
    nextId++;
    return n;
  }
  function link(a, b) {
    if (!addKid(a, b, model)) return false;
    if (a instanceof Linked && b instanceof Linked) parents.set(b.id, a.id);
    return true;
  }
  for (let i = 0; i < 8; i++) {
    const n = fresh();
    roots.push(n);
    rootIds.push(n.id);
  }
  const errors = [];
  let reached = 0;
  for (let round = 0; round < ROUNDS && errors.length === 0; round++) {
    let live = check(roots, rootIds, model, errors);
    const want = modelReach(rootIds, model, parents);
    if (live.length !== want) errors.push(`round ${round}: reached ${live.length}, model ${want}`);
    if (errors.length) break;
    reached += live.length;
    const ops = 30 + rnd(60);
    for (let o = 0; o < ops; o++) {
      const op = rnd(100);
      const a = live[rnd(live.length)];
      if (op < 30) {
        // A new node (sometimes a ring or a chain of them) under a.
        const len = 1 + (rnd(4) === 0 ? rnd(40) : 0);
        const first = fresh();
        let last = first;
        for (let i = 1; i < len; i++) {
          const n = fresh();
          link(last, n);
          live.push(n);
          last = n;
        }
        if (rnd(2)) link(last, first);
        if (link(a, first)) live.push(first);
      } else if (op < 55) {
        link(a, live[rnd(live.length)]);
      } else if (op < 85) {
        const c = kidCount(a, model);
        if (c) removeKid(a, rnd(c), model);
      } else if (op < 92) {
        if (roots.length > 1) {
          const i = rnd(roots.length);
          roots.splice(i, 1);
          rootIds.splice(i, 1);
        }
      } else {
        roots.push(a);
        rootIds.push(a.id);
      }
    }
    // Linked parent links whose parent no longer lists the child are
    // dropped from both sides, so that the model stays exact.
    for (const n of live) {
      if (n instanceof Linked && n.parent !== null && !model[n.parent.id].includes(n.id)) {
        n.parent = null;
        parents.delete(n.id);
      }
    }
    live = null;
    churn(500 + rnd(6000));
  }
  const last = check(roots, rootIds, model, errors);
  console.log(`seed ${seed}: ${errors.length ? "FAIL" : "ok"} nodes=${nextId} reached=${reached} live=${last.length} roots=${roots.length}`);
  for (const e of errors.slice(0, 5)) console.log("  " + e);
}

for (const s of seeds) runSeed(s);
