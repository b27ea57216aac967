// An error thrown in a nextTick callback.
// @exit: 1
process.nextTick(() => { throw new RangeError("tick failure"); });
