// node:readline/promises: question() as a promise (the query written to
// the output, the prompt restored), an AbortSignal that cancels a pending
// question (Node writes \r\n) or one already aborted, a question after
// close, for await over the lines, the Readline class's queued escapes;
// and node:readline's callback question with a signal.
import * as rlp from 'node:readline/promises';
import { createInterface } from 'node:readline';
import { Readable, PassThrough, Writable } from 'node:stream';
console.log(Object.keys(rlp));
const pt = new PassThrough();
const out = new Writable({ write(c, e, cb) { console.log('out', JSON.stringify(String(c))); cb(); } });
const rl = rlp.createInterface({ input: pt, output: out });
console.log(rl instanceof rlp.Interface);
const p = rl.question('name? ');
pt.write('bob\nsecond\n');
console.log('answer', await p);
rl.on('line', (l) => console.log('line', l));
const ac = new AbortController();
const q2 = rl.question('age? ', { signal: ac.signal });
ac.abort();
try { await q2; } catch (e) { console.log(e.name, e.code, e.message, e.cause && e.cause.name); }
pt.write('third\n');
await new Promise((r) => setTimeout(r, 5));
const ac2 = new AbortController(); ac2.abort('why');
try { await rl.question('x', { signal: ac2.signal }); } catch (e) { console.log(e.name, e.cause); }
const q3 = rl.question('last? ');
rl.close();
try { console.log('q3', await Promise.race([q3, new Promise(r => setTimeout(() => r('pending'), 10))])); } catch (e) { console.log('q3 rej', e.name, e.message); }
try { await rl.question('closed?'); } catch (e) { console.log(e.name, e.code, e.message); }
const rl2 = rlp.createInterface({ input: Readable.from(['a\nb\n', 'c']) });
for await (const l of rl2) console.log('it', l);
try { await rl.question('closed?', { signal: 5 }); } catch (e) { console.log(e.name, e.code, e.message); }
const out2 = [];
const w = new Writable({ write(c, e, cb) { out2.push(JSON.stringify(String(c))); cb(); } });
const r = new rlp.Readline(w);
r.cursorTo(3).cursorTo(1, 2).moveCursor(-2, 3).moveCursor(0, 0).clearLine(-1).clearLine(0).clearLine(1).clearScreenDown();
await r.commit();
r.moveCursor(4, -1).rollback();
await r.commit();
console.log(out2.join(' '));
try { r.clearLine(2); } catch (e) { console.log(e.name, e.code, e.message); }
try { new rlp.Readline(null); } catch (e) { console.log(e.name, e.code, e.message); }
const auto = new rlp.Readline(w, { autoCommit: true });
auto.cursorTo(0);
console.log('queued', out2.length);
await null;
process.nextTick(() => console.log('written', out2.length, out2[out2.length - 1]));
const pt4 = new PassThrough();
const rl4 = createInterface({ input: pt4, output: out });
const ac4 = new AbortController();
rl4.question('cb? ', { signal: ac4.signal }, (a) => console.log('never', a));
ac4.abort();
rl4.question('again? ', (a) => { console.log('cb answer', a); rl4.close(); });
pt4.end('yes\n');
