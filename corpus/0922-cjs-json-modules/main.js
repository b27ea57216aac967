// require of .json files: parsed once on first require and cached (the same object), found by extension probing, and a syntax error names the file.
const config = require("./config.json");
const again = require("./config");
console.log(config, config === again);
config.extra = true;
console.log(require("./config.json").extra);
const list = require("./data/list.json");
console.log(Array.isArray(list), list.length, list[2].name);
try {
  require("./broken.json");
} catch (e) {
  console.log(e.name, e.message.replace(__dirname, "<dir>"));
}
try {
  require("./broken.json");
} catch (e) {
  console.log("again:", e instanceof SyntaxError);
}
