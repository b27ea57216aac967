// process.on('uncaughtException') keeps the process running.
process.on("uncaughtException", (err, origin) => console.log("caught", err.message, origin));
setTimeout(() => { throw new Error("from timer"); }, 1);
setTimeout(() => console.log("next timer runs"), 5);
