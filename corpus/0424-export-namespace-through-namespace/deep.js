export const x = 42;
export function f() { return 1; }
