// process.platform, argv and env are there.
console.log(process.platform, Array.isArray(process.argv), process.argv.length >= 2, typeof process.env);
console.log(typeof process.nextTick, typeof process.on, typeof process.exit);
