// @stdin: first line\nsecond line with ünïcödé\n\nlast, no newline
// process.stdin fed through a pipe: setEncoding, 'data' chunks and 'end',
// readableFlowing before and after a listener, then 'close'.
const log = (...a) => console.log(...a);

log('flowing before', process.stdin.readableFlowing, process.stdin.fd);
process.stdin.setEncoding('utf8');
let text = '';
process.stdin.on('data', (chunk) => {
  text += chunk;
});
log('flowing after', process.stdin.readableFlowing);
process.stdin.on('end', () => {
  const lines = text.split('\n');
  log('end', lines.length, JSON.stringify(lines[1]), text.length);
});
process.stdin.on('close', () => log('close'));
