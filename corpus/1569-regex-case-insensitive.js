// Case-insensitive matching beyond ASCII, word boundaries under /i.
console.log(/straße/i.test("STRASSE"), /\u00e9/i.test("\u00c9"), /\u03c3/i.test("\u03a3"), /[\u00e0-\u00ff]/i.test("\u00c0"));
console.log("Hello HELLO hello".match(/\bhello\b/gi), /\bk/i.test("\u212a"));
console.log(/[a-z]/i.test("K"), /[^a-z]/i.test("K"), /\w/i.test("\u017f"), /\W/i.test("\u017f"));
console.log("ÀÉÎ".replace(/[àéî]/gi, "_"));
