// TypeScript's output for `export * from "./shared.cjs"`.
"use strict";
var __exportStar = function (m, exports) {
  for (var p in m) if (p !== "default" && !Object.prototype.hasOwnProperty.call(exports, p)) exports[p] = m[p];
};
Object.defineProperty(exports, "__esModule", { value: true });
__exportStar(require("./shared.cjs"), exports);
