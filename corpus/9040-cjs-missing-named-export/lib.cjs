// A CommonJS module whose exports cjs-module-lexer sees as `present` only (`hidden` is computed).
exports.present = 1;
const key = "hid" + "den";
exports[key] = 2;
