// A package's own "imports" (#specifiers: exact, patterns, a bare package
// target, conditions) and self-reference by its own name through "exports",
// from its entry and from a nested folder.
import config from "#config";
import { add } from "#lib/math";
import { shout } from "#lib/text/shout";
import dep from "#dep";
import impl from "#impl";
import { twice } from "selfpkg/helpers";
import { viaSelf } from "./nested/deeper/use.js";

console.log(config.name, add(2, 3), shout("hi"));
console.log(dep, impl, twice(21));
console.log(viaSelf());
