// Checks which console methods write to stdout (log/info/debug) and which to stderr (error/warn).
console.log("log to stdout");
console.info("info to stdout", 1);
console.debug("debug to stdout", { d: true });
console.error("error to stderr", [1, 2]);
console.warn("warn to stderr");
console.error("%s formatted on stderr: %d", "value", 7);
console.log();
console.error();
console.log("", "");
console.log("multi\nline\nstring");
