// Rejects the sloppy-mode `with` statement, which scr does not compile.
// @error: 4:1: with statements are not supported
const o = { a: 1 };
with (o) {
  console.log(a);
}
