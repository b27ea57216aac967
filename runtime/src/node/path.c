/* path.c - the `node:path` module (POSIX; path.posix is the module itself,
 * as on Linux): Node's algorithms (lib/path.js) over the UTF-8 bytes of the
 * strings, which only ever compare '/' and '.', so slicing bytes slices
 * characters. Arguments are validated as Node does (ERR_INVALID_ARG_TYPE). */
#include "node/path.h"
#include "base/base.h"
#include "core/native.h"
#include "core/object.h"
#include "core/str.h"
#include "core/ops.h"
#include "core/function.h"
#include "node/errors.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* A growable byte string. */
typedef struct Bytes {
    char *p;
    size_t n, cap;
} Bytes;

static void put(Bytes *b, const char *s, size_t n) {
    SCR_GROW(b->p, b->cap, b->n + n + 1, 64);
    memcpy(b->p + b->n, s, n);
    b->n += n;
    b->p[b->n] = 0;
}

static void puts_(Bytes *b, const char *s) { put(b, s, strlen(s)); }

static ScrValue to_js(const char *s, size_t n) { return scr_string_from_utf8(s ? s : "", n); }

static ScrValue take_js(Bytes *b) {
    ScrValue v = to_js(b->p, b->n);
    free(b->p);
    return v;
}

/* The UTF-8 of a string argument, or NULL after throwing Node's error. */
static char *string_arg(ScrValue v, const char *name, size_t *len) {
    if (!scr_is_string(v)) {
        scr__throw_arg_type(name, "of type string", v);
        return NULL;
    }
    return scr__string_to_utf8(v, len);
}

/* Node's normalizeString: resolves '.' and '..' segments; allowAboveRoot
 * keeps leading '..'. */
static void normalize_string(const char *path, size_t len, bool above_root, Bytes *res) {
    long last_segment = 0, last_slash = -1, dots = 0;
    char code = 0;
    for (size_t i = 0; i <= len; i++) {
        if (i < len)
            code = path[i];
        else if (code == '/')
            break;
        else
            code = '/';
        if (code == '/') {
            if (last_slash == (long)i - 1 || dots == 1) {
                /* nothing */
            } else if (dots == 2) {
                if (res->n < 2 || last_segment != 2 || res->p[res->n - 1] != '.' ||
                    res->p[res->n - 2] != '.') {
                    if (res->n > 2) {
                        long k = (long)res->n - 1;
                        while (k >= 0 && res->p[k] != '/') k--;
                        if (k < 0) {
                            res->n = 0;
                            last_segment = 0;
                        } else {
                            res->n = (size_t)k;
                            long j = k - 1;
                            while (j >= 0 && res->p[j] != '/') j--;
                            last_segment = (long)res->n - 1 - j;
                        }
                        if (res->p) res->p[res->n] = 0;
                        last_slash = (long)i;
                        dots = 0;
                        continue;
                    } else if (res->n != 0) {
                        res->n = 0;
                        res->p[0] = 0;
                        last_segment = 0;
                        last_slash = (long)i;
                        dots = 0;
                        continue;
                    }
                }
                if (above_root) {
                    puts_(res, res->n > 0 ? "/.." : "..");
                    last_segment = 2;
                }
            } else {
                if (res->n > 0) puts_(res, "/");
                put(res, path + last_slash + 1, i - (size_t)(last_slash + 1));
                last_segment = (long)i - last_slash - 1;
            }
            last_slash = (long)i;
            dots = 0;
        } else if (code == '.' && dots != -1) {
            dots++;
        } else {
            dots = -1;
        }
    }
}

static void normalize_bytes(const char *path, size_t len, Bytes *out) {
    if (len == 0) {
        puts_(out, ".");
        return;
    }
    bool abs = path[0] == '/', trailing = path[len - 1] == '/';
    Bytes n = {0};
    normalize_string(path, len, !abs, &n);
    if (n.n == 0) {
        puts_(out, abs ? "/" : trailing ? "./" : ".");
    } else {
        if (abs) puts_(out, "/");
        put(out, n.p, n.n);
        if (trailing) puts_(out, "/");
    }
    free(n.p);
}

