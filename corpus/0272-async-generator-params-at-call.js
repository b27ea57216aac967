// Async generators bind their parameters at the call: defaults run synchronously before the call returns and their errors throw from the call, not as a rejected next().
const log = [];
async function* ticker(count = (log.push("default count"), 2), { label } = { label: (log.push("default label"), "t") }) {
  log.push("body");
  for (let i = 0; i < count; i++) yield label + i;
}

log.push("before");
const gen = ticker();
log.push("after");
console.log(log.join(" | "));

function boom() {
  throw new TypeError("no label");
}
async function* strict(label = boom()) {
  yield label;
}

let threw = "no";
try {
  const g = strict();
  g.next().catch((e) => console.log("rejected next (wrong):", e.message));
} catch (e) {
  threw = e.constructor.name + ": " + e.message;
}
console.log("sync throw:", threw);

async function* destructure({ a }) {
  yield a;
}
try {
  destructure();
} catch (e) {
  console.log("destructure at call:", e instanceof TypeError);
}

const values = [];
for await (const v of gen) values.push(v);
console.log(values.join(","));
console.log(log.join(" | "));

// return() and throw() before the first next(): the body never runs.
const g2 = ticker(3);
console.log(JSON.stringify(await g2.return("early")));
console.log(JSON.stringify(await g2.next()));
const g3 = ticker(3);
try {
  await g3.throw(new Error("thrown in"));
} catch (e) {
  console.log("throw before start:", e.message);
}
console.log(JSON.stringify(await g3.next()));

// One made and never resumed, still referenced when the program ends.
globalThis.kept = ticker(1, { label: { text: "kept" } });
console.log("kept one unstarted async generator to the end");
