// A child's 'close' waits for its pipes to end; output nobody reads is read
// anyway once the child exits (on the next tick, so a listener added in
// 'exit' still gets it), so 'close' comes even when stderr or stdout is
// never consumed. A stream with a 'readable' listener is left to it.
import { spawn } from 'node:child_process';

function run(label, setup) {
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', 'echo out; echo err >&2']);
    // Pipe data and the exit may come in either order; only what came
    // and that 'close' is last are printed.
    const events = [];
    let exited = false;
    setup(child, events);
    child.on('exit', (code) => {
      exited = true;
      events.push(`exit ${code}`);
    });
    child.on('close', (code) => {
      console.log(label, events.sort().join(' / '), `/ close ${code} after exit: ${exited}`);
      resolve();
    });
  });
}

await run('stdout only', (c, ev) => c.stdout.on('data', (d) => ev.push(`stdout ${String(d).trim()}`)));
await run('nothing read', () => {});
await run('read after exit', (c, ev) => {
  c.on('exit', () => c.stderr.on('data', (d) => ev.push(`late stderr ${String(d).trim()}`)));
});
await run('readable listener', (c, ev) => {
  c.stdout.on('readable', () => {
    let chunk;
    while ((chunk = c.stdout.read()) !== null) ev.push(`readable ${String(chunk).trim()}`);
  });
});
