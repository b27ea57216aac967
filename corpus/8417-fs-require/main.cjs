// require('fs'), require('node:fs'), require('fs/promises') and
// require('fs').promises: the same objects; the functions work unbound;
// a CommonJS program reads its own directory with __dirname.
const fs = require("fs");
const fs2 = require("node:fs");
const fsp = require("fs/promises");
const { readFileSync, promises, constants } = require("fs");
const path = require("path");
const os = require("os");

console.log(fs === fs2, fsp === fs.promises, promises === fsp, constants === fs.constants);
console.log(fs.readdirSync(__dirname), path.basename(__filename));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "scr-"));
const f = path.join(tmp, "x.json");
fs.writeFileSync(f, JSON.stringify({ a: 1, b: [2, 3] }));
console.log(JSON.parse(readFileSync(f, "utf8")));
const { stat, unlink } = fsp;
stat(f)
  .then((st) => {
    console.log(st.size, typeof fs.Stats);
    return unlink(f);
  })
  .then(() => {
    fs.rmdirSync(tmp);
    console.log(fs.existsSync(tmp));
  });
