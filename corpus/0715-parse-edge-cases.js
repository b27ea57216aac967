// Checks parseInt/parseFloat/Number on whitespace, signs, exponents, radix prefixes and huge inputs.
console.log(parseInt("  -12.9e3xyz"), parseFloat("  -12.9e3xyz"), Number("  -12.9e3"));
console.log(parseInt("1e21"), parseInt(1e21), parseInt(0.0000001), parseInt("-0"), 1 / parseInt("-0"));
console.log(parseFloat(".e1"), parseFloat("1e"), parseFloat("1e+"), parseFloat("-Infinityx"), parseFloat("0x10"));
console.log(Number("1e"), Number("."), Number("+"), Number("0x"), Number("-0x10"), Number("0X1f"), Number("1 2"));
console.log(parseInt("123456789012345678901234567890"), Number("123456789012345678901234567890"));
console.log(parseInt("-ff", 16), parseInt("0x-1"), parseInt("  +0x1f  "), parseInt("\u00a012"));
console.log(Number("\u00a042\u2003"), Number("1__0"), Number("00012"), Number("-00.5"));
