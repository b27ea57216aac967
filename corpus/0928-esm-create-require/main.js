// An ES module using CommonJS: createRequire(import.meta.url) loads CommonJS and JSON through the shared cache (require.main is undefined: the entry is not CommonJS), and import() of a CommonJS module gives its namespace.
import { createRequire } from "node:module";
import counterDefault, { bump } from "./counter.cjs";
const require = createRequire(import.meta.url);
const counter = require("./counter.cjs");
console.log(counter === counterDefault, counter.count, bump(), counter.count);
const settings = require("./settings.json");
console.log(settings.mode, require("./settings.json") === settings);
console.log(require.main, typeof require.resolve, typeof require.cache);
const ns = await import("./lazy.cjs");
console.log(Object.keys(ns), ns.default.loadedAt, ns.default.describe(), ns.extra);
const again = await import("./lazy.cjs");
console.log(again === ns, require("./lazy.cjs") === ns.default);
