// node:os: only machine-independent facts (types, signs, fixed values).
import os from "node:os";
import { EOL, tmpdir, platform } from "os";

console.log(JSON.stringify(EOL), os.EOL === EOL, os.devNull);
console.log(typeof tmpdir(), tmpdir().startsWith("/"), !tmpdir().endsWith("/") || tmpdir() === "/");
console.log(typeof os.homedir(), os.homedir().length > 0);
const cpus = os.cpus();
console.log(Array.isArray(cpus), cpus.length > 0, typeof cpus[0].model, typeof cpus[0].speed);
console.log(Object.keys(cpus[0].times));
console.log(typeof os.totalmem(), os.totalmem() > 0, os.freemem() > 0, os.freemem() <= os.totalmem());
console.log(platform(), os.platform(), os.type());
console.log(typeof os.release(), os.release().length > 0, typeof os.version(), typeof os.machine());
console.log(typeof os.hostname(), os.hostname().length > 0);
console.log(os.arch() === process.arch, ["LE", "BE"].includes(os.endianness()));
console.log(typeof os.uptime(), os.uptime() > 0);
console.log(os.loadavg().length, os.availableParallelism() >= 1);
