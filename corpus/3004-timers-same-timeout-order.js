// Timers with the same timeout fire in creation order.
for (let i = 0; i < 5; i++) setTimeout(() => console.log("t", i), 5);
setTimeout(() => console.log("zero a"), 0);
setTimeout(() => console.log("zero b"), 0);
