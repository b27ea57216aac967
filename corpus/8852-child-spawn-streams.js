// spawn: stdout and stderr as streams, stdin written and ended, the exit
// status and signal, 'spawn' then 'exit' then 'close', and kill().
import { spawn } from 'node:child_process';

function run(label, child, feed) {
  return new Promise((resolve) => {
    const out = [];
    const err = [];
    const events = [];
    child.on('spawn', () => events.push('spawn'));
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => err.push(d));
    child.on('exit', (code, signal) => events.push(`exit ${code} ${signal}`));
    child.on('close', (code, signal) => {
      events.push(`close ${code} ${signal}`);
      console.log(label, events.join(' / '));
      console.log('  stdout', JSON.stringify(Buffer.concat(out).toString()));
      console.log('  stderr', JSON.stringify(Buffer.concat(err).toString()));
      console.log('  exitCode', child.exitCode, 'signalCode', child.signalCode, 'killed', child.killed);
      resolve();
    });
    if (feed) feed(child);
  });
}

await run('sh', spawn('sh', ['-c', 'echo hello; echo oops >&2; exit 7']));
await run('cat', spawn('cat'), (c) => {
  c.stdin.write('line one\n');
  c.stdin.write(Buffer.from('line two\n'));
  c.stdin.end('last\n');
});
await run('wc', spawn('wc', ['-c']), (c) => {
  for (let i = 0; i < 1000; i++) c.stdin.write('0123456789');
  c.stdin.end();
});
await run('sleep', spawn('sleep', ['10']), (c) => {
  c.on('spawn', () => console.log('kill returns', c.kill()));
});
await run('shell', spawn('echo "$((1 + 2))" | tr 3 x', { shell: true }));
const c = spawn('true');
console.log(typeof c.pid, c.spawnfile, c.spawnargs, c.stdio.length);
