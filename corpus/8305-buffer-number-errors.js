// The errors of the number methods, with Node's codes and messages: bad
// offsets (type, fraction, range, a buffer too small), bad byteLength,
// values out of range for each width, BigInt ranges and mixing.
const b = Buffer.alloc(8);
const t = (label, f) => {
  try {
    console.log(label, f());
  } catch (e) {
    console.log(label, `${e.name} ${e.code}: ${e.message}`);
  }
};
t("read offset string", () => b.readUInt8("1"));
t("read offset fraction", () => b.readUInt16LE(1.5));
t("read offset NaN", () => b.readInt32BE(NaN));
t("read offset Infinity", () => b.readUInt8(Infinity));
t("read offset negative", () => b.readUInt32LE(-1));
t("read past end", () => b.readUInt32LE(5));
t("read double past end", () => b.readDoubleLE(1));
t("read bigint past end", () => b.readBigInt64LE(1));
t("read small buffer", () => Buffer.alloc(1).readUInt16LE(0));
t("read empty buffer", () => Buffer.alloc(0).readUInt8(0));
t("readUIntLE no args", () => b.readUIntLE());
t("readUIntLE no width", () => b.readUIntLE(0));
t("readUIntLE width 0", () => b.readUIntLE(0, 0));
t("readUIntLE width 7", () => b.readIntBE(0, 7));
t("readUIntLE width 1.5", () => b.readUIntLE(0, 1.5));
t("readUIntLE width string", () => b.readUIntLE(0, "2"));
t("readUIntLE past end", () => b.readUIntBE(4, 6));
t("write u8 256", () => b.writeUInt8(256));
t("write i8 -129", () => b.writeInt8(-129));
t("write u16 -1", () => b.writeUInt16BE(-1));
t("write i16 40000", () => b.writeInt16LE(40000));
t("write u32 2**32", () => b.writeUInt32LE(2 ** 32));
t("write i32 -(2**31)-1", () => b.writeInt32BE(-(2 ** 31) - 1));
t("write u48 2**48", () => b.writeUIntLE(2 ** 48, 0, 6));
t("write i40 2**39", () => b.writeIntBE(2 ** 39, 0, 5));
t("write i48 -(2**50)", () => b.writeIntLE(-(2 ** 50), 0, 6));
t("write u24 big", () => b.writeUIntBE(2 ** 24, 0, 3));
t("write huge", () => b.writeUInt32LE(1e21));
t("write u8 offset string", () => b.writeUInt8(1, "0"));
t("write u16 offset string", () => b.writeUInt16LE(1, "0"));
t("write u16 past end", () => b.writeUInt16LE(1, 7));
t("write range before offset", () => b.writeUInt16LE(-1, "x"));
t("writeUIntLE no offset", () => b.writeUIntLE(1));
t("writeUIntLE width 9", () => b.writeUIntLE(1, 0, 9));
t("write float past end", () => b.writeFloatBE(1, 5));
t("write bigint too big", () => b.writeBigUInt64LE(2n ** 64n));
t("write bigint negative", () => b.writeBigUInt64BE(-1n));
t("write bigint signed", () => b.writeBigInt64LE(2n ** 63n));
t("write bigint small signed", () => b.writeBigInt64BE(-(2n ** 63n) - 1n));
t("write bigint number", () => b.writeBigInt64LE(1));
t("write bigint past end", () => b.writeBigInt64LE(1n, 1));
t("write symbol", () => b.writeUInt8(Symbol("s")));
