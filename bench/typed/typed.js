// bench/typed: byte-level and float typed-array work. Adler-32 and CRC-32
// checksums over a 1 MiB Uint8Array (several rounds, the CRC through a
// 256-entry Int32Array table), then a 2-D Jacobi stencil on Float64Arrays.

const N = 1 << 20;
const data = new Uint8Array(N);
let seed = 12345;
for (let i = 0; i < N; i++) {
    seed = (Math.imul(seed, 1103515245) + 12345) | 0;
    data[i] = seed >>> 16;
}

function adler32(buf) {
    let a = 1, b = 0;
    const n = buf.length;
    for (let i = 0; i < n; i++) {
        a = (a + buf[i]) % 65521;
        b = (b + a) % 65521;
    }
    return ((b << 16) | a) >>> 0;
}

const CRC_TABLE = new Int32Array(256);
for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    CRC_TABLE[n] = c;
}

function crc32(buf) {
    let crc = -1;
    const n = buf.length;
    for (let i = 0; i < n; i++) crc = CRC_TABLE[(crc ^ buf[i]) & 0xff] ^ (crc >>> 8);
    return (crc ^ -1) >>> 0;
}

let ad = 0, cr = 0;
for (let round = 0; round < 4; round++) {
    data[round] ^= 0x5a;
    ad = adler32(data);
    cr = crc32(data);
}
console.log("adler32", ad.toString(16), "crc32", cr.toString(16));

function jacobi(n, steps) {
    let u = new Float64Array(n * n), v = new Float64Array(n * n);
    for (let j = 0; j < n; j++) u[j] = v[j] = 100; // a hot top edge
    for (let s = 0; s < steps; s++) {
        for (let i = 1; i < n - 1; i++) {
            const row = i * n;
            for (let j = 1; j < n - 1; j++) {
                const k = row + j;
                v[k] = 0.25 * (u[k - 1] + u[k + 1] + u[k - n] + u[k + n]);
            }
        }
        const t = u; u = v; v = t;
    }
    let sum = 0;
    for (let k = 0; k < n * n; k++) sum += u[k];
    return sum;
}

console.log("jacobi", jacobi(160, 100).toFixed(6));
