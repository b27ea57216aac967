// util.inspect of arrays whose elements lie far apart: the runs of holes
// between them are counted, not walked index by index (a fuzz_inspect
// finding: a[1e9] = 1 took minutes), and accessor and non-enumerable
// elements past the dense part still show.
import util from "node:util";

const a = [];
a[4e6] = 1;
a[2e6] = 2;
a[3] = { x: 1 };
console.log(a);

const b = [1, 2];
b[1e9] = 3;
console.log(b);
console.log(util.inspect(b, { maxArrayLength: 2 }));

const c = [0];
c[4294967294] = "last";
Object.defineProperty(c, 7e8, { get() { return 1; }, enumerable: true });
Object.defineProperty(c, 9e8, { value: "hidden", enumerable: false });
console.log(c);
console.log(util.inspect(c, { showHidden: true }));
console.log(c.length);
