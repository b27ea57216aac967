// events.once with an AbortSignal (aborting removes both listeners and
// rejects with an AbortError whose cause is the reason; an aborted signal
// rejects at once), over an EventTarget (resolves with the Event), and its
// errors as rejections: an emitter that is neither, a bad signal.
import { once, EventEmitter } from 'node:events';
const log = (...a) => console.log(...a);
const ee = new EventEmitter();
const ac = new AbortController();
const p = once(ee, 'go', { signal: ac.signal });
log(ee.listenerCount('go'), ee.listenerCount('error'));
ac.abort();
try { await p; } catch (e) { log(e.name, e.code, e.message, e.cause?.name); }
log(ee.listenerCount('go'), ee.listenerCount('error'));
const ac2 = new AbortController(); ac2.abort('r');
try { await once(ee, 'go', { signal: ac2.signal }); } catch (e) { log(e.name, e.cause); }
const ac3 = new AbortController();
const p3 = once(ee, 'go', { signal: ac3.signal });
ee.emit('go', 1, 2);
log(await p3);
ac3.abort();
const et = new EventTarget();
const p4 = once(et, 'ping');
et.dispatchEvent(new Event('ping'));
const [ev] = await p4;
log(ev.type, ev instanceof Event);
const ac5 = new AbortController();
const p5 = once(et, 'ping', { signal: ac5.signal });
ac5.abort();
try { await p5; } catch (e) { log('et', e.name); }
et.dispatchEvent(new Event('ping'));
for (const bad of [5, null, {}]) {
  try { await once(bad, 'x'); log('ok?'); } catch (e) { log(e.name, e.code, e.message); }
}
try { await once(ee, 'x', { signal: {} }); } catch (e) { log(e.name, e.code, e.message); }
const ac6 = new AbortController();
const p6 = once(ee, 'y', { signal: ac6.signal });
ee.emit('error', new Error('bad'));
try { await p6; } catch (e) { log('err', e.message); }
ac6.abort();
log('done');
const ac7 = new AbortController();
const p7 = once(ee, 'z', { signal: ac7.signal });
ac7.abort(new Error('stop'));
const e7 = await p7.catch((e) => e);
log(Object.keys(e7), Object.getOwnPropertyNames(e7).sort(), e7.cause.message, e7 instanceof Error);
log(ee.eventNames());
const p8 = once(ee, 'error');
ee.emit('error', new Error('as event'));
log((await p8)[0].message, ee.eventNames());
