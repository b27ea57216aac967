/* url.c - the WHATWG URL and URLSearchParams classes (globals and
 * node:url) over url_parse.c, and node:url's fileURLToPath, pathToFileURL,
 * format, domainToASCII/Unicode. A URL keeps its serialisation in a private
 * field (#href) and reparses it for each getter or setter, which the
 * standard makes lossless; a URLSearchParams keeps its list as a private
 * flat array of strings [name, value, ...] and its URL, whose query it
 * rewrites after every change. docs/node.md, "url". */
#include "node/url.h"

#include "base/base.h"
#include "core/array.h"
#include "core/error.h"
#include "core/function.h"
#include "core/iter.h"
#include "core/native.h"
#include "core/object.h"
#include "core/ops.h"
#include "core/str.h"
#include "node/errors.h"
#include "node/inspect.h"
#include "node/url_parse.h"

#include <stdio.h>
#include <stdlib.h>
#include <limits.h>
#include <math.h>
#include <string.h>
#include <unistd.h>

#include <unicode/uidna.h>

#define REALM (scr__thread.realm)

/* Private names and the classes' objects, owned from scr__url_init to
 * scr__url_shutdown. */
static ScrValue p_href = SCR_UNDEFINED, p_sp = SCR_UNDEFINED;  /* URL's #href, #searchParams */
static ScrValue p_list = SCR_UNDEFINED, p_url = SCR_UNDEFINED; /* URLSearchParams' */
static ScrValue p_it = SCR_UNDEFINED; /* the iterators' state: [target, kind, index] */
static ScrValue url_proto = SCR_UNDEFINED, url_ctor = SCR_UNDEFINED;
static ScrValue usp_proto = SCR_UNDEFINED, usp_ctor = SCR_UNDEFINED;
static ScrValue usp_iter_proto = SCR_UNDEFINED;

static bool branded(ScrValue v, ScrValue pname) {
    return scr_is_object(v) && scr_private_has(v, pname) == 1;
}

static ScrValue str_of(const ScrUrlBuf *b) { return scr_string_from_utf8(b->p ? b->p : "", b->n); }

static ScrValue missing_args(const char *what) {
    return scr__node_error_code(scr_throw_type_error("The %s must be specified", what),
                                "ERR_MISSING_ARGS");
}

/* `${v}` as UTF-8 (lone surrogates become U+FFFD): malloc'ed, or NULL with
 * the exception pending. */
static char *to_utf8(ScrValue v, size_t *n) {
    ScrValue s = scr_to_string(v);
    if (scr_is_exception(s)) return NULL;
    char *r = scr__string_to_utf8(s, n);
    scr_release(s);
    return r;
}

/* Node's ERR_INVALID_URL: a TypeError "Invalid URL" with code, input and
 * (when given) base. */
static ScrValue throw_invalid_url(const char *input, size_t n, const char *base, size_t bn) {
    ScrValue m = scr_string_from_utf8("Invalid URL", 11);
    ScrValue e = scr__error_new(SCR_ERR_TYPE, m);
    scr_release(m);
    scr__define_str_take(e, "code", scr_string_from_utf8("ERR_INVALID_URL", 15), SCR_PROP_CWE);
    scr__define_str_take(e, "input", scr_string_from_utf8(input, n), SCR_PROP_CWE);
    if (base) scr__define_str_take(e, "base", scr_string_from_utf8(base, bn), SCR_PROP_CWE);
    scr_throw_take(e);
    return SCR_EXCEPTION;
}

/* ------------------------------------------------------------------------
 * URL records behind URL objects.
 * ---------------------------------------------------------------------- */

/* Reads this URL's record into *u. 0, or -1 with a TypeError for a
 * receiver that is not a URL. */
static int record_of_as(ScrValue obj, ScrUrl *u, const char *field) {
    scr__url_record_init(u);
    if (!branded(obj, p_href)) {
        if (field)
            scr_throw_type_error(
                "Cannot read private member %s from an object whose class did not declare it",
                field);
        else
            scr_throw_type_error("Receiver must be an instance of class URL");
        return -1;
    }
    ScrValue h = scr_private_get(obj, p_href);
    if (scr_is_exception(h)) return -1;
    size_t n;
    char *s = scr__string_to_utf8(h, &n);
    scr_release(h);
    scr__url_parse(s, n, NULL, u, SCR_URL_REPARSE);
    free(s);
    return 0;
}

static int record_of(ScrValue obj, ScrUrl *u) { return record_of_as(obj, u, NULL); }

/* The getters' one-entry cache: the record of the serialisation
 * cache_href (owned until scr__url_shutdown; strings are immutable, so the
 * same string value means the same record), so that reading several
 * components of one URL parses it once. */
static ScrValue cache_href = SCR_UNDEFINED;
static ScrUrl cache_rec;

/* This URL's record for reading (borrowed, valid until the next call), or
 * NULL with the receiver's TypeError. */
static const ScrUrl *record_view(ScrValue obj, const char *field) {
    if (!branded(obj, p_href)) {
        ScrUrl dummy;
        record_of_as(obj, &dummy, field);
        return NULL;
    }
    ScrValue h = scr_private_get(obj, p_href);
    if (scr_is_exception(h)) return NULL;
    if (h == cache_href) {
        scr_release(h);
        return &cache_rec;
    }
    if (scr_is_undefined(cache_href)) scr__url_record_init(&cache_rec);
    scr_clear(&cache_href);
    size_t n;
    char *s = scr__string_to_utf8(h, &n);
    scr__url_parse(s, n, NULL, &cache_rec, SCR_URL_REPARSE);
    free(s);
    cache_href = h; /* the reference private_get returned */
    return &cache_rec;
}

static ScrValue list_parse(const char *s, size_t n);

/* Sets the list of a URL's searchParams object (if made) to its query. */
static int refresh_params(ScrValue obj, const ScrUrl *u) {
    ScrValue sp = scr_private_get(obj, p_sp);
    if (scr_is_exception(sp)) return -1;
    if (scr_is_object(sp)) {
        ScrValue list =
            u->has_query ? list_parse(u->query.p ? u->query.p : "", u->query.n) : scr_array_new(0);
        int rc = scr_private_set(sp, p_list, list);
        scr_release(list);
        if (rc < 0) {
            scr_release(sp);
            return -1;
        }
    }
    scr_release(sp);
    return 0;
}

/* Stores the record's serialisation as obj's #href. 0 or -1. */
static int store(ScrValue obj, const ScrUrl *u) {
    ScrUrlBuf b = {0};
    scr__url_serialize(u, false, &b);
    ScrValue s = str_of(&b);
    scr__url_buf_free(&b);
    int rc = scr_private_set(obj, p_href, s);
    scr_release(s);
    return rc;
}

/* Parses input against base (either NULL-terminated UTF-8, base may be
 * NULL). 0 with *u, or -1 (no exception). */
static int parse_with_base(const char *in, size_t n, const char *base, size_t bn, ScrUrl *u) {
    scr__url_record_init(u);
    if (!base) return scr__url_parse(in, n, NULL, u, 0);
    ScrUrl b;
    scr__url_record_init(&b);
    if (scr__url_parse(base, bn, NULL, &b, 0) < 0) return -1;
    int rc = scr__url_parse(in, n, &b, u, 0);
    scr__url_record_free(&b);
    return rc;
}

