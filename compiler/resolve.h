/* resolve.h - Node's module resolution, at compile time: the ESM resolver
 * (ESM_RESOLVE, PACKAGE_RESOLVE with self-reference, "exports" and
 * "imports" with conditions and "*" patterns, the legacy "main", and
 * ESM_FILE_FORMAT) and CommonJS's (Module._resolveFilename: extension and
 * index probing, "main", "exports" with the "require" condition, "#"
 * imports). Node 20.20 is the reference, down to its error codes and
 * message texts; docs/packages.md says what differs and why.
 *
 * Shared between the ES module loader (emit_module.c) and the CommonJS
 * loader: the meanings of the fields below are fixed, fields may be added. */
#ifndef SCR_RESOLVE_H
#define SCR_RESOLVE_H

#include <stdbool.h>

typedef enum ModFormat { FMT_ESM, FMT_CJS, FMT_JSON, FMT_BUILTIN } ModFormat;
typedef enum ResolveMode { RESOLVE_IMPORT, RESOLVE_REQUIRE } ResolveMode;

typedef struct Resolution {
    char *path;          /* absolute real path of the file (malloc'ed); NULL for a builtin */
    const char *builtin; /* the builtin's canonical name ("node:util", "@scr/experimental"), else NULL */
    ModFormat format;    /* by extension and the nearest package.json "type" */
    bool ambiguous;      /* a .js file with no "type" in scope: format is FMT_CJS, and the
                            caller treats it as ESM when it has module syntax (import/export
                            declarations, import.meta, top-level await), as Node 20.20 does */
    const char *code;    /* on failure: "ERR_MODULE_NOT_FOUND", "ERR_PACKAGE_PATH_NOT_EXPORTED", ... */
    char *message;       /* on failure: Node's message text, exactly (malloc'ed) */
    /* Added by the resolver's owner (meanings beyond the agreed shape): */
    const char *error_name; /* on failure: the error's constructor as Node prints it in
                               front of the code: "Error" or "TypeError" */
    bool bracket_code;      /* on failure: Node prints "Name [CODE]: message" (true) or just
                               "Name: message" (false: errors raised in Node's C++ layer, such
                               as the legacy "main" lookup, carry the code without it) */
    bool unsupported_ext;   /* success, but the file's extension is one Node's ESM loader
                               rejects at load time (ERR_UNKNOWN_FILE_EXTENSION, in code and
                               message); .node addons land here too in require mode */
    char *failed_url;       /* on ERR_MODULE_NOT_FOUND or ERR_UNSUPPORTED_DIR_IMPORT for a
                               file path that was resolved but is missing or a folder: the
                               URL Node's error carries, which import.meta.resolve returns
                               instead of throwing (malloc'ed) */
} Resolution;

/* Resolves `spec` as `import` (conditions node, import, default) or
 * `require` (node, require, default; CommonJS's extension/index probing)
 * would from the file `importer_abs`. 0 on success, -1 with code/message.
 * In RESOLVE_REQUIRE mode a missing module is code "MODULE_NOT_FOUND" with
 * message "Cannot find module 'x'": the "Require stack" Node appends is
 * the runtime's to add, as only it knows the chain of requiring modules. */
int resolve_module(const char *importer_abs, const char *spec, ResolveMode mode, Resolution *out);
void resolution_free(Resolution *r);

/* The whole first line of Node's report for a failed resolution, as its
 * uncaught-error printer shows it: "Error [ERR_MODULE_NOT_FOUND]: Cannot
 * find package 'x' imported from /abs/main.js" (malloc'ed). */
char *resolution_error_text(const Resolution *r);

/* The module format of a resolved file (ESM_FILE_FORMAT / CommonJS's
 * extension table), and the "type" of the package scope that holds it:
 * "module", "commonjs" or "none". */
const char *resolve_package_type(const char *file_abs);

/* Node's builtin modules: whether `name` (with or without "node:") names
 * one, and its canonical "node:x" form (static storage), else NULL.
 * Names only reachable with the prefix (node:test, node:sea, ...) need it. */
const char *resolve_builtin_name(const char *spec);

/* file:// URL of an absolute path, percent-encoded as Node's
 * pathToFileURL does (malloc'ed). */
char *resolve_path_to_url(const char *abs);

#endif
