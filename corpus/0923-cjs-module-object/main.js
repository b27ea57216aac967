// The module object: id, filename, loaded, children, paths, require.main, require.cache keyed by filename, require.resolve, and this === module.exports at the top level.
const rel = (p) => p.slice(__dirname.length);
console.log(module.id, rel(module.filename), module.loaded, module.children.length);
console.log(require.main === module, this === module.exports, typeof require.cache);
console.log(Object.keys(module).join(","));
console.log(module.paths[0] === __dirname + "/node_modules", module.paths[module.paths.length - 1]);
const child = require("./child");
console.log(child.info());
console.log(module.children.length, rel(module.children[0].filename), module.children[0].loaded);
const key = require.resolve("./child");
console.log(rel(key), require.cache[key] === module.children[0], require.cache[key].exports === child);
console.log(Object.keys(require.cache).map(rel).join(","));
console.log(require.resolve("util"), require.resolve("node:util"));
try {
  require.resolve("./missing");
} catch (e) {
  console.log(e.code, e.message.split("\n")[0]);
}
setTimeout(() => console.log("later: loaded =", module.loaded), 0);
