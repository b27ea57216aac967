// node:util exports TextEncoder and TextDecoder, the same classes as the
// globals; a round trip through them and Buffer agrees.
import util, { TextEncoder as TE, TextDecoder as TD } from "node:util";
console.log(TE === TextEncoder, TD === TextDecoder, util.TextEncoder === TextEncoder, util.TextDecoder === TextDecoder);
const text = "Grüße, 世界 🌍";
const bytes = new TE().encode(text);
console.log(bytes.length, Buffer.from(text).equals(bytes), new TD().decode(bytes) === text, Buffer.from(bytes).toString() === text);
const u16 = Buffer.from(text, "utf16le");
console.log(new TD("utf-16le").decode(u16) === text, u16.toString("utf16le") === text);
console.log(util.inspect(new TD("utf-16le", { fatal: true })), util.inspect(new TE(), { compact: false }));
console.log(util.format("%o", new TE()), util.format("%s", new TD()));
