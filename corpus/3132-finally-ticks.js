// finally takes extra ticks compared to then.
Promise.resolve(1).finally(() => console.log("finally cb")).then(v => console.log("after finally", v));
Promise.resolve().then(() => console.log("1")).then(() => console.log("2")).then(() => console.log("3")).then(() => console.log("4"));