/* A new URL object (owned) for the record, with prototype proto. */
static ScrValue url_object(const ScrUrl *u, ScrValue proto) {
    ScrValue o = scr__object_alloc(sizeof(ScrObject), SCR_CLASS_OBJECT, proto);
    ScrUrlBuf b = {0};
    scr__url_serialize(u, false, &b);
    ScrValue s = str_of(&b);
    scr__url_buf_free(&b);
    scr_private_define(o, p_href, s);
    scr_private_define(o, p_sp, SCR_UNDEFINED);
    scr_release(s);
    return o;
}

/* The input and base arguments of new URL, URL.canParse and URL.parse
 * (argc >= 1) as UTF-8, malloc'ed (*base NULL when the base is absent or
 * undefined). 0, or -1 with the conversion's error pending. */
static int input_and_base(int argc, ScrValue *argv, char **in, size_t *n, char **base, size_t *bn) {
    *base = NULL;
    *bn = 0;
    *in = to_utf8(argv[0], n);
    if (!*in) return -1;
    if (argc > 1 && !scr_is_undefined(argv[1])) {
        *base = to_utf8(argv[1], bn);
        if (!*base) {
            free(*in);
            return -1;
        }
    }
    return 0;
}

NATIVE(url_construct) {
    (void)fn;
    (void)this_val;
    if (scr_is_undefined(nt))
        return scr_throw_type_error("Class constructor URL cannot be invoked without 'new'");
    if (argc == 0) return missing_args("\"url\" argument");
    size_t n, bn;
    char *in, *base;
    if (input_and_base(argc, argv, &in, &n, &base, &bn) < 0) return SCR_EXCEPTION;
    ScrUrl u;
    ScrValue r;
    if (parse_with_base(in, n, base, bn, &u) < 0) {
        r = throw_invalid_url(in, n, base, bn);
    } else {
        ScrValue proto = scr__proto_from_ctor(nt, url_proto);
        r = scr_is_exception(proto) ? proto : url_object(&u, proto);
        if (!scr_is_exception(proto)) scr_release(proto);
    }
    scr__url_record_free(&u);
    free(in);
    free(base);
    return r;
}

/* URL.canParse(input[, base]) (magic 0) and URL.parse (magic 1). */
NATIVE(url_can_parse) {
    (void)this_val, (void)nt;
    if (argc == 0) return missing_args("\"url\" argument");
    size_t n, bn;
    char *in, *base;
    if (input_and_base(argc, argv, &in, &n, &base, &bn) < 0) return SCR_EXCEPTION;
    ScrUrl u;
    int rc = parse_with_base(in, n, base, bn, &u);
    free(in);
    free(base);
    ScrValue r;
    if (((ScrFunction *)scr_obj(fn))->magic == 0)
        r = scr_bool(rc == 0);
    else
        r = rc < 0 ? SCR_NULL : url_object(&u, url_proto);
    scr__url_record_free(&u);
    return r;
}

enum {
    C_HREF,
    C_ORIGIN,
    C_PROTOCOL,
    C_USERNAME,
    C_PASSWORD,
    C_HOST,
    C_HOSTNAME,
    C_PORT,
    C_PATHNAME,
    C_SEARCH,
    C_SEARCH_PARAMS,
    C_HASH,
    C__COUNT
};
static const char *const comp_names[C__COUNT] = {"href",     "origin", "protocol",     "username",
                                                 "password", "host",   "hostname",     "port",
                                                 "pathname", "search", "searchParams", "hash"};

static ScrValue usp_new(ScrValue list_take, ScrValue url);

/* search and hash: read with their mark ('?', '#') when not empty, set
 * with a leading mark skipped, and dropped when set to "". *has and *part
 * are u's fields of component `which`. */
static char marked_part(ScrUrl *u, int which, bool **has, ScrUrlBuf **part) {
    *has = which == C_SEARCH ? &u->has_query : &u->has_fragment;
    *part = which == C_SEARCH ? &u->query : &u->fragment;
    return which == C_SEARCH ? '?' : '#';
}

/* The getters, told apart by their magic. */
NATIVE(url_get) {
    (void)argc, (void)argv, (void)nt;
    int which = ((ScrFunction *)scr_obj(fn))->magic;
    const char *field = which == C_HREF || which == C_SEARCH ? NULL
                        : which == C_SEARCH_PARAMS           ? "#searchParams"
                                                             : "#context";
    const ScrUrl *view = record_view(this_val, field);
    if (!view) return SCR_EXCEPTION;
    ScrUrl u = *view; /* a shallow copy: read only, not freed */
    ScrUrlBuf b = {0};
    ScrValue r = SCR_UNDEFINED;
    switch (which) {
        case C_HREF: scr__url_serialize(&u, false, &b); break;
        case C_ORIGIN: scr__url_origin(&u, &b); break;
        case C_PROTOCOL:
            scr__url_buf_put(&b, u.scheme.p, u.scheme.n);
            scr__url_buf_putc(&b, ':');
            break;
        case C_USERNAME: scr__url_buf_put(&b, u.username.p, u.username.n); break;
        case C_PASSWORD: scr__url_buf_put(&b, u.password.p, u.password.n); break;
        case C_HOST:
        case C_HOSTNAME:
            if (u.has_host) scr__url_buf_put(&b, u.host.p, u.host.n);
            /* ada: an empty host reads "" even with a port. */
            if (which == C_HOST && u.has_host && u.host.n && u.port >= 0) {
                char t[16];
                snprintf(t, sizeof t, ":%d", u.port);
                scr__url_buf_puts(&b, t);
            }
            break;
        case C_PORT:
            if (u.port >= 0) {
                char t[16];
                snprintf(t, sizeof t, "%d", u.port);
                scr__url_buf_puts(&b, t);
            }
            break;
        case C_PATHNAME: scr__url_path_string(&u, &b); break;
        case C_SEARCH:
        case C_HASH: {
            bool *has;
            ScrUrlBuf *part;
            char mark = marked_part(&u, which, &has, &part);
            if (*has && part->n) {
                scr__url_buf_putc(&b, mark);
                scr__url_buf_put(&b, part->p, part->n);
            }
            break;
        }
        case C_SEARCH_PARAMS: {
            r = scr_private_get(this_val, p_sp);
            if (!scr_is_exception(r) && !scr_is_object(r)) {
                ScrValue list = u.has_query ? list_parse(u.query.p ? u.query.p : "", u.query.n)
                                            : scr_array_new(0);
                r = usp_new(list, this_val);
                if (scr_private_set(this_val, p_sp, r) < 0) {
                    scr_release(r);
                    r = SCR_EXCEPTION;
                }
            }
            break;
        }
    }
    if (which != C_SEARCH_PARAMS) r = str_of(&b);
    scr__url_buf_free(&b);
    return r;
}

/* Setting the query from a setter: the standard's "update the search
 * params" is the refresh that follows. */
