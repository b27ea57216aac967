// An activation awaiting a promise that never settles is unwound at exit.
async function stuck() { const local = { big: [1, 2, 3] }; await new Promise(() => {}); console.log("never", local); }
stuck();
stuck();
console.log("main done");
