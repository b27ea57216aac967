// A 100,000-deep chain closed into a cycle by its last node; dropping it must not overflow any stack.
let root = { d: 0 };
let n = root;
for (let d = 1; d < 100000; d++) { n.child = { d }; n = n.child; }
n.child = root;
let depth = 0;
for (let m = root.child; m !== root; m = m.child) depth++;
console.log(depth);
root = n = null;
console.log('released');
