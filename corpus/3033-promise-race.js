// Promise.race settles with the first.
const slow = new Promise(r => setTimeout(() => r("slow"), 20));
const fast = new Promise(r => setTimeout(() => r("fast"), 2));
Promise.race([slow, fast]).then(v => console.log("race", v));
Promise.race([Promise.reject(new Error("rej")), 1]).catch(e => console.log("race rejected", e.message));
