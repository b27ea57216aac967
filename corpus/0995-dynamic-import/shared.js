console.log("shared body");
export let counter = 1;
export function bump() { counter++; }
