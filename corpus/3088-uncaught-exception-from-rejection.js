// uncaughtException also gets unhandled rejections (origin unhandledRejection).
process.on("uncaughtException", (err, origin) => console.log(err.message, origin));
Promise.reject(new Error("rejected"));
