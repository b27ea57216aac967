// async (a UMD build as "main", an ESM build as "module", no "exports":
// Node loads the CommonJS build): control flow over callbacks and promises
// with series, parallel, limits, queues, waterfalls and retries, on timers.
import async from "async";

const delay = (ms, v) => (cb) => setTimeout(() => cb(null, v), ms);
let active = 0;
let peak = 0;
async.series([delay(20, "a"), delay(5, "b"), delay(1, "c")], (err, res) => {
  console.log("series", err, res.join(""));
  async.parallel({ slow: delay(60, 1), fast: delay(1, 2) }, (err2, res2) => {
    console.log("parallel", err2, JSON.stringify(res2));
    async.mapLimit([40, 10, 20, 5, 1], 2, (ms, cb) => {
      peak = Math.max(peak, ++active);
      setTimeout(() => { active--; cb(null, ms * 2); }, ms);
    }, (err3, res3) => {
      console.log("mapLimit", err3, res3.join(","), "peak concurrency:", peak);
      next();
    });
  });
});

function next() {
  async.waterfall([
    (cb) => cb(null, 3),
    (n, cb) => setTimeout(() => cb(null, n, n * 2), 1),
    (a, b, cb) => cb(null, a + b),
  ], (err, total) => {
    console.log("waterfall", err, total);
    const q = async.queue((task, cb) => { console.log("task", task.name); setTimeout(cb, task.ms); }, 1);
    q.push([{ name: "one", ms: 5 }, { name: "two", ms: 1 }]);
    q.unshift({ name: "zero", ms: 1 });
    q.drain(() => {
      console.log("queue drained");
      promises();
    });
  });
}

// The promise forms: without a final callback each function returns a
// promise. The tasks stay callback-style: async recognises an async
// function by its @@toStringTag "AsyncFunction", which scr's functions do
// not have yet (docs/packages.md).
async function promises() {
  const r = await async.mapSeries([1, 2, 3], (x, cb) => setTimeout(() => cb(null, x * 10), 1));
  console.log("mapSeries (promise):", r.join(","));
  let tries = 0;
  const v = await async.retry({ times: 5, interval: 1 }, (cb) => { tries++; if (tries < 3) cb(new Error("flaky " + tries)); else cb(null, "ok after " + tries); });
  console.log("retry:", v);
  try {
    await async.each([1, 2, 3], (x, cb) => cb(x === 2 ? new Error("bad item " + x) : null));
  } catch (e) {
    console.log("each failed:", e.message);
  }
  const grouped = await async.groupBy([1, 2, 3, 4, 5], (x, cb) => cb(null, x % 2 ? "odd" : "even"));
  console.log("groupBy:", JSON.stringify(grouped));
  const counts = await async.times(4, (i, cb) => cb(null, i * i));
  const auto = await async.auto({ a: (cb) => cb(null, 1), b: ["a", (results, cb) => cb(null, results.a + 1)] });
  console.log("times:", counts.join(","), "| auto:", JSON.stringify(auto));
}
