// node:buffer's exports: Buffer (the global), constants, kMaxLength,
// kStringMaxLength, INSPECT_MAX_BYTES, atob and btoa (the globals),
// isUtf8 and isAscii.
import buffer, { Buffer as B, constants, kMaxLength, kStringMaxLength, atob as a2b, btoa as b2a, isUtf8, isAscii, INSPECT_MAX_BYTES } from "node:buffer";
import * as ns from "buffer";
console.log(B === Buffer, buffer.Buffer === Buffer, ns.Buffer === Buffer, ns.default === buffer);
console.log(constants, kMaxLength, kStringMaxLength, INSPECT_MAX_BYTES, constants.MAX_LENGTH === kMaxLength);
console.log(a2b === atob, b2a === btoa, buffer.atob("aGk="), buffer.btoa("hi"));
for (const bytes of [[], [0x61], [0xc3, 0xa9], [0xc3], [0xed, 0xa0, 0x80], [0xf0, 0x9f, 0x98, 0x80], [0xff], [0x7f]]) {
  const u = new Uint8Array(bytes);
  console.log(JSON.stringify(bytes), isUtf8(u), isAscii(u), isUtf8(u.buffer), isAscii(Buffer.from(u)));
}
for (const bad of ["abc", 1, null, [1]]) {
  try {
    isUtf8(bad);
  } catch (e) {
    console.log(e.name, e.code, e.message);
  }
}
