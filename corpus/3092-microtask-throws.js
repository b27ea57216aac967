// An error thrown in queueMicrotask.
// @exit: 1
queueMicrotask(() => { throw new Error("microtask failure"); });
