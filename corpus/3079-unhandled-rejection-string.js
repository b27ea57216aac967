// An unhandled rejection with a string reason.
// @exit: 1
Promise.reject("plain reason");
