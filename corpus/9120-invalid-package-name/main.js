// Rejects a specifier that is no valid package name.
// @error: 3:1: TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module "@scope" is not a valid package name imported from {dir}/main.js
import "@scope";