/* posix.resolve over argv (paths[i] named in errors); -1 after throwing. */
static int resolve_bytes(int argc, ScrValue *argv, Bytes *out) {
    Bytes acc = {0};
    bool abs = false;
    for (int i = argc - 1; i >= -1 && !abs; i--) {
        char *s;
        size_t len;
        if (i >= 0) {
            char name[32];
            snprintf(name, sizeof name, "paths[%d]", i);
            s = string_arg(argv[i], name, &len);
            if (!s) {
                free(acc.p);
                return -1;
            }
        } else {
            s = getcwd(NULL, 0);
            if (!s) s = strdup("/");
            len = strlen(s);
        }
        if (len) {
            Bytes t = {0};
            put(&t, s, len);
            puts_(&t, "/");
            if (acc.n) put(&t, acc.p, acc.n);
            free(acc.p);
            acc = t;
            abs = s[0] == '/';
        }
        free(s);
    }
    Bytes n = {0};
    normalize_string(acc.p ? acc.p : "", acc.n, !abs, &n);
    free(acc.p);
    if (abs) puts_(out, "/");
    if (n.n)
        put(out, n.p, n.n);
    else if (!abs)
        puts_(out, ".");
    free(n.p);
    return 0;
}

NATIVE(p_resolve) {
    UNUSED;
    Bytes out = {0};
    if (resolve_bytes(argc, argv, &out) < 0) return SCR_EXCEPTION;
    return take_js(&out);
}

NATIVE(p_normalize) {
    UNUSED;
    size_t len;
    char *s = string_arg(ARG(0), "path", &len);
    if (!s) return SCR_EXCEPTION;
    Bytes out = {0};
    normalize_bytes(s, len, &out);
    free(s);
    return take_js(&out);
}

NATIVE(p_is_absolute) {
    UNUSED;
    size_t len;
    char *s = string_arg(ARG(0), "path", &len);
    if (!s) return SCR_EXCEPTION;
    bool r = len > 0 && s[0] == '/';
    free(s);
    return scr_bool(r);
}

NATIVE(p_join) {
    UNUSED;
    Bytes j = {0};
    bool any = false;
    for (int i = 0; i < argc; i++) {
        size_t len;
        char *s = string_arg(argv[i], "path", &len);
        if (!s) {
            free(j.p);
            return SCR_EXCEPTION;
        }
        if (len) {
            if (any) puts_(&j, "/");
            put(&j, s, len);
            any = true;
        }
        free(s);
    }
    if (!any) return to_js(".", 1);
    Bytes out = {0};
    normalize_bytes(j.p, j.n, &out);
    free(j.p);
    return take_js(&out);
}

NATIVE(p_relative) {
    UNUSED;
    size_t fl, tl;
    char *f = string_arg(ARG(0), "from", &fl);
    if (!f) return SCR_EXCEPTION;
    char *t = string_arg(ARG(1), "to", &tl);
    if (!t) {
        free(f);
        return SCR_EXCEPTION;
    }
    bool same = fl == tl && memcmp(f, t, fl) == 0;
    free(f);
    free(t);
    if (same) return to_js("", 0);
    Bytes from = {0}, to = {0};
    if (resolve_bytes(1, argv, &from) < 0 || resolve_bytes(1, argv + 1, &to) < 0) {
        free(from.p);
        free(to.p);
        return SCR_EXCEPTION;
    }
    ScrValue r;
    if (from.n == to.n && memcmp(from.p, to.p, from.n) == 0) {
        r = to_js("", 0);
        goto done;
    }
    size_t from_len = from.n - 1, to_len = to.n - 1;
    size_t length = from_len < to_len ? from_len : to_len;
    long last_common = -1;
    size_t i = 0;
    for (; i < length; i++) {
        char c = from.p[1 + i];
        if (c != to.p[1 + i]) break;
        if (c == '/') last_common = (long)i;
    }
    if (i == length) {
        if (to_len > length) {
            if (to.p[1 + i] == '/') {
                r = to_js(to.p + 1 + i + 1, to.n - (2 + i));
                goto done;
            }
            if (i == 0) {
                r = to_js(to.p + 1 + i, to.n - (1 + i));
                goto done;
            }
        } else if (from_len > length) {
            if (from.p[1 + i] == '/')
                last_common = (long)i;
            else if (i == 0)
                last_common = 0;
        }
    }
    Bytes out = {0};
    for (size_t k = (size_t)(1 + last_common + 1); k <= from.n; k++)
        if (k == from.n || from.p[k] == '/') puts_(&out, out.n == 0 ? ".." : "/..");
    size_t ts = (size_t)(1 + last_common);
    put(&out, to.p + ts, to.n - ts);
    r = take_js(&out);
done:
    free(from.p);
    free(to.p);
    return r;
}

NATIVE(p_to_namespaced) {
    UNUSED;
    return scr_dup(ARG(0));
}

