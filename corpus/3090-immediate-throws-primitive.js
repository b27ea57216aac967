// A string thrown in an immediate.
// @exit: 1
setImmediate(() => { throw "immediate string"; });
