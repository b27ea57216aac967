// Group indentation applies to stderr methods too.
console.group("g");
console.error("error line\nsecond");
console.warn("warn");
console.assert(false, "assert in group");
console.groupEnd();
console.error("flush left");
