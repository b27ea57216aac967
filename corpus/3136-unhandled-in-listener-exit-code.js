// unhandledRejection listener that sets exitCode.
// @exit: 5
process.on("unhandledRejection", () => { console.log("noted"); process.exitCode = 5; });
Promise.reject(1);
