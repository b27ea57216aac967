// node:tty where no descriptor is a terminal (the corpus runs with pipes
// and files): isatty's checks, the constructors' errors, the colour depth
// from explicit environments, and the readline cursor sequences the
// WriteStream methods write.
import tty from 'node:tty';
import * as ttyNs from 'node:tty';
import readline from 'node:readline';
import { Writable } from 'node:stream';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

console.log(Object.keys(tty), Object.keys(ttyNs).sort());
console.log([1, 0, 2, -1, 1.5, '1', 2 ** 31, NaN, null].map((fd) => tty.isatty(fd)));
console.log(process.stdout.isTTY, process.stderr.isTTY, 'isTTY' in process.stdout);

const file = path.join(os.tmpdir(), `scr-tty-${process.pid}.txt`);
fs.writeFileSync(file, 'x');
const fileFd = fs.openSync(file, 'r');
fs.unlinkSync(file);
for (const make of [(fd) => new tty.WriteStream(fd), (fd) => new tty.ReadStream(fd), (fd) => tty.WriteStream(fd)]) {
  for (const fd of [fileFd, -1, 'x', 1.5, 2 ** 31]) {
    try {
      make(fd);
      console.log('made', fd);
    } catch (e) {
      console.log(e.name, e.code, e.message, Object.keys(e), e instanceof Error);
      if (e.info) console.log(e.info, e.errno, e.syscall);
    }
  }
}

const p = tty.WriteStream.prototype;
console.log(Object.getOwnPropertyNames(p), p.isTTY, tty.ReadStream.name, tty.WriteStream.length);
const envs = [
  {}, { TERM: 'dumb' }, { TERM: 'xterm-256color' }, { TERM: 'xterm' }, { TERM: 'MOSH' }, { TERM: 'screen.x' },
  { TERM: 'con80x25' }, { TERM: 'weird' }, { COLORTERM: 'truecolor' }, { COLORTERM: '24bit', TERM: 'dumb' },
  { COLORTERM: 'yes' }, { TMUX: '1', TERM: 'xterm' }, { CI: 'true' }, { CI: '1', TRAVIS: '' },
  { CI: '1', CI_NAME: 'codeship' }, { TEAMCITY_VERSION: '9.1.2' }, { TEAMCITY_VERSION: '8.0' },
  { TERM_PROGRAM: 'iTerm.app' }, { TERM_PROGRAM: 'iTerm.app', TERM_PROGRAM_VERSION: '3.1' },
  { TERM_PROGRAM: 'iTerm.app', TERM_PROGRAM_VERSION: '2.9' }, { TERM_PROGRAM: 'Apple_Terminal' },
  { TERM_PROGRAM: 'HyperTerm' }, { FORCE_COLOR: '' }, { FORCE_COLOR: '1' }, { FORCE_COLOR: 'true' },
  { FORCE_COLOR: '2' }, { FORCE_COLOR: '3' }, { FORCE_COLOR: '0' }, { FORCE_COLOR: 'false' },
  { NO_COLOR: '', TERM: 'xterm' }, { NODE_DISABLE_COLORS: '1', TERM: 'xterm-256color' },
];
console.log(envs.map((env) => p.getColorDepth(env)).join(' '));
console.log(envs.map((env) => [p.hasColors(env), p.hasColors(256, env), p.hasColors(2 ** 24, env)].join('/')).join(' '));
for (const count of [1.5, 1, '16', 2 ** 60, -(2 ** 40), null]) {
  try {
    p.hasColors(count, {});
  } catch (e) {
    console.log(e.name, e.code, e.message);
  }
}
// FORCE_COLOR overriding NO_COLOR warns once.
console.log(p.getColorDepth({ FORCE_COLOR: '2', NO_COLOR: '', NODE_DISABLE_COLORS: '' }));
console.log(p.getColorDepth({ FORCE_COLOR: '3', NO_COLOR: '' }));

const chunks = [];
const out = new Writable({
  write(chunk, enc, cb) {
    chunks.push(JSON.stringify(String(chunk)));
    cb();
  },
});
const results = [
  readline.cursorTo(out, 3), readline.cursorTo(out, 3, 4), readline.cursorTo(out, 0, 0, () => chunks.push('cb')),
  readline.moveCursor(out, -2, 3), readline.moveCursor(out, 5, -1), readline.moveCursor(out, 0, 0),
  readline.clearLine(out, -1), readline.clearLine(out, 1), readline.clearLine(out, 0), readline.clearScreenDown(out),
  readline.cursorTo(null, 1), readline.cursorTo(out, 'a'), readline.moveCursor(undefined, 1, 1),
  readline.clearLine(null, 0, () => chunks.push('null cb')),
];
console.log(results);
for (const f of [
  () => readline.cursorTo(out, NaN), () => readline.cursorTo(out, 1, NaN), () => readline.cursorTo(out, 'a', 2),
  () => readline.cursorTo(out, 1, 2, 3), () => readline.moveCursor(out, 1, 1, 'x'), () => readline.clearLine(out, 0, {}),
  () => readline.clearScreenDown(out, 1),
]) {
  try {
    f();
  } catch (e) {
    console.log(e.name, e.code, e.message);
  }
}
setTimeout(() => console.log(chunks.join(' ')), 20);
