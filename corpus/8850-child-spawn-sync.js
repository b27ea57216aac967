// child_process.spawnSync: input on stdin, exit statuses, a signal, the
// encoding option, cwd, env and shell, and a command that does not exist.
import { spawnSync } from 'node:child_process';

const cat = spawnSync('cat', [], { input: 'fed to cat\n' });
console.log(cat.status, cat.signal, JSON.stringify(String(cat.stdout)), cat.stderr.length);
console.log(Object.keys(cat).join(','), cat.output.length, cat.output[0], cat.pid > 0);

const three = spawnSync('sh', ['-c', 'echo out; echo err >&2; exit 3'], { encoding: 'utf8' });
console.log(three.status, JSON.stringify(three.stdout), JSON.stringify(three.stderr));

const killed = spawnSync('sh', ['-c', 'kill -TERM $$']);
console.log(killed.status, killed.signal);

console.log(spawnSync('pwd', { cwd: '/', encoding: 'utf8' }).stdout.trim());
console.log(spawnSync('sh', ['-c', 'echo "[$GREETING]"'], { env: { GREETING: 'hi there' }, encoding: 'utf8' }).stdout.trim());
console.log(spawnSync('echo $((6 * 7))', { shell: true, encoding: 'utf8' }).stdout.trim());

const missing = spawnSync('no-such-command-scr', ['x']);
console.log(Object.keys(missing).join(','));
console.log(missing.error.message, missing.error.code, missing.error.errno, missing.error.syscall,
  missing.error.path, missing.error.spawnargs);
console.log(missing.status, missing.signal, missing.pid, missing.output, missing.stdout, missing.stderr);

const big = spawnSync('sh', ['-c', 'head -c 200000 /dev/zero']);
console.log(big.stdout.length, big.stdout.every((b) => b === 0));
