// Readable's operators: map (with concurrency, its read-ahead interleaving
// with the callbacks), filter, forEach, some, every, find, reduce, flatMap,
// drop, take, toArray; their argument errors, a throwing callback, an
// AbortSignal, and the names and lengths of the methods.
import { Readable } from 'node:stream';
const log = (...a) => console.log(...a);
const src = () => Readable.from([1, 2, 3, 4, 5]);
log(await src().map((x) => x * 2).toArray());
log(await src().filter(async (x) => x % 2).toArray());
await src().forEach((x) => log('each', x));
log(await src().some((x) => x > 4), await src().every((x) => x > 0), await src().every((x) => x > 1));
log(await src().find((x) => x > 2), await src().find((x) => x > 20));
log(await src().reduce((a, b) => a + b), await src().reduce((a, b) => a + b, 10));
try { await Readable.from([]).reduce((a, b) => a + b); } catch (e) { log(e.name, e.code, e.message); }
log(await src().flatMap((x) => [x, x]).toArray());
log(await src().drop(2).toArray(), await src().take(2).toArray());
log(await src().drop(1).take(2).map(String).toArray());
// interleaving of side effects
const order = [];
const s = new Readable({ objectMode: true, read() {} });
let n = 0;
s._read = function () { order.push('read' + n); if (n < 4) this.push(n++); else this.push(null); };
const mapped = s.map(async (x) => { order.push('fn' + x); await null; order.push('done' + x); return x; }, { concurrency: 2 });
for await (const v of mapped) order.push('got' + v);
log(order.join(' '));
try { src().map(5); } catch (e) { log(e.name, e.code, e.message); }
try { src().map((x) => x, { concurrency: 0 }); } catch (e) { log(e.name, e.code, e.message); }
try { src().map((x) => x, 7); } catch (e) { log(e.name, e.code, e.message); }
try { src().drop(-1); } catch (e) { log(e.name, e.code, e.message); }
try { await src().map((x) => { if (x === 3) throw new Error('boom'); return x; }).toArray(); } catch (e) { log('caught', e.message); }
const ac = new AbortController();
const it = src().map(async (x) => { if (x === 2) ac.abort(); return x; }, { signal: ac.signal });
try { for await (const v of it) log('v', v); } catch (e) { log(e.name, e.message); }
const ac2 = new AbortController(); ac2.abort();
try { await src().toArray({ signal: ac2.signal }); } catch (e) { log(e.name, e.message, String(e.cause)); }
try { await src().reduce((a, b) => a + b, 0, { signal: ac2.signal }); } catch (e) { log(e.name, e.message); }
const m = src().map((x) => x);
log(typeof m.read, m.readableObjectMode, Readable.prototype.map.name, Readable.prototype.toArray.length);
log(await Readable.from('abc').map((c) => c + '!').toArray());
