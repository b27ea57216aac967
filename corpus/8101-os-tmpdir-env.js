// @env: TMPDIR=/var/tmp/scr-8101/
// os.tmpdir() reads TMPDIR and drops a trailing slash.
import os from "node:os";
console.log(os.tmpdir());
