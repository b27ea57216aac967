/* fs_args.c - the arguments of node:fs's operations as Node validates
 * them (paths, descriptors, flags, modes, encodings, options, the forms of
 * read and write) with Node's ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE
 * and ERR_OUT_OF_RANGE, into an FsReq (node/fs_req.h). */
#include "node/fs_req.h"
#include "base/base.h"
#include "core/object.h"
#include "core/str.h"
#include "core/ops.h"
#include "core/error.h"
#include "core/bigint.h"
#include "node/buffer.h"
#include "node/errors.h"
#include "node/inspect.h"

#include <fcntl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define str scr__fs_str
#define xstrdup scr__fs_strdup

/* ------------------------------------------------------------------------
 * Node's argument errors.
 * ---------------------------------------------------------------------- */

/* ERR_INVALID_ARG_VALUE: "The argument 'name' REASON. Received <inspect>". */
static ScrValue throw_arg_value(const char *name, const char *reason, ScrValue got) {
    char *s = scr__inspect_utf8(got, NULL);
    ScrValue r = scr__node_error_code(
        scr_throw_type_error("The argument '%s' %s. Received %s", name, reason, s ? s : ""),
        "ERR_INVALID_ARG_VALUE");
    free(s);
    return r;
}

/* ERR_OUT_OF_RANGE with Node's rendering of the received value (integers
 * past 2**32 with underscores). */
static ScrValue throw_range_ex(const char *name, const char *range, ScrValue got, bool separators) {
    char buf[128];
    if (scr_is_number(got)) {
        double d = scr_as_number(got);
        char num[64];
        scr__value_describe(got, num, sizeof num);
        if (separators && d == floor(d) && fabs(d) > 4294967296.0) {
            /* addNumericalSeparator: groups of three from the right. */
            const char *digits = num[0] == '-' ? num + 1 : num;
            size_t n = strlen(digits), o = 0;
            if (num[0] == '-') buf[o++] = '-';
            for (size_t i = 0; i < n && o < sizeof buf - 2; i++) {
                if (i && (n - i) % 3 == 0) buf[o++] = '_';
                buf[o++] = digits[i];
            }
            buf[o] = 0;
        } else {
            snprintf(buf, sizeof buf, "%s", num);
        }
    } else {
        char *s = scr__inspect_utf8(got, NULL);
        snprintf(buf, sizeof buf, "%s", s ? s : "");
        free(s);
    }
    return scr__node_error_code(
        scr_throw_range_error("The value of \"%s\" is out of range. It must be %s. Received %s",
                              name, range, buf),
        "ERR_OUT_OF_RANGE");
}

static ScrValue throw_range(const char *name, const char *range, ScrValue got) {
    return throw_range_ex(name, range, got, true);
}

/* ------------------------------------------------------------------------
 * Arguments.
 * ---------------------------------------------------------------------- */

/* A path argument (string, Buffer or file: URL) as a NUL-terminated UTF-8
 * string, malloc'd; NULL with Node's error pending. */
static char *path_arg(ScrValue v, const char *name) {
    char *s = NULL;
    size_t n = 0;
    uint8_t *p;
    if (scr_is_string(v)) {
        s = scr__string_to_utf8(v, &n);
    } else if ((scr__class_of(v) == SCR_CLASS_TYPED_ARRAY ||
                scr__class_of(v) == SCR_CLASS_DATA_VIEW) &&
               scr__bytes_of(v, &p, &n)) {
        s = scr__xmalloc(n + 1);
        memcpy(s, p, n);
        s[n] = 0;
    } else if (scr_is_object(v)) {
        /* Node's isURL: a truthy href and protocol. */
        ScrValue href = scr__get_str(v, "href");
        if (scr_is_exception(href)) return NULL;
        bool has_href = scr_to_boolean(href);
        scr_release(href);
        ScrValue proto = has_href ? scr__get_str(v, "protocol") : SCR_UNDEFINED;
        if (scr_is_exception(proto)) return NULL;
        bool url = scr_is_string(proto) && scr_str(proto)->len > 0;
        char *ps = url ? scr__string_to_utf8(proto, NULL) : NULL;
        scr_release(proto);
        if (ps && strcmp(ps, "file:") == 0) {
            free(ps);
            ScrValue pn = scr__get_str(v, "pathname");
            if (scr_is_exception(pn)) return NULL;
            char *raw = scr_is_string(pn) ? scr__string_to_utf8(pn, NULL) : xstrdup("");
            scr_release(pn);
            /* Percent-decoding, as fileURLToPath does. */
            size_t o = 0;
            for (size_t i = 0; raw[i]; i++) {
                int h1, h2;
                if (raw[i] == '%' && raw[i + 1] && raw[i + 2] &&
                    sscanf((char[]){raw[i + 1], raw[i + 2], 0}, "%1x%1x", &h1, &h2) == 2) {
                    raw[o++] = (char)(h1 * 16 + h2);
                    i += 2;
                } else {
                    raw[o++] = raw[i];
                }
            }
            raw[o] = 0;
            return raw;
        }
        free(ps);
        if (url) {
            scr__node_error_code(scr_throw_type_error("The URL must be of scheme file"),
                                 "ERR_INVALID_URL_SCHEME");
            return NULL;
        }
    }
    if (!s) {
        scr__throw_arg_type(name, "of type string or an instance of Buffer or URL", v);
        return NULL;
    }
    if (strlen(s) != n) {
        free(s);
        throw_arg_value(name, "must be a string, Uint8Array, or URL without null bytes", v);
        return NULL;
    }
    return s;
}

