// process.chdir: Node's ERR_INVALID_ARG_TYPE for a non-string, and the
// libuv error (code, errno, syscall, path, dest) for a missing directory.
process.chdir("/");
for (const dir of ["/no/such/dir/scr-8001", 42, undefined]) {
  try {
    process.chdir(dir);
  } catch (e) {
    console.log(e.name, e.code, e.errno, e.syscall, e.path, e.dest);
    console.log(e.message);
  }
}
try {
  process.chdir("/etc/passwd");
} catch (e) {
  console.log(e.code, e.message);
}
try {
  process.hrtime(1);
} catch (e) {
  console.log(e.code, e.message);
}
try {
  process.hrtime([1, 2, 3]);
} catch (e) {
  console.log(e.code, e.name, e.message);
}
