// diff (jsdiff; "type": "module" with "exports" import/require conditions
// and subpath patterns): character, word, line and JSON diffs, a unified
// patch, and applying it.
import { diffChars, diffWords, diffLines, diffJson, createTwoFilesPatch, applyPatch, parsePatch, structuredPatch } from "diff";

const show = (parts) => parts.map((p) => (p.added ? `[+${p.value}]` : p.removed ? `[-${p.value}]` : p.value)).join("");
console.log(show(diffChars("kitten sitting", "sitting kitten")));
console.log(show(diffWords("the quick brown fox jumps", "the slow brown cat jumps high")));
const oldText = "line one\nline two\nline three\nline four\nline five\n";
const newText = "line one\nline 2\nline three\nline four\nline five\nline six\n";
console.log(JSON.stringify(diffLines(oldText, newText).map((p) => [p.added ? "+" : p.removed ? "-" : "=", p.count])));
console.log(show(diffJson({ a: 1, b: [1, 2], c: "x" }, { a: 1, b: [1, 3], d: null })));
const patch = createTwoFilesPatch("a.txt", "b.txt", oldText, newText, "old", "new", { context: 1 });
console.log(patch);
console.log("applies:", applyPatch(oldText, patch) === newText);
const parsed = parsePatch(patch);
console.log(parsed.length, parsed[0].hunks.length, JSON.stringify(parsed[0].hunks.map((h) => [h.oldStart, h.oldLines, h.newStart, h.newLines])));
console.log(structuredPatch("x", "y", "a\nb\n", "a\nc\n").hunks[0].lines.join("|"));
console.log("conflict:", applyPatch("completely different\n", patch));
