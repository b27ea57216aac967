// Babel's output for `export * from "./helper.cjs"`.
"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
var _helper = require("./helper.cjs");
Object.keys(_helper).forEach(function (key) {
  if (key === "default" || key === "__esModule") return;
  exports[key] = _helper[key];
});
