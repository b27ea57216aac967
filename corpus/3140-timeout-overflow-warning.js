// A delay above 2^31 - 1 ms warns (TimeoutOverflowWarning, once per call,
// the number printed as JavaScript prints it) and becomes 1 ms; so do
// setInterval's, and NaN or a negative delay becomes 1 ms without a word.
setTimeout(() => console.log("timeout 2^31"), 2147483648);
setTimeout(() => console.log("timeout fraction"), 2147483648.1);
setTimeout(() => console.log("timeout 1e21"), 1e21);
setTimeout(() => console.log("timeout Infinity"), Infinity);
setTimeout(() => console.log("timeout NaN"), NaN);
setTimeout(() => console.log("timeout -5"), -5);
const iv = setInterval(() => {
  console.log("interval 2^32");
  clearInterval(iv);
}, 4294967296.5);
