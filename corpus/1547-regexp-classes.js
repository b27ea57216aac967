// Character classes: \d \w \s and negations, ranges, [^], [], escapes inside classes.
console.log("a1 b2_c3".match(/\d/g), "a1 b2_c3".match(/\w+/g), "a\tb\u00a0c\u2003d".split(/\s/));
console.log("x9y".replace(/\D/g, "#"), "a b".replace(/\W/g, "_"), "a b\tc".replace(/\S/g, "."));
console.log(/[^]/.test("\n"), /[]/.test("a"), /[^a-c]+/.exec("abcdef")[0], /[\b]/.test("\b"));
console.log(/[\d.]+/.exec("v1.25x")[0], /[a-f0-9]{2}/i.exec("zzAe")[0], /[\-\]]/.test("]"));
console.log("a-b_c".match(/[\w-]+/g), /[\s\S]+/.exec("x\ny")[0].length, /[^\d\s]/.exec("1 2 x")[0]);
console.log("\u00e9\u00e8".match(/\w/g), /\w/.test("\u00e9"), "caf\u00e9 cr\u00e8me".match(/\b\w+\b/g));
