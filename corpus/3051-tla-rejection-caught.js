// A rejected top-level await in try/catch.
try {
  await Promise.reject(new Error("tla failed"));
} catch (e) {
  console.log("caught", e.message);
}
