// A method read through a prototype with many keys (a dictionary shape,
// as Buffer.prototype has): the cached read must see every later change of
// that prototype and of the receiver.
const proto = {};
for (let i = 0; i < 100; i++) proto["m" + i] = function () { return i; };
proto.get = function () { return "first"; };
const o = Object.create(proto);
const other = Object.create(proto);

function call(x) { return typeof x.get === "function" ? x.get() : String(x.get); }
const seen = [];
function round(label) {
    let last;
    for (let i = 0; i < 3; i++) last = call(o);
    seen.push(label + ":" + last + "/" + call(other));
}

round("start");
proto.get = function () { return "replaced"; };
round("value replaced");
delete proto.m0;
delete proto.m50;
round("keys deleted");
Object.defineProperty(proto, "get", { get() { return () => "getter"; }, configurable: true });
round("accessor");
Object.defineProperty(proto, "get", { value: () => "data again", writable: true, configurable: true });
round("data again");
o.get = () => "own";
round("own property");
delete o.get;
round("own deleted");
const proto2 = Object.create(proto);
proto2.get = () => "proto2";
Object.setPrototypeOf(o, proto2);
round("prototype changed");
delete proto.get;
round("deleted");
for (const s of seen) console.log(s);

// Buffer's methods through the same path, with a shadowing own method.
const b = Buffer.from([1, 2, 3, 4]);
let sum = 0;
for (let i = 0; i < 4; i++) sum += b.readUInt8(i);
b.readUInt8 = () => 100;
for (let i = 0; i < 4; i++) sum += b.readUInt8(i);
console.log(sum);