NATIVE(url_set) {
    (void)nt;
    int which = ((ScrFunction *)scr_obj(fn))->magic;
    ScrUrl u;
    if (record_of_as(this_val, &u, "#context") < 0) return SCR_EXCEPTION;
    size_t n;
    char *v = to_utf8(ARG(0), &n);
    if (!v) {
        scr__url_record_free(&u);
        return SCR_EXCEPTION;
    }
    (void)argc;
    bool file = u.scheme.n == 4 && memcmp(u.scheme.p, "file", 4) == 0;
    bool no_credentials = !u.has_host || u.host.n == 0 || file;
    int rc = 0;
    switch (which) {
        case C_HREF: {
            ScrUrl nu;
            scr__url_record_init(&nu);
            if (scr__url_parse(v, n, NULL, &nu, 0) < 0) {
                throw_invalid_url(v, n, NULL, 0);
                rc = -1;
                break;
            }
            scr__url_record_free(&u);
            u = nu;
            break;
        }
        case C_PROTOCOL: {
            char *t = scr__xmalloc(n + 2);
            memcpy(t, v, n);
            t[n] = ':';
            t[n + 1] = 0;
            scr__url_parse(t, n + 1, NULL, &u, SCR_URL_SCHEME_START);
            free(t);
            break;
        }
        case C_USERNAME:
        case C_PASSWORD:
            if (no_credentials) break;
            {
                ScrUrlBuf *dst = which == C_USERNAME ? &u.username : &u.password;
                dst->n = 0;
                if (dst->p) dst->p[0] = 0;
                scr__url_percent_encode(dst, v, n, SCR_URL_SET_USERINFO, false);
            }
            break;
        case C_HOST:
        case C_HOSTNAME:
            if (u.opaque_path) break;
            scr__url_parse(v, n, NULL, &u, which == C_HOST ? SCR_URL_HOST : SCR_URL_HOSTNAME);
            break;
        case C_PORT: {
            if (no_credentials) break;
            /* ada drops tabs and newlines before the empty check. */
            size_t k = 0;
            for (size_t i = 0; i < n; i++)
                if (v[i] != '\t' && v[i] != '\n' && v[i] != '\r') v[k++] = v[i];
            n = k;
            v[n] = 0;
            if (n == 0)
                u.port = -1;
            else
                scr__url_parse(v, n, NULL, &u, SCR_URL_PORT);
            break;
        }
        case C_PATHNAME:
            if (u.opaque_path) break;
            for (size_t i = 0; i < u.nsegs; i++) scr__url_buf_free(&u.segs[i]);
            u.nsegs = 0;
            scr__url_parse(v, n, NULL, &u, SCR_URL_PATH_START);
            break;
        case C_SEARCH:
        case C_HASH: {
            bool *has;
            ScrUrlBuf *part;
            char mark = marked_part(&u, which, &has, &part);
            part->n = 0;
            if (part->p) part->p[0] = 0;
            *has = n != 0;
            if (n == 0) break;
            size_t skip = v[0] == mark;
            scr__url_parse(v + skip, n - skip, NULL, &u,
                           which == C_SEARCH ? SCR_URL_QUERY : SCR_URL_FRAGMENT);
            break;
        }
    }
    free(v);
    if (rc == 0) rc = store(this_val, &u);
    if (rc == 0 && (which == C_HREF || which == C_SEARCH)) rc = refresh_params(this_val, &u);
    scr__url_record_free(&u);
    return rc < 0 ? SCR_EXCEPTION : SCR_UNDEFINED;
}

NATIVE(url_to_string) {
    UNUSED;
    ScrUrl u;
    if (record_of(this_val, &u) < 0) return SCR_EXCEPTION;
    scr__url_record_free(&u);
    return scr_private_get(this_val, p_href);
}

/* ------------------------------------------------------------------------
 * URLSearchParams.
 * ---------------------------------------------------------------------- */

/* The application/x-www-form-urlencoded parser: a new flat array. */
static ScrValue list_parse(const char *s, size_t n) {
    ScrValue arr = scr_array_new(0);
    size_t start = 0;
    for (size_t i = 0; i <= n; i++) {
        if (i < n && s[i] != '&') continue;
        if (i > start) {
            const char *seq = s + start;
            size_t len = i - start, eq = len;
            for (size_t k = 0; k < len; k++)
                if (seq[k] == '=') {
                    eq = k;
                    break;
                }
            for (int part = 0; part < 2; part++) {
                const char *p = part == 0 ? seq : seq + eq + 1;
                size_t pn = part == 0 ? eq : (eq < len ? len - eq - 1 : 0);
                char *t = scr__xmalloc(pn + 1);
                for (size_t k = 0; k < pn; k++) t[k] = p[k] == '+' ? ' ' : p[k];
                ScrUrlBuf d = {0};
                scr__url_percent_decode(&d, t, pn);
                free(t);
                scr__array_push_take(arr, str_of(&d));
                scr__url_buf_free(&d);
            }
        }
        start = i + 1;
    }
    return arr;
}

/* The list's serialisation (malloc'ed UTF-8 in *out). */
static void list_serialize(ScrValue list, ScrUrlBuf *out) {
    ScrArray *a = (ScrArray *)scr_obj(list);
    for (uint32_t i = 0; i + 1 < a->used; i += 2) {
        if (i) scr__url_buf_putc(out, '&');
        for (int k = 0; k < 2; k++) {
            size_t n;
            char *s = scr__string_to_utf8(a->elems[i + k], &n);
            scr__url_percent_encode(out, s, n, SCR_URL_SET_FORM, true);
            free(s);
            if (k == 0) scr__url_buf_putc(out, '=');
        }
    }
}

/* A new URLSearchParams (owned) holding list (consumed), linked to url
 * (borrowed; undefined for none). */
static ScrValue usp_new_proto(ScrValue list_take, ScrValue url, ScrValue proto) {
    ScrValue o = scr__object_alloc(sizeof(ScrObject), SCR_CLASS_OBJECT, proto);
    scr_private_define(o, p_list, list_take);
    scr_private_define(o, p_url, url);
    scr_release(list_take);
    return o;
}

static ScrValue usp_new(ScrValue list_take, ScrValue url) {
    return usp_new_proto(list_take, url, usp_proto);
}

/* The list of a URLSearchParams (owned), or SCR_EXCEPTION with Node's
 * ERR_INVALID_THIS. */
static ScrValue list_of(ScrValue obj) {
    if (!branded(obj, p_list))
        return scr__node_error_code(
            scr_throw_type_error("Value of \"this\" must be of type URLSearchParams"),
            "ERR_INVALID_THIS");
    return scr_private_get(obj, p_list);
}

/* After a change: the linked URL's query becomes the serialisation. */
static int usp_update(ScrValue obj, ScrValue list) {
    ScrValue url = scr_private_get(obj, p_url);
    if (scr_is_exception(url)) return -1;
    int rc = 0;
    if (branded(url, p_href)) {
        ScrUrl u;
        rc = record_of(url, &u);
        if (rc == 0) {
            u.query.n = 0;
            if (u.query.p) u.query.p[0] = 0;
            list_serialize(list, &u.query);
            u.has_query = u.query.n > 0;
            rc = store(url, &u);
            scr__url_record_free(&u);
        }
    }
    scr_release(url);
    return rc;
}

/* A well-formed copy of `${v}` (owned), or SCR_EXCEPTION. */
static ScrValue usv(ScrValue v) {
    size_t n;
    char *s = to_utf8(v, &n);
    if (!s) return SCR_EXCEPTION;
    ScrValue r = scr_string_from_utf8(s, n);
    free(s);
    return r;
}

static ScrValue invalid_tuple(void) {
    return scr__node_error_code(
        scr_throw_type_error("Each query pair must be an iterable [name, value] tuple"),
        "ERR_INVALID_TUPLE");
}

