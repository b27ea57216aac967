// process: the machine-independent facts about cwd, chdir, hrtime,
// memoryUsage, uptime, pid, ppid, argv0, execPath, arch, version(s).
import process2 from "node:process";
import { cwd, hrtime } from "process";

console.log(process2 === process, typeof cwd, cwd === process.cwd);
const start = process.cwd();
console.log(typeof start, start.startsWith("/"));
process.chdir("/");
console.log(process.cwd());
process.chdir(start);
console.log(process.cwd() === start);
const t = hrtime();
console.log(Array.isArray(t), t.length, Number.isInteger(t[0]), t[1] >= 0 && t[1] < 1e9);
const d = process.hrtime(t);
console.log(d.length, d[0] >= 0, d[1] >= 0);
const b1 = process.hrtime.bigint(), b2 = process.hrtime.bigint();
console.log(typeof b1, b2 >= b1);
const m = process.memoryUsage();
console.log(Object.keys(m), m.rss > 0, typeof process.memoryUsage.rss(), process.memoryUsage.rss() > 0);
console.log(typeof process.uptime(), process.uptime() >= 0);
console.log(Number.isInteger(process.pid), Number.isInteger(process.ppid), process.pid !== process.ppid);
console.log(typeof process.argv0, process.execPath.startsWith("/"), typeof process.arch);
console.log(/^v\d+\.\d+\.\d+$/.test(process.version), typeof process.versions.node, process.platform);
console.log(process.version === "v" + process.versions.node);