/* validateInt32(fd, 'fd', 0). 0 or -1. */
static int fd_arg(ScrValue v, int *out) {
    if (!scr_is_number(v)) {
        scr__throw_arg_type("fd", "of type number", v);
        return -1;
    }
    double d = scr_as_number(v);
    if (d != floor(d) || isinf(d)) {
        throw_range_ex("fd", "an integer", v, false);
        return -1;
    }
    if (d < 0 || d > 2147483647.0) {
        throw_range_ex("fd", ">= 0 && <= 2147483647", v, false);
        return -1;
    }
    *out = (int)d;
    return 0;
}

/* stringToFlags: a flags argument, or `def` for undefined and null. */
static int flags_arg(ScrValue v, int def, int *out) {
    if (scr_is_nullish(v)) {
        *out = def;
        return 0;
    }
    if (scr_is_number(v)) {
        *out = (int)scr_as_number(v);
        return 0;
    }
    static const struct {
        const char *s;
        int f;
    } table[] = {
        {"r", O_RDONLY},
        {"rs", O_RDONLY | O_SYNC},
        {"sr", O_RDONLY | O_SYNC},
        {"r+", O_RDWR},
        {"rs+", O_RDWR | O_SYNC},
        {"sr+", O_RDWR | O_SYNC},
        {"w", O_TRUNC | O_CREAT | O_WRONLY},
        {"wx", O_TRUNC | O_CREAT | O_WRONLY | O_EXCL},
        {"xw", O_TRUNC | O_CREAT | O_WRONLY | O_EXCL},
        {"w+", O_TRUNC | O_CREAT | O_RDWR},
        {"wx+", O_TRUNC | O_CREAT | O_RDWR | O_EXCL},
        {"xw+", O_TRUNC | O_CREAT | O_RDWR | O_EXCL},
        {"a", O_APPEND | O_CREAT | O_WRONLY},
        {"ax", O_APPEND | O_CREAT | O_WRONLY | O_EXCL},
        {"xa", O_APPEND | O_CREAT | O_WRONLY | O_EXCL},
        {"as", O_APPEND | O_CREAT | O_WRONLY | O_SYNC},
        {"sa", O_APPEND | O_CREAT | O_WRONLY | O_SYNC},
        {"a+", O_APPEND | O_CREAT | O_RDWR},
        {"ax+", O_APPEND | O_CREAT | O_RDWR | O_EXCL},
        {"xa+", O_APPEND | O_CREAT | O_RDWR | O_EXCL},
        {"as+", O_APPEND | O_CREAT | O_RDWR | O_SYNC},
        {"sa+", O_APPEND | O_CREAT | O_RDWR | O_SYNC},
    };
    if (scr_is_string(v)) {
        char *s = scr__string_to_utf8(v, NULL);
        for (size_t i = 0; i < sizeof table / sizeof *table; i++)
            if (strcmp(s, table[i].s) == 0) {
                *out = table[i].f;
                free(s);
                return 0;
            }
        free(s);
    }
    throw_arg_value("flags", "is invalid", v);
    return -1;
}

