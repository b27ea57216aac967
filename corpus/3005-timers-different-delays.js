// Timers fire in order of their delays.
setTimeout(() => console.log("30"), 30);
setTimeout(() => console.log("10"), 10);
setTimeout(() => console.log("20"), 20);
setTimeout(() => console.log("1"), 1);
