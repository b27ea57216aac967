// Empty buffers, views and ArrayBuffers (which may own no memory at all) go
// through every method without a fault: writes, fills, searches, copies,
// decoders and the checks of reads and writes.
import { isUtf8, isAscii } from "node:buffer";
const e = Buffer.alloc(0);
console.log(e.write("a"), e.toString("hex"), e.fill(1), e.indexOf("a"), e.lastIndexOf(""), e.equals(Buffer.alloc(0)), e.compare(Buffer.alloc(0), 0, 0, 0, 0), Buffer.concat([e, e]), e.copy(Buffer.alloc(0)));
console.log(new TextDecoder().decode(new DataView(new ArrayBuffer(0))), new TextDecoder("utf-16le").decode(new ArrayBuffer(0)), new TextEncoder().encodeInto("abc", new Uint8Array(0)), Buffer.from(new ArrayBuffer(0)), e.swap16(), e.toJSON(), e.slice(1), e.subarray(0));

console.log(isUtf8(new ArrayBuffer(0)), isAscii(new Uint16Array(0)), Buffer.byteLength(new DataView(new ArrayBuffer(0))), Buffer.from(new Uint8Array(0)), e.includes(0), Buffer.alloc(0, "a"), Buffer.from("", "hex"), Buffer.from(e.buffer, 0, 0));
try { e.readUInt8(0) } catch (err) { console.log(err.message) }
try { e.writeUInt8(1, 0) } catch (err) { console.log(err.message) }
