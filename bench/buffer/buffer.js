// bench/buffer: Buffer's base64 round trip (toString('base64') and
// Buffer.from(s, 'base64') of a 64 KiB buffer, many rounds), then the
// number methods (readUInt32LE, readInt16BE, readDoubleLE, writeUInt32BE,
// writeDoubleBE, ...) over a 1 MiB buffer.
const phase = process.argv[2] || "all";

function base64Rounds() {
    const src = Buffer.alloc(64 * 1024);
    for (let i = 0; i < src.length; i++) src[i] = (i * 7919 + 13) & 0xff;
    let total = 0;
    for (let r = 0; r < 400; r++) {
        const s = src.toString("base64");
        const back = Buffer.from(s, "base64");
        total += s.length + back[r & 0xffff];
    }
    console.log("base64", total);
}

function numberRounds() {
    const n = 1 << 20;
    const buf = Buffer.alloc(n);
    let sum = 0;
    for (let r = 0; r < 8; r++) {
        for (let i = 0; i + 8 <= n; i += 8) {
            buf.writeUInt32BE((i * 2654435761) >>> 0, i);
            buf.writeInt16LE((i & 0x7fff) - 16384, i + 4);
            buf.writeUInt16BE(r, i + 6);
        }
        for (let i = 0; i + 8 <= n; i += 8) {
            sum += buf.readUInt32LE(i) + buf.readInt16BE(i + 4) + buf.readUInt8(i + 7);
        }
        for (let i = 0; i + 8 <= n; i += 8) buf.writeDoubleBE(i / 3, i);
        for (let i = 0; i + 8 <= n; i += 8) sum += buf.readDoubleBE(i);
        sum %= 1e12;
    }
    console.log("numbers", sum);
}

if (phase !== "numbers") base64Rounds();
if (phase !== "base64") numberRounds();
