// How Buffers print: console.log and util.inspect give <Buffer ..> with
// 50 bytes at most, extra own properties after the bytes, nested buffers,
// subclasses by their name, and an empty buffer.
import util from "node:util";
console.log(Buffer.from("hi"), Buffer.alloc(0), [Buffer.from([1, 255])]);
console.log(Buffer.alloc(50, 1));
console.log(Buffer.alloc(51, 2));
console.log(Buffer.alloc(1000));
const p = Buffer.from("ab");
p.extra = 1;
p.list = [1, 2];
p[Symbol("s")] = "sym";
console.log(p);
const e = Buffer.alloc(0);
e.only = true;
console.log(e, { e });
console.log(util.inspect({ deep: { deeper: { deepest: { buf: Buffer.from("x") } } } }, { depth: 0 }));
console.log(util.inspect({ a: { b: { c: { buf: Buffer.from("x") } } } }));
console.log(util.inspect(Buffer.from("hidden"), { showHidden: true }));
console.log(`${util.inspect(Buffer.from("abc"))}`, util.format("%s|%o|%O|%j", Buffer.from("s"), Buffer.from("o"), Buffer.from("O"), Buffer.from("j")));
class Sub extends Buffer {}
console.log(Object.setPrototypeOf(Buffer.from("sub"), Sub.prototype));
console.log(new Map([[Buffer.from("k"), Buffer.from("v")]]), new Set([Buffer.from("s")]));
console.log(Array(8).fill(Buffer.from("item")));
console.log(new Uint8Array([1, 2]), Buffer.from([1, 2]).buffer instanceof ArrayBuffer);
