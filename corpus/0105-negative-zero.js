// Checks -0: creation, printing by console.log vs String, equality and detection through 1/x.
const nz = -0;
console.log(nz, String(nz), nz + "", `${nz}`, JSON.stringify(nz));
console.log(1 / nz, 1 / 0);
console.log(0 * -1, -0 + 0, -0 - 0, Math.round(-0.4), Math.trunc(-0.5), Math.ceil(-0.5));
console.log([-0], { z: -0 });
console.log((-0).toFixed(2), (-0).toString());
console.log(Math.sign(-0), -0 < 0, Math.abs(-0));
console.log(-0 % 5, 5 % -5, -5 % 5);