/* Appends the pairs of an iterable init to list. 0 or -1. */
static int init_from_iterable(ScrValue list, ScrValue init) {
    ScrIter it = SCR_ITER_INIT;
    if (scr_iter_open(&it, init, "Query pairs") < 0) return -1;
    ScrValue pair;
    int rc, step;
    while ((step = scr_iter_next(&it, &pair)) == 1) {
        rc = 0;
        if (scr_is_undefined(pair) || scr_is_null(pair) || !scr_is_object(pair)) {
            invalid_tuple();
            rc = -1;
        } else {
            ScrValue arr = scr_array_new(0);
            if (scr_array_push_spread(arr, pair, "pair") < 0) {
                scr_release(scr_exception_take());
                invalid_tuple();
                rc = -1;
            } else if (((ScrArray *)scr_obj(arr))->length != 2) {
                invalid_tuple();
                rc = -1;
            } else {
                for (uint32_t k = 0; k < 2 && rc == 0; k++) {
                    ScrValue s = usv(scr__array_get_borrowed(arr, k));
                    if (scr_is_exception(s))
                        rc = -1;
                    else
                        scr__array_push_take(list, s);
                }
            }
            scr_release(arr);
        }
        scr_release(pair);
        if (rc < 0) {
            scr_iter_close(&it, true);
            scr_iter_release(&it);
            return -1;
        }
    }
    scr_iter_release(&it);
    return step;
}

/* Appends the enumerable own string-keyed properties of a record init. */
static int init_from_record(ScrValue list, ScrValue init) {
    ScrValue keys = scr__own_keys(init, SCR_KEYS_STRINGS | SCR_KEYS_SYMBOLS | SCR_KEYS_ENUMERABLE);
    if (scr_is_exception(keys)) return -1;
    ScrArray *ka = (ScrArray *)scr_obj(keys);
    int rc = 0;
    for (uint32_t i = 0; i < ka->used && rc == 0; i++) {
        ScrValue key = ka->elems[i];
        ScrValue val = scr_get(init, key);
        if (scr_is_exception(val)) {
            rc = -1;
            break;
        }
        ScrValue k = usv(key), v = usv(val);
        scr_release(val);
        if (scr_is_exception(k) || scr_is_exception(v)) {
            if (!scr_is_exception(k)) scr_release(k);
            if (!scr_is_exception(v)) scr_release(v);
            rc = -1;
            break;
        }
        ScrArray *la = (ScrArray *)scr_obj(list);
        bool replaced = false;
        for (uint32_t j = 0; j + 1 < la->used; j += 2) {
            if (scr__string_equal(la->elems[j], k)) {
                scr__array_store(la, j + 1, v);
                replaced = true;
                break;
            }
        }
        if (replaced) {
            scr_release(k);
            scr_release(v);
        } else {
            scr__array_push_take(list, k);
            scr__array_push_take(list, v);
        }
    }
    scr_release(keys);
    return rc;
}

NATIVE(usp_construct) {
    (void)fn, (void)this_val;
    if (scr_is_undefined(nt))
        return scr_throw_type_error(
            "Class constructor URLSearchParams cannot be invoked without 'new'");
    ScrValue init = ARG(0);
    ScrValue list;
    if (scr_is_undefined(init) || scr_is_null(init)) {
        list = scr_array_new(0);
    } else if (scr_is_object(init)) {
        list = scr_array_new(0);
        ScrValue method = scr_get(init, REALM->sym_iterator);
        if (scr_is_exception(method)) {
            scr_release(list);
            return method;
        }
        int rc;
        if (scr_is_undefined(method) || scr_is_null(method)) {
            rc = init_from_record(list, init);
        } else if (!scr__is_callable(method)) {
            rc = -1;
            scr__node_error_code(scr_throw_type_error("Query pairs must be iterable"),
                                 "ERR_ARG_NOT_ITERABLE");
        } else {
            rc = init_from_iterable(list, init);
        }
        scr_release(method);
        if (rc < 0) {
            scr_release(list);
            return SCR_EXCEPTION;
        }
    } else {
        size_t n;
        char *s = to_utf8(init, &n);
        if (!s) return SCR_EXCEPTION;
        size_t skip = n && s[0] == '?';
        list = list_parse(s + skip, n - skip);
        free(s);
    }
    ScrValue proto = scr__proto_from_ctor(nt, usp_proto);
    if (scr_is_exception(proto)) {
        scr_release(list);
        return proto;
    }
    ScrValue r = usp_new_proto(list, SCR_UNDEFINED, proto);
    scr_release(proto);
    return r;
}

/* The methods share one native, told apart by magic. */
enum {
    M_APPEND,
    M_DELETE,
    M_GET,
    M_GET_ALL,
    M_HAS,
    M_SET,
    M_SORT,
    M_TO_STRING,
    M_SIZE,
};

static int cmp_units(ScrValue a, ScrValue b) {
    ScrString *x = scr_str(a), *y = scr_str(b);
    uint32_t n = x->len < y->len ? x->len : y->len;
    for (uint32_t i = 0; i < n; i++)
        if (x->data[i] != y->data[i]) return x->data[i] < y->data[i] ? -1 : 1;
    return x->len < y->len ? -1 : x->len > y->len;
}

NATIVE(usp_method) {
    (void)nt;
    int m = ((ScrFunction *)scr_obj(fn))->magic;
    ScrValue list = list_of(this_val);
    if (scr_is_exception(list)) return list;
    ScrArray *a = (ScrArray *)scr_obj(list);
    ScrValue r = SCR_UNDEFINED, name = SCR_UNDEFINED, value = SCR_UNDEFINED;
    bool changed = false;
    bool two = m == M_APPEND || m == M_SET;
    bool one = m == M_DELETE || m == M_GET || m == M_GET_ALL || m == M_HAS;
    if (two && argc < 2) {
        r = missing_args("\"name\" and \"value\" arguments");
        goto out;
    }
    if (one && argc < 1) {
        r = missing_args("\"name\" argument");
        goto out;
    }
    if (two || one) {
        name = usv(argv[0]);
        if (scr_is_exception(name)) {
            r = name;
            name = SCR_UNDEFINED;
            goto out;
        }
        if (two || ((m == M_DELETE || m == M_HAS) && argc > 1 && !scr_is_undefined(argv[1]))) {
            value = usv(argv[1]);
            if (scr_is_exception(value)) {
                r = value;
                value = SCR_UNDEFINED;
                goto out;
            }
        }
    }
    switch (m) {
        case M_APPEND:
            scr__array_push_take(list, scr_dup(name));
            scr__array_push_take(list, scr_dup(value));
            changed = true;
            break;
        case M_DELETE:
        case M_SET: {
            ScrValue fresh = scr_array_new(a->used);
            bool found = false;
            for (uint32_t i = 0; i + 1 < a->used; i += 2) {
                bool match = scr__string_equal(a->elems[i], name);
                if (match && m == M_DELETE && !scr_is_undefined(value))
                    match = scr__string_equal(a->elems[i + 1], value);
                if (match && m == M_SET && !found) {
                    found = true;
                    scr__array_push_take(fresh, scr_dup(name));
                    scr__array_push_take(fresh, scr_dup(value));
                    continue;
                }
                if (match) continue;
                scr__array_push_take(fresh, scr_dup(a->elems[i]));
                scr__array_push_take(fresh, scr_dup(a->elems[i + 1]));
            }
            if (m == M_SET && !found) {
                scr__array_push_take(fresh, scr_dup(name));
                scr__array_push_take(fresh, scr_dup(value));
            }
            scr_private_set(this_val, p_list, fresh);
            scr_release(list);
            list = fresh;
            changed = true;
            break;
        }
        case M_GET:
            r = SCR_NULL;
            for (uint32_t i = 0; i + 1 < a->used; i += 2)
                if (scr__string_equal(a->elems[i], name)) {
                    r = scr_dup(a->elems[i + 1]);
                    break;
                }
            break;
        case M_GET_ALL:
            r = scr_array_new(0);
            for (uint32_t i = 0; i + 1 < a->used; i += 2)
                if (scr__string_equal(a->elems[i], name))
                    scr__array_push_take(r, scr_dup(a->elems[i + 1]));
            break;
        case M_HAS:
            r = SCR_FALSE;
            for (uint32_t i = 0; i + 1 < a->used; i += 2)
                if (scr__string_equal(a->elems[i], name) &&
                    (scr_is_undefined(value) || scr__string_equal(a->elems[i + 1], value)))
                    r = SCR_TRUE;
            break;
        case M_SORT: {
            /* A stable insertion sort of the pairs by name (code units). */
            uint32_t np = a->used / 2;
            for (uint32_t i = 1; i < np; i++) {
                ScrValue k = a->elems[2 * i], v = a->elems[2 * i + 1];
                uint32_t j = i;
                while (j > 0 && cmp_units(a->elems[2 * (j - 1)], k) > 0) {
                    a->elems[2 * j] = a->elems[2 * (j - 1)];
                    a->elems[2 * j + 1] = a->elems[2 * (j - 1) + 1];
                    j--;
                }
                a->elems[2 * j] = k;
                a->elems[2 * j + 1] = v;
            }
            changed = true;
            break;
        }
        case M_TO_STRING: {
            ScrUrlBuf b = {0};
            list_serialize(list, &b);
            r = str_of(&b);
            scr__url_buf_free(&b);
            break;
        }
        case M_SIZE: r = scr_number(a->used / 2); break;
    }
    if (changed && usp_update(this_val, list) < 0) r = SCR_EXCEPTION;
out:
    scr_release(name);
    scr_release(value);
    scr_release(list);
    return r;
}

