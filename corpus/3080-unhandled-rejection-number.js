// An unhandled rejection with a number reason.
// @exit: 1
new Promise((_, rej) => rej(42));
