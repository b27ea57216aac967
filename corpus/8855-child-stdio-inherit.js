// stdio 'inherit': the child writes to our stdout and stderr directly,
// after what the program printed before it started.
import { spawn, spawnSync } from 'node:child_process';

console.log('parent first');
spawnSync('sh', ['-c', 'echo child sync; echo child sync err >&2'], { stdio: 'inherit' });
console.log('parent between');
const c = spawn('sh', ['-c', 'echo child async'], { stdio: 'inherit' });
const nulls = c.stdio.map((s) => s === null);
c.on('close', (code) => console.log('parent last', code, c.stdout === null, nulls));