NATIVE(usp_for_each) {
    (void)fn, (void)nt;
    ScrValue list = list_of(this_val);
    if (scr_is_exception(list)) return list;
    ScrValue cb = ARG(0);
    if (!scr__is_callable(cb)) {
        scr_release(list);
        return scr__throw_arg_type("callback", "of type function", cb);
    }
    ScrValue this_arg = ARG(1);
    for (uint32_t i = 0; i + 1 < ((ScrArray *)scr_obj(list))->used; i += 2) {
        ScrArray *a = (ScrArray *)scr_obj(list);
        ScrValue args[3] = {scr_dup(a->elems[i + 1]), scr_dup(a->elems[i]), this_val};
        ScrValue r = scr__call(cb, this_arg, 3, args);
        scr_release(args[0]);
        scr_release(args[1]);
        if (scr_is_exception(r)) {
            scr_release(list);
            return r;
        }
        scr_release(r);
        ScrValue now = scr_private_get(this_val, p_list);
        scr_release(list);
        if (scr_is_exception(now)) return now;
        list = now;
    }
    scr_release(list);
    return SCR_UNDEFINED;
}

/* keys (magic 0), values (1), entries and @@iterator (2). */
NATIVE(usp_iterator) {
    (void)argc, (void)argv, (void)nt;
    ScrValue list = list_of(this_val);
    if (scr_is_exception(list)) return list;
    scr_release(list);
    ScrValue it = scr__object_alloc(sizeof(ScrObject), SCR_CLASS_OBJECT, usp_iter_proto);
    ScrValue st[3] = {scr_dup(this_val), scr_number(((ScrFunction *)scr_obj(fn))->magic),
                      scr_number(0)};
    ScrValue state = scr_array_from_take(3, st);
    scr_private_define(it, p_it, state);
    scr_release(state);
    return it;
}

NATIVE(usp_iter_next) {
    UNUSED;
    if (!branded(this_val, p_it))
        return scr__node_error_code(
            scr_throw_type_error("Value of \"this\" must be of type URLSearchParamsIterator"),
            "ERR_INVALID_THIS");
    ScrValue state = scr_private_get(this_val, p_it);
    ScrArray *s = (ScrArray *)scr_obj(state);
    ScrValue r;
    uint32_t index = (uint32_t)scr_as_number(s->elems[2]);
    int kind = (int)scr_as_number(s->elems[1]);
    ScrValue list =
        scr_is_undefined(s->elems[0]) ? SCR_UNDEFINED : scr_private_get(s->elems[0], p_list);
    if (scr_is_undefined(list) || index >= ((ScrArray *)scr_obj(list))->used) {
        scr__array_store(s, 0, SCR_UNDEFINED);
        r = scr__iter_result(SCR_UNDEFINED, true);
    } else {
        ScrArray *a = (ScrArray *)scr_obj(list);
        ScrValue v;
        if (kind == 0)
            v = scr_dup(a->elems[index]);
        else if (kind == 1)
            v = scr_dup(a->elems[index + 1]);
        else {
            ScrValue pair[2] = {scr_dup(a->elems[index]), scr_dup(a->elems[index + 1])};
            v = scr_array_from_take(2, pair);
        }
        ScrValue ni = scr_number(index + 2);
        scr__array_store(s, 2, ni);
        r = scr__iter_result(v, false);
        scr_release(v);
    }
    scr_release(list);
    scr_release(state);
    return r;
}

/* ------------------------------------------------------------------------
 * util.inspect of URL, URLSearchParams and its iterators: what Node's
 * [util.inspect.custom] methods print.
 * ---------------------------------------------------------------------- */

static int inspect_url(ScrValue v, const ScrInspectOptions *o, ScrStrBuf *out) {
    ScrValue obj = scr_object_new();
    int rc = 0;
    for (int i = 0; i < C__COUNT && rc == 0; i++) {
        ScrValue val = scr__get_str(v, comp_names[i]);
        if (scr_is_exception(val)) {
            rc = -1;
            break;
        }
        scr__define_str_take(obj, comp_names[i], val, SCR_PROP_CWE);
    }
    if (rc < 0) {
        scr_release(obj);
        return -1;
    }
    return scr__inspect_named(v, obj, o, out);
}

static int inspect_params(ScrValue v, int depth_left, const ScrInspectOptions *o, ScrStrBuf *out) {
    ScrInspectOptions inner = *o;
    if (depth_left != INT_MAX) inner.depth = depth_left - 1;
    ScrValue list = scr_private_get(v, p_list);
    if (scr_is_exception(list)) return -1;
    ScrArray *a = (ScrArray *)scr_obj(list);
    ScrStrBuf body = SCR_STRBUF_INIT;
    long length = -2;
    int rc = 0;
    for (uint32_t i = 0; i + 1 < a->used && rc == 0; i += 2) {
        size_t before = body.len;
        if (i) scr__sb_puts(&body, "\x01");
        size_t start = body.len;
        rc = scr__inspect_to(&body, a->elems[i], &inner);
        if (rc == 0) scr__sb_puts(&body, " => ");
        if (rc == 0) rc = scr__inspect_to(&body, a->elems[i + 1], &inner);
        length += (long)(body.len - start) + 2;
        (void)before;
    }
    scr_release(list);
    if (rc == 0) rc = scr__inspect_ctor_name(v, out);
    if (rc == 0) {
        bool multi = length > o->break_length;
        if (body.len == 0) {
            scr__sb_puts(out, " {}");
        } else {
            scr__sb_puts(out, multi ? " {\n  " : " { ");
            for (size_t i = 0; i < body.len; i++) {
                if (body.d[i] == 1)
                    scr__sb_puts(out, multi ? ",\n  " : ", ");
                else
                    scr__sb_putc(out, body.d[i]);
            }
            scr__sb_puts(out, " }");
        }
    }
    scr__sb_free(&body);
    return rc;
}