/* parseFileMode: a number, or an octal string; `def` for undefined. */
static int mode_arg(ScrValue v, const char *name, int def, int *out) {
    if (scr_is_undefined(v) && def >= 0) {
        *out = def;
        return 0;
    }
    double d;
    if (scr_is_string(v)) {
        char *s = scr__string_to_utf8(v, NULL);
        bool ok = *s != 0;
        for (char *c = s; *c; c++)
            if (*c < '0' || *c > '7') ok = false;
        d = ok ? (double)strtoull(s, NULL, 8) : 0;
        free(s);
        if (!ok) {
            throw_arg_value(name, "must be a 32-bit unsigned integer or an octal string", v);
            return -1;
        }
    } else if (scr_is_number(v)) {
        d = scr_as_number(v);
    } else {
        scr__throw_arg_type(name, "of type number", v);
        return -1;
    }
    if (d != floor(d)) {
        throw_range(name, "an integer", v);
        return -1;
    }
    if (d < 0 || d > 4294967295.0) {
        throw_range(name, ">= 0 && <= 4294967295", v);
        return -1;
    }
    *out = (int)(uint32_t)d;
    return 0;
}

/* An encoding name (Buffer.isEncoding's list). `buffer_ok`: 'buffer' means
 * Buffers (readdir, readlink, realpath, mkdtemp); elsewhere it passes the
 * check and fails as Buffer's ERR_UNKNOWN_ENCODING on use, as in Node.
 * 0 or -1. */
static int enc_arg(ScrValue v, Enc *e, int def, bool buffer_ok) {
    e->kind = def;
    e->name[0] = 0;
    if (scr_is_nullish(v)) return 0;
    if (scr_is_string(v) && scr_str(v)->len < sizeof e->name) {
        char *s = scr__string_to_utf8(v, NULL);
        char low[sizeof e->name];
        size_t i = 0;
        for (; s[i] && i < sizeof low - 1; i++)
            low[i] = (char)(s[i] >= 'A' && s[i] <= 'Z' ? s[i] + 32 : s[i]);
        low[i] = 0;
        static const char *const others[] = {"hex",     "base64",  "base64url", "ascii",
                                             "latin1",  "binary",  "ucs2",      "ucs-2",
                                             "utf16le", "utf-16le"};
        int kind = -1;
        if (!strcmp(low, "utf8") || !strcmp(low, "utf-8"))
            kind = ENC_UTF8;
        else if (!strcmp(low, "buffer"))
            kind = buffer_ok ? ENC_BUFFER : ENC_OTHER;
        for (size_t k = 0; k < sizeof others / sizeof *others && kind < 0; k++)
            if (!strcmp(low, others[k])) kind = ENC_OTHER;
        if (kind >= 0) {
            e->kind = kind;
            snprintf(e->name, sizeof e->name, "%s", low);
            free(s);
            return 0;
        }
        free(s);
    }
    throw_arg_value("encoding", "is invalid encoding", v);
    return -1;
}

/* options.name (owned), or undefined when options is not an object. */
static ScrValue opt(ScrValue options, const char *name) {
    if (!scr_is_object(options) || scr__is_callable(options)) return SCR_UNDEFINED;
    return scr__get_str(options, name);
}

/* The options argument of most functions: a string is the encoding, an
 * object holds `encoding`, undefined and null (and the callback) mean the
 * defaults; anything else is Node's ERR_INVALID_ARG_TYPE. 0 or -1. */
static int options_enc(ScrValue options, Enc *e, int def, bool buffer_ok) {
    if (scr_is_nullish(options) || scr__is_callable(options))
        return enc_arg(SCR_UNDEFINED, e, def, buffer_ok);
    if (scr_is_string(options)) return enc_arg(options, e, def, buffer_ok);
    if (!scr_is_object(options)) {
        scr__throw_arg_type("options", "one of type string or object", options);
        return -1;
    }
    ScrValue v = opt(options, "encoding");
    if (scr_is_exception(v)) return -1;
    int r = enc_arg(v, e, def, buffer_ok);
    scr_release(v);
    return r;
}

/* A boolean option: 1, 0, or -1 on an exception. */
static int opt_bool(ScrValue options, const char *name) {
    ScrValue v = opt(options, name);
    if (scr_is_exception(v)) return -1;
    bool b = scr_to_boolean(v);
    scr_release(v);
    return b;
}

/* A time argument of utimes: seconds as a number, a numeric string or a
 * Date. 0 or -1. */
