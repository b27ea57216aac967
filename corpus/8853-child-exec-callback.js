// exec and execFile: the callback's (err, stdout, stderr), Node's error for
// a failed command, encoding 'buffer', util.promisify, and a command that
// does not exist.
import { exec, execFile } from 'node:child_process';
import { promisify } from 'node:util';

await new Promise((resolve) => {
  exec('echo fine; echo note >&2', (err, stdout, stderr) => {
    console.log('exec', err, JSON.stringify(stdout), JSON.stringify(stderr));
    resolve();
  });
});
await new Promise((resolve) => {
  exec('echo partial; echo bad >&2; exit 2', (err, stdout, stderr) => {
    console.log('exec failed', JSON.stringify(err.message), err.code, err.killed, err.signal, err.cmd);
    console.log(JSON.stringify(stdout), JSON.stringify(stderr));
    resolve();
  });
});
await new Promise((resolve) => {
  execFile('printf', ['%s-%s', 'a', 'b'], { encoding: 'buffer' }, (err, stdout) => {
    console.log('execFile', err, Buffer.isBuffer(stdout), stdout.toString());
    resolve();
  });
});
await new Promise((resolve) => {
  execFile('no-such-command-scr', ['x'], (err, stdout, stderr) => {
    console.log('missing', err.message, err.code, err.errno, err.syscall, err.path, err.spawnargs, err.cmd);
    console.log(JSON.stringify(stdout), JSON.stringify(stderr));
    resolve();
  });
});

const run = promisify(exec);
const { stdout, stderr } = await run('echo promised');
console.log('promisify', JSON.stringify(stdout), JSON.stringify(stderr));
try {
  await run('exit 3');
} catch (e) {
  console.log('rejected', JSON.stringify(e.message), e.code, JSON.stringify(e.stdout), JSON.stringify(e.stderr));
}
const runFile = promisify(execFile);
console.log((await runFile('echo', ['x', 'y'])).stdout.trim());