static int inspect_iterator(ScrValue v, int depth_left, const ScrInspectOptions *o,
                            ScrStrBuf *out) {
    ScrInspectOptions inner = *o;
    if (depth_left != INT_MAX) inner.depth = depth_left - 1;
    ScrValue state = scr_private_get(v, p_it);
    if (scr_is_exception(state)) return -1;
    ScrArray *s = (ScrArray *)scr_obj(state);
    uint32_t index = (uint32_t)scr_as_number(s->elems[2]);
    int kind = (int)scr_as_number(s->elems[1]);
    ScrValue items = scr_array_new(0);
    if (!scr_is_undefined(s->elems[0])) {
        ScrValue list = scr_private_get(s->elems[0], p_list);
        ScrArray *a = (ScrArray *)scr_obj(list);
        for (uint32_t i = index; i + 1 < a->used; i += 2) {
            if (kind == 2) {
                ScrValue pair[2] = {scr_dup(a->elems[i]), scr_dup(a->elems[i + 1])};
                scr__array_push_take(items, scr_array_from_take(2, pair));
            } else {
                scr__array_push_take(items, scr_dup(a->elems[i + kind]));
            }
        }
        scr_release(list);
    }
    scr_release(state);
    ScrStrBuf whole = SCR_STRBUF_INIT;
    int rc = scr__inspect_to(&whole, items, &inner);
    bool brk = false;
    for (size_t i = 0; i < whole.len; i++)
        if (whole.d[i] == '\n') brk = true;
    scr__sb_free(&whole);
    if (rc == 0) {
        scr__sb_puts(out, "URLSearchParams Iterator {");
        scr__sb_puts(out, brk ? "\n  " : " ");
        ScrArray *ia = (ScrArray *)scr_obj(items);
        for (uint32_t i = 0; i < ia->used && rc == 0; i++) {
            if (i) scr__sb_puts(out, brk ? ",\n  " : ", ");
            rc = scr__inspect_to(out, ia->elems[i], &inner);
        }
        scr__sb_puts(out, " }");
    }
    scr_release(items);
    return rc;
}

int scr__url_inspect(ScrValue v, int depth_left, const ScrInspectOptions *o, ScrStrBuf *out) {
    if (!scr_is_object(v) || scr_is_undefined(p_href)) return 0;
    if (branded(v, p_href)) {
        if (depth_left < 0) return 0;
        return inspect_url(v, o, out) < 0 ? -1 : 1;
    }
    if (branded(v, p_list) || branded(v, p_it)) {
        if (depth_left < 0) {
            scr__sb_puts(out, "[Object]");
            return 1;
        }
        int rc = branded(v, p_list) ? inspect_params(v, depth_left, o, out)
                                    : inspect_iterator(v, depth_left, o, out);
        return rc < 0 ? -1 : 1;
    }
    return 0;
}

/* ------------------------------------------------------------------------
 * node:url's functions.
 * ---------------------------------------------------------------------- */

static ScrValue node_type_error(const char *code, const char *msg) {
    return scr__node_error_code(scr_throw_type_error("%s", msg), code);
}

NATIVE(url_file_url_to_path) {
    UNUSED;
    ScrValue p = ARG(0);
    ScrUrl u;
    scr__url_record_init(&u);
    if (scr_is_string(p)) {
        size_t n;
        char *s = scr__string_to_utf8(p, &n);
        if (scr__url_parse(s, n, NULL, &u, 0) < 0) {
            ScrValue r = throw_invalid_url(s, n, NULL, 0);
            free(s);
            return r;
        }
        free(s);
    } else if (branded(p, p_href)) {
        if (record_of(p, &u) < 0) return SCR_EXCEPTION;
    } else {
        return scr__throw_arg_type("path", "of type string or an instance of URL", p);
    }
    ScrValue r;
    if (!(u.scheme.n == 4 && memcmp(u.scheme.p, "file", 4) == 0)) {
        r = node_type_error("ERR_INVALID_URL_SCHEME", "The URL must be of scheme file");
    } else if (u.host.n) {
        r = node_type_error("ERR_INVALID_FILE_URL_HOST",
                            "File URL host must be \"localhost\" or empty on linux");
    } else {
        ScrUrlBuf path = {0}, dec = {0};
        scr__url_path_string(&u, &path);
        bool bad = false;
        for (size_t i = 0; i + 2 < path.n + 0 && !bad; i++)
            if (path.p[i] == '%' && path.p[i + 1] == '2' && (path.p[i + 2] | 32) == 'f') bad = true;
        if (bad) {
            r = node_type_error("ERR_INVALID_FILE_URL_PATH",
                                "File URL path must not include encoded / characters");
        } else {
            scr__url_percent_decode(&dec, path.p ? path.p : "", path.n);
            r = str_of(&dec);
        }
        scr__url_buf_free(&path);
        scr__url_buf_free(&dec);
    }
    scr__url_record_free(&u);
    return r;
}

/* path.posix.resolve(p) of one path, into *out. */
static void resolve_posix(const char *p, size_t n, ScrUrlBuf *out) {
    ScrUrlBuf full = {0};
    if (!(n && p[0] == '/')) {
        char cwd[4096];
        if (getcwd(cwd, sizeof cwd)) scr__url_buf_puts(&full, cwd);
        scr__url_buf_putc(&full, '/');
    }
    scr__url_buf_put(&full, p, n);
    /* Normalise: segments without "", "." and with ".." popping. */
    size_t *starts = scr__xmalloc(sizeof(size_t) * (full.n + 1)), depth = 0;
    ScrUrlBuf res = {0};
    size_t i = 0;
    while (i <= full.n) {
        size_t j = i;
        while (j < full.n && full.p[j] != '/') j++;
        size_t len = j - i;
        if (len == 0 || (len == 1 && full.p[i] == '.')) {
        } else if (len == 2 && full.p[i] == '.' && full.p[i + 1] == '.') {
            if (depth) res.n = starts[--depth], res.p[res.n] = 0;
        } else {
            starts[depth++] = res.n;
            scr__url_buf_putc(&res, '/');
            scr__url_buf_put(&res, full.p + i, len);
        }
        i = j + 1;
    }
    if (res.n == 0) scr__url_buf_putc(&res, '/');
    scr__url_buf_put(out, res.p, res.n);
    scr__url_buf_free(&res);
    scr__url_buf_free(&full);
    free(starts);
}

NATIVE(url_path_to_file_url) {
    UNUSED;
    ScrValue p = ARG(0);
    if (!scr_is_string(p)) return scr__throw_arg_type("path", "of type string", p);
    size_t n;
    char *s = scr__string_to_utf8(p, &n);
    ScrUrlBuf resolved = {0}, enc = {0};
    resolve_posix(s, n, &resolved);
    if (n && s[n - 1] == '/' && resolved.p[resolved.n - 1] != '/')
        scr__url_buf_putc(&resolved, '/');
    free(s);
    for (size_t i = 0; i < resolved.n; i++) {
        char c = resolved.p[i];
        if (c == '%')
            scr__url_buf_puts(&enc, "%25");
        else if (c == '\\')
            scr__url_buf_puts(&enc, "%5C");
        else if (c == '\n')
            scr__url_buf_puts(&enc, "%0A");
        else if (c == '\r')
            scr__url_buf_puts(&enc, "%0D");
        else if (c == '\t')
            scr__url_buf_puts(&enc, "%09");
        else
            scr__url_buf_putc(&enc, c);
    }
    ScrUrl u;
    scr__url_record_init(&u);
    scr__url_parse("file://", 7, NULL, &u, 0);
    for (size_t i = 0; i < u.nsegs; i++) scr__url_buf_free(&u.segs[i]);
    u.nsegs = 0;
    scr__url_parse(enc.p ? enc.p : "", enc.n, NULL, &u, SCR_URL_PATH_START);
    ScrValue r = url_object(&u, url_proto);
    scr__url_record_free(&u);
    scr__url_buf_free(&resolved);
    scr__url_buf_free(&enc);
    return r;
}

