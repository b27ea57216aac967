// node:async_hooks' AsyncLocalStorage: a store set by run() or enterWith()
// follows the code it starts through promise reactions (from where `then`
// or `await` was, not where the promise settled), process.nextTick,
// queueMicrotask, timers, immediates and the callbacks of fs, child
// processes and sockets; EventEmitter listeners run in the emitter's
// caller's context; exit(), disable(), bind(), snapshot() and
// AsyncResource, as Node 20 has them.
import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import { spawn } from 'node:child_process';

const als = new AsyncLocalStorage();
const log = (...a) => console.log(...a);
console.log(als, typeof AsyncLocalStorage.bind, typeof AsyncLocalStorage.snapshot);

// Synchronous: run, nesting, exit, the same store again, arguments.
log('outside', als.getStore());
log(als.run('a', (x, y) => `${als.getStore()} ${x} ${y}`, 1, 2));
als.run('outer', () => {
  als.run('inner', () => log('nested', als.getStore()));
  log('back', als.getStore(), 'exit:', als.exit(() => als.getStore()), 'after exit', als.getStore());
});
try {
  als.run('x', 5);
} catch (e) {
  log(e.name, e.message);
}
const other = new AsyncLocalStorage();
other.run('o', () => als.run('a', () => log('two storages', other.getStore(), als.getStore())));

// Asynchronous propagation, one phase at a time.
await new Promise((done) => {
  als.run('jobs', () => {
    const seen = [];
    const note = (what) => seen.push(`${what}=${als.getStore()}`);
    process.nextTick(() => note('tick'));
    queueMicrotask(() => note('microtask'));
    Promise.resolve().then(() => note('then'));
    setImmediate(() => note('immediate'));
    setTimeout(() => {
      note('timeout');
      const iv = setInterval(() => {
        note('interval');
        clearInterval(iv);
        log(seen.join(' '));
        done();
      }, 5);
    }, 5);
  });
});

// A reaction runs in the context of its `then`, not of the resolve.
let resolveLater;
const later = new Promise((r) => { resolveLater = r; });
const viaThen = als.run('then-site', () => later.then(() => als.getStore()));
als.run('resolve-site', () => resolveLater());
log('reaction context', await viaThen);

// await keeps the context; enterWith changes it for what follows.
log('async fn', await als.run('async', async () => {
  const first = als.getStore();
  await null;
  const second = als.getStore();
  als.enterWith('entered');
  await new Promise((r) => setTimeout(r, 5));
  return [first, second, als.getStore()].join(' ');
}));

// EventEmitter: listeners run where emit() is called.
const emitter = new EventEmitter();
emitter.on('x', () => log('listener', als.getStore()));
als.run('registered', () => {});
als.run('emitted', () => emitter.emit('x'));

// bind, snapshot, AsyncResource.
const bound = als.run('bound', () => AsyncLocalStorage.bind(function named(v) { return `${als.getStore()} ${v}`; }));
log(bound(1), bound.name, bound.length, typeof bound.asyncResource);
const snapshot = als.run('snap', () => AsyncLocalStorage.snapshot());
log(als.run('elsewhere', () => snapshot(() => als.getStore())));
const resource = als.run('resource', () => new AsyncResource('Job'));
log(resource.runInAsyncScope(function (a, b) { return `${als.getStore()} ${this} ${a + b}`; }, 'self', 1, 2));
log(resource.bind(() => als.getStore())(), resource.emitDestroy() === resource);
try {
  new AsyncResource();
} catch (e) {
  log(`${e.name} [${e.code}]: ${e.message}`);
}

// I/O callbacks: fs (callback and promise forms), a stream, a child
// process, an http exchange with a store per request.
await new Promise((done) => {
  als.run('fs', () => {
    fs.readFile(new URL(import.meta.url), () => {
      log('readFile callback', als.getStore());
      fs.promises.stat(new URL(import.meta.url)).then(() => {
        log('fs.promises', als.getStore());
        done();
      });
    });
  });
});
await new Promise((done) => {
  als.run('stream', () => {
    fs.createReadStream(new URL(import.meta.url), { end: 9 })
      .on('data', (d) => log('stream data', d.length, als.getStore()))
      .on('close', () => done());
  });
});
await new Promise((done) => {
  als.run('child', () => {
    const c = spawn('sh', ['-c', 'echo from child']);
    c.stdout.on('data', (d) => log('child stdout', String(d).trim(), als.getStore()));
    c.on('close', (code) => {
      log('child close', code, als.getStore());
      done();
    });
  });
});
let requests = 0;
const server = http.createServer((req, res) => {
  const before = als.getStore();
  als.run(`request ${++requests}`, async () => {
    await new Promise((r) => setTimeout(r, 5));
    res.end(`${before} -> ${als.getStore()}`);
  });
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
for (let i = 0; i < 2; i++) {
  const body = await als.run(`client ${i}`, () => new Promise((resolve) => {
    http.get(`http://127.0.0.1:${server.address().port}/`, (res) => {
      let text = '';
      res.on('data', (d) => { text += d; });
      res.on('end', () => resolve(`${text} (client sees ${als.getStore()})`));
    });
  }));
  log('response', body);
}
server.close();

// disable(): getStore answers undefined until the next run or enterWith.
als.run('before disable', () => {
  als.disable();
  log('disabled', als.getStore(), als.enabled);
});
log('run again', als.run('again', () => als.getStore()), als.enabled);
