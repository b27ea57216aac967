/* resolve.c - Node 20.20's module resolution (see resolve.h). The ESM half
 * follows lib/internal/modules/esm/resolve.js function by function (the
 * comments name them), working on absolute paths where Node works on
 * file: URLs; the CommonJS half follows Module._resolveFilename in
 * lib/internal/modules/cjs/loader.js. Error texts are Node's, built the way
 * its lib/internal/errors.js builds them. */
#define _DEFAULT_SOURCE
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "json.h"
#include "resolve.h"
#include "text.h"

/* ---- the file system ---------------------------------------------------- */

/* internalModuleStat: 0 for a file, 1 for a directory, -1 otherwise. */
static int fs_stat(const char *p) {
    struct stat st;
    if (stat(p, &st) != 0) return -1;
    return S_ISDIR(st.st_mode) ? 1 : 0;
}

static bool is_file(const char *p) { return fs_stat(p) == 0; }

static char *real_path(const char *p) {
    char *r = realpath(p, NULL);
    return r ? r : xstrdup(p);
}

/* ---- paths ---------------------------------------------------------------- */

static char *dir_of(const char *path) {
    const char *slash = strrchr(path, '/');
    if (!slash) return xstrdup(".");
    if (slash == path) return xstrdup("/");
    char *d = xmalloc((size_t)(slash - path) + 1);
    memcpy(d, path, (size_t)(slash - path));
    d[slash - path] = 0;
    return d;
}

static bool ends_with(const char *s, const char *suffix) {
    size_t a = strlen(s), b = strlen(suffix);
    return a >= b && strcmp(s + a - b, suffix) == 0;
}

static bool starts_with(const char *s, const char *prefix) { return strncmp(s, prefix, strlen(prefix)) == 0; }

/* A URL path segment that means "." or ".." (the URL parser also takes
 * "%2e" for a dot). */
static int dot_segment(const char *seg, size_t n) {
    if (n == 1 && seg[0] == '.') return 1;
    if (n == 3 && strncasecmp(seg, "%2e", 3) == 0) return 1;
    if (n == 2 && seg[0] == '.' && seg[1] == '.') return 2;
    if (n == 4 && ((seg[0] == '.' && strncasecmp(seg + 1, "%2e", 3) == 0) ||
                   (strncasecmp(seg, "%2e", 3) == 0 && seg[3] == '.')))
        return 2;
    if (n == 6 && strncasecmp(seg, "%2e%2e", 6) == 0) return 2;
    return 0;
}

/* `rel` resolved against the directory `dir` as new URL(rel, dir + '/')
 * does for a path (an absolute `rel` replaces it): dot segments removed,
 * a trailing slash kept. Backslashes are slashes, as in file: URLs. */
static char *join_segments(const char *dir, const char *rel, bool url);

static char *join_url_path(const char *dir, const char *rel) { return join_segments(dir, rel, true); }

static char *join_segments(const char *dir, const char *rel, bool url) {
    Buf in = {0};
    if (rel[0] != '/' && !(url && rel[0] == '\\')) {
        buf_puts(&in, dir);
        buf_puts(&in, "/");
    }
    buf_puts(&in, rel);
    if (url)
        for (char *q = in.s; *q; q++)
            if (*q == '\\') *q = '/';
    /* Segments onto a stack. */
    size_t cap = strlen(in.s) + 2;
    char *out = xmalloc(cap);
    size_t o = 0;
    const char *s = in.s;
    bool trailing = false;
    while (*s) {
        while (*s == '/') s++;
        const char *e = s;
        while (*e && *e != '/') e++;
        size_t n = (size_t)(e - s);
        int d = dot_segment(s, n);
        if (!url && n >= 3) d = 0; /* "%2e" is no dot to path.resolve */
        trailing = (*e == 0 && (d || n == 0)) || (*e == '/' && e[1] == 0);
        if (d == 2) {
            while (o > 0 && out[o - 1] != '/') o--;
            if (o > 0) o--;
        } else if (d == 0 && n) {
            out[o++] = '/';
            memcpy(out + o, s, n);
            o += n;
        }
        s = e;
    }
    if (o == 0 || trailing) out[o++] = '/';
    out[o] = 0;
    free(in.s);
    /* "a//b" keeps its empty segment in a URL; the file system does not
     * care, so collapsing it changes nothing that can be observed. */
    return out;
}

/* POSIX path.resolve(dir, rel): no URL escapes, "." and ".." only. */
static char *path_resolve(const char *dir, const char *rel) {
    char *j = join_segments(dir, rel, false);
    size_t n = strlen(j);
    if (n > 1 && j[n - 1] == '/') j[n - 1] = 0;
    return j;
}

static bool has_encoded_sep(const char *s) {
    for (; *s; s++)
        if (s[0] == '%' && s[1] && s[2] &&
            (strncasecmp(s, "%2f", 3) == 0 || strncasecmp(s, "%5c", 3) == 0))
            return true;
    return false;
}

