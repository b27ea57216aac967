// once listeners run once; off removes a listener.
const f = () => console.log("f");
process.on("custom", f);
process.once("custom", () => console.log("once"));
process.emit("custom");
process.emit("custom");
process.off("custom", f);
console.log(process.emit("custom"), process.listenerCount("custom"));
