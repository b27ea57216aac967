// A waiter that notify woke keeps the program alive until its promise
// resolves (in a task of its own), with nothing else pending; a waiter whose
// timeout has not passed does not.
const i32 = new Int32Array(new SharedArrayBuffer(8));
const { async, value } = Atomics.waitAsync(i32, 0, 0);
value.then((v) => console.log('woken:', v, async));
Atomics.waitAsync(i32, 1, 0, 60000).value.then((v) => console.log('never printed', v));
console.log('notified', Atomics.notify(i32, 0));