static int time_arg(ScrValue v, double *out) {
    if (scr_is_number(v)) {
        *out = scr_as_number(v);
        return 0;
    }
    if (scr_is_string(v)) {
        double d;
        if (scr_to_number(v, &d) < 0) return -1;
        if (!isnan(d)) {
            *out = d;
            return 0;
        }
    }
    if (scr_is_object(v) && scr__class_of(v) == SCR_CLASS_DATE) {
        double d;
        if (scr_to_number(v, &d) < 0) return -1;
        *out = d / 1000;
        return 0;
    }
    scr__throw_arg_type("time", "an instance of Date or an Time in seconds", v);
    return -1;
}

/* A position: null, undefined and -1 are "the current position". */
static int pos_arg(ScrValue v, int64_t *out) {
    if (scr_is_nullish(v)) {
        *out = -1;
        return 0;
    }
    if (scr_is_bigint(v)) {
        *out = (int64_t)scr__bigint_to_double(v);
        return 0;
    }
    if (!scr_is_number(v)) {
        scr__throw_arg_type("position", "of type number or bigint", v);
        return -1;
    }
    double d = scr_as_number(v);
    if (d != floor(d)) {
        throw_range("position", "an integer", v);
        return -1;
    }
    if (d < -1 || d > 9007199254740991.0) {
        throw_range("position", ">= -1 && <= 9007199254740991", v);
        return -1;
    }
    *out = (int64_t)d;
    return 0;
}

/* validateInteger(v, name, 0): a non-negative safe integer. */
static int offset_arg(ScrValue v, const char *name, double *out) {
    if (!scr_is_number(v)) {
        scr__throw_arg_type(name, "of type number", v);
        return -1;
    }
    double d = scr_as_number(v);
    if (d != floor(d)) {
        throw_range(name, "an integer", v);
        return -1;
    }
    if (d < 0 || d > 9007199254740991.0) {
        throw_range(name, ">= 0 && <= 9007199254740991", v);
        return -1;
    }
    *out = d;
    return 0;
}

/* True for an ArrayBufferView (a TypedArray or DataView). */
static bool is_view(ScrValue v) {
    return scr__class_of(v) == SCR_CLASS_TYPED_ARRAY || scr__class_of(v) == SCR_CLASS_DATA_VIEW;
}

/* ------------------------------------------------------------------------
 * The operations' arguments.
 * ---------------------------------------------------------------------- */

/* What a missing callback's ERR_INVALID_ARG_TYPE says it received, as
 * Node's checks do: readFile, writeFile and appendFile take `callback ||
 * options` (the last argument past the required ones); the others the
 * argument in the callback's place. */
ScrValue scr__fs_missing_cb(int op, int argc, ScrValue *argv) {
    int required = 1, place = 2;
    switch (op) {
        case OP_READFILE: required = 1; break;
        case OP_WRITEFILE:
        case OP_APPENDFILE: required = 2; break;
        case OP_CLOSE:
        case OP_EXISTS:
        case OP_FDATASYNC:
        case OP_FSYNC:
        case OP_UNLINK: place = 1; break;
        case OP_COPYFILE:
        case OP_FUTIMES:
        case OP_LUTIMES:
        case OP_OPEN:
        case OP_SYMLINK:
        case OP_UTIMES: place = 3; break;
        case OP_READ:
        case OP_WRITE: place = 5; break;
        default: break;
    }
    if (op == OP_READFILE || op == OP_WRITEFILE || op == OP_APPENDFILE)
        return argc > required ? argv[argc - 1] : SCR_UNDEFINED;
    return argc > place ? argv[place] : SCR_UNDEFINED;
}

#define A(i) ((i) < argc ? argv[i] : SCR_UNDEFINED)
#define CHECK(x)                                                                                   \
    do {                                                                                           \
        if ((x) < 0) goto fail;                                                                    \
    } while (0)
#define PATH(field, i, name)                                                                       \
    do {                                                                                           \
        if (!(r->field = path_arg(A(i), name))) goto fail;                                         \
    } while (0)

static ScrValue buffer_alloc(size_t n) { return scr__buffer_new(n); }

char *scr__fs_path_arg(ScrValue v, const char *name) { return path_arg(v, name); }
int scr__fs_fd_arg(ScrValue v, int *out) { return fd_arg(v, out); }

