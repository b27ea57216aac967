// Rejects importing a folder: ES modules name files (ERR_UNSUPPORTED_DIR_IMPORT).
// @error: 3:1: Error [ERR_UNSUPPORTED_DIR_IMPORT]: Directory import '{dir}/assets' is not supported resolving ES modules imported from {dir}/main.js
import "./assets";
