// Rejects dynamic import(), which scr does not compile yet (error at the import keyword).
// @error: 3:1: dynamic import() is not supported yet
import("./nothing.js").catch(() => console.log("failed"));