static int hexv(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* fileURLToPath's decoding of a URL path. */
static char *percent_decode(const char *s) {
    char *r = xmalloc(strlen(s) + 1);
    size_t o = 0;
    for (size_t i = 0; s[i]; i++) {
        if (s[i] == '%' && hexv(s[i + 1]) >= 0 && hexv(s[i + 2]) >= 0) {
            r[o++] = (char)(hexv(s[i + 1]) * 16 + hexv(s[i + 2]));
            i += 2;
        } else {
            r[o++] = s[i];
        }
    }
    r[o] = 0;
    return r;
}

char *resolve_path_to_url(const char *abs) {
    /* pathToFileURL: the URL path percent-encode set, plus '%' itself and
     * the characters a path may hold that a URL would read differently. */
    Buf b = {0};
    buf_puts(&b, "file://");
    for (const unsigned char *q = (const unsigned char *)abs; *q; q++) {
        unsigned char c = *q;
        if (c <= 0x20 || c >= 0x7F || c == '"' || c == '#' || c == '%' || c == '<' || c == '>' || c == '?' ||
            c == '`' || c == '{' || c == '}' || c == '\\' || c == '^' || c == '|' || c == '\n' || c == '\r' ||
            c == '\t')
            buf_printf(&b, "%%%02X", c);
        else
            buf_put(&b, (const char *)q, 1);
    }
    return b.s;
}

/* ---- builtins ------------------------------------------------------------- */

/* require('module').builtinModules of Node 20.20, and the ones only
 * reachable with the "node:" scheme. */
static const char *const node_builtins[] = {
    "_http_agent", "_http_client", "_http_common", "_http_incoming", "_http_outgoing", "_http_server",
    "_stream_duplex", "_stream_passthrough", "_stream_readable", "_stream_transform", "_stream_wrap",
    "_stream_writable", "_tls_common", "_tls_wrap", "assert", "assert/strict", "async_hooks", "buffer",
    "child_process", "cluster", "console", "constants", "crypto", "dgram", "diagnostics_channel", "dns",
    "dns/promises", "domain", "events", "fs", "fs/promises", "http", "http2", "https", "inspector",
    "inspector/promises", "module", "net", "os", "path", "path/posix", "path/win32", "perf_hooks", "process",
    "punycode", "querystring", "readline", "readline/promises", "repl", "stream", "stream/consumers",
    "stream/promises", "stream/web", "string_decoder", "sys", "timers", "timers/promises", "tls",
    "trace_events", "tty", "url", "util", "util/types", "v8", "vm", "wasi", "worker_threads", "zlib", NULL};
static const char *const scheme_only_builtins[] = {"test", "test/reporters", "sea", NULL};

static const char *canonical_builtin(const char *name, bool with_scheme) {
    static char *interned[128];
    static int ninterned;
    const char *const *lists[2] = {node_builtins, scheme_only_builtins};
    for (int l = 0; l < (with_scheme ? 2 : 1); l++)
        for (int i = 0; lists[l][i]; i++) {
            if (strcmp(lists[l][i], name) != 0) continue;
            for (int k = 0; k < ninterned; k++)
                if (strcmp(interned[k] + 5, name) == 0) return interned[k];
            if (ninterned == 128) return NULL;
            return interned[ninterned++] = xsprintf("node:%s", name);
        }
    return NULL;
}

const char *resolve_builtin_name(const char *spec) {
    if (starts_with(spec, "node:")) return canonical_builtin(spec + 5, true);
    return canonical_builtin(spec, false);
}

/* ---- package.json ---------------------------------------------------------- */

typedef struct PkgConfig {
    char *pjson_path;
    bool exists;
    char *parse_error;   /* malformed: V8's JSON.parse message */
    Json *root;
    const char *name;    /* strings only, else NULL */
    const char *main;
    const char *type;    /* "module", "commonjs" or "none" */
    const Json *exports; /* NULL when absent or null */
    const Json *imports; /* NULL unless an object */
    struct PkgConfig *next;
} PkgConfig;

static PkgConfig *pkg_cache;

/* packageJsonReader.read, cached per path for the compiler's life. */
static PkgConfig *read_pkg(const char *pjson_path) {
    for (PkgConfig *c = pkg_cache; c; c = c->next)
        if (strcmp(c->pjson_path, pjson_path) == 0) return c;
    PkgConfig *c = xzalloc(sizeof *c);
    c->pjson_path = xstrdup(pjson_path);
    c->type = "none";
    c->next = pkg_cache;
    pkg_cache = c;
    size_t len = 0;
    char *text = is_file(pjson_path) ? read_whole_file(pjson_path, &len) : NULL;
    if (!text) return c;
    c->exists = true;
    c->root = json_parse(text, len, &c->parse_error);
    free(text);
    if (!c->root) return c;
    const Json *v;
    if ((v = json_get(c->root, "name")) && v->kind == JSON_STRING) c->name = v->str;
    if ((v = json_get(c->root, "main")) && v->kind == JSON_STRING) c->main = v->str;
    if ((v = json_get(c->root, "type")) && v->kind == JSON_STRING &&
        (strcmp(v->str, "module") == 0 || strcmp(v->str, "commonjs") == 0))
        c->type = v->str;
    if ((v = json_get(c->root, "exports")) && v->kind != JSON_NULL) c->exports = v;
    if ((v = json_get(c->root, "imports")) && v->kind == JSON_OBJECT) c->imports = v;
    return c;
}

/* ---- errors ----------------------------------------------------------------- */

typedef struct Ctx {
    ResolveMode mode;
    const char *spec;     /* what was asked for */
    const char *base;     /* the importer's path; NULL where Node has no base (CommonJS exports) */
    Resolution *out;
    bool hint_probe;      /* resolving for a "Did you mean" hint: Node's probe module has
                             no filename, so no self-reference and no "#" imports */
} Ctx;

static void set_error(Ctx *cx, const char *name, bool bracket, const char *code, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
static void set_error(Ctx *cx, const char *name, bool bracket, const char *code, const char *fmt, ...) {
    if (cx->out->code) return;
    va_list ap;
    va_start(ap, fmt);
    Buf b = {0};
    buf_vprintf(&b, fmt, ap);
    va_end(ap);
    cx->out->code = code;
    cx->out->error_name = name;
    cx->out->bracket_code = bracket;
    cx->out->message = b.s;
}

static char *imported_from(const Ctx *cx) {
    return cx->base ? xsprintf(" imported from %s", cx->base) : xstrdup("");
}

/* A package.json that does not parse: read() reports it with the request. */
static bool check_pkg(Ctx *cx, PkgConfig *c) {
    if (!c->parse_error) return true;
    if (cx->mode == RESOLVE_IMPORT && cx->base)
        set_error(cx, "Error", true, "ERR_INVALID_PACKAGE_CONFIG",
                  "Invalid package config %s while importing \"%s\" from %s. %s", c->pjson_path, cx->spec, cx->base,
                  c->parse_error);
    else if (cx->mode == RESOLVE_REQUIRE)
        /* CommonJS's reader throws a SyntaxError without a code. */
        set_error(cx, "SyntaxError", false, "ERR_INVALID_PACKAGE_CONFIG", "Error parsing %s: %s", c->pjson_path,
                  c->parse_error);
    else
        set_error(cx, "Error", true, "ERR_INVALID_PACKAGE_CONFIG", "Invalid package config %s. %s", c->pjson_path,
                  c->parse_error);
    return false;
}

static void invalid_config(Ctx *cx, PkgConfig *c, const char *why) {
    if (cx->base) {
        char *url = resolve_path_to_url(cx->base);
        set_error(cx, "Error", true, "ERR_INVALID_PACKAGE_CONFIG", "Invalid package config %s while importing %s. %s",
                  c->pjson_path, url, why);
        free(url);
    } else {
        set_error(cx, "Error", true, "ERR_INVALID_PACKAGE_CONFIG", "Invalid package config %s. %s", c->pjson_path,
                  why);
    }
}

static char *pkg_dir_slash(const PkgConfig *c) {
    /* new URL('.', packageJSONUrl) as a path: the directory with its slash. */
    char *d = dir_of(c->pjson_path);
    char *r = strcmp(d, "/") == 0 ? xstrdup("/") : xsprintf("%s/", d);
    free(d);
    return r;
}

static void not_exported(Ctx *cx, PkgConfig *c, const char *subpath) {
    char *dir = pkg_dir_slash(c);
    char *from = imported_from(cx);
    if (strcmp(subpath, ".") == 0)
        set_error(cx, "Error", true, "ERR_PACKAGE_PATH_NOT_EXPORTED", "No \"exports\" main defined in %spackage.json%s",
                  dir, from);
    else
        set_error(cx, "Error", true, "ERR_PACKAGE_PATH_NOT_EXPORTED",
                  "Package subpath '%s' is not defined by \"exports\" in %spackage.json%s", subpath, dir, from);
    free(dir);
    free(from);
}

/* invalidPackageTarget: the target is made a string first (objects by
 * JSON.stringify), then quoted again by the message. */
static void invalid_target(Ctx *cx, PkgConfig *c, const char *key, const Json *target, bool internal) {
    char *t;
    if (target->kind == JSON_STRING) t = xstrdup(target->str);
    else if (target->kind == JSON_NUMBER || target->kind == JSON_BOOL) t = json_stringify(target);
    else {
        char *inner = json_stringify(target);
        Json tmp = {.kind = JSON_STRING, .str = inner};
        t = json_stringify(&tmp);
        free(inner);
    }
    Json ts = {.kind = JSON_STRING, .str = t};
    char *quoted = json_stringify(&ts);
    bool rel_error = !internal && t[0] && !starts_with(t, "./");
    char *dir = pkg_dir_slash(c);
    char *from = imported_from(cx);
    const char *tail = rel_error ? "; targets must start with \"./\"" : "";
    if (strcmp(key, ".") == 0)
        set_error(cx, "Error", true, "ERR_INVALID_PACKAGE_TARGET",
                  "Invalid \"exports\" main target %s defined in the package config %spackage.json%s%s", quoted, dir,
                  from, tail);
    else
        set_error(cx, "Error", true, "ERR_INVALID_PACKAGE_TARGET",
                  "Invalid \"%s\" target %s defined for '%s' in the package config %spackage.json%s%s",
                  internal ? "imports" : "exports", quoted, key, dir, from, tail);
    free(t);
    free(quoted);
    free(dir);
    free(from);
}

static void invalid_specifier(Ctx *cx, const char *request, const char *reason) {
    char *from = imported_from(cx);
    set_error(cx, "TypeError", true, "ERR_INVALID_MODULE_SPECIFIER", "Invalid module \"%s\" %s%s", request, reason, from);
    free(from);
}

/* ---- the ESM resolver --------------------------------------------------------- */

typedef enum RStat { RS_OK, RS_NULL, RS_UNDEF, RS_ERR } RStat;

static const char *const import_conditions[] = {"node", "import", "module-sync", NULL};
static const char *const require_conditions[] = {"node", "require", "module-sync", NULL};

static bool condition_active(const Ctx *cx, const char *key) {
    if (strcmp(key, "default") == 0) return true;
    const char *const *conds = cx->mode == RESOLVE_IMPORT ? import_conditions : require_conditions;
    for (int i = 0; conds[i]; i++)
        if (strcmp(conds[i], key) == 0) return true;
    return false;
}

static RStat package_resolve(Ctx *cx, const char *spec, const char *base_file, char **res);

/* invalidSegmentRegEx / deprecatedInvalidSegmentRegEx: a segment that is
 * "", ".", ".." or "node_modules" (any case, dots and letters possibly
 * percent-encoded). `deprecated_only` leaves out the empty segment, which
 * Node accepts with a deprecation warning. */
static bool seg_is(const char *s, size_t n, const char *word) {
    size_t wi = 0, i = 0;
    size_t wn = strlen(word);
    while (i < n && wi < wn) {
        char w = word[wi];
        if (s[i] == '%' && i + 2 < n + 0 && hexv(s[i + 1]) >= 0 && hexv(s[i + 2]) >= 0) {
            char c = (char)(hexv(s[i + 1]) * 16 + hexv(s[i + 2]));
            if (c >= 'A' && c <= 'Z') c = (char)(c - 'A' + 'a');
            if (c != w) return false;
            i += 3;
        } else {
            char c = s[i];
            if (c >= 'A' && c <= 'Z') c = (char)(c - 'A' + 'a');
            if (c != w) return false;
            i++;
        }
        wi++;
    }
    return i == n && wi == wn;
}

static bool has_invalid_segment(const char *s, bool deprecated_only) {
    const char *p = s;
    for (;;) {
        const char *e = p;
        while (*e && *e != '/' && *e != '\\') e++;
        size_t n = (size_t)(e - p);
        if ((n == 0 && !deprecated_only) || seg_is(p, n, ".") || seg_is(p, n, "..") || seg_is(p, n, "node_modules"))
            return true;
        if (!*e) return false;
        p = e + 1;
    }
}

static char *replace_stars(const char *s, const char *with) {
    Buf b = {0};
    buf_put(&b, "", 0);
    for (; *s; s++) {
        if (*s == '*') buf_puts(&b, with);
        else buf_put(&b, s, 1);
    }
    return b.s;
}

/* resolvePackageTargetString */
static RStat target_string(Ctx *cx, PkgConfig *c, const Json *tj, const char *subpath, const char *match,
                           bool pattern, bool internal, char **res) {
    const char *target = tj->str;
    if (subpath[0] && !pattern && !ends_with(target, "/")) {
        invalid_target(cx, c, match, tj, internal);
        return RS_ERR;
    }
    if (!starts_with(target, "./")) {
        if (internal && !starts_with(target, "../") && !starts_with(target, "/")) {
            /* A bare target of "imports" (not a URL) resolves as a package. */
            bool is_url = false;
            const char *colon = strchr(target, ':');
            if (colon && colon > target) {
                is_url = true;
                for (const char *q = target; q < colon; q++)
                    if (!((*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z') ||
                          (q > target && ((*q >= '0' && *q <= '9') || *q == '+' || *q == '-' || *q == '.'))))
                        is_url = false;
            }
            if (!is_url) {
                char *t = pattern ? replace_stars(target, subpath) : xsprintf("%s%s", target, subpath);
                RStat r = package_resolve(cx, t, c->pjson_path, res);
                free(t);
                return r;
            }
        }
        invalid_target(cx, c, match, tj, internal);
        return RS_ERR;
    }
    if (has_invalid_segment(target + 2, false) && has_invalid_segment(target + 2, true)) {
        invalid_target(cx, c, match, tj, internal);
        return RS_ERR;
    }
    char *pkgdir = dir_of(c->pjson_path);
    char *resolved = join_url_path(pkgdir, target);
    char *pkgslash = strcmp(pkgdir, "/") == 0 ? xstrdup("/") : xsprintf("%s/", pkgdir);
    free(pkgdir);
    if (!starts_with(resolved, pkgslash)) {
        free(resolved);
        free(pkgslash);
        invalid_target(cx, c, match, tj, internal);
        return RS_ERR;
    }
    free(pkgslash);
    if (!subpath[0]) {
        *res = resolved;
        return RS_OK;
    }
    if (has_invalid_segment(subpath, false) && has_invalid_segment(subpath, true)) {
        char *request = pattern ? replace_stars(match, subpath) : xsprintf("%s%s", match, subpath);
        /* throwInvalidSubpath replaces only the first '*'. */
        if (pattern) {
            free(request);
            const char *st = strchr(match, '*');
            request = xsprintf("%.*s%s%s", (int)(st - match), match, subpath, st + 1);
        }
        char *reason = xsprintf("request is not a valid match in pattern \"%s\" for the \"%s\" resolution of %s", match,
                                internal ? "imports" : "exports", c->pjson_path);
        invalid_specifier(cx, request, reason);
        free(request);
        free(reason);
        free(resolved);
        return RS_ERR;
    }
    if (pattern) {
        char *pdir = dir_of(c->pjson_path);
        char *t = replace_stars(target, subpath);
        *res = join_url_path(pdir, t);
        free(pdir);
        free(t);
    } else {
        /* new URL(subpath, resolved): resolved ends in '/'. */
        *res = join_url_path(resolved, subpath);
    }
    free(resolved);
    return RS_OK;
}

/* resolvePackageTarget */
static RStat target_resolve(Ctx *cx, PkgConfig *c, const Json *target, const char *subpath, const char *match,
                            bool pattern, bool internal, char **res) {
    if (target->kind == JSON_STRING) return target_string(cx, c, target, subpath, match, pattern, internal, res);
    if (target->kind == JSON_ARRAY) {
        if (target->n == 0) return RS_NULL;
        /* Items that are invalid targets are skipped; the last such error
         * is thrown only if nothing else matched. */
        int last = 0; /* 0: none (undefined), 1: null, 2: an error held */
        Resolution held = {0};
        for (int i = 0; i < target->n; i++) {
            Resolution *saved = cx->out;
            Resolution trial = {0};
            cx->out = &trial;
            RStat r = target_resolve(cx, c, target->items[i], subpath, match, pattern, internal, res);
            cx->out = saved;
            if (r == RS_ERR) {
                if (strcmp(trial.code, "ERR_INVALID_PACKAGE_TARGET") != 0) {
                    resolution_free(&held);
                    *cx->out = trial;
                    return RS_ERR;
                }
                resolution_free(&held);
                held = trial;
                last = 2;
                continue;
            }
            if (r == RS_UNDEF) continue;
            if (r == RS_NULL) {
                resolution_free(&held);
                memset(&held, 0, sizeof held);
                last = 1;
                continue;
            }
            resolution_free(&held);
            return RS_OK;
        }
        if (last == 2) {
            *cx->out = held;
            return RS_ERR;
        }
        return last == 1 ? RS_NULL : RS_UNDEF;
    }
    if (target->kind == JSON_OBJECT) {
        for (int i = 0; i < target->n; i++)
            if (json_is_array_index(target->keys[i])) {
                invalid_config(cx, c, "\"exports\" cannot contain numeric property keys.");
                return RS_ERR;
            }
        for (int i = 0; i < target->n; i++) {
            if (!condition_active(cx, target->keys[i])) continue;
            RStat r = target_resolve(cx, c, target->items[i], subpath, match, pattern, internal, res);
            if (r == RS_UNDEF) continue;
            return r;
        }
        return RS_UNDEF;
    }
    if (target->kind == JSON_NULL) return RS_NULL;
    invalid_target(cx, c, match, target, internal);
    return RS_ERR;
}

/* patternKeyCompare: 1 when `b` is the more specific pattern key. */
static int pattern_key_compare(const char *a, const char *b) {
    const char *as = strchr(a, '*'), *bs = strchr(b, '*');
    size_t base_a = as ? (size_t)(as - a) + 1 : strlen(a);
    size_t base_b = bs ? (size_t)(bs - b) + 1 : strlen(b);
    if (base_a > base_b) return -1;
    if (base_b > base_a) return 1;
    if (!as) return 1;
    if (!bs) return -1;
    if (strlen(a) > strlen(b)) return -1;
    if (strlen(b) > strlen(a)) return 1;
    return 0;
}

/* The "*" key that matches `name` best, and what its "*" stands for. */
static int best_pattern(const Json *map, const char *name, char **star) {
    int best = -1;
    const char *best_key = "";
    size_t nlen = strlen(name);
    for (int i = 0; i < map->n; i++) {
        const char *key = map->keys[i];
        const char *st = strchr(key, '*');
        if (!st || strncmp(name, key, (size_t)(st - key)) != 0) continue;
        const char *trailer = st + 1;
        size_t tl = strlen(trailer);
        if (nlen >= strlen(key) && ends_with(name, trailer) && pattern_key_compare(best_key, key) == 1 &&
            strrchr(key, '*') == st) {
            best = i;
            best_key = key;
            size_t from = (size_t)(st - key);
            free(*star);
            *star = xmalloc(nlen - tl - from + 1);
            memcpy(*star, name + from, nlen - tl - from);
            (*star)[nlen - tl - from] = 0;
        }
    }
    return best;
}

/* packageExportsResolve */
static RStat exports_resolve(Ctx *cx, PkgConfig *c, const char *subpath, char **res) {
    const Json *exports = c->exports;
    Json sugar = {.kind = JSON_OBJECT, .n = 1};
    char *dot = ".";
    const Json *sugar_item[1];
    /* isConditionalExportsMainSugar */
    bool is_sugar = exports->kind == JSON_STRING || exports->kind == JSON_ARRAY;
    if (exports->kind == JSON_OBJECT) {
        for (int i = 0; i < exports->n; i++) {
            const char *k = exports->keys[i];
            bool cur = k[0] == 0 || k[0] != '.';
            if (i == 0) is_sugar = cur;
            else if (is_sugar != cur) {
                invalid_config(cx, c,
                               "\"exports\" cannot contain some keys starting with '.' and some not. The exports "
                               "object must either be an object of package subpath keys or an object of main entry "
                               "condition name keys only.");
                return RS_ERR;
            }
        }
    }
    if (is_sugar) {
        sugar_item[0] = exports;
        sugar.keys = &dot;
        sugar.items = (Json **)sugar_item;
        exports = &sugar;
    }
    const Json *direct = exports->kind == JSON_OBJECT ? json_get(exports, subpath) : NULL;
    if (direct && !strchr(subpath, '*') && !ends_with(subpath, "/")) {
        RStat r = target_resolve(cx, c, direct, "", subpath, false, false, res);
        if (r == RS_ERR) return r;
        if (r != RS_OK) {
            not_exported(cx, c, subpath);
            return RS_ERR;
        }
        return RS_OK;
    }
    if (exports->kind == JSON_OBJECT) {
        char *star = NULL;
        int best = best_pattern(exports, subpath, &star);
        if (best >= 0) {
            RStat r = target_resolve(cx, c, exports->items[best], star, exports->keys[best], true, false, res);
            free(star);
            if (r == RS_ERR) return r;
            if (r != RS_OK) {
                not_exported(cx, c, subpath);
                return RS_ERR;
            }
            return RS_OK;
        }
        free(star);
    }
    not_exported(cx, c, subpath);
    return RS_ERR;
}

/* getPackageScopeConfig: the nearest package.json above `file`, not
 * looking past a node_modules folder. NULL when there is none. */
static PkgConfig *package_scope(const char *file) {
    char *dir = dir_of(file);
    PkgConfig *found = NULL;
    for (;;) {
        char *pj = strcmp(dir, "/") == 0 ? xstrdup("/package.json") : xsprintf("%s/package.json", dir);
        if (ends_with(pj, "node_modules/package.json")) {
            free(pj);
            break;
        }
        PkgConfig *c = read_pkg(pj);
        free(pj);
        if (c->exists) {
            found = c;
            break;
        }
        if (strcmp(dir, "/") == 0) break;
        char *up = dir_of(dir);
        free(dir);
        dir = up;
    }
    free(dir);
    return found;
}

const char *resolve_package_type(const char *file_abs) {
    PkgConfig *c = package_scope(file_abs);
    return c && !c->parse_error ? c->type : "none";
}

/* packageImportsResolve */
static RStat imports_resolve(Ctx *cx, const char *name, const char *base_file, char **res) {
    if (strcmp(name, "#") == 0 || starts_with(name, "#/") || ends_with(name, "/")) {
        invalid_specifier(cx, name, "is not a valid internal imports specifier name");
        return RS_ERR;
    }
    PkgConfig *c = package_scope(base_file);
    if (c && !check_pkg(cx, c)) return RS_ERR;
    if (c && c->imports) {
        const Json *direct = json_get(c->imports, name);
        if (direct && !strchr(name, '*')) {
            RStat r = target_resolve(cx, c, direct, "", name, false, true, res);
            if (r == RS_OK || r == RS_ERR) return r;
        } else {
            char *star = NULL;
            int best = best_pattern(c->imports, name, &star);
            if (best >= 0) {
                RStat r = target_resolve(cx, c, c->imports->items[best], star, c->imports->keys[best], true, true, res);
                free(star);
                if (r == RS_OK || r == RS_ERR) return r;
            } else {
                free(star);
            }
        }
    }
    char *in = NULL;
    if (c) {
        char *d = pkg_dir_slash(c);
        in = xsprintf(" in package %spackage.json", d);
        free(d);
    }
    set_error(cx, "TypeError", true, "ERR_PACKAGE_IMPORT_NOT_DEFINED",
              "Package import specifier \"%s\" is not defined%s imported from %s", name, in ? in : "",
              cx->base ? cx->base : base_file);
    free(in);
    return RS_ERR;
}

/* legacyMainResolve (FSLegacyMainResolve in Node's C++: its error has no
 * "[code]" in its printed name). */
static RStat legacy_main(Ctx *cx, PkgConfig *c, char **res) {
    char *dir = dir_of(c->pjson_path);
    if (c->main) {
        static const char *const tails[] = {"", ".js", ".json", ".node", "/index.js", "/index.json", "/index.node"};
        for (size_t i = 0; i < sizeof tails / sizeof *tails; i++) {
            char *rel = xsprintf("./%s%s", c->main, tails[i]);
            char *g = join_url_path(dir, rel);
            free(rel);
            char *p = percent_decode(g);
            free(g);
            if (is_file(p)) {
                free(dir);
                *res = p;
                return RS_OK;
            }
            free(p);
        }
    }
    static const char *const idx[] = {"index.js", "index.json", "index.node"};
    for (size_t i = 0; i < 3; i++) {
        char *p = xsprintf("%s/%s", dir, idx[i]);
        if (is_file(p)) {
            free(dir);
            *res = p;
            return RS_OK;
        }
        free(p);
    }
    char *shown;
    if (c->main) {
        char *rel = xsprintf("./%s", c->main);
        char *g = join_url_path(dir, rel);
        shown = percent_decode(g);
        free(g);
        free(rel);
    } else {
        shown = xsprintf("%s/index.js", dir);
    }
    set_error(cx, "Error", false, "ERR_MODULE_NOT_FOUND", "Cannot find package '%s' imported from %s", shown,
              cx->base ? cx->base : "");
    free(shown);
    free(dir);
    return RS_ERR;
}

/* packageResolve, from the file `base_file`. */
static RStat package_resolve(Ctx *cx, const char *spec, const char *base_file, char **res) {
    /* parsePackageName */
    const char *sep = strchr(spec, '/');
    bool valid = true;
    if (spec[0] == '@') {
        if (!sep) valid = false;
        else sep = strchr(sep + 1, '/');
    }
    size_t nlen = sep ? (size_t)(sep - spec) : strlen(spec);
    char *name = xmalloc(nlen + 1);
    memcpy(name, spec, nlen);
    name[nlen] = 0;
    if (name[0] == '.' || strchr(name, '%') || strchr(name, '\\')) valid = false;
    if (!valid) {
        invalid_specifier(cx, spec, "is not a valid package name");
        free(name);
        return RS_ERR;
    }
    char *subpath = xsprintf(".%s", sep ? sep : "");
    RStat r = RS_ERR;
    /* Self-reference by the package's own name. */
    PkgConfig *self = package_scope(base_file);
    if (self && !check_pkg(cx, self)) goto done;
    if (self && self->exports && self->name && strcmp(self->name, name) == 0) {
        r = exports_resolve(cx, self, subpath, res);
        goto done;
    }
    /* node_modules folders upward, from the importer's own. */
    char *dir = dir_of(base_file);
    for (;;) {
        char *pkgdir = strcmp(dir, "/") == 0 ? xsprintf("/node_modules/%s", name)
                                              : xsprintf("%s/node_modules/%s", dir, name);
        if (fs_stat(pkgdir) == 1) {
            char *pj = xsprintf("%s/package.json", pkgdir);
            PkgConfig *c = read_pkg(pj);
            free(pj);
            if (!check_pkg(cx, c)) {
                free(pkgdir);
                break;
            }
            if (c->exists && c->exports) {
                r = exports_resolve(cx, c, subpath, res);
            } else if (strcmp(subpath, ".") == 0) {
                r = legacy_main(cx, c, res);
            } else {
                *res = join_url_path(pkgdir, subpath);
                r = RS_OK;
            }
            free(pkgdir);
            free(dir);
            goto done;
        }
        free(pkgdir);
        if (strcmp(dir, "/") == 0) break;
        char *up = dir_of(dir);
        free(dir);
        dir = up;
    }
    free(dir);
    if (!cx->out->code)
        set_error(cx, "Error", true, "ERR_MODULE_NOT_FOUND", "Cannot find package '%s' imported from %s", name,
                  cx->base ? cx->base : base_file);
done:
    free(name);
    free(subpath);
    return r;
}

static bool is_relative_spec(const char *s) {
    return (s[0] == '.' && (s[1] == '/' || (s[1] == '.' && s[2] == '/') || s[1] == 0 || (s[1] == '.' && s[2] == 0)));
}

/* ESM_FILE_FORMAT for a resolved path; false (with the error) for an
 * extension the ESM loader does not know. */
static void set_format(Resolution *out, const char *path, bool esm) {
    const char *slash = strrchr(path, '/');
    const char *ext = strrchr(slash ? slash : path, '.');
    if (ext == (slash ? slash + 1 : path)) ext = NULL; /* ".bashrc" has none */
    if (ext && strcmp(ext, ".mjs") == 0) out->format = FMT_ESM;
    else if (ext && strcmp(ext, ".cjs") == 0) out->format = FMT_CJS;
    else if (ext && strcmp(ext, ".json") == 0) out->format = FMT_JSON;
    else if (!ext || strcmp(ext, ".js") == 0) {
        /* An extensionless file goes by "type" as a .js does (Node 20.20
         * runs it as ESM in a "module" scope). */
        const char *t = resolve_package_type(path);
        if (strcmp(t, "module") == 0) out->format = FMT_ESM;
        else {
            out->format = FMT_CJS;
            out->ambiguous = strcmp(t, "none") == 0;
        }
    } else {
        /* CommonJS loads any other extension as JavaScript; the ESM loader
         * refuses it. */
        out->format = FMT_CJS;
        if (esm) {
            out->unsupported_ext = true;
            out->code = "ERR_UNKNOWN_FILE_EXTENSION";
            out->error_name = "TypeError";
            out->bracket_code = true;
            out->message = xsprintf("Unknown file extension \"%s\" for %s", ext, path);
        } else if (!esm && ext && strcmp(ext, ".node") == 0) {
            out->unsupported_ext = true;
        }
    }
}

/* finalizeResolution */
static int finalize_esm(Ctx *cx, char *url_path) {
    if (has_encoded_sep(url_path)) {
        invalid_specifier(cx, url_path, "must not include encoded \"/\" or \"\\\" characters");
        free(url_path);
        return -1;
    }
    char *path = percent_decode(url_path);
    free(url_path);
    size_t n = strlen(path);
    char *probe = xstrdup(path);
    if (n > 1 && probe[n - 1] == '/') probe[n - 1] = 0;
    int st = fs_stat(probe);
    free(probe);
    if (st == 1 || st != 0) {
        /* String(resolved): the URL of what was asked for, slash kept. */
        char *u = resolve_path_to_url(path);
        free(cx->out->failed_url);
        cx->out->failed_url = u;
    }
    if (st == 1) {
        set_error(cx, "Error", true, "ERR_UNSUPPORTED_DIR_IMPORT",
                  "Directory import '%s' is not supported resolving ES modules imported from %s", path, cx->base);
        free(path);
        return -1;
    }
    if (st != 0) {
        set_error(cx, "Error", true, "ERR_MODULE_NOT_FOUND", "Cannot find module '%s' imported from %s", path,
                  cx->base);
        free(path);
        return -1;
    }
    cx->out->path = real_path(path);
    free(path);
    set_format(cx->out, cx->out->path, true);
    return cx->out->code ? -1 : 0;
}

/* Node's hint on a failed ES import that CommonJS would have found
 * (decorateErrorWithCommonJSHints): `Did you mean to import "./x.js"?`. */
static int cjs_resolve(Ctx *cx, const char *spec, char **res);

/* path.posix.relative(from, to) for two absolute paths. */
static char *relative_path(const char *from, const char *to) {
    size_t i = 0, last = 0;
    while (from[i] && to[i] && from[i] == to[i]) {
        if (from[i] == '/') last = i;
        i++;
    }
    if (!from[i] && (to[i] == '/' || !to[i])) last = i;
    else if (!to[i] && from[i] == '/') last = i;
    Buf b = {0};
    buf_put(&b, "", 0);
    for (const char *q = from + last; *q; q++)
        if (*q == '/' && q[1]) buf_puts(&b, b.s[0] ? "/.." : "..");
    const char *rest = to + last;
    if (*rest == '/') rest++;
    if (*rest) {
        if (b.s[0]) buf_puts(&b, "/");
        buf_puts(&b, rest);
    }
    return b.s;
}

static void add_commonjs_hint(Ctx *cx, const char *spec_in) {
    char *spec = starts_with(spec_in, "file://") ? percent_decode(spec_in + 7) : xstrdup(spec_in);
    Resolution probe = {0};
    Ctx pc = {RESOLVE_REQUIRE, spec, cx->base, &probe, true};
    bool relative = spec[0] == '.' && (spec[1] == 0 || spec[1] == '/' || (spec[1] == '.' && (spec[2] == 0 || spec[2] == '/')));
    /* Node's probe module has an id but no filename, so CommonJS resolves
     * a relative request against the process's working directory: the
     * compiler's here (docs/packages.md). */
    char *cwd = relative ? getcwd(NULL, 0) : NULL;
    char *fake = cwd ? xsprintf("%s/[eval]", strcmp(cwd, "/") == 0 ? "" : cwd) : NULL;
    if (fake) pc.base = fake;
    char *found = NULL;
    if (cjs_resolve(&pc, spec, &found) == 0 && found) {
        char *hint;
        if (relative) {
            char *bdir = dir_of(cx->base);
            char *rel = relative_path(bdir, found);
            hint = starts_with(rel, "../") ? xstrdup(rel) : xsprintf("./%s", rel);
            free(rel);
            free(bdir);
        } else if (spec[0] && spec[0] != '/' && spec[0] != '.') {
            /* A bare specifier: the file within its package, else the URL. */
            const char *slash = strchr(spec, '/');
            size_t pl = slash ? (size_t)(slash - spec) : strlen(spec);
            char *needle = xsprintf("/node_modules/%.*s/", (int)pl, spec);
            char *at = NULL;
            for (char *q = strstr(found, needle); q; q = strstr(q + 1, needle)) at = q;
            if (at) hint = xsprintf("%.*s/%s", (int)pl, spec, at + strlen(needle));
            else hint = resolve_path_to_url(found);
            free(needle);
        } else {
            hint = xstrdup(found);
        }
        if (strcmp(hint, spec) != 0) {
            Json h = {.kind = JSON_STRING, .str = hint};
            char *q = json_stringify(&h);
            char *m = xsprintf("%s\nDid you mean to import %s?", cx->out->message, q);
            free(cx->out->message);
            cx->out->message = m;
            free(q);
        }
        free(hint);
    }
    free(found);
    free(fake);
    free(cwd);
    free(spec);
    resolution_free(&probe);
}

static int esm_resolve_inner(Ctx *cx, const char *spec);

/* defaultResolve: moduleResolve, with CommonJS's hint on a miss. */
static int esm_resolve(Ctx *cx, const char *spec) {
    if (esm_resolve_inner(cx, spec) == 0) return 0;
    if (cx->out->code && cx->out->bracket_code &&
        (strcmp(cx->out->code, "ERR_MODULE_NOT_FOUND") == 0 || strcmp(cx->out->code, "ERR_UNSUPPORTED_DIR_IMPORT") == 0))
        add_commonjs_hint(cx, spec);
    return -1;
}

static int esm_resolve_inner(Ctx *cx, const char *spec) {
    char *res = NULL;
    const char *base = cx->base;
    if (spec[0] == '/' || is_relative_spec(spec)) {
        /* new URL(spec, base): the query and fragment are not the path. */
        char *s = xstrdup(spec);
        s[strcspn(s, "?#")] = 0;
        char *dir = dir_of(base);
        res = join_url_path(dir, s);
        free(dir);
        free(s);
    } else if (spec[0] == '#') {
        if (imports_resolve(cx, spec, base, &res) != RS_OK) return -1;
    } else if (starts_with(spec, "file://")) {
        char *s = xstrdup(spec + 7);
        s[strcspn(s, "?#")] = 0;
        res = join_url_path("/", s);
        free(s);
    } else {
        /* A URL of another scheme (data:, http:) is not loadable here. */
        const char *colon = strchr(spec, ':');
        bool is_url = colon && colon > spec;
        for (const char *q = spec; is_url && q < colon; q++)
            if (!((*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z') ||
                  (q > spec && ((*q >= '0' && *q <= '9') || *q == '+' || *q == '-' || *q == '.'))))
                is_url = false;
        if (is_url && starts_with(spec, "data:")) {
            set_error(cx, "Error", false, "SCR_UNSUPPORTED", "data: URL imports are not supported yet by scr");
            return -1;
        }
        if (is_url) {
            char *scheme = xmalloc((size_t)(colon - spec) + 2);
            memcpy(scheme, spec, (size_t)(colon - spec) + 1);
            scheme[colon - spec + 1] = 0;
            for (char *q = scheme; *q; q++)
                if (*q >= 'A' && *q <= 'Z') *q = (char)(*q - 'A' + 'a');
            set_error(cx, "Error", true, "ERR_UNSUPPORTED_ESM_URL_SCHEME",
                      "Only URLs with a scheme in: file, data, and node are supported by the default ESM loader. "
                      "Received protocol '%s'",
                      scheme);
            free(scheme);
            return -1;
        }
        if (package_resolve(cx, spec, base, &res) != RS_OK) return -1;
    }
    return finalize_esm(cx, res);
}

/* ---- the CommonJS resolver --------------------------------------------------- */

static char *try_file(const char *p) { return is_file(p) ? real_path(p) : NULL; }

static char *try_extensions(const char *p) {
    static const char *const exts[] = {".js", ".json", ".node"};
    for (int i = 0; i < 3; i++) {
        char *c = xsprintf("%s%s", p, exts[i]);
        char *r = try_file(c);
        free(c);
        if (r) return r;
    }
    return NULL;
}

/* tryPackage: a directory's "main", else its index. -1 on Node's
 * "verify that the package.json has a valid main" error. */
static int try_package(Ctx *cx, const char *dir, char **res) {
    char *pj = xsprintf("%s/package.json", dir);
    PkgConfig *c = read_pkg(pj);
    free(pj);
    if (!check_pkg(cx, c)) return -1;
    char *index = xsprintf("%s/index", dir);
    if (!c->main || !c->main[0]) {
        *res = try_extensions(index);
        free(index);
        return 0;
    }
    char *filename = path_resolve(dir, c->main);
    char *fi = xsprintf("%s/index", filename);
    char *actual = try_file(filename);
    if (!actual) actual = try_extensions(filename);
    if (!actual) actual = try_extensions(fi);
    free(fi);
    if (!actual) {
        actual = try_extensions(index);
        if (!actual) {
            set_error(cx, "Error", false, "MODULE_NOT_FOUND",
                      "Cannot find module '%s'. Please verify that the package.json has a valid \"main\" entry",
                      filename);
            free(filename);
            free(index);
            return -1;
        }
    }
    free(filename);
    free(index);
    *res = actual;
    return 0;
}

/* finalizeEsmResolution: an "exports" result must be a file. */
static int finalize_cjs_exports(Ctx *cx, char *resolved, const char *pkgdir) {
    if (has_encoded_sep(resolved)) {
        invalid_specifier(cx, resolved, "must not include encoded \"/\" or \"\\\" characters");
        cx->out->code = "MODULE_NOT_FOUND";
        free(resolved);
        return -1;
    }
    char *path = percent_decode(resolved);
    free(resolved);
    char *actual = try_file(path);
    if (!actual) {
        set_error(cx, "Error", false, "MODULE_NOT_FOUND", "Cannot find module '%s'", path);
        free(path);
        return -1;
    }
    (void)pkgdir;
    free(path);
    cx->out->path = actual;
    return 0;
}

/* The ESM machinery run for CommonJS turns its not-found errors into
 * CommonJS's (createEsmNotFoundErr). */
static int esm_not_found_to_cjs(Ctx *cx, const char *request) {
    if (cx->out->code && strcmp(cx->out->code, "ERR_MODULE_NOT_FOUND") == 0) {
        free(cx->out->message);
        cx->out->message = NULL;
        cx->out->code = NULL;
        set_error(cx, "Error", false, "MODULE_NOT_FOUND", "Cannot find module '%s'", request);
    }
    return -1;
}

/* resolveExports: "exports" of the package `request` names in `nm_dir`.
 * 1 when it applied (res set), 0 when not, -1 on error. */
static int cjs_resolve_exports(Ctx *cx, const char *nm_dir, const char *request) {
    /* EXPORTS_PATTERN: /^((?:@[^/\\%]+\/)?[^./\\%][^/\\%]*)(\/.*)?$/ */
    const char *p = request;
    if (*p == '@') {
        p++;
        const char *s = p;
        while (*p && *p != '/' && *p != '\\' && *p != '%') p++;
        if (p == s || *p != '/') return 0;
        p++;
    }
    if (!*p || *p == '.' || *p == '/' || *p == '\\' || *p == '%') return 0;
    while (*p && *p != '/' && *p != '\\' && *p != '%') p++;
    if (*p && *p != '/') return 0;
    char *name = xmalloc((size_t)(p - request) + 1);
    memcpy(name, request, (size_t)(p - request));
    name[p - request] = 0;
    char *pkgdir = path_resolve(nm_dir, name);
    free(name);
    char *pj = xsprintf("%s/package.json", pkgdir);
    PkgConfig *c = read_pkg(pj);
    free(pj);
    if (!c->exists || (!c->parse_error && !c->exports)) {
        free(pkgdir);
        return 0;
    }
    if (!check_pkg(cx, c)) {
        free(pkgdir);
        return -1;
    }
    char *sub = xsprintf(".%s", p);
    const char *saved = cx->base;
    cx->base = NULL;
    char *res = NULL;
    RStat r = exports_resolve(cx, c, sub, &res);
    cx->base = saved;
    free(sub);
    int rc = r == RS_OK ? finalize_cjs_exports(cx, res, pkgdir) : esm_not_found_to_cjs(cx, request);
    free(pkgdir);
    return rc < 0 ? -1 : 1;
}

/* Module._nodeModulePaths(dirname(importer)) in order. */
static char **node_module_paths(const char *from, int *n) {
    char **v = NULL;
    *n = 0;
    char *dir = xstrdup(from);
    for (;;) {
        const char *last = strrchr(dir, '/');
        if (strcmp(last ? last + 1 : dir, "node_modules") != 0) {
            v = xgrow(v, sizeof(char *) * (size_t)(*n + 1));
            v[(*n)++] = strcmp(dir, "/") == 0 ? xstrdup("/node_modules") : xsprintf("%s/node_modules", dir);
        }
        if (strcmp(dir, "/") == 0) break;
        char *up = dir_of(dir);
        free(dir);
        dir = up;
    }
    free(dir);
    return v;
}

/* Module._resolveFilename for a non-builtin request. 0 with *res, or -1. */
static int cjs_resolve(Ctx *cx, const char *request, char **res) {
    *res = NULL;
    const char *parent = cx->base;
    /* "#" imports of the parent's package. */
    if (request[0] == '#' && !cx->hint_probe) {
        PkgConfig *c = package_scope(parent);
        if (c && !check_pkg(cx, c)) return -1;
        if (c && c->imports) {
            char *r = NULL;
            if (imports_resolve(cx, request, parent, &r) != RS_OK) return esm_not_found_to_cjs(cx, request);
            char *pd = dir_of(c->pjson_path);
            int rc = finalize_cjs_exports(cx, r, pd);
            free(pd);
            if (rc < 0) return -1;
            *res = cx->out->path;
            cx->out->path = NULL;
            return 0;
        }
    }
    /* trySelf */
    PkgConfig *self = cx->hint_probe ? NULL : package_scope(parent);
    if (self && !self->parse_error && self->exports && self->name) {
        size_t nl = strlen(self->name);
        if (strncmp(request, self->name, nl) == 0 && (request[nl] == 0 || request[nl] == '/')) {
            char *sub = xsprintf(".%s", request + nl);
            char *r = NULL;
            RStat st = exports_resolve(cx, self, sub, &r);
            free(sub);
            if (st != RS_OK) return esm_not_found_to_cjs(cx, request);
            char *pd = dir_of(self->pjson_path);
            int rc = finalize_cjs_exports(cx, r, pd);
            free(pd);
            if (rc < 0) return -1;
            *res = cx->out->path;
            cx->out->path = NULL;
            return 0;
        }
    }
    /* Module._findPath over the lookup paths. */
    bool absolute = request[0] == '/';
    bool relative = request[0] == '.' && (request[1] == 0 || request[1] == '/' ||
                                          (request[1] == '.' && (request[2] == 0 || request[2] == '/')));
    int npaths = 0;
    char **paths;
    char *pdir = dir_of(parent);
    if (absolute) {
        paths = xmalloc(sizeof(char *));
        paths[0] = xstrdup("");
        npaths = 1;
    } else if (relative) {
        paths = xmalloc(sizeof(char *));
        paths[0] = xstrdup(pdir);
        npaths = 1;
    } else {
        paths = node_module_paths(pdir, &npaths);
    }
    free(pdir);
    size_t rl = strlen(request);
    bool trailing_slash =
        rl > 0 && (request[rl - 1] == '/' ||
                   (request[rl - 1] == '.' &&
                    (rl == 1 || request[rl - 2] == '/' || (request[rl - 2] == '.' && (rl == 2 || request[rl - 3] == '/')))));
    bool inside = true;
    if (relative) {
        char *norm = path_resolve("/x", request);
        inside = starts_with(norm, "/x/") || strcmp(norm, "/x") == 0;
        free(norm);
    }
    int rc = 0;
    for (int i = 0; i < npaths && !*res; i++) {
        const char *cur = paths[i];
        if (inside && cur[0] && fs_stat(cur) < 1) continue;
        if (!absolute) {
            int er = cjs_resolve_exports(cx, cur, request);
            if (er < 0) {
                rc = -1;
                break;
            }
            if (er > 0) {
                *res = cx->out->path;
                cx->out->path = NULL;
                break;
            }
        }
        char *basep = cur[0] ? path_resolve(cur, request) : path_resolve("/", request);
        int st = fs_stat(basep);
        if (!trailing_slash) {
            if (st == 0) *res = real_path(basep);
            if (!*res) *res = try_extensions(basep);
        }
        if (!*res && st == 1) {
            if (try_package(cx, basep, res) < 0) {
                free(basep);
                rc = -1;
                break;
            }
        }
        free(basep);
    }
    for (int i = 0; i < npaths; i++) free(paths[i]);
    free(paths);
    if (rc < 0) return -1;
    if (!*res) {
        set_error(cx, "Error", false, "MODULE_NOT_FOUND", "Cannot find module '%s'", request);
        return -1;
    }
    return 0;
}

/* ---- the entry points ---------------------------------------------------------- */

static int resolve_in(Ctx *cx, const char *spec);

int resolve_module(const char *importer_abs, const char *spec, ResolveMode mode, Resolution *out) {
    memset(out, 0, sizeof *out);
    /* scr's own modules win over a package of the same name (@scr/io,
     * @scr/fs-streams, @scr/child, @scr/net, @scr/async-context and
     * @scr/zlib are the natives and JavaScript under node:stream, fs's
     * streams, node:child_process, node:net, node:http, node:async_hooks
     * and node:zlib). */
    static const char *const own[] = {"@scr/experimental", "@scr/io",           "@scr/fs-streams",
                                      "@scr/child",        "@scr/net",          "@scr/async-context",
                                      "@scr/zlib"};
    for (size_t i = 0; i < sizeof own / sizeof *own; i++)
        if (strcmp(spec, own[i]) == 0) {
            out->builtin = own[i];
            out->format = FMT_BUILTIN;
            return 0;
        }
    const char *b = resolve_builtin_name(spec);
    if (b) {
        out->builtin = b;
        out->format = FMT_BUILTIN;
        return 0;
    }
    /* The importer as Node holds it: absolute, without "." or "..". */
    char *cwd = importer_abs[0] == '/' ? NULL : getcwd(NULL, 0);
    char *base = path_resolve(cwd ? cwd : "/", importer_abs);
    free(cwd);
    Ctx cx = {mode, spec, base, out, false};
    int rc = resolve_in(&cx, spec);
    free(base);
    return rc;
}

static int resolve_in(Ctx *cx, const char *spec) {
    Resolution *out = cx->out;
    ResolveMode mode = cx->mode;
    if (starts_with(spec, "node:")) {
        set_error(cx, "Error", true, "ERR_UNKNOWN_BUILTIN_MODULE", "No such built-in module: %s", spec);
        return -1;
    }
    if (mode == RESOLVE_IMPORT) return esm_resolve(cx, spec);
    char *res = NULL;
    if (cjs_resolve(cx, spec, &res) < 0) {
        free(res);
        return -1;
    }
    out->path = res;
    set_format(out, res, false);
    return 0;
}

void resolution_free(Resolution *r) {
    free(r->path);
    free(r->message);
    free(r->failed_url);
    r->path = NULL;
    r->message = NULL;
    r->failed_url = NULL;
}

char *resolution_error_text(const Resolution *r) {
    const char *name = r->error_name ? r->error_name : "Error";
    if (r->bracket_code && r->code) return xsprintf("%s [%s]: %s", name, r->code, r->message ? r->message : "");
    return xsprintf("%s: %s", name, r->message ? r->message : "");
}
