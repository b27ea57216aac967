// A rejected promise awaited in a later microtask is handled in time.
const p = Promise.reject(new Error("awaited later"));
(async () => { await null; try { await p; } catch (e) { console.log("caught", e.message); } })();
