// Rejects a node: specifier that names no built-in module.
// @error: 3:1: Error [ERR_UNKNOWN_BUILTIN_MODULE]: No such built-in module: node:nope
import "node:nope";
