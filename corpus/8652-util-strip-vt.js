// util.stripVTControlCharacters over colour codes, cursor moves, OSC
// hyperlinks ended by BEL, the 8-bit CSI, digits that end a sequence, and
// text that only looks like one.
import { stripVTControlCharacters as strip } from 'node:util';

const cases = [
  '\u001b[31mred\u001b[39m plain',
  '\u001b[1;4;38;5;208mbold\u001b[0m',
  'a\u001b[2Kb\u001b[10;20Hc',
  '\u001b]8;;https://example.com\u0007link\u001b]8;;\u0007',
  '\u009b32mcsi8\u009b0m',
  '\u001b[12',
  '\u001b[123456m',
  '\u001b(B\u001b)0x',
  '\u001b?',
  '[31m not escaped',
  'tail \u001b',
  '\u001b]0;title\u0007after',
  '\u001b[33m1\u001b[39m, \u001b[32m\'x\'\u001b[39m',
];
for (const c of cases) console.log(JSON.stringify(c), '->', JSON.stringify(strip(c)));
try {
  strip(42);
} catch (e) {
  console.log(e.code, e.message);
}
