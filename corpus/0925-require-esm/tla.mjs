// Top-level await: require() of this graph is an error.
import "./tla-dep.mjs";
export const late = await Promise.resolve("never required");
