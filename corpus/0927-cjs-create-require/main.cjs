// A .cjs entry: node:module's createRequire gives a require for a file (its path or file: URL), sharing the module cache, and require("module") is the same module object.
const { createRequire } = require("node:module");
const moduleAgain = require("module");
console.log(typeof createRequire, moduleAgain.createRequire === createRequire);
const req = createRequire(__filename);
const viaReq = req("./lib.cjs");
console.log(viaReq.name, viaReq === require("./lib.cjs"), req.main === module, typeof req.resolve);
console.log(req.resolve("./lib.cjs").slice(__dirname.length), req("./data.json").items.length);
const fromUrl = createRequire("file://" + __filename);
console.log(fromUrl("./lib.cjs") === viaReq);
console.log(module.id, require.main === module, __filename.endsWith("main.cjs"));