/* Reads a boolean option (default true). 0 or -1. */
static int bool_opt(ScrValue opts, const char *name, bool *out) {
    *out = true;
    if (!scr_is_object(opts)) return 0;
    ScrValue v = scr__get_str(opts, name);
    if (scr_is_exception(v)) return -1;
    if (!scr_is_undefined(v)) *out = scr_to_boolean(v);
    scr_release(v);
    return 0;
}

/* url.format(URL[, { auth, fragment, search, unicode }]). Strings and
 * legacy objects (which Node formats through its legacy parser) are not
 * supported yet: a clear error rather than a wrong URL. */
NATIVE(url_format) {
    UNUSED;
    ScrValue v = ARG(0), opts = ARG(1);
    if (!branded(v, p_href)) {
        if (!scr_is_string(v) && !scr_is_object(v))
            return scr__throw_arg_type("urlObject", "one of type object or string", v);
        return scr_throw_type_error(
            "url.format() of a string or a legacy URL object is not supported yet by scr");
    }
    if (!scr_is_undefined(opts) && !scr_is_object(opts))
        return scr__throw_arg_type("options", "of type object", opts);
    bool auth, fragment, search, unicode;
    if (bool_opt(opts, "auth", &auth) < 0 || bool_opt(opts, "fragment", &fragment) < 0 ||
        bool_opt(opts, "search", &search) < 0 || bool_opt(opts, "unicode", &unicode) < 0)
        return SCR_EXCEPTION;
    if (scr_is_object(opts)) {
        ScrValue uv = scr__get_str(opts, "unicode");
        if (scr_is_exception(uv)) return uv;
        unicode = !scr_is_undefined(uv) && scr_to_boolean(uv);
        scr_release(uv);
    } else {
        unicode = false;
    }
    ScrUrl u;
    if (record_of(v, &u) < 0) return SCR_EXCEPTION;
    if (!auth) {
        u.username.n = u.password.n = 0;
    }
    if (!fragment) u.has_fragment = false;
    if (!search) u.has_query = false;
    if (unicode && u.has_host && u.host.n) {
        UErrorCode err = U_ZERO_ERROR;
        UIDNA *idna = uidna_openUTS46(UIDNA_NONTRANSITIONAL_TO_UNICODE, &err);
        if (U_SUCCESS(err)) {
            char dest[1024];
            UIDNAInfo info = UIDNA_INFO_INITIALIZER;
            int32_t len = uidna_nameToUnicodeUTF8(idna, u.host.p, (int32_t)u.host.n, dest,
                                                  sizeof dest, &info, &err);
            if (U_SUCCESS(err) && len > 0 && len < (int32_t)sizeof dest) {
                u.host.n = 0;
                scr__url_buf_put(&u.host, dest, (size_t)len);
            }
            uidna_close(idna);
        }
    }
    ScrUrlBuf b = {0};
    scr__url_serialize(&u, false, &b);
    ScrValue r = str_of(&b);
    scr__url_buf_free(&b);
    scr__url_record_free(&u);
    return r;
}

/* domainToASCII (magic 0) and domainToUnicode (magic 1): "" when invalid. */
NATIVE(url_domain_to) {
    (void)this_val, (void)nt;
    if (argc == 0) return missing_args("\"domain\" argument");
    size_t n;
    char *s = to_utf8(argv[0], &n);
    if (!s) return SCR_EXCEPTION;
    ScrUrlBuf out = {0};
    ScrValue r;
    if (scr__url_host_parse(s, n, false, &out) < 0) {
        r = scr_string_from_utf8("", 0);
    } else if (((ScrFunction *)scr_obj(fn))->magic == 1) {
        UErrorCode err = U_ZERO_ERROR;
        UIDNA *idna = uidna_openUTS46(UIDNA_NONTRANSITIONAL_TO_UNICODE, &err);
        char dest[1024];
        int32_t len = 0;
        if (U_SUCCESS(err)) {
            UIDNAInfo info = UIDNA_INFO_INITIALIZER;
            len = uidna_nameToUnicodeUTF8(idna, out.p, (int32_t)out.n, dest, sizeof dest, &info,
                                          &err);
            uidna_close(idna);
        }
        r = U_SUCCESS(err) && len >= 0 && len < (int32_t)sizeof dest
                ? scr_string_from_utf8(dest, (size_t)len)
                : str_of(&out);
    } else {
        r = str_of(&out);
    }
    scr__url_buf_free(&out);
    free(s);
    return r;
}

/* url.urlToHttpOptions(url): http.request's options from a URL (or any
 * object with its properties), as Node builds them. */
NATIVE(url_to_http_options) {
    UNUSED;
    ScrValue u = ARG(0);
    if (scr_is_undefined(u) || scr_is_null(u))
        return scr_throw_type_error("Cannot destructure property 'hostname' of 'url' as it is %s.",
                                    scr_is_null(u) ? "null" : "undefined");
    static const char *const names[] = {"hostname", "pathname", "port", "username", "password",
                                        "search",   "protocol", "hash", "href"};
    ScrValue v[9];
    int got = 0;
    for (; got < 9; got++) {
        v[got] = scr__get_str(u, names[got]);
        if (scr_is_exception(v[got])) break;
    }
    ScrValue o = SCR_EXCEPTION;
    if (got == 9) {
        o = scr_object_new_proto(SCR_NULL);
        /* ...url: its own enumerable properties first. */
        ScrValue keys = scr_is_object(u) ? scr__own_keys(u, SCR_KEYS_STRINGS | SCR_KEYS_ENUMERABLE)
                                         : scr_array_new(0);
        if (!scr_is_exception(keys)) {
            ScrArray *ka = (ScrArray *)scr_obj(keys);
            for (uint32_t i = 0; i < ka->used; i++) {
                ScrValue x = scr_get(u, ka->elems[i]);
                if (scr_is_exception(x)) {
                    scr_clear(&o);
                    o = SCR_EXCEPTION;
                    break;
                }
                scr__define_value_take(o, ka->elems[i], x, SCR_PROP_CWE);
            }
            scr_release(keys);
        } else {
            scr_clear(&o);
            o = SCR_EXCEPTION;
        }
    }
    if (!scr_is_exception(o)) {
        scr__define_str_take(o, "protocol", scr_dup(v[6]), SCR_PROP_CWE);
        ScrValue host = scr_dup(v[0]);
        if (scr_is_string(host) && scr_str(host)->len >= 2 && scr_str(host)->data[0] == '[') {
            ScrValue inner = scr__string_sub(host, 1, scr_str(host)->len - 1);
            scr_release(host);
            host = inner;
        }
        scr__define_str_take(o, "hostname", host, SCR_PROP_CWE);
        scr__define_str_take(o, "hash", scr_dup(v[7]), SCR_PROP_CWE);
        scr__define_str_take(o, "search", scr_dup(v[5]), SCR_PROP_CWE);
        scr__define_str_take(o, "pathname", scr_dup(v[1]), SCR_PROP_CWE);
        ScrStrBuf path = SCR_STRBUF_INIT;
        for (int k = 0; k < 2; k++) {
            ScrValue part = k == 0 ? v[1] : v[5];
            if (scr_to_boolean(part)) {
                ScrValue t = scr_to_string(part);
                if (!scr_is_exception(t)) {
                    scr__sb_put_string(&path, t);
                    scr_release(t);
                } else {
                    scr_release(scr_exception_take());
                }
            }
        }
        scr__define_str_take(o, "path", scr__sb_to_string(&path), SCR_PROP_CWE);
        scr__sb_free(&path);
        scr__define_str_take(o, "href", scr_dup(v[8]), SCR_PROP_CWE);
        bool empty_port = scr_is_string(v[2]) && scr_str(v[2])->len == 0;
        if (!empty_port) {
            double d;
            if (scr_to_number(v[2], &d) < 0) {
                scr_release(scr_exception_take());
                d = NAN;
            }
            scr__define_str_take(o, "port", scr_number(d), SCR_PROP_CWE);
        }
        if (scr_to_boolean(v[3]) || scr_to_boolean(v[4])) {
            ScrUrlBuf auth = {0};
            for (int k = 0; k < 2; k++) {
                size_t n;
                char *t = to_utf8(v[3 + k], &n);
                if (t)
                    scr__url_percent_decode(&auth, t, n);
                else
                    scr_release(scr_exception_take());
                free(t);
                if (k == 0) scr__url_buf_putc(&auth, ':');
            }
            scr__define_str_take(o, "auth", str_of(&auth), SCR_PROP_CWE);
            scr__url_buf_free(&auth);
        }
    }
    for (int k = 0; k < got; k++) scr_release(v[k]);
    return o;
}

