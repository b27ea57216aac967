// @exit: 6
// @detached-exit: both
// 10 MB written with process.stdout.write, then process.exit in
// 'beforeExit' (where Node has finished writing to a pipe too): every byte
// written before the exit reaches the reader, and the status is the exit's.
const line = 'x'.repeat(90);
for (let i = 0; i < 100000; i++) {
  process.stdout.write(String(i).padStart(8, '0') + ' ' + line + '\n');
}
process.on('beforeExit', () => {
  process.stdout.write('last line\n');
  process.exit(6);
});
