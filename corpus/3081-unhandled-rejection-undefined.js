// An unhandled rejection with undefined.
// @exit: 1
Promise.reject();
