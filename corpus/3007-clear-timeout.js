// clearTimeout cancels a pending timer, also from another timer.
const a = setTimeout(() => console.log("never a"), 5);
clearTimeout(a);
const b = setTimeout(() => console.log("never b"), 20);
setTimeout(() => { console.log("clearing b"); clearTimeout(b); }, 5);
clearTimeout(undefined);
clearTimeout(12345);
console.log("done");
