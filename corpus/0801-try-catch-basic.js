// Checks throw/catch of Error objects and primitives, and that code after throw does not run.
function risky(kind) {
  if (kind === "error") throw new Error("plain error");
  if (kind === "string") throw "a string";
  if (kind === "number") throw 42;
  if (kind === "object") throw { code: "E_OBJ" };
  if (kind === "null") throw null;
  return "no throw";
}
for (const k of ["error", "string", "number", "object", "null", "none"]) {
  try {
    const r = risky(k);
    console.log("returned", r);
  } catch (e) {
    console.log("caught", typeof e, e instanceof Error ? e.message : e);
  }
}
try {
  throw undefined;
} catch (e) {
  console.log("caught undefined:", e);
}
