// fill with numbers, strings (and their encodings), buffers, ranges and
// bad arguments; swap16, swap32 and swap64.
const b = Buffer.alloc(10);
const show = (r) => console.log(r === b, b.toString("hex"));
show(b.fill(1));
show(b.fill(0x1234, 2));
show(b.fill("ab", 1, 6));
show(b.fill("é"));
show(b.fill("e29882", "hex"));
show(b.fill("aGk=", 4, "base64"));
show(b.fill("xyz", 0, 4, "latin1"));
show(b.fill(Buffer.from([9, 8, 7])));
show(b.fill(new Uint16Array([0x0102])));
show(b.fill(true));
show(b.fill(-1, 8));
show(b.fill(""));
show(b.fill("a", 5, 5));
show(b.fill(257.9, 0, 2));
show(b.fill(null));
for (const args of [["zz", "hex"], [Buffer.alloc(0)], ["a", -1], ["a", 0, 11], ["a", 1.5], ["a", 0, 2, "nope"], ["a", 0, 2, 7], [1, "1"]]) {
  try {
    show(b.fill(...args));
  } catch (e) {
    console.log(`${e.name} ${e.code}: ${e.message}`);
  }
}

const s = Buffer.from("0123456789abcdef");
console.log(s.swap16().toString(), s.swap16().toString());
console.log(s.swap32().toString(), s.swap32().toString());
console.log(s.swap64().toString(), s.swap64() === s);
for (const [n, f] of [[3, "swap16"], [6, "swap32"], [12, "swap64"]]) {
  try {
    Buffer.alloc(n)[f]();
  } catch (e) {
    console.log(`${e.name} ${e.code}: ${e.message}`);
  }
}
