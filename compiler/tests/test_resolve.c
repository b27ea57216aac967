/* test_resolve.c - unit test of the module resolver (resolve.c) and the
 * package.json reader (json.c) over one fixture tree,
 * compiler/tests/fixtures/resolve/. Every expectation below is what Node
 * 20.20 answered on the same tree: `import.meta.resolve` then `import()`
 * for RESOLVE_IMPORT, `require.resolve` (and `require` for "node:") for
 * RESOLVE_REQUIRE, from a module at the row's importer path, with the
 * working directory at the fixture root (Node's "Did you mean" hint for a
 * relative specifier resolves from there). "F" stands for the fixture
 * root's real path. An expectation is "=path" (resolved file),
 * "@node:x" (a builtin) or "!text" (the failure's first lines as Node
 * prints the uncaught error, with its code beside it; "undefined" where
 * Node's error has none). */
#define _DEFAULT_SOURCE
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../json.h"
#include "../resolve.h"
#include "../text.h"

#include "check.h"

typedef struct Case {
    const char *importer, *spec;
    ResolveMode mode;
    const char *expect, *code;
} Case;

static const Case cases[] = {
    {"zprobe.mjs", "./main.js", RESOLVE_IMPORT, "=F/main.js", NULL},
    {"zprobe.mjs", "./lib/sub.js", RESOLVE_IMPORT, "=F/lib/sub.js", NULL},
    {"zprobe.mjs", "./lib/nope.js", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find module 'F/lib/nope.js' imported from F/zprobe.mjs", "ERR_MODULE_NOT_FOUND"},
    {"zprobe.mjs", "./lib/sub", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find module 'F/lib/sub' imported from F/zprobe.mjs\nDid you mean to import \"./lib/sub.js\"?", "ERR_MODULE_NOT_FOUND"},
    {"zprobe.mjs", "./lib/dir", RESOLVE_IMPORT, "!Error [ERR_UNSUPPORTED_DIR_IMPORT]: Directory import 'F/lib/dir' is not supported resolving ES modules imported from F/zprobe.mjs\nDid you mean to import \"./lib/dir/index.js\"?", "ERR_UNSUPPORTED_DIR_IMPORT"},
    {"zprobe.mjs", "./lib/dir/", RESOLVE_IMPORT, "!Error [ERR_UNSUPPORTED_DIR_IMPORT]: Directory import 'F/lib/dir/' is not supported resolving ES modules imported from F/zprobe.mjs\nDid you mean to import \"./lib/dir/index.js\"?", "ERR_UNSUPPORTED_DIR_IMPORT"},
    {"zprobe.mjs", "./lib/file.txt", RESOLVE_IMPORT, "!TypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension \".txt\" for F/lib/file.txt", "ERR_UNKNOWN_FILE_EXTENSION"},
    {"zprobe.mjs", "./lib/noext", RESOLVE_IMPORT, "=F/lib/noext", NULL},
    {"zprobe.mjs", "./lib/data.json", RESOLVE_IMPORT, "=F/lib/data.json", NULL},
    {"zprobe.mjs", "./lib/probe", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find module 'F/lib/probe' imported from F/zprobe.mjs\nDid you mean to import \"./lib/probe.js\"?", "ERR_MODULE_NOT_FOUND"},
    {"zprobe.mjs", "./lib/both", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find module 'F/lib/both' imported from F/zprobe.mjs\nDid you mean to import \"./lib/both.js\"?", "ERR_MODULE_NOT_FOUND"},
    {"zprobe.mjs", "./lib/onlyjson", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find module 'F/lib/onlyjson' imported from F/zprobe.mjs\nDid you mean to import \"./lib/onlyjson.json\"?", "ERR_MODULE_NOT_FOUND"},
    {"zprobe.mjs", "./lib/pdir", RESOLVE_IMPORT, "!Error [ERR_UNSUPPORTED_DIR_IMPORT]: Directory import 'F/lib/pdir' is not supported resolving ES modules imported from F/zprobe.mjs\nDid you mean to import \"./lib/pdir/index.json\"?", "ERR_UNSUPPORTED_DIR_IMPORT"},
    {"zprobe.mjs", "./lib/a b.js", RESOLVE_IMPORT, "=F/lib/a b.js", NULL},
    {"zprobe.mjs", "./lib/a%2Fb.js", RESOLVE_IMPORT, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"F/lib/a%2Fb.js\" must not include encoded \"/\" or \"\\\" characters imported from F/zprobe.mjs", "ERR_INVALID_MODULE_SPECIFIER"},
    {"zprobe.mjs", "./lib/%2e%2e/main.js", RESOLVE_IMPORT, "=F/main.js", NULL},
    {"zprobe.mjs", "/etc/hostname-nope", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find module '/etc/hostname-nope' imported from F/zprobe.mjs", "ERR_MODULE_NOT_FOUND"},
    {"zprobe.mjs", ".", RESOLVE_IMPORT, "!Error [ERR_UNSUPPORTED_DIR_IMPORT]: Directory import 'F/' is not supported resolving ES modules imported from F/zprobe.mjs", "ERR_UNSUPPORTED_DIR_IMPORT"},
    {"zprobe.mjs", "./", RESOLVE_IMPORT, "!Error [ERR_UNSUPPORTED_DIR_IMPORT]: Directory import 'F/' is not supported resolving ES modules imported from F/zprobe.mjs", "ERR_UNSUPPORTED_DIR_IMPORT"},
    {"zprobe.mjs", "fixture-root", RESOLVE_IMPORT, "=F/main.js", NULL},
    {"zprobe.mjs", "fixture-root/sub", RESOLVE_IMPORT, "=F/lib/sub.js", NULL},
    {"zprobe.mjs", "fixture-root/nope", RESOLVE_IMPORT, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: Package subpath './nope' is not defined by \"exports\" in F/package.json imported from F/zprobe.mjs", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"zprobe.mjs", "#dep", RESOLVE_IMPORT, "=F/lib/dep.js", NULL},
    {"zprobe.mjs", "#int/a", RESOLVE_IMPORT, "=F/lib/int/a.js", NULL},
    {"zprobe.mjs", "#int/special.js", RESOLVE_IMPORT, "=F/lib/dep.js", NULL},
    {"zprobe.mjs", "#int/nope", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find module 'F/lib/int/nope.js' imported from F/zprobe.mjs", "ERR_MODULE_NOT_FOUND"},
    {"zprobe.mjs", "#pkg", RESOLVE_IMPORT, "=F/node_modules/cond-pkg/esm/index.js", NULL},
    {"zprobe.mjs", "#pkgpat/x", RESOLVE_IMPORT, "=F/node_modules/pat-pkg/lib/x.js", NULL},
    {"zprobe.mjs", "#null", RESOLVE_IMPORT, "!TypeError [ERR_PACKAGE_IMPORT_NOT_DEFINED]: Package import specifier \"#null\" is not defined in package F/package.json imported from F/zprobe.mjs", "ERR_PACKAGE_IMPORT_NOT_DEFINED"},
    {"zprobe.mjs", "#cond", RESOLVE_IMPORT, "=F/lib/dep.js", NULL},
    {"zprobe.mjs", "#outside", RESOLVE_IMPORT, "!Error [ERR_INVALID_PACKAGE_TARGET]: Invalid \"imports\" target \"../outside.js\" defined for '#outside' in the package config F/package.json imported from F/zprobe.mjs", "ERR_INVALID_PACKAGE_TARGET"},
    {"zprobe.mjs", "#bare-url", RESOLVE_IMPORT, "!Error [ERR_INVALID_PACKAGE_TARGET]: Invalid \"imports\" target \"data:text/javascript,1\" defined for '#bare-url' in the package config F/package.json imported from F/zprobe.mjs", "ERR_INVALID_PACKAGE_TARGET"},
    {"zprobe.mjs", "#missing", RESOLVE_IMPORT, "!TypeError [ERR_PACKAGE_IMPORT_NOT_DEFINED]: Package import specifier \"#missing\" is not defined in package F/package.json imported from F/zprobe.mjs", "ERR_PACKAGE_IMPORT_NOT_DEFINED"},
    {"zprobe.mjs", "#", RESOLVE_IMPORT, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"#\" is not a valid internal imports specifier name imported from F/zprobe.mjs", "ERR_INVALID_MODULE_SPECIFIER"},
    {"zprobe.mjs", "#/x", RESOLVE_IMPORT, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"#/x\" is not a valid internal imports specifier name imported from F/zprobe.mjs", "ERR_INVALID_MODULE_SPECIFIER"},
    {"zprobe.mjs", "#dep/", RESOLVE_IMPORT, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"#dep/\" is not a valid internal imports specifier name imported from F/zprobe.mjs", "ERR_INVALID_MODULE_SPECIFIER"},
    {"zprobe.mjs", "cond-pkg", RESOLVE_IMPORT, "=F/node_modules/cond-pkg/esm/index.js", NULL},
    {"zprobe.mjs", "pat-pkg/x", RESOLVE_IMPORT, "=F/node_modules/pat-pkg/lib/x.js", NULL},
    {"zprobe.mjs", "pat-pkg/deep/y.js", RESOLVE_IMPORT, "=F/node_modules/pat-pkg/lib/deep/y.js", NULL},
    {"zprobe.mjs", "pat-pkg/features/f.js", RESOLVE_IMPORT, "=F/node_modules/pat-pkg/feat/f.js", NULL},
    {"zprobe.mjs", "pat-pkg/features/f", RESOLVE_IMPORT, "=F/node_modules/pat-pkg/feat/f.js", NULL},
    {"zprobe.mjs", "pat-pkg/internal/secret", RESOLVE_IMPORT, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: Package subpath './internal/secret' is not defined by \"exports\" in F/node_modules/pat-pkg/package.json imported from F/zprobe.mjs", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"zprobe.mjs", "pat-pkg/a/q/b", RESOLVE_IMPORT, "=F/node_modules/pat-pkg/ab/q/x.js", NULL},
    {"zprobe.mjs", "pat-pkg/a/q/c", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find module 'F/node_modules/pat-pkg/lib/a/q/c.js' imported from F/zprobe.mjs", "ERR_MODULE_NOT_FOUND"},
    {"zprobe.mjs", "pat-pkg/arr", RESOLVE_IMPORT, "=F/node_modules/pat-pkg/arr.js", NULL},
    {"zprobe.mjs", "pat-pkg/arr-null", RESOLVE_IMPORT, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: Package subpath './arr-null' is not defined by \"exports\" in F/node_modules/pat-pkg/package.json imported from F/zprobe.mjs", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"zprobe.mjs", "pat-pkg/arr-empty", RESOLVE_IMPORT, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: Package subpath './arr-empty' is not defined by \"exports\" in F/node_modules/pat-pkg/package.json imported from F/zprobe.mjs", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"zprobe.mjs", "pat-pkg/arr-bad", RESOLVE_IMPORT, "!Error [ERR_INVALID_PACKAGE_TARGET]: Invalid \"exports\" target \"5\" defined for './arr-bad' in the package config F/node_modules/pat-pkg/package.json imported from F/zprobe.mjs; targets must start with \"./\"", "ERR_INVALID_PACKAGE_TARGET"},
    {"zprobe.mjs", "pat-pkg/multi/m", RESOLVE_IMPORT, "=F/node_modules/pat-pkg/multi/m/m.js", NULL},
    {"zprobe.mjs", "pat-pkg/x/../internal/secret", RESOLVE_IMPORT, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"./x/../internal/secret\" request is not a valid match in pattern \"./*\" for the \"exports\" resolution of F/node_modules/pat-pkg/package.json imported from F/zprobe.mjs", "ERR_INVALID_MODULE_SPECIFIER"},
    {"zprobe.mjs", "pat-pkg/deep/../x.js", RESOLVE_IMPORT, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"./deep/../x.js\" request is not a valid match in pattern \"./deep/*\" for the \"exports\" resolution of F/node_modules/pat-pkg/package.json imported from F/zprobe.mjs", "ERR_INVALID_MODULE_SPECIFIER"},
    {"zprobe.mjs", "pat-pkg/deep/node_modules/x", RESOLVE_IMPORT, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"./deep/node_modules/x\" request is not a valid match in pattern \"./deep/*\" for the \"exports\" resolution of F/node_modules/pat-pkg/package.json imported from F/zprobe.mjs", "ERR_INVALID_MODULE_SPECIFIER"},
    {"zprobe.mjs", "pat-pkg/dir/x.js", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find module 'F/node_modules/pat-pkg/lib/dir/x.js.js' imported from F/zprobe.mjs", "ERR_MODULE_NOT_FOUND"},
    {"zprobe.mjs", "pat-pkg", RESOLVE_IMPORT, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: No \"exports\" main defined in F/node_modules/pat-pkg/package.json imported from F/zprobe.mjs", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"zprobe.mjs", "sugar-pkg", RESOLVE_IMPORT, "=F/node_modules/sugar-pkg/entry.mjs", NULL},
    {"zprobe.mjs", "sugar-pkg/other.mjs", RESOLVE_IMPORT, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: Package subpath './other.mjs' is not defined by \"exports\" in F/node_modules/sugar-pkg/package.json imported from F/zprobe.mjs", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"zprobe.mjs", "sugar-obj", RESOLVE_IMPORT, "=F/node_modules/sugar-obj/e.mjs", NULL},
    {"zprobe.mjs", "mixed-pkg", RESOLVE_IMPORT, "!Error [ERR_INVALID_PACKAGE_CONFIG]: Invalid package config F/node_modules/mixed-pkg/package.json while importing file://F/zprobe.mjs. \"exports\" cannot contain some keys starting with '.' and some not. The exports object must either be an object of package subpath keys or an object of main entry condition name keys only.", "ERR_INVALID_PACKAGE_CONFIG"},
    {"zprobe.mjs", "numeric-pkg", RESOLVE_IMPORT, "!Error [ERR_INVALID_PACKAGE_CONFIG]: Invalid package config F/node_modules/numeric-pkg/package.json while importing file://F/zprobe.mjs. \"exports\" cannot contain numeric property keys.", "ERR_INVALID_PACKAGE_CONFIG"},
    {"zprobe.mjs", "bad-target", RESOLVE_IMPORT, "!Error [ERR_INVALID_PACKAGE_TARGET]: Invalid \"exports\" main target \"index.js\" defined in the package config F/node_modules/bad-target/package.json imported from F/zprobe.mjs; targets must start with \"./\"", "ERR_INVALID_PACKAGE_TARGET"},
    {"zprobe.mjs", "bad-target/up", RESOLVE_IMPORT, "!Error [ERR_INVALID_PACKAGE_TARGET]: Invalid \"exports\" target \"./../outside.js\" defined for './up' in the package config F/node_modules/bad-target/package.json imported from F/zprobe.mjs", "ERR_INVALID_PACKAGE_TARGET"},
    {"zprobe.mjs", "bad-target/nm", RESOLVE_IMPORT, "!Error [ERR_INVALID_PACKAGE_TARGET]: Invalid \"exports\" target \"./node_modules/x.js\" defined for './nm' in the package config F/node_modules/bad-target/package.json imported from F/zprobe.mjs", "ERR_INVALID_PACKAGE_TARGET"},
    {"zprobe.mjs", "bad-target/num", RESOLVE_IMPORT, "!Error [ERR_INVALID_PACKAGE_TARGET]: Invalid \"exports\" target \"5\" defined for './num' in the package config F/node_modules/bad-target/package.json imported from F/zprobe.mjs; targets must start with \"./\"", "ERR_INVALID_PACKAGE_TARGET"},
    {"zprobe.mjs", "bad-target/obj-in-arr", RESOLVE_IMPORT, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: Package subpath './obj-in-arr' is not defined by \"exports\" in F/node_modules/bad-target/package.json imported from F/zprobe.mjs", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"zprobe.mjs", "bad-target/pat/a", RESOLVE_IMPORT, "=F/node_modules/bad-target/lib/a.js", NULL},
    {"zprobe.mjs", "bad-target/pat/../x", RESOLVE_IMPORT, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"./pat/../x\" request is not a valid match in pattern \"./pat/*\" for the \"exports\" resolution of F/node_modules/bad-target/package.json imported from F/zprobe.mjs", "ERR_INVALID_MODULE_SPECIFIER"},
    {"zprobe.mjs", "bad-target/abs", RESOLVE_IMPORT, "!Error [ERR_INVALID_PACKAGE_TARGET]: Invalid \"exports\" target \"/etc/passwd\" defined for './abs' in the package config F/node_modules/bad-target/package.json imported from F/zprobe.mjs; targets must start with \"./\"", "ERR_INVALID_PACKAGE_TARGET"},
    {"zprobe.mjs", "main-pkg", RESOLVE_IMPORT, "=F/node_modules/main-pkg/lib/entry.js", NULL},
    {"zprobe.mjs", "main-pkg/sub/file.js", RESOLVE_IMPORT, "=F/node_modules/main-pkg/sub/file.js", NULL},
    {"zprobe.mjs", "main-pkg/sub/file", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find module 'F/node_modules/main-pkg/sub/file' imported from F/zprobe.mjs\nDid you mean to import \"main-pkg/sub/file.js\"?", "ERR_MODULE_NOT_FOUND"},
    {"zprobe.mjs", "main-dir-pkg", RESOLVE_IMPORT, "=F/node_modules/main-dir-pkg/lib/index.js", NULL},
    {"zprobe.mjs", "no-main", RESOLVE_IMPORT, "=F/node_modules/no-main/index.js", NULL},
    {"zprobe.mjs", "no-pjson", RESOLVE_IMPORT, "=F/node_modules/no-pjson/index.js", NULL},
    {"zprobe.mjs", "missing-main", RESOLVE_IMPORT, "!Error: Cannot find package 'F/node_modules/missing-main/nope.js' imported from F/zprobe.mjs", "ERR_MODULE_NOT_FOUND"},
    {"zprobe.mjs", "missing-main-idx", RESOLVE_IMPORT, "=F/node_modules/missing-main-idx/index.js", NULL},
    {"zprobe.mjs", "empty-pkg", RESOLVE_IMPORT, "!Error: Cannot find package 'F/node_modules/empty-pkg/index.js' imported from F/zprobe.mjs", "ERR_MODULE_NOT_FOUND"},
    {"zprobe.mjs", "broken-json", RESOLVE_IMPORT, "!Error [ERR_INVALID_PACKAGE_CONFIG]: Invalid package config F/node_modules/broken-json/package.json while importing \"broken-json\" from F/zprobe.mjs. Expected property name or '}' in JSON at position 1", "ERR_INVALID_PACKAGE_CONFIG"},
    {"zprobe.mjs", "@scope/pkg", RESOLVE_IMPORT, "=F/node_modules/@scope/pkg/index.js", NULL},
    {"zprobe.mjs", "@scope/pkg/x", RESOLVE_IMPORT, "=F/node_modules/@scope/pkg/x.js", NULL},
    {"zprobe.mjs", "@scope/pkg/y", RESOLVE_IMPORT, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: Package subpath './y' is not defined by \"exports\" in F/node_modules/@scope/pkg/package.json imported from F/zprobe.mjs", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"zprobe.mjs", "@scope", RESOLVE_IMPORT, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"@scope\" is not a valid package name imported from F/zprobe.mjs", "ERR_INVALID_MODULE_SPECIFIER"},
    {"zprobe.mjs", "@scope/nope", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find package '@scope/nope' imported from F/zprobe.mjs", "ERR_MODULE_NOT_FOUND"},
    {"zprobe.mjs", "typed-module", RESOLVE_IMPORT, "=F/node_modules/typed-module/index.js", NULL},
    {"zprobe.mjs", "file-pkg", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'file-pkg' imported from F/zprobe.mjs\nDid you mean to import \"file://F/node_modules/file-pkg.js\"?", "ERR_MODULE_NOT_FOUND"},
    {"zprobe.mjs", "file-pkg.js", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'file-pkg.js' imported from F/zprobe.mjs\nDid you mean to import \"file://F/node_modules/file-pkg.js\"?", "ERR_MODULE_NOT_FOUND"},
    {"zprobe.mjs", "nonexistent", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'nonexistent' imported from F/zprobe.mjs", "ERR_MODULE_NOT_FOUND"},
    {"zprobe.mjs", "nonexistent/sub", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'nonexistent' imported from F/zprobe.mjs", "ERR_MODULE_NOT_FOUND"},
    {"zprobe.mjs", ".hidden", RESOLVE_IMPORT, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \".hidden\" is not a valid package name imported from F/zprobe.mjs", "ERR_INVALID_MODULE_SPECIFIER"},
    {"zprobe.mjs", "a%2Fb", RESOLVE_IMPORT, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"a%2Fb\" is not a valid package name imported from F/zprobe.mjs", "ERR_INVALID_MODULE_SPECIFIER"},
    {"zprobe.mjs", "a\\b", RESOLVE_IMPORT, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"a\\b\" is not a valid package name imported from F/zprobe.mjs", "ERR_INVALID_MODULE_SPECIFIER"},
    {"zprobe.mjs", "fs", RESOLVE_IMPORT, "@node:fs", NULL},
    {"zprobe.mjs", "node:fs", RESOLVE_IMPORT, "@node:fs", NULL},
    {"zprobe.mjs", "node:nope", RESOLVE_IMPORT, "!Error [ERR_UNKNOWN_BUILTIN_MODULE]: No such built-in module: node:nope", "ERR_UNKNOWN_BUILTIN_MODULE"},
    {"zprobe.mjs", "node:test", RESOLVE_IMPORT, "@node:test", NULL},
    {"zprobe.mjs", "test", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'test' imported from F/zprobe.mjs", "ERR_MODULE_NOT_FOUND"},
    {"zprobe.mjs", "util/types", RESOLVE_IMPORT, "@node:util/types", NULL},
    {"zprobe.mjs", "file:///etc/nope.js", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find module '/etc/nope.js' imported from F/zprobe.mjs", "ERR_MODULE_NOT_FOUND"},
    {"zprobe.cjs", "./main.js", RESOLVE_REQUIRE, "=F/main.js", NULL},
    {"zprobe.cjs", "./lib/sub.js", RESOLVE_REQUIRE, "=F/lib/sub.js", NULL},
    {"zprobe.cjs", "./lib/nope.js", RESOLVE_REQUIRE, "!Error: Cannot find module './lib/nope.js'", "MODULE_NOT_FOUND"},
    {"zprobe.cjs", "./lib/sub", RESOLVE_REQUIRE, "=F/lib/sub.js", NULL},
    {"zprobe.cjs", "./lib/dir", RESOLVE_REQUIRE, "=F/lib/dir/index.js", NULL},
    {"zprobe.cjs", "./lib/dir/", RESOLVE_REQUIRE, "=F/lib/dir/index.js", NULL},
    {"zprobe.cjs", "./lib/file.txt", RESOLVE_REQUIRE, "=F/lib/file.txt", NULL},
    {"zprobe.cjs", "./lib/noext", RESOLVE_REQUIRE, "=F/lib/noext", NULL},
    {"zprobe.cjs", "./lib/data.json", RESOLVE_REQUIRE, "=F/lib/data.json", NULL},
    {"zprobe.cjs", "./lib/probe", RESOLVE_REQUIRE, "=F/lib/probe.js", NULL},
    {"zprobe.cjs", "./lib/both", RESOLVE_REQUIRE, "=F/lib/both.js", NULL},
    {"zprobe.cjs", "./lib/onlyjson", RESOLVE_REQUIRE, "=F/lib/onlyjson.json", NULL},
    {"zprobe.cjs", "./lib/pdir", RESOLVE_REQUIRE, "=F/lib/pdir/index.json", NULL},
    {"zprobe.cjs", "./lib/a b.js", RESOLVE_REQUIRE, "=F/lib/a b.js", NULL},
    {"zprobe.cjs", "./lib/a%2Fb.js", RESOLVE_REQUIRE, "!Error: Cannot find module './lib/a%2Fb.js'", "MODULE_NOT_FOUND"},
    {"zprobe.cjs", "./lib/%2e%2e/main.js", RESOLVE_REQUIRE, "!Error: Cannot find module './lib/%2e%2e/main.js'", "MODULE_NOT_FOUND"},
    {"zprobe.cjs", "/etc/hostname-nope", RESOLVE_REQUIRE, "!Error: Cannot find module '/etc/hostname-nope'", "MODULE_NOT_FOUND"},
    {"zprobe.cjs", ".", RESOLVE_REQUIRE, "!Error: Cannot find module '.'", "MODULE_NOT_FOUND"},
    {"zprobe.cjs", "./", RESOLVE_REQUIRE, "!Error: Cannot find module './'", "MODULE_NOT_FOUND"},
    {"zprobe.cjs", "fixture-root", RESOLVE_REQUIRE, "=F/main.js", NULL},
    {"zprobe.cjs", "fixture-root/sub", RESOLVE_REQUIRE, "=F/lib/sub.js", NULL},
    {"zprobe.cjs", "fixture-root/nope", RESOLVE_REQUIRE, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: Package subpath './nope' is not defined by \"exports\" in F/package.json imported from F/zprobe.cjs", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"zprobe.cjs", "#dep", RESOLVE_REQUIRE, "=F/lib/dep.js", NULL},
    {"zprobe.cjs", "#int/a", RESOLVE_REQUIRE, "=F/lib/int/a.js", NULL},
    {"zprobe.cjs", "#int/special.js", RESOLVE_REQUIRE, "=F/lib/dep.js", NULL},
    {"zprobe.cjs", "#int/nope", RESOLVE_REQUIRE, "!Error: Cannot find module 'F/lib/int/nope.js'", "MODULE_NOT_FOUND"},
    {"zprobe.cjs", "#pkg", RESOLVE_REQUIRE, "=F/node_modules/cond-pkg/cjs/index.cjs", NULL},
    {"zprobe.cjs", "#pkgpat/x", RESOLVE_REQUIRE, "=F/node_modules/pat-pkg/lib/x.js", NULL},
    {"zprobe.cjs", "#null", RESOLVE_REQUIRE, "!TypeError [ERR_PACKAGE_IMPORT_NOT_DEFINED]: Package import specifier \"#null\" is not defined in package F/package.json imported from F/zprobe.cjs", "ERR_PACKAGE_IMPORT_NOT_DEFINED"},
    {"zprobe.cjs", "#cond", RESOLVE_REQUIRE, "=F/lib/dep.js", NULL},
    {"zprobe.cjs", "#outside", RESOLVE_REQUIRE, "!Error [ERR_INVALID_PACKAGE_TARGET]: Invalid \"imports\" target \"../outside.js\" defined for '#outside' in the package config F/package.json imported from F/zprobe.cjs", "ERR_INVALID_PACKAGE_TARGET"},
    {"zprobe.cjs", "#bare-url", RESOLVE_REQUIRE, "!Error [ERR_INVALID_PACKAGE_TARGET]: Invalid \"imports\" target \"data:text/javascript,1\" defined for '#bare-url' in the package config F/package.json imported from F/zprobe.cjs", "ERR_INVALID_PACKAGE_TARGET"},
    {"zprobe.cjs", "#missing", RESOLVE_REQUIRE, "!TypeError [ERR_PACKAGE_IMPORT_NOT_DEFINED]: Package import specifier \"#missing\" is not defined in package F/package.json imported from F/zprobe.cjs", "ERR_PACKAGE_IMPORT_NOT_DEFINED"},
    {"zprobe.cjs", "#", RESOLVE_REQUIRE, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"#\" is not a valid internal imports specifier name imported from F/zprobe.cjs", "ERR_INVALID_MODULE_SPECIFIER"},
    {"zprobe.cjs", "#/x", RESOLVE_REQUIRE, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"#/x\" is not a valid internal imports specifier name imported from F/zprobe.cjs", "ERR_INVALID_MODULE_SPECIFIER"},
    {"zprobe.cjs", "#dep/", RESOLVE_REQUIRE, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"#dep/\" is not a valid internal imports specifier name imported from F/zprobe.cjs", "ERR_INVALID_MODULE_SPECIFIER"},
    {"zprobe.cjs", "cond-pkg", RESOLVE_REQUIRE, "=F/node_modules/cond-pkg/cjs/index.cjs", NULL},
    {"zprobe.cjs", "pat-pkg/x", RESOLVE_REQUIRE, "=F/node_modules/pat-pkg/lib/x.js", NULL},
    {"zprobe.cjs", "pat-pkg/deep/y.js", RESOLVE_REQUIRE, "=F/node_modules/pat-pkg/lib/deep/y.js", NULL},
    {"zprobe.cjs", "pat-pkg/features/f.js", RESOLVE_REQUIRE, "=F/node_modules/pat-pkg/feat/f.js", NULL},
    {"zprobe.cjs", "pat-pkg/features/f", RESOLVE_REQUIRE, "=F/node_modules/pat-pkg/feat/f.js", NULL},
    {"zprobe.cjs", "pat-pkg/internal/secret", RESOLVE_REQUIRE, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: Package subpath './internal/secret' is not defined by \"exports\" in F/node_modules/pat-pkg/package.json", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"zprobe.cjs", "pat-pkg/a/q/b", RESOLVE_REQUIRE, "=F/node_modules/pat-pkg/ab/q/x.js", NULL},
    {"zprobe.cjs", "pat-pkg/a/q/c", RESOLVE_REQUIRE, "!Error: Cannot find module 'F/node_modules/pat-pkg/lib/a/q/c.js'", "MODULE_NOT_FOUND"},
    {"zprobe.cjs", "pat-pkg/arr", RESOLVE_REQUIRE, "=F/node_modules/pat-pkg/arr.js", NULL},
    {"zprobe.cjs", "pat-pkg/arr-null", RESOLVE_REQUIRE, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: Package subpath './arr-null' is not defined by \"exports\" in F/node_modules/pat-pkg/package.json", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"zprobe.cjs", "pat-pkg/arr-empty", RESOLVE_REQUIRE, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: Package subpath './arr-empty' is not defined by \"exports\" in F/node_modules/pat-pkg/package.json", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"zprobe.cjs", "pat-pkg/arr-bad", RESOLVE_REQUIRE, "!Error [ERR_INVALID_PACKAGE_TARGET]: Invalid \"exports\" target \"5\" defined for './arr-bad' in the package config F/node_modules/pat-pkg/package.json; targets must start with \"./\"", "ERR_INVALID_PACKAGE_TARGET"},
    {"zprobe.cjs", "pat-pkg/multi/m", RESOLVE_REQUIRE, "=F/node_modules/pat-pkg/multi/m/m.js", NULL},
    {"zprobe.cjs", "pat-pkg/x/../internal/secret", RESOLVE_REQUIRE, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"./x/../internal/secret\" request is not a valid match in pattern \"./*\" for the \"exports\" resolution of F/node_modules/pat-pkg/package.json", "ERR_INVALID_MODULE_SPECIFIER"},
    {"zprobe.cjs", "pat-pkg/deep/../x.js", RESOLVE_REQUIRE, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"./deep/../x.js\" request is not a valid match in pattern \"./deep/*\" for the \"exports\" resolution of F/node_modules/pat-pkg/package.json", "ERR_INVALID_MODULE_SPECIFIER"},
    {"zprobe.cjs", "pat-pkg/deep/node_modules/x", RESOLVE_REQUIRE, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"./deep/node_modules/x\" request is not a valid match in pattern \"./deep/*\" for the \"exports\" resolution of F/node_modules/pat-pkg/package.json", "ERR_INVALID_MODULE_SPECIFIER"},
    {"zprobe.cjs", "pat-pkg/dir/x.js", RESOLVE_REQUIRE, "!Error: Cannot find module 'F/node_modules/pat-pkg/lib/dir/x.js.js'", "MODULE_NOT_FOUND"},
    {"zprobe.cjs", "pat-pkg", RESOLVE_REQUIRE, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: No \"exports\" main defined in F/node_modules/pat-pkg/package.json", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"zprobe.cjs", "sugar-pkg", RESOLVE_REQUIRE, "=F/node_modules/sugar-pkg/entry.mjs", NULL},
    {"zprobe.cjs", "sugar-pkg/other.mjs", RESOLVE_REQUIRE, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: Package subpath './other.mjs' is not defined by \"exports\" in F/node_modules/sugar-pkg/package.json", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"zprobe.cjs", "sugar-obj", RESOLVE_REQUIRE, "=F/node_modules/sugar-obj/e.cjs", NULL},
    {"zprobe.cjs", "mixed-pkg", RESOLVE_REQUIRE, "!Error [ERR_INVALID_PACKAGE_CONFIG]: Invalid package config F/node_modules/mixed-pkg/package.json. \"exports\" cannot contain some keys starting with '.' and some not. The exports object must either be an object of package subpath keys or an object of main entry condition name keys only.", "ERR_INVALID_PACKAGE_CONFIG"},
    {"zprobe.cjs", "numeric-pkg", RESOLVE_REQUIRE, "!Error [ERR_INVALID_PACKAGE_CONFIG]: Invalid package config F/node_modules/numeric-pkg/package.json. \"exports\" cannot contain numeric property keys.", "ERR_INVALID_PACKAGE_CONFIG"},
    {"zprobe.cjs", "bad-target", RESOLVE_REQUIRE, "!Error [ERR_INVALID_PACKAGE_TARGET]: Invalid \"exports\" main target \"index.js\" defined in the package config F/node_modules/bad-target/package.json; targets must start with \"./\"", "ERR_INVALID_PACKAGE_TARGET"},
    {"zprobe.cjs", "bad-target/up", RESOLVE_REQUIRE, "!Error [ERR_INVALID_PACKAGE_TARGET]: Invalid \"exports\" target \"./../outside.js\" defined for './up' in the package config F/node_modules/bad-target/package.json", "ERR_INVALID_PACKAGE_TARGET"},
    {"zprobe.cjs", "bad-target/nm", RESOLVE_REQUIRE, "!Error [ERR_INVALID_PACKAGE_TARGET]: Invalid \"exports\" target \"./node_modules/x.js\" defined for './nm' in the package config F/node_modules/bad-target/package.json", "ERR_INVALID_PACKAGE_TARGET"},
    {"zprobe.cjs", "bad-target/num", RESOLVE_REQUIRE, "!Error [ERR_INVALID_PACKAGE_TARGET]: Invalid \"exports\" target \"5\" defined for './num' in the package config F/node_modules/bad-target/package.json; targets must start with \"./\"", "ERR_INVALID_PACKAGE_TARGET"},
    {"zprobe.cjs", "bad-target/obj-in-arr", RESOLVE_REQUIRE, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: Package subpath './obj-in-arr' is not defined by \"exports\" in F/node_modules/bad-target/package.json", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"zprobe.cjs", "bad-target/pat/a", RESOLVE_REQUIRE, "=F/node_modules/bad-target/lib/a.js", NULL},
    {"zprobe.cjs", "bad-target/pat/../x", RESOLVE_REQUIRE, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"./pat/../x\" request is not a valid match in pattern \"./pat/*\" for the \"exports\" resolution of F/node_modules/bad-target/package.json", "ERR_INVALID_MODULE_SPECIFIER"},
    {"zprobe.cjs", "bad-target/abs", RESOLVE_REQUIRE, "!Error [ERR_INVALID_PACKAGE_TARGET]: Invalid \"exports\" target \"/etc/passwd\" defined for './abs' in the package config F/node_modules/bad-target/package.json; targets must start with \"./\"", "ERR_INVALID_PACKAGE_TARGET"},
    {"zprobe.cjs", "main-pkg", RESOLVE_REQUIRE, "=F/node_modules/main-pkg/lib/entry.js", NULL},
    {"zprobe.cjs", "main-pkg/sub/file.js", RESOLVE_REQUIRE, "=F/node_modules/main-pkg/sub/file.js", NULL},
    {"zprobe.cjs", "main-pkg/sub/file", RESOLVE_REQUIRE, "=F/node_modules/main-pkg/sub/file.js", NULL},
    {"zprobe.cjs", "main-dir-pkg", RESOLVE_REQUIRE, "=F/node_modules/main-dir-pkg/lib/index.js", NULL},
    {"zprobe.cjs", "no-main", RESOLVE_REQUIRE, "=F/node_modules/no-main/index.js", NULL},
    {"zprobe.cjs", "no-pjson", RESOLVE_REQUIRE, "=F/node_modules/no-pjson/index.js", NULL},
    {"zprobe.cjs", "missing-main", RESOLVE_REQUIRE, "!Error: Cannot find module 'F/node_modules/missing-main/nope.js'. Please verify that the package.json has a valid \"main\" entry", "MODULE_NOT_FOUND"},
    {"zprobe.cjs", "missing-main-idx", RESOLVE_REQUIRE, "=F/node_modules/missing-main-idx/index.js", NULL},
    {"zprobe.cjs", "empty-pkg", RESOLVE_REQUIRE, "!Error: Cannot find module 'empty-pkg'", "MODULE_NOT_FOUND"},
    {"zprobe.cjs", "broken-json", RESOLVE_REQUIRE, "!SyntaxError: Error parsing F/node_modules/broken-json/package.json: Expected property name or '}' in JSON at position 1", "undefined"},
    {"zprobe.cjs", "@scope/pkg", RESOLVE_REQUIRE, "=F/node_modules/@scope/pkg/index.js", NULL},
    {"zprobe.cjs", "@scope/pkg/x", RESOLVE_REQUIRE, "=F/node_modules/@scope/pkg/x.js", NULL},
    {"zprobe.cjs", "@scope/pkg/y", RESOLVE_REQUIRE, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: Package subpath './y' is not defined by \"exports\" in F/node_modules/@scope/pkg/package.json", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"zprobe.cjs", "@scope", RESOLVE_REQUIRE, "!Error: Cannot find module '@scope'", "MODULE_NOT_FOUND"},
    {"zprobe.cjs", "@scope/nope", RESOLVE_REQUIRE, "!Error: Cannot find module '@scope/nope'", "MODULE_NOT_FOUND"},
    {"zprobe.cjs", "typed-module", RESOLVE_REQUIRE, "=F/node_modules/typed-module/index.js", NULL},
    {"zprobe.cjs", "file-pkg", RESOLVE_REQUIRE, "=F/node_modules/file-pkg.js", NULL},
    {"zprobe.cjs", "file-pkg.js", RESOLVE_REQUIRE, "=F/node_modules/file-pkg.js", NULL},
    {"zprobe.cjs", "nonexistent", RESOLVE_REQUIRE, "!Error: Cannot find module 'nonexistent'", "MODULE_NOT_FOUND"},
    {"zprobe.cjs", "nonexistent/sub", RESOLVE_REQUIRE, "!Error: Cannot find module 'nonexistent/sub'", "MODULE_NOT_FOUND"},
    {"zprobe.cjs", ".hidden", RESOLVE_REQUIRE, "!Error: Cannot find module '.hidden'", "MODULE_NOT_FOUND"},
    {"zprobe.cjs", "a%2Fb", RESOLVE_REQUIRE, "!Error: Cannot find module 'a%2Fb'", "MODULE_NOT_FOUND"},
    {"zprobe.cjs", "a\\b", RESOLVE_REQUIRE, "!Error: Cannot find module 'a\\b'", "MODULE_NOT_FOUND"},
    {"zprobe.cjs", "fs", RESOLVE_REQUIRE, "@node:fs", NULL},
    {"zprobe.cjs", "node:fs", RESOLVE_REQUIRE, "@node:fs", NULL},
    {"zprobe.cjs", "node:nope", RESOLVE_REQUIRE, "!Error [ERR_UNKNOWN_BUILTIN_MODULE]: No such built-in module: node:nope", "ERR_UNKNOWN_BUILTIN_MODULE"},
    {"zprobe.cjs", "node:test", RESOLVE_REQUIRE, "@node:test", NULL},
    {"zprobe.cjs", "test", RESOLVE_REQUIRE, "!Error: Cannot find module 'test'", "MODULE_NOT_FOUND"},
    {"zprobe.cjs", "util/types", RESOLVE_REQUIRE, "@node:util/types", NULL},
    {"zprobe.cjs", "file:///etc/nope.js", RESOLVE_REQUIRE, "!Error: Cannot find module 'file:///etc/nope.js'", "MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.mjs", "../../main.js", RESOLVE_IMPORT, "=F/main.js", NULL},
    {"lib/deep/zprobe.mjs", "../../lib/sub.js", RESOLVE_IMPORT, "=F/lib/sub.js", NULL},
    {"lib/deep/zprobe.mjs", "../../lib/nope.js", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find module 'F/lib/nope.js' imported from F/lib/deep/zprobe.mjs", "ERR_MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.mjs", "../../lib/sub", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find module 'F/lib/sub' imported from F/lib/deep/zprobe.mjs", "ERR_MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.mjs", "../../lib/dir", RESOLVE_IMPORT, "!Error [ERR_UNSUPPORTED_DIR_IMPORT]: Directory import 'F/lib/dir' is not supported resolving ES modules imported from F/lib/deep/zprobe.mjs", "ERR_UNSUPPORTED_DIR_IMPORT"},
    {"lib/deep/zprobe.mjs", "../../lib/dir/", RESOLVE_IMPORT, "!Error [ERR_UNSUPPORTED_DIR_IMPORT]: Directory import 'F/lib/dir/' is not supported resolving ES modules imported from F/lib/deep/zprobe.mjs", "ERR_UNSUPPORTED_DIR_IMPORT"},
    {"lib/deep/zprobe.mjs", "../../lib/file.txt", RESOLVE_IMPORT, "!TypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension \".txt\" for F/lib/file.txt", "ERR_UNKNOWN_FILE_EXTENSION"},
    {"lib/deep/zprobe.mjs", "../../lib/noext", RESOLVE_IMPORT, "=F/lib/noext", NULL},
    {"lib/deep/zprobe.mjs", "../../lib/data.json", RESOLVE_IMPORT, "=F/lib/data.json", NULL},
    {"lib/deep/zprobe.mjs", "../../lib/probe", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find module 'F/lib/probe' imported from F/lib/deep/zprobe.mjs", "ERR_MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.mjs", "../../lib/both", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find module 'F/lib/both' imported from F/lib/deep/zprobe.mjs", "ERR_MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.mjs", "../../lib/onlyjson", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find module 'F/lib/onlyjson' imported from F/lib/deep/zprobe.mjs", "ERR_MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.mjs", "../../lib/pdir", RESOLVE_IMPORT, "!Error [ERR_UNSUPPORTED_DIR_IMPORT]: Directory import 'F/lib/pdir' is not supported resolving ES modules imported from F/lib/deep/zprobe.mjs", "ERR_UNSUPPORTED_DIR_IMPORT"},
    {"lib/deep/zprobe.mjs", "../../lib/a b.js", RESOLVE_IMPORT, "=F/lib/a b.js", NULL},
    {"lib/deep/zprobe.mjs", "../../lib/a%2Fb.js", RESOLVE_IMPORT, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"F/lib/a%2Fb.js\" must not include encoded \"/\" or \"\\\" characters imported from F/lib/deep/zprobe.mjs", "ERR_INVALID_MODULE_SPECIFIER"},
    {"lib/deep/zprobe.mjs", "../../lib/%2e%2e/main.js", RESOLVE_IMPORT, "=F/main.js", NULL},
    {"lib/deep/zprobe.mjs", "/etc/hostname-nope", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find module '/etc/hostname-nope' imported from F/lib/deep/zprobe.mjs", "ERR_MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.mjs", "../../", RESOLVE_IMPORT, "!Error [ERR_UNSUPPORTED_DIR_IMPORT]: Directory import 'F/' is not supported resolving ES modules imported from F/lib/deep/zprobe.mjs", "ERR_UNSUPPORTED_DIR_IMPORT"},
    {"lib/deep/zprobe.mjs", "fixture-root", RESOLVE_IMPORT, "=F/main.js", NULL},
    {"lib/deep/zprobe.mjs", "fixture-root/sub", RESOLVE_IMPORT, "=F/lib/sub.js", NULL},
    {"lib/deep/zprobe.mjs", "fixture-root/nope", RESOLVE_IMPORT, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: Package subpath './nope' is not defined by \"exports\" in F/package.json imported from F/lib/deep/zprobe.mjs", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"lib/deep/zprobe.mjs", "#dep", RESOLVE_IMPORT, "=F/lib/dep.js", NULL},
    {"lib/deep/zprobe.mjs", "#int/a", RESOLVE_IMPORT, "=F/lib/int/a.js", NULL},
    {"lib/deep/zprobe.mjs", "#int/special.js", RESOLVE_IMPORT, "=F/lib/dep.js", NULL},
    {"lib/deep/zprobe.mjs", "#int/nope", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find module 'F/lib/int/nope.js' imported from F/lib/deep/zprobe.mjs", "ERR_MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.mjs", "#pkg", RESOLVE_IMPORT, "=F/node_modules/cond-pkg/esm/index.js", NULL},
    {"lib/deep/zprobe.mjs", "#pkgpat/x", RESOLVE_IMPORT, "=F/node_modules/pat-pkg/lib/x.js", NULL},
    {"lib/deep/zprobe.mjs", "#null", RESOLVE_IMPORT, "!TypeError [ERR_PACKAGE_IMPORT_NOT_DEFINED]: Package import specifier \"#null\" is not defined in package F/package.json imported from F/lib/deep/zprobe.mjs", "ERR_PACKAGE_IMPORT_NOT_DEFINED"},
    {"lib/deep/zprobe.mjs", "#cond", RESOLVE_IMPORT, "=F/lib/dep.js", NULL},
    {"lib/deep/zprobe.mjs", "#outside", RESOLVE_IMPORT, "!Error [ERR_INVALID_PACKAGE_TARGET]: Invalid \"imports\" target \"../outside.js\" defined for '#outside' in the package config F/package.json imported from F/lib/deep/zprobe.mjs", "ERR_INVALID_PACKAGE_TARGET"},
    {"lib/deep/zprobe.mjs", "#bare-url", RESOLVE_IMPORT, "!Error [ERR_INVALID_PACKAGE_TARGET]: Invalid \"imports\" target \"data:text/javascript,1\" defined for '#bare-url' in the package config F/package.json imported from F/lib/deep/zprobe.mjs", "ERR_INVALID_PACKAGE_TARGET"},
    {"lib/deep/zprobe.mjs", "#missing", RESOLVE_IMPORT, "!TypeError [ERR_PACKAGE_IMPORT_NOT_DEFINED]: Package import specifier \"#missing\" is not defined in package F/package.json imported from F/lib/deep/zprobe.mjs", "ERR_PACKAGE_IMPORT_NOT_DEFINED"},
    {"lib/deep/zprobe.mjs", "#", RESOLVE_IMPORT, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"#\" is not a valid internal imports specifier name imported from F/lib/deep/zprobe.mjs", "ERR_INVALID_MODULE_SPECIFIER"},
    {"lib/deep/zprobe.mjs", "#/x", RESOLVE_IMPORT, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"#/x\" is not a valid internal imports specifier name imported from F/lib/deep/zprobe.mjs", "ERR_INVALID_MODULE_SPECIFIER"},
    {"lib/deep/zprobe.mjs", "#dep/", RESOLVE_IMPORT, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"#dep/\" is not a valid internal imports specifier name imported from F/lib/deep/zprobe.mjs", "ERR_INVALID_MODULE_SPECIFIER"},
    {"lib/deep/zprobe.mjs", "cond-pkg", RESOLVE_IMPORT, "=F/lib/node_modules/cond-pkg/shadow.js", NULL},
    {"lib/deep/zprobe.mjs", "pat-pkg/x", RESOLVE_IMPORT, "=F/node_modules/pat-pkg/lib/x.js", NULL},
    {"lib/deep/zprobe.mjs", "pat-pkg/deep/y.js", RESOLVE_IMPORT, "=F/node_modules/pat-pkg/lib/deep/y.js", NULL},
    {"lib/deep/zprobe.mjs", "pat-pkg/features/f.js", RESOLVE_IMPORT, "=F/node_modules/pat-pkg/feat/f.js", NULL},
    {"lib/deep/zprobe.mjs", "pat-pkg/features/f", RESOLVE_IMPORT, "=F/node_modules/pat-pkg/feat/f.js", NULL},
    {"lib/deep/zprobe.mjs", "pat-pkg/internal/secret", RESOLVE_IMPORT, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: Package subpath './internal/secret' is not defined by \"exports\" in F/node_modules/pat-pkg/package.json imported from F/lib/deep/zprobe.mjs", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"lib/deep/zprobe.mjs", "pat-pkg/a/q/b", RESOLVE_IMPORT, "=F/node_modules/pat-pkg/ab/q/x.js", NULL},
    {"lib/deep/zprobe.mjs", "pat-pkg/a/q/c", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find module 'F/node_modules/pat-pkg/lib/a/q/c.js' imported from F/lib/deep/zprobe.mjs", "ERR_MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.mjs", "pat-pkg/arr", RESOLVE_IMPORT, "=F/node_modules/pat-pkg/arr.js", NULL},
    {"lib/deep/zprobe.mjs", "pat-pkg/arr-null", RESOLVE_IMPORT, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: Package subpath './arr-null' is not defined by \"exports\" in F/node_modules/pat-pkg/package.json imported from F/lib/deep/zprobe.mjs", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"lib/deep/zprobe.mjs", "pat-pkg/arr-empty", RESOLVE_IMPORT, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: Package subpath './arr-empty' is not defined by \"exports\" in F/node_modules/pat-pkg/package.json imported from F/lib/deep/zprobe.mjs", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"lib/deep/zprobe.mjs", "pat-pkg/arr-bad", RESOLVE_IMPORT, "!Error [ERR_INVALID_PACKAGE_TARGET]: Invalid \"exports\" target \"5\" defined for './arr-bad' in the package config F/node_modules/pat-pkg/package.json imported from F/lib/deep/zprobe.mjs; targets must start with \"./\"", "ERR_INVALID_PACKAGE_TARGET"},
    {"lib/deep/zprobe.mjs", "pat-pkg/multi/m", RESOLVE_IMPORT, "=F/node_modules/pat-pkg/multi/m/m.js", NULL},
    {"lib/deep/zprobe.mjs", "pat-pkg/x/../internal/secret", RESOLVE_IMPORT, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"./x/../internal/secret\" request is not a valid match in pattern \"./*\" for the \"exports\" resolution of F/node_modules/pat-pkg/package.json imported from F/lib/deep/zprobe.mjs", "ERR_INVALID_MODULE_SPECIFIER"},
    {"lib/deep/zprobe.mjs", "pat-pkg/deep/../x.js", RESOLVE_IMPORT, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"./deep/../x.js\" request is not a valid match in pattern \"./deep/*\" for the \"exports\" resolution of F/node_modules/pat-pkg/package.json imported from F/lib/deep/zprobe.mjs", "ERR_INVALID_MODULE_SPECIFIER"},
    {"lib/deep/zprobe.mjs", "pat-pkg/deep/node_modules/x", RESOLVE_IMPORT, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"./deep/node_modules/x\" request is not a valid match in pattern \"./deep/*\" for the \"exports\" resolution of F/node_modules/pat-pkg/package.json imported from F/lib/deep/zprobe.mjs", "ERR_INVALID_MODULE_SPECIFIER"},
    {"lib/deep/zprobe.mjs", "pat-pkg/dir/x.js", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find module 'F/node_modules/pat-pkg/lib/dir/x.js.js' imported from F/lib/deep/zprobe.mjs", "ERR_MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.mjs", "pat-pkg", RESOLVE_IMPORT, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: No \"exports\" main defined in F/node_modules/pat-pkg/package.json imported from F/lib/deep/zprobe.mjs", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"lib/deep/zprobe.mjs", "sugar-pkg", RESOLVE_IMPORT, "=F/node_modules/sugar-pkg/entry.mjs", NULL},
    {"lib/deep/zprobe.mjs", "sugar-pkg/other.mjs", RESOLVE_IMPORT, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: Package subpath './other.mjs' is not defined by \"exports\" in F/node_modules/sugar-pkg/package.json imported from F/lib/deep/zprobe.mjs", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"lib/deep/zprobe.mjs", "sugar-obj", RESOLVE_IMPORT, "=F/node_modules/sugar-obj/e.mjs", NULL},
    {"lib/deep/zprobe.mjs", "mixed-pkg", RESOLVE_IMPORT, "!Error [ERR_INVALID_PACKAGE_CONFIG]: Invalid package config F/node_modules/mixed-pkg/package.json while importing file://F/lib/deep/zprobe.mjs. \"exports\" cannot contain some keys starting with '.' and some not. The exports object must either be an object of package subpath keys or an object of main entry condition name keys only.", "ERR_INVALID_PACKAGE_CONFIG"},
    {"lib/deep/zprobe.mjs", "numeric-pkg", RESOLVE_IMPORT, "!Error [ERR_INVALID_PACKAGE_CONFIG]: Invalid package config F/node_modules/numeric-pkg/package.json while importing file://F/lib/deep/zprobe.mjs. \"exports\" cannot contain numeric property keys.", "ERR_INVALID_PACKAGE_CONFIG"},
    {"lib/deep/zprobe.mjs", "bad-target", RESOLVE_IMPORT, "!Error [ERR_INVALID_PACKAGE_TARGET]: Invalid \"exports\" main target \"index.js\" defined in the package config F/node_modules/bad-target/package.json imported from F/lib/deep/zprobe.mjs; targets must start with \"./\"", "ERR_INVALID_PACKAGE_TARGET"},
    {"lib/deep/zprobe.mjs", "bad-target/up", RESOLVE_IMPORT, "!Error [ERR_INVALID_PACKAGE_TARGET]: Invalid \"exports\" target \"./../outside.js\" defined for './up' in the package config F/node_modules/bad-target/package.json imported from F/lib/deep/zprobe.mjs", "ERR_INVALID_PACKAGE_TARGET"},
    {"lib/deep/zprobe.mjs", "bad-target/nm", RESOLVE_IMPORT, "!Error [ERR_INVALID_PACKAGE_TARGET]: Invalid \"exports\" target \"./node_modules/x.js\" defined for './nm' in the package config F/node_modules/bad-target/package.json imported from F/lib/deep/zprobe.mjs", "ERR_INVALID_PACKAGE_TARGET"},
    {"lib/deep/zprobe.mjs", "bad-target/num", RESOLVE_IMPORT, "!Error [ERR_INVALID_PACKAGE_TARGET]: Invalid \"exports\" target \"5\" defined for './num' in the package config F/node_modules/bad-target/package.json imported from F/lib/deep/zprobe.mjs; targets must start with \"./\"", "ERR_INVALID_PACKAGE_TARGET"},
    {"lib/deep/zprobe.mjs", "bad-target/obj-in-arr", RESOLVE_IMPORT, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: Package subpath './obj-in-arr' is not defined by \"exports\" in F/node_modules/bad-target/package.json imported from F/lib/deep/zprobe.mjs", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"lib/deep/zprobe.mjs", "bad-target/pat/a", RESOLVE_IMPORT, "=F/node_modules/bad-target/lib/a.js", NULL},
    {"lib/deep/zprobe.mjs", "bad-target/pat/../x", RESOLVE_IMPORT, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"./pat/../x\" request is not a valid match in pattern \"./pat/*\" for the \"exports\" resolution of F/node_modules/bad-target/package.json imported from F/lib/deep/zprobe.mjs", "ERR_INVALID_MODULE_SPECIFIER"},
    {"lib/deep/zprobe.mjs", "bad-target/abs", RESOLVE_IMPORT, "!Error [ERR_INVALID_PACKAGE_TARGET]: Invalid \"exports\" target \"/etc/passwd\" defined for './abs' in the package config F/node_modules/bad-target/package.json imported from F/lib/deep/zprobe.mjs; targets must start with \"./\"", "ERR_INVALID_PACKAGE_TARGET"},
    {"lib/deep/zprobe.mjs", "main-pkg", RESOLVE_IMPORT, "=F/node_modules/main-pkg/lib/entry.js", NULL},
    {"lib/deep/zprobe.mjs", "main-pkg/sub/file.js", RESOLVE_IMPORT, "=F/node_modules/main-pkg/sub/file.js", NULL},
    {"lib/deep/zprobe.mjs", "main-pkg/sub/file", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find module 'F/node_modules/main-pkg/sub/file' imported from F/lib/deep/zprobe.mjs\nDid you mean to import \"main-pkg/sub/file.js\"?", "ERR_MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.mjs", "main-dir-pkg", RESOLVE_IMPORT, "=F/node_modules/main-dir-pkg/lib/index.js", NULL},
    {"lib/deep/zprobe.mjs", "no-main", RESOLVE_IMPORT, "=F/node_modules/no-main/index.js", NULL},
    {"lib/deep/zprobe.mjs", "no-pjson", RESOLVE_IMPORT, "=F/node_modules/no-pjson/index.js", NULL},
    {"lib/deep/zprobe.mjs", "missing-main", RESOLVE_IMPORT, "!Error: Cannot find package 'F/node_modules/missing-main/nope.js' imported from F/lib/deep/zprobe.mjs", "ERR_MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.mjs", "missing-main-idx", RESOLVE_IMPORT, "=F/node_modules/missing-main-idx/index.js", NULL},
    {"lib/deep/zprobe.mjs", "empty-pkg", RESOLVE_IMPORT, "!Error: Cannot find package 'F/node_modules/empty-pkg/index.js' imported from F/lib/deep/zprobe.mjs", "ERR_MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.mjs", "broken-json", RESOLVE_IMPORT, "!Error [ERR_INVALID_PACKAGE_CONFIG]: Invalid package config F/node_modules/broken-json/package.json while importing \"broken-json\" from F/lib/deep/zprobe.mjs. Expected property name or '}' in JSON at position 1", "ERR_INVALID_PACKAGE_CONFIG"},
    {"lib/deep/zprobe.mjs", "@scope/pkg", RESOLVE_IMPORT, "=F/node_modules/@scope/pkg/index.js", NULL},
    {"lib/deep/zprobe.mjs", "@scope/pkg/x", RESOLVE_IMPORT, "=F/node_modules/@scope/pkg/x.js", NULL},
    {"lib/deep/zprobe.mjs", "@scope/pkg/y", RESOLVE_IMPORT, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: Package subpath './y' is not defined by \"exports\" in F/node_modules/@scope/pkg/package.json imported from F/lib/deep/zprobe.mjs", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"lib/deep/zprobe.mjs", "@scope", RESOLVE_IMPORT, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"@scope\" is not a valid package name imported from F/lib/deep/zprobe.mjs", "ERR_INVALID_MODULE_SPECIFIER"},
    {"lib/deep/zprobe.mjs", "@scope/nope", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find package '@scope/nope' imported from F/lib/deep/zprobe.mjs", "ERR_MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.mjs", "typed-module", RESOLVE_IMPORT, "=F/node_modules/typed-module/index.js", NULL},
    {"lib/deep/zprobe.mjs", "file-pkg", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'file-pkg' imported from F/lib/deep/zprobe.mjs\nDid you mean to import \"file://F/node_modules/file-pkg.js\"?", "ERR_MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.mjs", "file-pkg.js", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'file-pkg.js' imported from F/lib/deep/zprobe.mjs\nDid you mean to import \"file://F/node_modules/file-pkg.js\"?", "ERR_MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.mjs", "nonexistent", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'nonexistent' imported from F/lib/deep/zprobe.mjs", "ERR_MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.mjs", "nonexistent/sub", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'nonexistent' imported from F/lib/deep/zprobe.mjs", "ERR_MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.mjs", ".hidden", RESOLVE_IMPORT, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \".hidden\" is not a valid package name imported from F/lib/deep/zprobe.mjs", "ERR_INVALID_MODULE_SPECIFIER"},
    {"lib/deep/zprobe.mjs", "a%2Fb", RESOLVE_IMPORT, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"a%2Fb\" is not a valid package name imported from F/lib/deep/zprobe.mjs", "ERR_INVALID_MODULE_SPECIFIER"},
    {"lib/deep/zprobe.mjs", "a\\b", RESOLVE_IMPORT, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"a\\b\" is not a valid package name imported from F/lib/deep/zprobe.mjs", "ERR_INVALID_MODULE_SPECIFIER"},
    {"lib/deep/zprobe.mjs", "fs", RESOLVE_IMPORT, "@node:fs", NULL},
    {"lib/deep/zprobe.mjs", "node:fs", RESOLVE_IMPORT, "@node:fs", NULL},
    {"lib/deep/zprobe.mjs", "node:nope", RESOLVE_IMPORT, "!Error [ERR_UNKNOWN_BUILTIN_MODULE]: No such built-in module: node:nope", "ERR_UNKNOWN_BUILTIN_MODULE"},
    {"lib/deep/zprobe.mjs", "node:test", RESOLVE_IMPORT, "@node:test", NULL},
    {"lib/deep/zprobe.mjs", "test", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'test' imported from F/lib/deep/zprobe.mjs", "ERR_MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.mjs", "util/types", RESOLVE_IMPORT, "@node:util/types", NULL},
    {"lib/deep/zprobe.mjs", "file:///etc/nope.js", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find module '/etc/nope.js' imported from F/lib/deep/zprobe.mjs", "ERR_MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.cjs", "../../main.js", RESOLVE_REQUIRE, "=F/main.js", NULL},
    {"lib/deep/zprobe.cjs", "../../lib/sub.js", RESOLVE_REQUIRE, "=F/lib/sub.js", NULL},
    {"lib/deep/zprobe.cjs", "../../lib/nope.js", RESOLVE_REQUIRE, "!Error: Cannot find module '../../lib/nope.js'", "MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.cjs", "../../lib/sub", RESOLVE_REQUIRE, "=F/lib/sub.js", NULL},
    {"lib/deep/zprobe.cjs", "../../lib/dir", RESOLVE_REQUIRE, "=F/lib/dir/index.js", NULL},
    {"lib/deep/zprobe.cjs", "../../lib/dir/", RESOLVE_REQUIRE, "=F/lib/dir/index.js", NULL},
    {"lib/deep/zprobe.cjs", "../../lib/file.txt", RESOLVE_REQUIRE, "=F/lib/file.txt", NULL},
    {"lib/deep/zprobe.cjs", "../../lib/noext", RESOLVE_REQUIRE, "=F/lib/noext", NULL},
    {"lib/deep/zprobe.cjs", "../../lib/data.json", RESOLVE_REQUIRE, "=F/lib/data.json", NULL},
    {"lib/deep/zprobe.cjs", "../../lib/probe", RESOLVE_REQUIRE, "=F/lib/probe.js", NULL},
    {"lib/deep/zprobe.cjs", "../../lib/both", RESOLVE_REQUIRE, "=F/lib/both.js", NULL},
    {"lib/deep/zprobe.cjs", "../../lib/onlyjson", RESOLVE_REQUIRE, "=F/lib/onlyjson.json", NULL},
    {"lib/deep/zprobe.cjs", "../../lib/pdir", RESOLVE_REQUIRE, "=F/lib/pdir/index.json", NULL},
    {"lib/deep/zprobe.cjs", "../../lib/a b.js", RESOLVE_REQUIRE, "=F/lib/a b.js", NULL},
    {"lib/deep/zprobe.cjs", "../../lib/a%2Fb.js", RESOLVE_REQUIRE, "!Error: Cannot find module '../../lib/a%2Fb.js'", "MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.cjs", "../../lib/%2e%2e/main.js", RESOLVE_REQUIRE, "!Error: Cannot find module '../../lib/%2e%2e/main.js'", "MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.cjs", "/etc/hostname-nope", RESOLVE_REQUIRE, "!Error: Cannot find module '/etc/hostname-nope'", "MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.cjs", "../../", RESOLVE_REQUIRE, "!Error: Cannot find module '../../'", "MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.cjs", "fixture-root", RESOLVE_REQUIRE, "=F/main.js", NULL},
    {"lib/deep/zprobe.cjs", "fixture-root/sub", RESOLVE_REQUIRE, "=F/lib/sub.js", NULL},
    {"lib/deep/zprobe.cjs", "fixture-root/nope", RESOLVE_REQUIRE, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: Package subpath './nope' is not defined by \"exports\" in F/package.json imported from F/lib/deep/zprobe.cjs", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"lib/deep/zprobe.cjs", "#dep", RESOLVE_REQUIRE, "=F/lib/dep.js", NULL},
    {"lib/deep/zprobe.cjs", "#int/a", RESOLVE_REQUIRE, "=F/lib/int/a.js", NULL},
    {"lib/deep/zprobe.cjs", "#int/special.js", RESOLVE_REQUIRE, "=F/lib/dep.js", NULL},
    {"lib/deep/zprobe.cjs", "#int/nope", RESOLVE_REQUIRE, "!Error: Cannot find module 'F/lib/int/nope.js'", "MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.cjs", "#pkg", RESOLVE_REQUIRE, "=F/node_modules/cond-pkg/cjs/index.cjs", NULL},
    {"lib/deep/zprobe.cjs", "#pkgpat/x", RESOLVE_REQUIRE, "=F/node_modules/pat-pkg/lib/x.js", NULL},
    {"lib/deep/zprobe.cjs", "#null", RESOLVE_REQUIRE, "!TypeError [ERR_PACKAGE_IMPORT_NOT_DEFINED]: Package import specifier \"#null\" is not defined in package F/package.json imported from F/lib/deep/zprobe.cjs", "ERR_PACKAGE_IMPORT_NOT_DEFINED"},
    {"lib/deep/zprobe.cjs", "#cond", RESOLVE_REQUIRE, "=F/lib/dep.js", NULL},
    {"lib/deep/zprobe.cjs", "#outside", RESOLVE_REQUIRE, "!Error [ERR_INVALID_PACKAGE_TARGET]: Invalid \"imports\" target \"../outside.js\" defined for '#outside' in the package config F/package.json imported from F/lib/deep/zprobe.cjs", "ERR_INVALID_PACKAGE_TARGET"},
    {"lib/deep/zprobe.cjs", "#bare-url", RESOLVE_REQUIRE, "!Error [ERR_INVALID_PACKAGE_TARGET]: Invalid \"imports\" target \"data:text/javascript,1\" defined for '#bare-url' in the package config F/package.json imported from F/lib/deep/zprobe.cjs", "ERR_INVALID_PACKAGE_TARGET"},
    {"lib/deep/zprobe.cjs", "#missing", RESOLVE_REQUIRE, "!TypeError [ERR_PACKAGE_IMPORT_NOT_DEFINED]: Package import specifier \"#missing\" is not defined in package F/package.json imported from F/lib/deep/zprobe.cjs", "ERR_PACKAGE_IMPORT_NOT_DEFINED"},
    {"lib/deep/zprobe.cjs", "#", RESOLVE_REQUIRE, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"#\" is not a valid internal imports specifier name imported from F/lib/deep/zprobe.cjs", "ERR_INVALID_MODULE_SPECIFIER"},
    {"lib/deep/zprobe.cjs", "#/x", RESOLVE_REQUIRE, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"#/x\" is not a valid internal imports specifier name imported from F/lib/deep/zprobe.cjs", "ERR_INVALID_MODULE_SPECIFIER"},
    {"lib/deep/zprobe.cjs", "#dep/", RESOLVE_REQUIRE, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"#dep/\" is not a valid internal imports specifier name imported from F/lib/deep/zprobe.cjs", "ERR_INVALID_MODULE_SPECIFIER"},
    {"lib/deep/zprobe.cjs", "cond-pkg", RESOLVE_REQUIRE, "=F/lib/node_modules/cond-pkg/shadow.js", NULL},
    {"lib/deep/zprobe.cjs", "pat-pkg/x", RESOLVE_REQUIRE, "=F/node_modules/pat-pkg/lib/x.js", NULL},
    {"lib/deep/zprobe.cjs", "pat-pkg/deep/y.js", RESOLVE_REQUIRE, "=F/node_modules/pat-pkg/lib/deep/y.js", NULL},
    {"lib/deep/zprobe.cjs", "pat-pkg/features/f.js", RESOLVE_REQUIRE, "=F/node_modules/pat-pkg/feat/f.js", NULL},
    {"lib/deep/zprobe.cjs", "pat-pkg/features/f", RESOLVE_REQUIRE, "=F/node_modules/pat-pkg/feat/f.js", NULL},
    {"lib/deep/zprobe.cjs", "pat-pkg/internal/secret", RESOLVE_REQUIRE, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: Package subpath './internal/secret' is not defined by \"exports\" in F/node_modules/pat-pkg/package.json", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"lib/deep/zprobe.cjs", "pat-pkg/a/q/b", RESOLVE_REQUIRE, "=F/node_modules/pat-pkg/ab/q/x.js", NULL},
    {"lib/deep/zprobe.cjs", "pat-pkg/a/q/c", RESOLVE_REQUIRE, "!Error: Cannot find module 'F/node_modules/pat-pkg/lib/a/q/c.js'", "MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.cjs", "pat-pkg/arr", RESOLVE_REQUIRE, "=F/node_modules/pat-pkg/arr.js", NULL},
    {"lib/deep/zprobe.cjs", "pat-pkg/arr-null", RESOLVE_REQUIRE, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: Package subpath './arr-null' is not defined by \"exports\" in F/node_modules/pat-pkg/package.json", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"lib/deep/zprobe.cjs", "pat-pkg/arr-empty", RESOLVE_REQUIRE, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: Package subpath './arr-empty' is not defined by \"exports\" in F/node_modules/pat-pkg/package.json", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"lib/deep/zprobe.cjs", "pat-pkg/arr-bad", RESOLVE_REQUIRE, "!Error [ERR_INVALID_PACKAGE_TARGET]: Invalid \"exports\" target \"5\" defined for './arr-bad' in the package config F/node_modules/pat-pkg/package.json; targets must start with \"./\"", "ERR_INVALID_PACKAGE_TARGET"},
    {"lib/deep/zprobe.cjs", "pat-pkg/multi/m", RESOLVE_REQUIRE, "=F/node_modules/pat-pkg/multi/m/m.js", NULL},
    {"lib/deep/zprobe.cjs", "pat-pkg/x/../internal/secret", RESOLVE_REQUIRE, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"./x/../internal/secret\" request is not a valid match in pattern \"./*\" for the \"exports\" resolution of F/node_modules/pat-pkg/package.json", "ERR_INVALID_MODULE_SPECIFIER"},
    {"lib/deep/zprobe.cjs", "pat-pkg/deep/../x.js", RESOLVE_REQUIRE, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"./deep/../x.js\" request is not a valid match in pattern \"./deep/*\" for the \"exports\" resolution of F/node_modules/pat-pkg/package.json", "ERR_INVALID_MODULE_SPECIFIER"},
    {"lib/deep/zprobe.cjs", "pat-pkg/deep/node_modules/x", RESOLVE_REQUIRE, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"./deep/node_modules/x\" request is not a valid match in pattern \"./deep/*\" for the \"exports\" resolution of F/node_modules/pat-pkg/package.json", "ERR_INVALID_MODULE_SPECIFIER"},
    {"lib/deep/zprobe.cjs", "pat-pkg/dir/x.js", RESOLVE_REQUIRE, "!Error: Cannot find module 'F/node_modules/pat-pkg/lib/dir/x.js.js'", "MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.cjs", "pat-pkg", RESOLVE_REQUIRE, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: No \"exports\" main defined in F/node_modules/pat-pkg/package.json", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"lib/deep/zprobe.cjs", "sugar-pkg", RESOLVE_REQUIRE, "=F/node_modules/sugar-pkg/entry.mjs", NULL},
    {"lib/deep/zprobe.cjs", "sugar-pkg/other.mjs", RESOLVE_REQUIRE, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: Package subpath './other.mjs' is not defined by \"exports\" in F/node_modules/sugar-pkg/package.json", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"lib/deep/zprobe.cjs", "sugar-obj", RESOLVE_REQUIRE, "=F/node_modules/sugar-obj/e.cjs", NULL},
    {"lib/deep/zprobe.cjs", "mixed-pkg", RESOLVE_REQUIRE, "!Error [ERR_INVALID_PACKAGE_CONFIG]: Invalid package config F/node_modules/mixed-pkg/package.json. \"exports\" cannot contain some keys starting with '.' and some not. The exports object must either be an object of package subpath keys or an object of main entry condition name keys only.", "ERR_INVALID_PACKAGE_CONFIG"},
    {"lib/deep/zprobe.cjs", "numeric-pkg", RESOLVE_REQUIRE, "!Error [ERR_INVALID_PACKAGE_CONFIG]: Invalid package config F/node_modules/numeric-pkg/package.json. \"exports\" cannot contain numeric property keys.", "ERR_INVALID_PACKAGE_CONFIG"},
    {"lib/deep/zprobe.cjs", "bad-target", RESOLVE_REQUIRE, "!Error [ERR_INVALID_PACKAGE_TARGET]: Invalid \"exports\" main target \"index.js\" defined in the package config F/node_modules/bad-target/package.json; targets must start with \"./\"", "ERR_INVALID_PACKAGE_TARGET"},
    {"lib/deep/zprobe.cjs", "bad-target/up", RESOLVE_REQUIRE, "!Error [ERR_INVALID_PACKAGE_TARGET]: Invalid \"exports\" target \"./../outside.js\" defined for './up' in the package config F/node_modules/bad-target/package.json", "ERR_INVALID_PACKAGE_TARGET"},
    {"lib/deep/zprobe.cjs", "bad-target/nm", RESOLVE_REQUIRE, "!Error [ERR_INVALID_PACKAGE_TARGET]: Invalid \"exports\" target \"./node_modules/x.js\" defined for './nm' in the package config F/node_modules/bad-target/package.json", "ERR_INVALID_PACKAGE_TARGET"},
    {"lib/deep/zprobe.cjs", "bad-target/num", RESOLVE_REQUIRE, "!Error [ERR_INVALID_PACKAGE_TARGET]: Invalid \"exports\" target \"5\" defined for './num' in the package config F/node_modules/bad-target/package.json; targets must start with \"./\"", "ERR_INVALID_PACKAGE_TARGET"},
    {"lib/deep/zprobe.cjs", "bad-target/obj-in-arr", RESOLVE_REQUIRE, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: Package subpath './obj-in-arr' is not defined by \"exports\" in F/node_modules/bad-target/package.json", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"lib/deep/zprobe.cjs", "bad-target/pat/a", RESOLVE_REQUIRE, "=F/node_modules/bad-target/lib/a.js", NULL},
    {"lib/deep/zprobe.cjs", "bad-target/pat/../x", RESOLVE_REQUIRE, "!TypeError [ERR_INVALID_MODULE_SPECIFIER]: Invalid module \"./pat/../x\" request is not a valid match in pattern \"./pat/*\" for the \"exports\" resolution of F/node_modules/bad-target/package.json", "ERR_INVALID_MODULE_SPECIFIER"},
    {"lib/deep/zprobe.cjs", "bad-target/abs", RESOLVE_REQUIRE, "!Error [ERR_INVALID_PACKAGE_TARGET]: Invalid \"exports\" target \"/etc/passwd\" defined for './abs' in the package config F/node_modules/bad-target/package.json; targets must start with \"./\"", "ERR_INVALID_PACKAGE_TARGET"},
    {"lib/deep/zprobe.cjs", "main-pkg", RESOLVE_REQUIRE, "=F/node_modules/main-pkg/lib/entry.js", NULL},
    {"lib/deep/zprobe.cjs", "main-pkg/sub/file.js", RESOLVE_REQUIRE, "=F/node_modules/main-pkg/sub/file.js", NULL},
    {"lib/deep/zprobe.cjs", "main-pkg/sub/file", RESOLVE_REQUIRE, "=F/node_modules/main-pkg/sub/file.js", NULL},
    {"lib/deep/zprobe.cjs", "main-dir-pkg", RESOLVE_REQUIRE, "=F/node_modules/main-dir-pkg/lib/index.js", NULL},
    {"lib/deep/zprobe.cjs", "no-main", RESOLVE_REQUIRE, "=F/node_modules/no-main/index.js", NULL},
    {"lib/deep/zprobe.cjs", "no-pjson", RESOLVE_REQUIRE, "=F/node_modules/no-pjson/index.js", NULL},
    {"lib/deep/zprobe.cjs", "missing-main", RESOLVE_REQUIRE, "!Error: Cannot find module 'F/node_modules/missing-main/nope.js'. Please verify that the package.json has a valid \"main\" entry", "MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.cjs", "missing-main-idx", RESOLVE_REQUIRE, "=F/node_modules/missing-main-idx/index.js", NULL},
    {"lib/deep/zprobe.cjs", "empty-pkg", RESOLVE_REQUIRE, "!Error: Cannot find module 'empty-pkg'", "MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.cjs", "broken-json", RESOLVE_REQUIRE, "!SyntaxError: Error parsing F/node_modules/broken-json/package.json: Expected property name or '}' in JSON at position 1", "undefined"},
    {"lib/deep/zprobe.cjs", "@scope/pkg", RESOLVE_REQUIRE, "=F/node_modules/@scope/pkg/index.js", NULL},
    {"lib/deep/zprobe.cjs", "@scope/pkg/x", RESOLVE_REQUIRE, "=F/node_modules/@scope/pkg/x.js", NULL},
    {"lib/deep/zprobe.cjs", "@scope/pkg/y", RESOLVE_REQUIRE, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: Package subpath './y' is not defined by \"exports\" in F/node_modules/@scope/pkg/package.json", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"lib/deep/zprobe.cjs", "@scope", RESOLVE_REQUIRE, "!Error: Cannot find module '@scope'", "MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.cjs", "@scope/nope", RESOLVE_REQUIRE, "!Error: Cannot find module '@scope/nope'", "MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.cjs", "typed-module", RESOLVE_REQUIRE, "=F/node_modules/typed-module/index.js", NULL},
    {"lib/deep/zprobe.cjs", "file-pkg", RESOLVE_REQUIRE, "=F/node_modules/file-pkg.js", NULL},
    {"lib/deep/zprobe.cjs", "file-pkg.js", RESOLVE_REQUIRE, "=F/node_modules/file-pkg.js", NULL},
    {"lib/deep/zprobe.cjs", "nonexistent", RESOLVE_REQUIRE, "!Error: Cannot find module 'nonexistent'", "MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.cjs", "nonexistent/sub", RESOLVE_REQUIRE, "!Error: Cannot find module 'nonexistent/sub'", "MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.cjs", ".hidden", RESOLVE_REQUIRE, "!Error: Cannot find module '.hidden'", "MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.cjs", "a%2Fb", RESOLVE_REQUIRE, "!Error: Cannot find module 'a%2Fb'", "MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.cjs", "a\\b", RESOLVE_REQUIRE, "!Error: Cannot find module 'a\\b'", "MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.cjs", "fs", RESOLVE_REQUIRE, "@node:fs", NULL},
    {"lib/deep/zprobe.cjs", "node:fs", RESOLVE_REQUIRE, "@node:fs", NULL},
    {"lib/deep/zprobe.cjs", "node:nope", RESOLVE_REQUIRE, "!Error [ERR_UNKNOWN_BUILTIN_MODULE]: No such built-in module: node:nope", "ERR_UNKNOWN_BUILTIN_MODULE"},
    {"lib/deep/zprobe.cjs", "node:test", RESOLVE_REQUIRE, "@node:test", NULL},
    {"lib/deep/zprobe.cjs", "test", RESOLVE_REQUIRE, "!Error: Cannot find module 'test'", "MODULE_NOT_FOUND"},
    {"lib/deep/zprobe.cjs", "util/types", RESOLVE_REQUIRE, "@node:util/types", NULL},
    {"lib/deep/zprobe.cjs", "file:///etc/nope.js", RESOLVE_REQUIRE, "!Error: Cannot find module 'file:///etc/nope.js'", "MODULE_NOT_FOUND"},
    {"lib/zprobe.mjs", "cond-pkg", RESOLVE_IMPORT, "=F/lib/node_modules/cond-pkg/shadow.js", NULL},
    {"lib/zprobe.mjs", "inner", RESOLVE_IMPORT, "=F/lib/node_modules/inner/i.js", NULL},
    {"lib/zprobe.mjs", "inner/x", RESOLVE_IMPORT, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: Package subpath './x' is not defined by \"exports\" in F/lib/node_modules/inner/package.json imported from F/lib/zprobe.mjs", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"lib/zprobe.mjs", "fixture-root", RESOLVE_IMPORT, "=F/main.js", NULL},
    {"lib/zprobe.mjs", "fixture-root/sub", RESOLVE_IMPORT, "=F/lib/sub.js", NULL},
    {"lib/zprobe.mjs", "#dep", RESOLVE_IMPORT, "=F/lib/dep.js", NULL},
    {"lib/zprobe.mjs", "#int/a", RESOLVE_IMPORT, "=F/lib/int/a.js", NULL},
    {"lib/zprobe.mjs", "./node_modules/inner", RESOLVE_IMPORT, "!Error [ERR_UNSUPPORTED_DIR_IMPORT]: Directory import 'F/lib/node_modules/inner' is not supported resolving ES modules imported from F/lib/zprobe.mjs", "ERR_UNSUPPORTED_DIR_IMPORT"},
    {"lib/zprobe.mjs", "./sub.js", RESOLVE_IMPORT, "=F/lib/sub.js", NULL},
    {"lib/zprobe.mjs", "./sub", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find module 'F/lib/sub' imported from F/lib/zprobe.mjs", "ERR_MODULE_NOT_FOUND"},
    {"lib/zprobe.cjs", "cond-pkg", RESOLVE_REQUIRE, "=F/lib/node_modules/cond-pkg/shadow.js", NULL},
    {"lib/zprobe.cjs", "inner", RESOLVE_REQUIRE, "=F/lib/node_modules/inner/i.js", NULL},
    {"lib/zprobe.cjs", "inner/x", RESOLVE_REQUIRE, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: Package subpath './x' is not defined by \"exports\" in F/lib/node_modules/inner/package.json", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"lib/zprobe.cjs", "fixture-root", RESOLVE_REQUIRE, "=F/main.js", NULL},
    {"lib/zprobe.cjs", "fixture-root/sub", RESOLVE_REQUIRE, "=F/lib/sub.js", NULL},
    {"lib/zprobe.cjs", "#dep", RESOLVE_REQUIRE, "=F/lib/dep.js", NULL},
    {"lib/zprobe.cjs", "#int/a", RESOLVE_REQUIRE, "=F/lib/int/a.js", NULL},
    {"lib/zprobe.cjs", "./node_modules/inner", RESOLVE_REQUIRE, "!Error: Cannot find module './node_modules/inner'", "MODULE_NOT_FOUND"},
    {"lib/zprobe.cjs", "./sub.js", RESOLVE_REQUIRE, "=F/lib/sub.js", NULL},
    {"lib/zprobe.cjs", "./sub", RESOLVE_REQUIRE, "=F/lib/sub.js", NULL},
    {"cjs/zprobe.mjs", "./a", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find module 'F/cjs/a' imported from F/cjs/zprobe.mjs", "ERR_MODULE_NOT_FOUND"},
    {"cjs/zprobe.mjs", "./a.js", RESOLVE_IMPORT, "=F/cjs/a.js", NULL},
    {"cjs/zprobe.mjs", "./b.cjs", RESOLVE_IMPORT, "=F/cjs/b.cjs", NULL},
    {"cjs/zprobe.mjs", "./c.mjs", RESOLVE_IMPORT, "=F/cjs/c.mjs", NULL},
    {"cjs/zprobe.mjs", "./c", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find module 'F/cjs/c' imported from F/cjs/zprobe.mjs", "ERR_MODULE_NOT_FOUND"},
    {"cjs/zprobe.mjs", "../untyped/a.js", RESOLVE_IMPORT, "=F/untyped/a.js", NULL},
    {"cjs/zprobe.mjs", "../untyped/noext", RESOLVE_IMPORT, "=F/untyped/noext", NULL},
    {"cjs/zprobe.mjs", "../untyped", RESOLVE_IMPORT, "!Error [ERR_UNSUPPORTED_DIR_IMPORT]: Directory import 'F/untyped' is not supported resolving ES modules imported from F/cjs/zprobe.mjs", "ERR_UNSUPPORTED_DIR_IMPORT"},
    {"cjs/zprobe.mjs", "../lib/noext", RESOLVE_IMPORT, "=F/lib/noext", NULL},
    {"cjs/zprobe.mjs", "fixture-root", RESOLVE_IMPORT, "!Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'fixture-root' imported from F/cjs/zprobe.mjs", "ERR_MODULE_NOT_FOUND"},
    {"cjs/zprobe.mjs", "#dep", RESOLVE_IMPORT, "!TypeError [ERR_PACKAGE_IMPORT_NOT_DEFINED]: Package import specifier \"#dep\" is not defined in package F/cjs/package.json imported from F/cjs/zprobe.mjs", "ERR_PACKAGE_IMPORT_NOT_DEFINED"},
    {"cjs/zprobe.mjs", "cond-pkg", RESOLVE_IMPORT, "=F/node_modules/cond-pkg/esm/index.js", NULL},
    {"cjs/zprobe.cjs", "./a", RESOLVE_REQUIRE, "=F/cjs/a.js", NULL},
    {"cjs/zprobe.cjs", "./a.js", RESOLVE_REQUIRE, "=F/cjs/a.js", NULL},
    {"cjs/zprobe.cjs", "./b.cjs", RESOLVE_REQUIRE, "=F/cjs/b.cjs", NULL},
    {"cjs/zprobe.cjs", "./c.mjs", RESOLVE_REQUIRE, "=F/cjs/c.mjs", NULL},
    {"cjs/zprobe.cjs", "./c", RESOLVE_REQUIRE, "!Error: Cannot find module './c'", "MODULE_NOT_FOUND"},
    {"cjs/zprobe.cjs", "../untyped/a.js", RESOLVE_REQUIRE, "=F/untyped/a.js", NULL},
    {"cjs/zprobe.cjs", "../untyped/noext", RESOLVE_REQUIRE, "=F/untyped/noext", NULL},
    {"cjs/zprobe.cjs", "../untyped", RESOLVE_REQUIRE, "!Error: Cannot find module '../untyped'", "MODULE_NOT_FOUND"},
    {"cjs/zprobe.cjs", "../lib/noext", RESOLVE_REQUIRE, "=F/lib/noext", NULL},
    {"cjs/zprobe.cjs", "fixture-root", RESOLVE_REQUIRE, "!Error: Cannot find module 'fixture-root'", "MODULE_NOT_FOUND"},
    {"cjs/zprobe.cjs", "#dep", RESOLVE_REQUIRE, "!Error: Cannot find module '#dep'", "MODULE_NOT_FOUND"},
    {"cjs/zprobe.cjs", "cond-pkg", RESOLVE_REQUIRE, "=F/node_modules/cond-pkg/cjs/index.cjs", NULL},
    {"node_modules/pat-pkg/lib/zprobe.mjs", "pat-pkg", RESOLVE_IMPORT, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: No \"exports\" main defined in F/node_modules/pat-pkg/package.json imported from F/node_modules/pat-pkg/lib/zprobe.mjs", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"node_modules/pat-pkg/lib/zprobe.mjs", "pat-pkg/x", RESOLVE_IMPORT, "=F/node_modules/pat-pkg/lib/x.js", NULL},
    {"node_modules/pat-pkg/lib/zprobe.mjs", "pat-pkg/deep/y.js", RESOLVE_IMPORT, "=F/node_modules/pat-pkg/lib/deep/y.js", NULL},
    {"node_modules/pat-pkg/lib/zprobe.mjs", "cond-pkg", RESOLVE_IMPORT, "=F/node_modules/cond-pkg/esm/index.js", NULL},
    {"node_modules/pat-pkg/lib/zprobe.cjs", "pat-pkg", RESOLVE_REQUIRE, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: No \"exports\" main defined in F/node_modules/pat-pkg/package.json imported from F/node_modules/pat-pkg/lib/zprobe.cjs", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"node_modules/pat-pkg/lib/zprobe.cjs", "pat-pkg/x", RESOLVE_REQUIRE, "=F/node_modules/pat-pkg/lib/x.js", NULL},
    {"node_modules/pat-pkg/lib/zprobe.cjs", "pat-pkg/deep/y.js", RESOLVE_REQUIRE, "=F/node_modules/pat-pkg/lib/deep/y.js", NULL},
    {"node_modules/pat-pkg/lib/zprobe.cjs", "cond-pkg", RESOLVE_REQUIRE, "=F/node_modules/cond-pkg/cjs/index.cjs", NULL},
    {"node_modules/cond-pkg/esm/zprobe.mjs", "pat-pkg", RESOLVE_IMPORT, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: No \"exports\" main defined in F/node_modules/pat-pkg/package.json imported from F/node_modules/cond-pkg/esm/zprobe.mjs", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"node_modules/cond-pkg/esm/zprobe.mjs", "pat-pkg/x", RESOLVE_IMPORT, "=F/node_modules/pat-pkg/lib/x.js", NULL},
    {"node_modules/cond-pkg/esm/zprobe.mjs", "pat-pkg/deep/y.js", RESOLVE_IMPORT, "=F/node_modules/pat-pkg/lib/deep/y.js", NULL},
    {"node_modules/cond-pkg/esm/zprobe.mjs", "cond-pkg", RESOLVE_IMPORT, "=F/node_modules/cond-pkg/esm/index.js", NULL},
    {"node_modules/cond-pkg/esm/zprobe.cjs", "pat-pkg", RESOLVE_REQUIRE, "!Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: No \"exports\" main defined in F/node_modules/pat-pkg/package.json", "ERR_PACKAGE_PATH_NOT_EXPORTED"},
    {"node_modules/cond-pkg/esm/zprobe.cjs", "pat-pkg/x", RESOLVE_REQUIRE, "=F/node_modules/pat-pkg/lib/x.js", NULL},
    {"node_modules/cond-pkg/esm/zprobe.cjs", "pat-pkg/deep/y.js", RESOLVE_REQUIRE, "=F/node_modules/pat-pkg/lib/deep/y.js", NULL},
    {"node_modules/cond-pkg/esm/zprobe.cjs", "cond-pkg", RESOLVE_REQUIRE, "=F/node_modules/cond-pkg/cjs/index.cjs", NULL},
};

static char *fixture;

/* "F" at the start of a path, or after a quote or a space, is the root. */
static char *expand(const char *s) {
    Buf b = {0};
    buf_put(&b, "", 0);
    for (const char *p = s; *p; p++) {
        bool at_start = p == s || p[-1] == '\'' || p[-1] == '"' || p[-1] == ' ' || p[-1] == '=' ||
                        (p - s >= 7 && strncmp(p - 7, "file://", 7) == 0);
        if (*p == 'F' && p[1] == '/' && at_start) buf_puts(&b, fixture);
        else buf_put(&b, p, 1);
    }
    return b.s;
}

static void test_node_answers(void) {
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        const Case *c = &cases[i];
        char *importer = xsprintf("%s/%s", fixture, c->importer);
        char *want = expand(c->expect + 1);
        Resolution r;
        int rc = resolve_module(importer, c->spec, c->mode, &r);
        bool ok;
        char *got;
        if (rc == 0 && r.path) got = xsprintf("=%s", r.path);
        else if (rc == 0) got = xsprintf("@%s", r.builtin);
        else {
            char *text = resolution_error_text(&r);
            got = xsprintf("!%s", text);
            free(text);
        }
        ok = got[0] == c->expect[0] && strcmp(got + 1, want) == 0;
        if (ok && rc != 0 && strcmp(c->code, "undefined") != 0) ok = r.code && strcmp(r.code, c->code) == 0;
        if (!ok) {
            fprintf(stderr, "case %zu: %s from %s (%s)\n  want %c%s [%s]\n  got  %s [%s]\n", i, c->spec, c->importer,
                    c->mode == RESOLVE_IMPORT ? "import" : "require", c->expect[0], want, c->code ? c->code : "",
                    got, r.code ? r.code : "");
            failures++;
        }
        free(got);
        free(want);
        free(importer);
        resolution_free(&r);
    }
}

/* ESM_FILE_FORMAT and CommonJS's extension table. */
static void check_format(const char *importer, const char *spec, ResolveMode mode, ModFormat f, bool ambiguous) {
    char *imp = xsprintf("%s/%s", fixture, importer);
    Resolution r;
    int rc = resolve_module(imp, spec, mode, &r);
    if (rc != 0 || r.format != f || r.ambiguous != ambiguous) {
        fprintf(stderr, "format of %s from %s: rc %d format %d ambiguous %d\n", spec, importer, rc, (int)r.format,
                (int)r.ambiguous);
        failures++;
    }
    resolution_free(&r);
    free(imp);
}

static void test_formats(void) {
    check_format("main.js", "./lib/sub.js", RESOLVE_IMPORT, FMT_ESM, false);       /* "type": "module" */
    check_format("main.js", "./lib/noext", RESOLVE_IMPORT, FMT_ESM, false);        /* extensionless, module scope */
    check_format("main.js", "./untyped/noext", RESOLVE_IMPORT, FMT_CJS, true);     /* extensionless, no "type" */
    check_format("main.js", "./cjs/a.js", RESOLVE_IMPORT, FMT_CJS, false);         /* "type": "commonjs" */
    check_format("main.js", "./cjs/b.cjs", RESOLVE_IMPORT, FMT_CJS, false);
    check_format("main.js", "./cjs/c.mjs", RESOLVE_IMPORT, FMT_ESM, false);
    check_format("main.js", "./untyped/a.js", RESOLVE_IMPORT, FMT_CJS, true);      /* no "type": ambiguous */
    check_format("main.js", "./lib/data.json", RESOLVE_IMPORT, FMT_JSON, false);
    check_format("main.js", "cond-pkg", RESOLVE_IMPORT, FMT_ESM, false);           /* nested {"type":"module"} */
    check_format("main.js", "cond-pkg", RESOLVE_REQUIRE, FMT_CJS, false);          /* .cjs */
    check_format("main.js", "typed-module", RESOLVE_REQUIRE, FMT_ESM, false);      /* require of ESM */
    check_format("main.js", "main-pkg", RESOLVE_IMPORT, FMT_CJS, true);            /* no "type" in its package */
    check_format("cjs/a.js", "../lib/pdir", RESOLVE_REQUIRE, FMT_JSON, false);
    check_format("main.js", "node:fs", RESOLVE_IMPORT, FMT_BUILTIN, false);
    check_format("main.js", "@scr/experimental", RESOLVE_IMPORT, FMT_BUILTIN, false);
}

static void test_builtins(void) {
    CHECK(strcmp(resolve_builtin_name("fs"), "node:fs") == 0);
    CHECK(strcmp(resolve_builtin_name("node:fs/promises"), "node:fs/promises") == 0);
    CHECK(resolve_builtin_name("fs") == resolve_builtin_name("node:fs")); /* interned */
    CHECK(strcmp(resolve_builtin_name("node:test"), "node:test") == 0);   /* scheme-only */
    CHECK(resolve_builtin_name("test") == NULL);
    CHECK(resolve_builtin_name("node:nope") == NULL);
    Resolution r;
    CHECK(resolve_module("/x/main.js", "@scr/experimental", RESOLVE_IMPORT, &r) == 0);
    CHECK(r.builtin && strcmp(r.builtin, "@scr/experimental") == 0 && !r.path);
}

/* What import.meta.resolve returns where resolution fails on a file:
 * Node 20.20 answered with these URLs instead of throwing. */
static void test_failed_url(void) {
    static const struct {
        const char *spec, *url;
    } cases[] = {
        {"./lib/nope.js", "file://F/lib/nope.js"},
        {"./lib/dir", "file://F/lib/dir"},
        {"#int/nope", "file://F/lib/int/nope.js"},
        {"pat-pkg/a/q/c", "file://F/node_modules/pat-pkg/lib/a/q/c.js"},
    };
    char *importer = xsprintf("%s/main.js", fixture);
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        Resolution r;
        CHECK(resolve_module(importer, cases[i].spec, RESOLVE_IMPORT, &r) < 0);
        char *want = expand(cases[i].url);
        if (!r.failed_url || strcmp(r.failed_url, want) != 0) {
            fprintf(stderr, "failed_url of %s: want %s got %s\n", cases[i].spec, want, r.failed_url ? r.failed_url : "(none)");
            failures++;
        }
        free(want);
        resolution_free(&r);
    }
    /* A missing package carries none: Node throws. */
    Resolution r;
    CHECK(resolve_module(importer, "nonexistent", RESOLVE_IMPORT, &r) < 0 && !r.failed_url);
    resolution_free(&r);
    free(importer);
}

static void test_url(void) {
    char *u = resolve_path_to_url("/a b/c%d#e?.js");
    CHECK(strcmp(u, "file:///a%20b/c%25d%23e%3F.js") == 0);
    free(u);
}

/* V8's JSON.parse messages (Node puts them into ERR_INVALID_PACKAGE_CONFIG). */
static const struct {
    const char *text, *message;
} json_errors[] = {
    {"{bad", "Expected property name or '}' in JSON at position 1"},
    {"{\"a\":}", "Unexpected token '}', \"{\"a\":}\" is not valid JSON"},
    {"{\"a\" 1}", "Expected ':' after property name in JSON at position 5"},
    {"{\"a\":1,}", "Expected double-quoted property name in JSON at position 7"},
    {"[1,2", "Expected ',' or ']' after array element in JSON at position 4"},
    {"[1 2]", "Expected ',' or ']' after array element in JSON at position 3"},
    {"\"abc", "Unterminated string in JSON at position 4"},
    {"{\"a\":\"\\x\"}", "Bad escaped character in JSON at position 7"},
    {"{\"a\":\"\\u12G4\"}", "Bad Unicode escape in JSON at position 10"},
    {"-", "No number after minus sign in JSON at position 1"},
    {"1.", "Unterminated fractional number in JSON at position 2"},
    {"1e", "Exponent part is missing a number in JSON at position 2"},
    {"01", "Unexpected number in JSON at position 1"},
    {"{} x", "Unexpected non-whitespace character after JSON at position 3"},
    {"", "Unexpected end of JSON input"},
    {"   ", "Unexpected end of JSON input"},
    {"tru", "Unexpected end of JSON input"},
    {"{\"name\":\"x\",\"exports\":{\".\":\"./a.js\",}}", "Expected double-quoted property name in JSON at position 36"},
    {"{\"name\":\"a-long-package-name\", oops}", "Expected double-quoted property name in JSON at position 31"},
    {"{\"a\":\"b\n\"}", "Bad control character in string literal in JSON at position 7"},
    {"nul", "Unexpected end of JSON input"},
    {"[1,]", "Unexpected token ']', \"[1,]\" is not valid JSON"},
    {"{\"k\":1 \"j\":2}", "Expected ',' or '}' after property value in JSON at position 7"},
    {"{\"a\":[1,2,3],\"b\":{\"c\":\"d\"}} ]", "Unexpected non-whitespace character after JSON at position 28"},
    {"{\"name\":\"pkg\",\"exports\":{\"a\":1,\"b\":[1,2,3,}}}", "Unexpected token '}', ...\"b\":[1,2,3,}}}\" is not valid JSON"},
    {"{\"name\":\"pkg\",\"version\":\"1.0.0\",\"main\":idx}", "Unexpected token 'i', ...\"0\",\"main\":idx}\" is not valid JSON"},
    {"{x:1,\"name\":\"pkg\",\"version\":\"1.0.0\"}", "Expected property name or '}' in JSON at position 1"},
};

static void test_json(void) {
    for (size_t i = 0; i < sizeof json_errors / sizeof *json_errors; i++) {
        char *err = NULL;
        Json *j = json_parse(json_errors[i].text, strlen(json_errors[i].text), &err);
        if (j || !err || strcmp(err, json_errors[i].message) != 0) {
            fprintf(stderr, "json %s\n  want %s\n  got  %s\n", json_errors[i].text, json_errors[i].message,
                    err ? err : "(parsed)");
            failures++;
        }
        json_free(j);
        free(err);
    }
    /* JavaScript's property order: array indices first, ascending; a
     * repeated key keeps its place and takes the last value. */
    const char *src = "{\"b\":1,\"2\":2,\"a\":3,\"1\":4,\"b\":5,\"\\u0041\":\"\\ud83d\\ude00\"}";
    Json *j = json_parse(src, strlen(src), NULL);
    CHECK(j && j->kind == JSON_OBJECT && j->n == 5);
    if (j && j->n == 5) {
        CHECK(strcmp(j->keys[0], "1") == 0 && strcmp(j->keys[1], "2") == 0);
        CHECK(strcmp(j->keys[2], "b") == 0 && j->items[2]->number == 5);
        CHECK(strcmp(j->keys[3], "a") == 0 && strcmp(j->keys[4], "A") == 0);
        CHECK(strcmp(j->items[4]->str, "\xF0\x9F\x98\x80") == 0);
    }
    char *s = json_stringify(j);
    CHECK(strcmp(s, "{\"1\":4,\"2\":2,\"b\":5,\"a\":3,\"A\":\"\xF0\x9F\x98\x80\"}") == 0);
    free(s);
    json_free(j);
    Json *bom = json_parse("\xEF\xBB\xBF{}", 5, NULL); /* a byte order mark is skipped */
    CHECK(bom && bom->kind == JSON_OBJECT);
    json_free(bom);
}

int main(void) {
    fixture = realpath("compiler/tests/fixtures/resolve", NULL);
    if (!fixture) {
        fprintf(stderr, "test_resolve: run from the repository root\n");
        return 1;
    }
    /* Node's hint for a relative specifier resolves from the working
     * directory, which the expectations took at the fixture root. */
    if (chdir(fixture) != 0) return 1;
    test_node_answers();
    test_formats();
    test_builtins();
    test_url();
    test_failed_url();
    test_json();
    free(fixture);
    return check_done("test_resolve");
}
