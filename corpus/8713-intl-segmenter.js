// Intl.Segmenter: grapheme clusters (emoji sequences, combining marks),
// words with isWordLike, sentences; Segments are iterable, reusable and
// answer containing().
const text = "Hi! Café ñ 👨‍👩‍👧 🇫🇷 e\u0301. Ça va? Oui.";
const g = new Intl.Segmenter("en", { granularity: "grapheme" });
const graphemes = [...g.segment(text)];
console.log(graphemes.length, text.length, graphemes.map((s) => s.segment).join("|"));
const w = new Intl.Segmenter("en", { granularity: "word" });
console.log([...w.segment(text)].map((s) => `${s.index}:${JSON.stringify(s.segment)}${s.isWordLike ? "*" : ""}`).join(" "));
const words = [...w.segment("The quick (brown) fox—can't stop; it's 3.14 km!")].filter((s) => s.isWordLike).map((s) => s.segment);
console.log(words);
const sentences = new Intl.Segmenter("en", { granularity: "sentence" }).segment("First one. Second? Third! Mr. Smith went home.");
console.log([...sentences].map((s) => s.segment));
const segs = w.segment("hello world");
console.log(segs.containing(0), segs.containing(5), segs.containing(8).segment, segs.containing(-1), segs.containing(99));
console.log([...segs].length, [...segs].length);
const it = segs[Symbol.iterator]();
console.log(Object.prototype.toString.call(it), it.next(), typeof it[Symbol.iterator]);
console.log(g.resolvedOptions(), new Intl.Segmenter().resolvedOptions(), new Intl.Segmenter("ja", { granularity: "word" }).resolvedOptions());
console.log([...new Intl.Segmenter().segment("")].length, Object.prototype.toString.call(g));
