// execSync and execFileSync: their results, Node's "Command failed" errors
// with status, stdout and stderr, a child's stderr passed on to ours when
// stdio is not given, and a timeout.
import { execSync, execFileSync } from 'node:child_process';

console.log(JSON.stringify(execSync('echo one; echo two').toString()));
console.log(JSON.stringify(execSync('printf abc', { encoding: 'utf8' })));
console.log(JSON.stringify(execFileSync('echo', ['file', 'args'], { encoding: 'utf8' })));

try {
  execSync('echo partial; echo broken >&2; exit 4', { stdio: 'pipe' });
} catch (e) {
  console.log(JSON.stringify(e.message), e.status, e.signal);
  console.log(JSON.stringify(String(e.stdout)), JSON.stringify(String(e.stderr)), e.output.length);
  console.log(Object.keys(e).join(','));
}

try {
  execFileSync('sh', ['-c', 'exit 9'], { stdio: 'pipe' });
} catch (e) {
  console.log(JSON.stringify(e.message), e.status);
}

// No stdio option: the child's stderr is written to ours after it ends.
console.error('before the child');
const out = execSync('echo to-stdout; echo to-stderr >&2', { encoding: 'utf8' });
console.error('after the child');
console.log(JSON.stringify(out));

try {
  execSync('sleep 5', { timeout: 100 });
} catch (e) {
  console.log(e.code, e.signal, e.status, e.message);
}

try {
  execFileSync('no-such-command-scr');
} catch (e) {
  console.log(e.message, e.code, e.status);
}