NATIVE(p_dirname) {
    UNUSED;
    size_t len;
    char *s = string_arg(ARG(0), "path", &len);
    if (!s) return SCR_EXCEPTION;
    ScrValue r;
    if (len == 0) {
        r = to_js(".", 1);
    } else {
        bool root = s[0] == '/', matched = true;
        long end = -1;
        for (long i = (long)len - 1; i >= 1; i--) {
            if (s[i] == '/') {
                if (!matched) {
                    end = i;
                    break;
                }
            } else {
                matched = false;
            }
        }
        if (end == -1)
            r = to_js(root ? "/" : ".", 1);
        else if (root && end == 1)
            r = to_js("//", 2);
        else
            r = to_js(s, (size_t)end);
    }
    free(s);
    return r;
}

NATIVE(p_basename) {
    UNUSED;
    size_t len, sl = 0;
    char *suf = NULL;
    if (!scr_is_undefined(ARG(1))) {
        suf = string_arg(ARG(1), "suffix", &sl);
        if (!suf) return SCR_EXCEPTION;
    }
    char *s = string_arg(ARG(0), "path", &len);
    if (!s) {
        free(suf);
        return SCR_EXCEPTION;
    }
    long start = 0, end = -1;
    bool matched = true;
    ScrValue r;
    if (suf && sl > 0 && sl <= len) {
        if (sl == len && memcmp(suf, s, len) == 0) {
            r = to_js("", 0);
            goto done;
        }
        long ext = (long)sl - 1, first_non_slash_end = -1;
        for (long i = (long)len - 1; i >= 0; i--) {
            char c = s[i];
            if (c == '/') {
                if (!matched) {
                    start = i + 1;
                    break;
                }
            } else {
                if (first_non_slash_end == -1) {
                    matched = false;
                    first_non_slash_end = i + 1;
                }
                if (ext >= 0) {
                    if (c == suf[ext]) {
                        if (--ext == -1) end = i;
                    } else {
                        ext = -1;
                        end = first_non_slash_end;
                    }
                }
            }
        }
        if (start == end)
            end = first_non_slash_end;
        else if (end == -1)
            end = (long)len;
        r = to_js(s + start, (size_t)(end - start));
        goto done;
    }
    for (long i = (long)len - 1; i >= 0; i--) {
        if (s[i] == '/') {
            if (!matched) {
                start = i + 1;
                break;
            }
        } else if (end == -1) {
            matched = false;
            end = i + 1;
        }
    }
    r = end == -1 ? to_js("", 0) : to_js(s + start, (size_t)(end - start));
done:
    free(s);
    free(suf);
    return r;
}

/* The scan extname and parse share: from the end down to `stop`, the
 * start of the last part, its end, and its last dot. */
typedef struct Parts {
    long start_dot, start_part, end;
    int pre_dot;
} Parts;

static void scan(const char *s, size_t len, long stop, Parts *p) {
    p->start_dot = -1, p->start_part = 0, p->end = -1, p->pre_dot = 0;
    bool matched = true;
    for (long i = (long)len - 1; i >= stop; i--) {
        char c = s[i];
        if (c == '/') {
            if (!matched) {
                p->start_part = i + 1;
                break;
            }
            continue;
        }
        if (p->end == -1) {
            matched = false;
            p->end = i + 1;
        }
        if (c == '.') {
            if (p->start_dot == -1)
                p->start_dot = i;
            else if (p->pre_dot != 1)
                p->pre_dot = 1;
        } else if (p->start_dot != -1) {
            p->pre_dot = -1;
        }
    }
}

static bool no_ext(const Parts *p) {
    return p->start_dot == -1 || p->end == -1 || p->pre_dot == 0 ||
           (p->pre_dot == 1 && p->start_dot == p->end - 1 && p->start_dot == p->start_part + 1);
}

NATIVE(p_extname) {
    UNUSED;
    size_t len;
    char *s = string_arg(ARG(0), "path", &len);
    if (!s) return SCR_EXCEPTION;
    Parts p;
    scan(s, len, 0, &p);
    ScrValue r = no_ext(&p) ? to_js("", 0) : to_js(s + p.start_dot, (size_t)(p.end - p.start_dot));
    free(s);
    return r;
}

