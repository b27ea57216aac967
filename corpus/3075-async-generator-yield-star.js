// yield* in an async generator over async and sync iterables.
async function* inner() { yield "i1"; yield "i2"; }
async function* outer() { yield* inner(); yield* ["s1", "s2"]; }
(async () => { const out = []; for await (const v of outer()) out.push(v); console.log(out); })();