/* A FileHandle where readFile/writeFile/appendFile take a path (the
 * promise forms): true with *fd its descriptor, or -1 with the error
 * Node's fd check gives a closed one's -1 pending. */
static bool file_handle_arg(ScrValue v, int *fd) {
    if (!scr__fs_file_handle(v, fd)) return false;
    if (*fd < 0) {
        fd_arg(scr_number(-1), fd);
        *fd = -1;
    }
    return true;
}

/* read's arguments in all their forms (fs.read, fs.readSync,
 * FileHandle.read); argc excludes the callback. */
static int parse_read(FsReq *r, int argc, ScrValue *argv) {
    CHECK(fd_arg(A(0), &r->fd));
    ScrValue buf = A(1), params = SCR_UNDEFINED;
    ScrValue off_v = SCR_UNDEFINED, len_v = SCR_UNDEFINED, pos_v = SCR_UNDEFINED;
    bool owned_buf = false, use_params = false;
    if (argc <= 1) {
        buf = buffer_alloc(16384);
        owned_buf = true;
    } else if (!is_view(A(1)) && (r->style != STYLE_SYNC)) {
        params = A(1);
        if (!scr_is_nullish(params) && !scr_is_object(params)) {
            scr__throw_arg_type("options", "of type object", params);
            return -1;
        }
        use_params = true;
        ScrValue b = opt(params, "buffer");
        if (scr_is_exception(b)) return -1;
        if (scr_is_undefined(b)) b = buffer_alloc(16384);
        buf = b;
        owned_buf = true;
    } else if (r->style == STYLE_SYNC ? argc <= 3 || scr_is_object(A(2))
               : r->from_handle       ? argc <= 2 || scr_is_object(A(2))
                                      : argc <= 3) {
        /* readSync takes anything there as options (a number gives the
         * defaults); fs.read(fd, buffer, options, cb) validates them;
         * FileHandle.read(buffer, offset) takes a number as the offset. */
        if (!r->from_handle && argc >= 3 && !scr_is_nullish(A(2)) && !scr_is_object(A(2))) {
            scr__throw_arg_type("options", "of type object", A(2));
            return -1;
        }
        params = A(2);
        use_params = true;
    } else {
        off_v = A(2), len_v = A(3), pos_v = A(4);
    }
    if (scr_is_exception(buf)) return -1;
    r->keep = owned_buf ? buf : scr_dup(buf);
    if (!is_view(buf)) {
        scr__throw_arg_type("buffer", "an instance of Buffer, TypedArray, or DataView", buf);
        return -1;
    }
    uint8_t *p;
    size_t n = 0;
    scr__bytes_of(buf, &p, &n);
    double offset = 0, length;
    int rc = -1;
    if (use_params) {
        /* Each read stops at a throwing getter: the error is pending. */
        off_v = opt(params, "offset");
        len_v = scr_is_exception(off_v) ? SCR_UNDEFINED : opt(params, "length");
        pos_v = scr_is_exception(off_v) || scr_is_exception(len_v) ? SCR_UNDEFINED
                                                                   : opt(params, "position");
        if (scr_is_exception(off_v) || scr_is_exception(len_v) || scr_is_exception(pos_v)) goto out;
    }
    if (!scr_is_nullish(off_v) && offset_arg(off_v, "offset", &offset) < 0) goto out;
    if (scr_is_undefined(len_v)) {
        length = (double)n - offset;
    } else {
        /* Node's `length |= 0`. */
        int32_t l;
        if (scr__to_int32(len_v, &l) < 0) goto out;
        length = l;
    }
    if (length == 0) {
        r->len = 0;
        r->data = p;
        rc = 0;
        goto out;
    }
    if (n == 0) {
        throw_arg_value("buffer", "is empty and cannot be written", buf);
        goto out;
    }
    if (length < 0) {
        throw_range("length", ">= 0", scr_number(length));
        goto out;
    }
    if (offset + length > (double)n) {
        char range[48];
        snprintf(range, sizeof range, "<= %.0f", (double)n - offset);
        throw_range("length", range, scr_number(length));
        goto out;
    }
    if (pos_arg(pos_v, &r->pos) < 0) goto out;
    r->data = p + (size_t)offset;
    r->len = (size_t)length;
    rc = 0;
out:
    if (use_params) {
        scr_release(off_v);
        scr_release(len_v);
        scr_release(pos_v);
    }
    return rc;
fail:
    return -1;
}

