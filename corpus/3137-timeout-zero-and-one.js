// setTimeout 0 and 1 are the same 1 ms timer: creation order.
setTimeout(() => console.log("one"), 1);
setTimeout(() => console.log("zero"), 0);
setTimeout(() => console.log("negative"), -5);
setTimeout(() => console.log("nan"), NaN);