/* URL.createObjectURL needs a Blob, which scr does not have yet: every
 * argument is rejected as Node rejects a non-Blob. revokeObjectURL of a
 * URL that is not a blob: URL does nothing, as in Node. */
NATIVE(url_create_object_url) {
    UNUSED;
    return scr__throw_arg_type("obj", "an instance of Blob", ARG(0));
}

NATIVE(url_revoke_object_url) {
    UNUSED;
    if (argc == 0) return missing_args("\"url\" argument");
    ScrValue s = scr_to_string(argv[0]);
    if (scr_is_exception(s)) return s;
    scr_release(s);
    return SCR_UNDEFINED;
}

/* ------------------------------------------------------------------------
 * Set-up.
 * ---------------------------------------------------------------------- */

static const ScrNativeDef url_statics[] = {
    {"parse", url_can_parse, 1, 1},
    {"canParse", url_can_parse, 1, 0},
    {"createObjectURL", url_create_object_url, 1, 0},
    {"revokeObjectURL", url_revoke_object_url, 1, 0},
};
/* URLSearchParams.prototype's methods after `size`, in Node's order. */
static const ScrNativeDef usp_methods[] = {
    {"append", usp_method, 2, M_APPEND}, {"delete", usp_method, 1, M_DELETE},
    {"get", usp_method, 1, M_GET},       {"getAll", usp_method, 1, M_GET_ALL},
    {"has", usp_method, 1, M_HAS},       {"set", usp_method, 2, M_SET},
    {"sort", usp_method, 0, M_SORT},     {"entries", usp_iterator, 0, 2},
    {"forEach", usp_for_each, 1, 0},     {"keys", usp_iterator, 0, 0},
    {"values", usp_iterator, 0, 1},      {"toString", usp_method, 0, M_TO_STRING},
};
static const ScrNativeDef module_fns[] = {
    {"domainToASCII", url_domain_to, 1, 0},
    {"domainToUnicode", url_domain_to, 1, 1},
    {"pathToFileURL", url_path_to_file_url, 1, 0},
    {"fileURLToPath", url_file_url_to_path, 1, 0},
    {"format", url_format, 2, 0},
    {"urlToHttpOptions", url_to_http_options, 1, 0},
};

void scr__url_init(ScrValue global) {
    p_href = scr_private_name_new("#context");
    p_sp = scr_private_name_new("#searchParams");
    p_list = scr_private_name_new("#searchParams");
    p_url = scr_private_name_new("#context");
    p_it = scr_private_name_new("#state");

    url_proto = scr_object_new();
    url_ctor = scr__native_class_new(url_construct, "URL", 1, url_proto);
    scr__define_method(url_proto, "toString", url_to_string, 0, 0, SCR_PROP_CWE, SCR_UNDEFINED);
    for (int i = 0; i < C__COUNT; i++)
        scr__define_getset(url_proto, comp_names[i], url_get,
                           i == C_ORIGIN || i == C_SEARCH_PARAMS ? NULL : url_set, i,
                           SCR_PROP_ENUMERABLE | SCR_PROP_CONFIGURABLE);
    scr__define_method(url_proto, "toJSON", url_to_string, 0, 0, SCR_PROP_CWE, SCR_UNDEFINED);
    scr__define_tag(url_proto, "URL");
    scr__define_natives(url_ctor, url_statics, SCR_COUNTOF(url_statics), SCR_PROP_CWE,
                        SCR_UNDEFINED);

    usp_proto = scr_object_new();
    usp_ctor = scr__native_class_new(usp_construct, "URLSearchParams", 0, usp_proto);
    scr__define_getset(usp_proto, "size", usp_method, NULL, M_SIZE,
                       SCR_PROP_ENUMERABLE | SCR_PROP_CONFIGURABLE);
    scr__define_natives(usp_proto, usp_methods, SCR_COUNTOF(usp_methods), SCR_PROP_CWE,
                        SCR_UNDEFINED);
    ScrValue entries = scr__get_str(usp_proto, "entries");
    scr__define_value_take(usp_proto, REALM->sym_iterator, entries, SCR_PROP_CW);
    scr__define_tag(usp_proto, "URLSearchParams");

    usp_iter_proto = scr_object_new();
    scr__set_proto(usp_iter_proto, REALM->iterator_proto);
    scr__define_method(usp_iter_proto, "next", usp_iter_next, 0, 0, SCR_PROP_CWE, SCR_UNDEFINED);
    scr__define_tag(usp_iter_proto, "URLSearchParams Iterator");

    scr__define_str_take(global, "URL", scr_dup(url_ctor), SCR_PROP_CW);
    scr__define_str_take(global, "URLSearchParams", scr_dup(usp_ctor), SCR_PROP_CW);
}

void scr__url_shutdown(void) {
    if (!scr_is_undefined(cache_href)) scr__url_record_free(&cache_rec);
    scr_clear(&cache_href);
    scr_clear(&p_href);
    scr_clear(&p_sp);
    scr_clear(&p_list);
    scr_clear(&p_url);
    scr_clear(&p_it);
    scr_clear(&url_proto);
    scr_clear(&url_ctor);
    scr_clear(&usp_proto);
    scr_clear(&usp_ctor);
    scr_clear(&usp_iter_proto);
}

bool scr__is_url(ScrValue v) { return branded(v, p_href); }
bool scr__is_url_search_params(ScrValue v) { return branded(v, p_list); }

ScrValue scr__url_module_new(void) {
    ScrValue o = scr_object_new();
    scr__define_str_take(o, "URL", scr_dup(url_ctor), SCR_PROP_CWE);
    scr__define_str_take(o, "URLSearchParams", scr_dup(usp_ctor), SCR_PROP_CWE);
    scr__define_natives(o, module_fns, SCR_COUNTOF(module_fns), SCR_PROP_CWE, SCR_UNDEFINED);
    return o;
}