/* write's arguments: (fd, buffer[, offset[, length[, position]]]),
 * (fd, buffer, options) or (fd, string[, position[, encoding]]). */
static int parse_write(FsReq *r, int argc, ScrValue *argv) {
    CHECK(fd_arg(A(0), &r->fd));
    ScrValue buf = A(1);
    if (is_view(buf)) {
        uint8_t *p;
        size_t n = 0;
        scr__bytes_of(buf, &p, &n);
        ScrValue off_v = A(2), len_v = A(3), pos_v = A(4);
        bool params = scr_is_object(A(2)) && !scr__is_callable(A(2));
        if (params) {
            /* Each read stops at a throwing getter: the error is pending. */
            off_v = opt(A(2), "offset");
            len_v = scr_is_exception(off_v) ? SCR_UNDEFINED : opt(A(2), "length");
            pos_v = scr_is_exception(len_v) || scr_is_exception(off_v) ? SCR_UNDEFINED
                                                                       : opt(A(2), "position");
        }
        double offset = 0, length;
        int rc = -1;
        if (scr_is_exception(off_v) || scr_is_exception(len_v) || scr_is_exception(pos_v))
            goto wout;
        if (!scr_is_nullish(off_v) && offset_arg(off_v, "offset", &offset) < 0) goto wout;
        length = scr_is_number(len_v) ? scr_as_number(len_v) : (double)n - offset;
        if (offset > (double)n) {
            char range[48];
            snprintf(range, sizeof range, "<= %zu", n);
            throw_range("offset", range, scr_number(offset));
            goto wout;
        }
        if (length > (double)n - offset) {
            char range[48];
            snprintf(range, sizeof range, "<= %.0f", (double)n - offset);
            throw_range("length", range, scr_number(length));
            goto wout;
        }
        if (length < 0) {
            throw_range("length", ">= 0", scr_number(length));
            goto wout;
        }
        if (scr_is_number(pos_v) && pos_arg(pos_v, &r->pos) < 0) goto wout;
        r->keep = scr_dup(buf);
        r->data = p + (size_t)offset;
        r->len = (size_t)length;
        rc = 0;
    wout:
        if (params) {
            scr_release(off_v);
            scr_release(len_v);
            scr_release(pos_v);
        }
        return rc;
    }
    if (!scr_is_string(buf)) {
        scr__throw_arg_type(
            "buffer", "of type string or an instance of Buffer, TypedArray, or DataView", buf);
        return -1;
    }
    if (scr_is_number(A(2)) && pos_arg(A(2), &r->pos) < 0) return -1;
    /* Node writes a string with an unknown encoding as UTF-8; only hex
     * data of odd length is refused. */
    Enc e;
    if (enc_arg(A(3), &e, ENC_UTF8, false) < 0) {
        scr_release(scr_exception_take());
        e.kind = ENC_UTF8;
    }
    if (e.kind == ENC_OTHER && !strcmp(e.name, "buffer")) e.kind = ENC_UTF8;
    if (e.kind == ENC_OTHER && !strcmp(e.name, "hex") && scr_str(buf)->len % 2) {
        char reason[64];
        snprintf(reason, sizeof reason, "is invalid for data of length %u",
                 (unsigned)scr_str(buf)->len);
        throw_arg_value("encoding", reason, A(3));
        return -1;
    }
    if (scr__fs_string_bytes(buf, &e, &r->data, &r->len) < 0) return -1;
    r->owns_data = true;
    r->keep = scr_dup(buf);
    return 0;
fail:
    return -1;
}