NATIVE(p_parse) {
    UNUSED;
    size_t len;
    char *s = string_arg(ARG(0), "path", &len);
    if (!s) return SCR_EXCEPTION;
    const char *root = "", *dir = "", *base = "", *ext = "", *name = "";
    size_t dirn = 0, basen = 0, extn = 0, namen = 0;
    if (len) {
        bool abs = s[0] == '/';
        if (abs) root = "/";
        Parts p;
        scan(s, len, abs ? 1 : 0, &p);
        if (p.end != -1) {
            long st = p.start_part == 0 && abs ? 1 : p.start_part;
            base = s + st, basen = (size_t)(p.end - st);
            if (no_ext(&p)) {
                name = base, namen = basen;
            } else {
                name = s + st, namen = (size_t)(p.start_dot - st);
                ext = s + p.start_dot, extn = (size_t)(p.end - p.start_dot);
            }
        }
        if (p.start_part > 0)
            dir = s, dirn = (size_t)(p.start_part - 1);
        else if (abs)
            dir = "/", dirn = 1;
    }
    ScrValue o = scr_object_new();
    scr__define_str_take(o, "root", to_js(root, strlen(root)), SCR_PROP_CWE);
    scr__define_str_take(o, "dir", to_js(dir, dirn), SCR_PROP_CWE);
    scr__define_str_take(o, "base", to_js(base, basen), SCR_PROP_CWE);
    scr__define_str_take(o, "ext", to_js(ext, extn), SCR_PROP_CWE);
    scr__define_str_take(o, "name", to_js(name, namen), SCR_PROP_CWE);
    free(s);
    return o;
}

/* pathObject[key] as a string if truthy, else NULL; -1 on an exception. */
static int field(ScrValue o, const char *key, char **out) {
    *out = NULL;
    ScrValue v = scr__get_str(o, key);
    if (scr_is_exception(v)) return -1;
    if (scr_to_boolean(v)) {
        ScrValue s = scr_to_string(v);
        scr_release(v);
        if (scr_is_exception(s)) return -1;
        *out = scr__string_to_utf8(s, NULL);
        scr_release(s);
    } else {
        scr_release(v);
    }
    return 0;
}

NATIVE(p_format) {
    UNUSED;
    ScrValue o = ARG(0);
    if (!scr_is_object(o) || scr__is_callable(o))
        return scr__throw_arg_type("pathObject", "of type object", o);
    char *dir = NULL, *root = NULL, *base = NULL, *name = NULL, *ext = NULL;
    ScrValue r = SCR_EXCEPTION;
    if (field(o, "dir", &dir) < 0 || field(o, "root", &root) < 0 || field(o, "base", &base) < 0)
        goto done;
    Bytes b = {0};
    if (base) {
        puts_(&b, base);
    } else {
        if (field(o, "name", &name) < 0 || field(o, "ext", &ext) < 0) goto done;
        if (name) puts_(&b, name);
        if (ext) {
            if (ext[0] != '.') puts_(&b, ".");
            puts_(&b, ext);
        }
    }
    const char *d = dir ? dir : root;
    Bytes out = {0};
    if (d) {
        puts_(&out, d);
        if (!(root && strcmp(d, root) == 0)) puts_(&out, "/");
    }
    if (b.n) put(&out, b.p, b.n);
    free(b.p);
    r = take_js(&out);
done:
    free(dir), free(root), free(base), free(name), free(ext);
    return r;
}

ScrValue scr__path_module_new(void) {
    ScrValue m = scr_object_new();
    static const ScrNativeDef fns[] = {
        {"resolve", p_resolve, 0, 0},
        {"normalize", p_normalize, 1, 0},
        {"isAbsolute", p_is_absolute, 1, 0},
        {"join", p_join, 0, 0},
        {"relative", p_relative, 2, 0},
        {"toNamespacedPath", p_to_namespaced, 1, 0},
        {"dirname", p_dirname, 1, 0},
        {"basename", p_basename, 2, 0},
        {"extname", p_extname, 1, 0},
        {"format", p_format, 1, 0},
        {"parse", p_parse, 1, 0},
    };
    scr__define_natives(m, fns, SCR_COUNTOF(fns), SCR_PROP_CWE, SCR_UNDEFINED);
    scr__define_str_take(m, "sep", to_js("/", 1), SCR_PROP_CWE);
    scr__define_str_take(m, "delimiter", to_js(":", 1), SCR_PROP_CWE);
    scr__define_str_take(m, "posix", scr_dup(m), SCR_PROP_CWE);
    scr__define_str_take(m, "_makeLong", scr__get_str(m, "toNamespacedPath"), SCR_PROP_CWE);
    return m;
}

ScrValue scr__path_posix_module_new(void) { return scr_builtin_import("node:path", "default"); }
