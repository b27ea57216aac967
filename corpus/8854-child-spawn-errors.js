// spawn's failures: a command that does not exist ('error', then 'close'
// with the negative errno), and arguments of the wrong type.
import { spawn, execSync } from 'node:child_process';

const c = spawn('no-such-command-scr', ['a', 'b']);
console.log('pid', c.pid, 'stdout', c.stdout !== null, 'stdin', c.stdin !== null);
c.on('error', (e) => {
  console.log('error', e.message, e.code, e.errno, e.syscall, e.path, e.spawnargs);
});
c.on('exit', () => console.log('exit (not expected)'));
c.on('close', (code, signal) => console.log('close', code, signal));

for (const bad of [() => spawn(42), () => spawn(''), () => spawn('echo', 'not-an-array'), () => execSync(7)]) {
  try {
    bad();
  } catch (e) {
    console.log(e.name, e.code, e.message);
  }
}