/* writeFile/appendFile's (file, data[, options]). */
static int parse_write_file(FsReq *r, int argc, ScrValue *argv) {
    /* Node checks the options, then the data, then the file. */
    ScrValue data = A(1), options = A(2);
    if (!scr_is_nullish(options) && !scr_is_string(options) && !scr_is_object(options)) {
        scr__throw_arg_type("options", "one of type string or object", options);
        return -1;
    }
    if (options_enc(options, &r->enc, ENC_UTF8, false) < 0) return -1;
    ScrValue mode = opt(options, "mode"), flag = opt(options, "flag");
    int rc = -1;
    if (scr_is_exception(mode) || scr_is_exception(flag)) goto out;
    if (mode_arg(mode, "mode", 0666, &r->mode) < 0) goto out;
    if (flags_arg(flag,
                  r->op == OP_APPENDFILE ? O_APPEND | O_CREAT | O_WRONLY
                                         : O_TRUNC | O_CREAT | O_WRONLY,
                  &r->flags) < 0)
        goto out;
    if (is_view(data)) {
        uint8_t *p;
        scr__bytes_of(data, &p, &r->len);
        r->data = p;
        r->keep = scr_dup(data);
    } else if (scr_is_string(data)) {
        if (scr__fs_string_bytes(data, &r->enc, &r->data, &r->len) < 0) goto out;
        r->owns_data = true;
    } else {
        scr__throw_arg_type(
            "data", "of type string or an instance of Buffer, TypedArray, or DataView", data);
        goto out;
    }
    if (file_handle_arg(A(0), &r->fd)) {
        if (r->fd < 0) goto out;
    } else if (scr_is_number(A(0))) {
        if (fd_arg(A(0), &r->fd) < 0) goto out;
    } else if (!(r->path = path_arg(A(0), "path"))) {
        goto out;
    }
    rc = 0;
out:
    if (!scr_is_exception(mode)) scr_release(mode);
    if (!scr_is_exception(flag)) scr_release(flag);
    return rc;
}

/* getValidMode: access's and copyFile's mode, an int32 in 0..7, or
 * `def` for undefined and null. 0 or -1. */
static int valid_mode(ScrValue v, int def, int *out) {
    if (scr_is_nullish(v)) {
        *out = def;
        return 0;
    }
    if (!scr_is_number(v) || scr_as_number(v) != (double)(int32_t)scr_as_number(v)) {
        scr__node_error_code(scr_throw_type_error("mode must be int32 or null/undefined"),
                             "ERR_INVALID_ARG_TYPE");
        return -1;
    }
    int m = (int)scr_as_number(v);
    if (m < 0 || m > 7) {
        scr__node_error_code(scr_throw_range_error("mode is out of range: >= 0 && <= 7"),
                             "ERR_OUT_OF_RANGE");
        return -1;
    }
    *out = m;
    return 0;
}

/* The stat functions' options: `bigint`. */
static int stat_options(FsReq *r, ScrValue options) {
    int b = opt_bool(options, "bigint");
    if (b < 0) return -1;
    r->bigint = b;
    return 0;
}

