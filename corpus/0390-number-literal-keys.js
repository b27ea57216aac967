// A number literal used as a property key names the property by
// Number::prototype.toString: exponent form below 1e-6 and from 1e21,
// fixed form between, the shortest digits that read back.
const o = {
  1e-7: 'a', 0.000001: 'b', 0.0000015: 'c', 1e21: 'd', 123456789012345680000: 'e',
  1.5e300: 'f', 0.1: 'g', 5e-324: 'h', 0.30000000000000004: 'i', 1.7976931348623157e308: 'j',
  0x10: 'k', 0o17: 'l', 0b101: 'm', 1_000: 'n', .5: 'o', 2.50: 'p', 1e2: 'q', 12e-1: 'r',
};
console.log(Object.keys(o));
console.log(o['1e-7'], o['0.000001'], o['1e+21'], o['1.5e+300'], o['5e-324']);

class C {
  1e-7() { return 'method'; }
  static 2e-7 = 'field';
  get 3e-7() { return 'getter'; }
  static 1e22() { return 'static'; }
}
console.log(Object.getOwnPropertyNames(C.prototype));
console.log(Object.getOwnPropertyNames(C).filter((k) => k !== 'length' && k !== 'prototype'));
console.log(new C()[1e-7](), new C()[1e-7].name, C[2e-7], new C()['3e-7'], C[1e22].name);
console.log(Object.getOwnPropertyDescriptor(C.prototype, '3e-7').get.name);

const { 1e-7: a, 0.000001: b, 1e21: d, ...rest } = o;
console.log(a, b, d, Object.keys(rest).length);

const p = { get 1e-8() { return 1; }, set 1e25(v) {}, async 4e-9() {}, *5e-10() {} };
console.log(Object.keys(p), Object.getOwnPropertyDescriptor(p, '1e-8').get.name);
console.log(Object.getOwnPropertyDescriptor(p, '1e+25').set.name, p['4e-9'].name, p['5e-10'].name);

const f = { 1e-7: function () {}, 0.000002: () => {}, 1e21: class {} };
console.log(f['1e-7'].name, f['0.000002'].name, f['1e+21'].name);
