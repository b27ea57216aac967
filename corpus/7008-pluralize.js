// pluralize (a UMD file loaded as CommonJS): plural and singular forms of
// English words, with irregular and uncountable rules and custom rules.
import pluralize from "pluralize";

const words = ["cat", "person", "child", "mouse", "sheep", "index", "matrix", "box", "quiz", "cactus", "criterion", "octopus", "leaf", "knife", "bus", "datum"];
for (const w of words) {
  const p = pluralize(w);
  console.log(w.padEnd(10), p.padEnd(12), pluralize.singular(p), pluralize.isPlural(p), pluralize.isSingular(w));
}
for (const n of [0, 1, 2, 5]) console.log(pluralize("test", n, true), "|", pluralize("goose", n, true));
console.log(pluralize("CHILD"), pluralize("Person"), pluralize("ox"));
pluralize.addIrregularRule("scr", "scrs-irregular");
pluralize.addUncountableRule("compiler-output");
pluralize.addPluralRule(/gex$/i, "gices");
console.log(pluralize("scr"), pluralize("compiler-output"), pluralize("regex"));
