// @stdin: one\ntwo\nthree\n
// process.stdin piped through a Transform to process.stdout with pipe()
// (which never ends stdout), then the counts from 'finish' and 'end'.
import { Transform } from 'node:stream';

let lines = 0;
const numbered = new Transform({
  transform(chunk, enc, cb) {
    const text = chunk.toString();
    const out = text
      .split('\n')
      .map((l) => (l ? `${++lines}: ${l.toUpperCase()}` : l))
      .join('\n');
    cb(null, out);
  },
});
numbered.on('finish', () => console.log('transformed', lines, 'lines'));
numbered.on('end', () => console.log('end of output'));
process.stdin.on('end', () => console.log('end of stdin'));
process.stdin.pipe(numbered).pipe(process.stdout);
