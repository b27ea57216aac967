console.log("thrower body");
throw new Error("thrower failed");