int scr__fs_parse(FsReq *r, int argc, ScrValue *argv) {
    switch (r->op) {
        case OP_ACCESS:
        case OP_EXISTS:
            PATH(path, 0, "path");
            CHECK(valid_mode(A(1), F_OK, &r->mode));
            return 0;
        case OP_APPENDFILE:
        case OP_WRITEFILE: return parse_write_file(r, argc, argv);
        case OP_CHMOD:
            PATH(path, 0, "path");
            CHECK(mode_arg(A(1), "mode", -1, &r->mode));
            return 0;
        case OP_FCHMOD:
            CHECK(fd_arg(A(0), &r->fd));
            CHECK(mode_arg(A(1), "mode", -1, &r->mode));
            return 0;
        case OP_CLOSE:
        case OP_FDATASYNC:
        case OP_FSYNC:
        case OP_FSTAT:
            CHECK(fd_arg(A(0), &r->fd));
            return r->op == OP_FSTAT ? stat_options(r, A(1)) : 0;
        case OP_COPYFILE:
            PATH(path, 0, "src");
            PATH(dest, 1, "dest");
            CHECK(valid_mode(A(2), 0, &r->flags));
            return 0;
        case OP_LSTAT:
        case OP_STAT: PATH(path, 0, "path"); return stat_options(r, A(1));
        case OP_RMDIR:
        case OP_UNLINK: PATH(path, 0, "path"); return 0;
        case OP_FTRUNCATE:
        case OP_TRUNCATE: {
            if (r->op == OP_FTRUNCATE)
                CHECK(fd_arg(A(0), &r->fd));
            else
                PATH(path, 0, "path");
            double len = 0;
            if (!scr_is_undefined(A(1))) {
                if (!scr_is_number(A(1)))
                    return scr__throw_arg_type("len", "of type number", A(1)), -1;
                len = scr_as_number(A(1));
                if (len != floor(len)) return throw_range("len", "an integer", A(1)), -1;
            }
            r->trunc_len = len < 0 ? 0 : (int64_t)len;
            return 0;
        }
        case OP_FUTIMES:
        case OP_UTIMES:
        case OP_LUTIMES:
            if (r->op == OP_FUTIMES)
                CHECK(fd_arg(A(0), &r->fd));
            else
                PATH(path, 0, "path");
            CHECK(time_arg(A(1), &r->atime));
            CHECK(time_arg(A(2), &r->mtime));
            return 0;
        case OP_LINK:
            PATH(path, 0, "existingPath");
            PATH(dest, 1, "newPath");
            return 0;
        case OP_RENAME:
            PATH(path, 0, "oldPath");
            PATH(dest, 1, "newPath");
            return 0;
        case OP_SYMLINK:
            PATH(path, 0, "target");
            PATH(dest, 1, "path");
            return 0;
        case OP_MKDIR: {
            PATH(path, 0, "path");
            ScrValue o = A(1);
            r->mode = 0777;
            if (scr_is_number(o) || scr_is_string(o)) {
                CHECK(mode_arg(o, "mode", 0777, &r->mode));
            } else if (scr_is_object(o) && !scr__is_callable(o)) {
                ScrValue rec = opt(o, "recursive"), mode = opt(o, "mode");
                int rc = 0;
                if (scr_is_exception(rec) || scr_is_exception(mode))
                    rc = -1;
                else if (!scr_is_undefined(rec) && !scr_is_bool(rec))
                    rc = (scr__throw_arg_type("options.recursive", "of type boolean", rec), -1);
                else if (mode_arg(mode, "mode", 0777, &r->mode) < 0)
                    rc = -1;
                r->recursive = rec == SCR_TRUE;
                if (!scr_is_exception(rec)) scr_release(rec);
                if (!scr_is_exception(mode)) scr_release(mode);
                CHECK(rc);
            }
            r->enc.kind = ENC_UTF8;
            return 0;
        }
        case OP_MKDTEMP: {
            char *prefix = path_arg(A(0), "prefix");
            if (!prefix) return -1;
            size_t n = strlen(prefix) + 7;
            r->path = scr__xmalloc(n);
            snprintf(r->path, n, "%sXXXXXX", prefix);
            free(prefix);
            CHECK(options_enc(A(1), &r->enc, ENC_UTF8, true));
            return 0;
        }
        case OP_OPEN:
            PATH(path, 0, "path");
            CHECK(flags_arg(A(1), O_RDONLY, &r->flags));
            CHECK(mode_arg(scr__is_callable(A(2)) ? SCR_UNDEFINED : A(2), "mode", 0666, &r->mode));
            return 0;
        case OP_READ: return parse_read(r, argc, argv);
        case OP_WRITE: return parse_write(r, argc, argv);
        case OP_READDIR: {
            PATH(path, 0, "path");
            CHECK(options_enc(A(1), &r->enc, ENC_UTF8, true));
            int t = opt_bool(A(1), "withFileTypes");
            CHECK(t);
            r->with_types = t;
            return 0;
        }
        case OP_READFILE: {
            if (file_handle_arg(A(0), &r->fd))
                CHECK(r->fd);
            else if (scr_is_number(A(0)))
                CHECK(fd_arg(A(0), &r->fd));
            else
                PATH(path, 0, "path");
            CHECK(options_enc(A(1), &r->enc, ENC_BUFFER, false));
            ScrValue flag = opt(A(1), "flag");
            if (scr_is_exception(flag)) return -1;
            int rc = flags_arg(flag, O_RDONLY, &r->flags);
            scr_release(flag);
            return rc;
        }
        case OP_READLINK:
        case OP_REALPATH:
        case OP_REALPATH_NATIVE:
            PATH(path, 0, "path");
            CHECK(options_enc(A(1), &r->enc, ENC_UTF8, true));
            if (r->op == OP_REALPATH) {
                char *abs = scr__fs_resolve_lexical(r->path);
                free(r->path);
                r->path = abs;
            }
            return 0;
        case OP_RM: {
            PATH(path, 0, "path");
            ScrValue o = A(1);
            if (!scr_is_nullish(o) && !scr_is_object(o))
                return scr__throw_arg_type("options", "of type object", o), -1;
            int rec = opt_bool(o, "recursive"), force = opt_bool(o, "force");
            CHECK(rec);
            CHECK(force);
            r->recursive = rec, r->force = force;
            return 0;
        }
    }
fail:
    return -1;
}
