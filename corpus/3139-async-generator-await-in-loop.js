// Async generator pipeline: map and filter stages.
async function* source() { for (let i = 1; i <= 6; i++) { await null; yield i; } }
async function* map(it, f) { for await (const v of it) yield f(v); }
async function* filter(it, p) { for await (const v of it) if (p(v)) yield v; }
(async () => { const out = []; for await (const v of filter(map(source(), x => x * 3), x => x % 2 === 0)) out.push(v); console.log(out); })();
