// Package "exports" as Node 20 resolves them for `import`: conditions in
// object order (a custom condition pointing at TypeScript is ignored, as are
// "require" and "browser"), nested conditions, subpath patterns with the most
// specific match winning, null targets skipped in arrays, sugar strings,
// scoped names, and "main" for a package without "exports".
import cond from "cond";
import feature from "cond/feature";
import nested from "cond/nested";
import { util, helper } from "pat/utils/strings";
import deep from "pat/utils/special/case";
import picked from "pat/fallback";
import sugar from "sugar";
import scoped from "@acme/tools";
import { version } from "@acme/tools/version";
import legacy from "legacy";
import legacyFile from "legacy/extra.js";

console.log(cond, feature, nested);
console.log(util("abc"), helper);
console.log(deep, picked, sugar);
console.log(scoped, version);
console.log(legacy, legacyFile);
