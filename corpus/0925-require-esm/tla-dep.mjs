// Part of the graph with top-level await; not evaluated by the failing require.
console.log("tla-dep.mjs must not run");
export const x = 1;
