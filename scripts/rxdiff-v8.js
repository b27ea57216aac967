// rxdiff-v8.js - the V8 side of scripts/rxdiff: reads `pattern<TAB>flags`
// lines on stdin and prints, one line each, "ok" when `new RegExp(p, f)`
// succeeds, or "E " and the SyntaxError's message without its
// "Invalid regular expression: /p/f: " prefix.
'use strict';
const fs = require('fs');
const lines = fs.readFileSync(0, 'utf8').split('\n');
if (lines[lines.length - 1] === '') lines.pop();
const out = [];
for (const line of lines) {
  const t = line.lastIndexOf('\t');
  const p = line.slice(0, t), f = line.slice(t + 1);
  try {
    new RegExp(p, f);
    out.push('ok');
  } catch (e) {
    let m = e.message;
    const pre = 'Invalid regular expression: /' + p + '/';
    if (m.startsWith(pre)) {
      m = m.slice(pre.length).replace(/^[a-z]*: /, '');
    }
    out.push('E ' + m);
  }
}
fs.writeFileSync(1, out.join('\n') + '\n');
