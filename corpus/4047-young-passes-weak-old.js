// Weak references to old cells while young passes run: WeakMap keys that
// survived many passes get young values that only the map holds, WeakRef
// and FinalizationRegistry targets that are old are reached only through
// young objects rebuilt every round, and garbage cycles through the keys'
// neighbours are made and dropped. Live keys keep their values, live
// targets still deref, and no cleanup callback names a live target.
const wm = new WeakMap();
const ws = new WeakSet();
const keys = [];
for (let i = 0; i < 300; i++) {
  const k = { i, peer: null };
  keys.push(k);
  wm.set(k, { k, v: i });
  ws.add(k);
}
for (let i = 0; i < keys.length; i++) keys[i].peer = keys[(i * 7 + 1) % keys.length];

const refs = keys.map((k) => new WeakRef(k));
const cleaned = new Set();
const reg = new FinalizationRegistry((held) => {
  cleaned.add(held);
});
for (const k of keys) reg.register(k, k.i);

// Objects that are garbage from the start, registered too: whatever of
// them the collector frees may call back, never with a live key's number.
for (let i = 0; i < 200; i++) {
  const a = { i: 1000 + i }, b = { a };
  a.b = b;
  reg.register(a, 1000 + i);
  wm.set(a, { a, b });
}

function churn(n) {
  let s = 0;
  for (let i = 0; i < n; i++) {
    const a = { i }, b = [a];
    a.b = b;
    s += b.length;
  }
  return s;
}

// The path to some keys is rebuilt every round from young objects: the
// array `keys` holds them too, so they stay live either way.
let chain = null;
let bad = 0;
let rounds = 0;
function step() {
  churn(12000);
  // Young values for old keys, held only by the map.
  for (let i = rounds % 5; i < keys.length; i += 5) wm.set(keys[i], { k: keys[i], v: keys[i].i, round: rounds });
  // A young chain through old keys, cut loose next round.
  let head = null;
  for (let i = rounds % 3; i < keys.length; i += 9) head = { key: keys[i], next: head, back: null };
  for (let n = head; n && n.next; n = n.next) n.next.back = n;
  chain = head;
  // Garbage cycles that run through old keys' neighbours.
  for (let i = 0; i < keys.length; i += 11) {
    const c = { owner: keys[i], round: rounds };
    c.self = c;
    keys[i].extra = c;
  }
  setTimeout(check, 0);
}

function check() {
  for (const k of keys) {
    const v = wm.get(k);
    if (!v || v.k !== k || v.v !== k.i || !ws.has(k)) bad++;
    if (k.peer.peer === undefined) bad++;
  }
  for (let i = 0; i < refs.length; i++) if (refs[i].deref() !== keys[i]) bad++;
  for (let n = chain; n; n = n.next) if (wm.get(n.key).k !== n.key) bad++;
  for (const h of cleaned) if (h < 1000) bad++;
  if (++rounds < 8) setTimeout(step, 0);
  else finish();
}

function finish() {
  let found = 0;
  for (const k of keys) if (wm.get(k).round === 7 || wm.get(k).round === 6) found++;
  console.log('rounds', rounds, 'bad', bad, 'recent values', found);
  console.log('extra', keys[22].extra.round, keys[22].extra.self === keys[22].extra);
}
step();
