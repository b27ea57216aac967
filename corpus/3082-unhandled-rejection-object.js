// An unhandled rejection with a plain object.
// @exit: 1
Promise.reject({ code: 7 });
