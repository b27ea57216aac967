/* buffer_num.c - Buffer.prototype's reads and writes of numbers: every
 * integer width (readUInt8 ... readUIntLE(offset, byteLength)), floats,
 * doubles and BigInts, little and big endian, with the Uint/uint aliases.
 * One native serves them all, told apart by its magic; the checks and
 * their order follow Node's lib/internal/buffer.js, so the errors match. */
#include "node/buffer_int.h"

#include "base/base.h"
#include "core/bigint.h"
#include "core/function.h"
#include "core/native.h"
#include "core/object.h"
#include "core/ops.h"
#include "node/errors.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* The magic of a number method: width in bytes (low four bits) and flags. */
enum {
    NUM_SIGNED = 0x10,
    NUM_BE = 0x20,
    NUM_FLOAT = 0x40,  /* float (4) or double (8) */
    NUM_BIGINT = 0x80, /* 8 bytes as a BigInt */
    NUM_VAR = 0x100,   /* readUIntLE and friends: the width is an argument */
    NUM_WRITE = 0x200,
};

static ScrValue throw_offset_type(const char *name, ScrValue v) {
    return scr__throw_arg_type(name, "of type number", v);
}

/* Node's boundsError(value, length[, type]) for a number value. */
static ScrValue bounds_error(ScrValue v, double length, const char *type) {
    double d = scr_as_number(v);
    if (floor(d) != d) return scr__buf_throw_range(type ? type : "offset", "an integer", v);
    if (length < 0) return scr__buf_throw_bounds(NULL);
    char range[64];
    snprintf(range, sizeof range, ">= %d and <= %.0f", type ? 1 : 0, length);
    return scr__buf_throw_range(type ? type : "offset", range, v);
}

/* Node's checkBounds: offset a number with offset .. offset + w - 1 inside
 * the buffer. 0 with *off set, or -1. */
static int check_offset(ScrValue off, size_t len, int w, size_t *out) {
    if (!scr_is_number(off)) {
        throw_offset_type("offset", off);
        return -1;
    }
    double d = scr_as_number(off);
    /* The common case first: a small integer inside the buffer. */
    if (d >= 0 && d + w <= (double)len && (double)(size_t)d == d) {
        *out = (size_t)d;
        return 0;
    }
    bounds_error(off, (double)len - w, NULL);
    return -1;
}

/* The width argument of readUIntLE and friends: 1..6 or Node's error. */
static int check_width(ScrValue v) {
    if (scr_is_number(v)) {
        double d = scr_as_number(v);
        if (d >= 1 && d <= 6 && floor(d) == d) return (int)d;
        bounds_error(v, 6, "byteLength");
        return -1;
    }
    throw_offset_type("byteLength", v);
    return -1;
}

static uint64_t load(const uint8_t *p, int w, bool be) {
    uint64_t u = 0;
    for (int i = 0; i < w; i++) u |= (uint64_t)p[be ? w - 1 - i : i] << (8 * i);
    return u;
}

static void store(uint8_t *p, int w, bool be, uint64_t u) {
    for (int i = 0; i < w; i++) p[be ? w - 1 - i : i] = (uint8_t)(u >> (8 * i));
}

static ScrValue read_num(int magic, uint8_t *p, size_t len, int argc, ScrValue *argv) {
    int w = magic & 15;
    ScrValue off = ARG(0);
    if (magic & NUM_VAR) {
        if (scr_is_undefined(off)) return throw_offset_type("offset", off);
        w = check_width(ARG(1));
        if (w < 0) return SCR_EXCEPTION;
    } else if (scr_is_undefined(off)) {
        off = scr_number(0);
    }
    size_t o;
    if (check_offset(off, len, w, &o) < 0) return SCR_EXCEPTION;
    bool be = magic & NUM_BE;
    uint64_t u = load(p + o, w, be);
    if (magic & NUM_BIGINT)
        return magic & NUM_SIGNED ? scr_bigint_from_i64((int64_t)u) : scr_bigint_from_u64(u);
    if (magic & NUM_FLOAT) {
        if (w == 4) {
            uint32_t u32 = (uint32_t)u;
            float f;
            memcpy(&f, &u32, 4);
            return scr_number(f);
        }
        double d;
        memcpy(&d, &u, 8);
        return scr_number(d);
    }
    if (magic & NUM_SIGNED) {
        uint64_t sign = (uint64_t)1 << (8 * w - 1);
        return scr_number((double)(int64_t)((u ^ sign) - sign));
    }
    return scr_number((double)u);
}

/* ToUint32 of a double: the low 32 bits of its integer part. */
static uint32_t to_uint32(double d) { return (uint32_t)scr__to_int32_d(d); }

/* The range text of Node's checkInt for a w-byte integer. */
static void int_range(int w, bool is_signed, bool big, double min, double max, char *buf,
                      size_t size) {
    const char *n = big ? "n" : "";
    if (w > 4) {
        if (!is_signed)
            snprintf(buf, size, ">= 0%s and < 2%s ** %d%s", n, n, w * 8, n);
        else
            snprintf(buf, size, ">= -(2%s ** %d%s) and < 2%s ** %d%s", n, w * 8 - 1, n, n,
                     w * 8 - 1, n);
    } else {
        snprintf(buf, size, ">= %.0f and <= %.0f", min, max);
    }
}

static ScrValue write_bigint(int magic, uint8_t *p, size_t len, int argc, ScrValue *argv) {
    ScrValue v = ARG(0), off = argc > 1 && !scr_is_undefined(argv[1]) ? argv[1] : scr_number(0);
    bool is_signed = magic & NUM_SIGNED;
    char range[80];
    int_range(8, is_signed, true, 0, 0, range, sizeof range);
    if (scr_is_bigint(v)) {
        ScrValue lim = is_signed ? scr_bigint_from_i64(INT64_MIN) : scr_bigint_from_u64(0);
        bool bad = scr__bigint_cmp(v, lim) < 0;
        scr_release(lim);
        lim = is_signed ? scr_bigint_from_i64(INT64_MAX) : scr_bigint_from_u64(UINT64_MAX);
        bad = bad || scr__bigint_cmp(v, lim) > 0;
        scr_release(lim);
        if (bad) return scr__buf_throw_range("value", range, v);
    } else if (scr_is_number(v)) {
        double d = scr_as_number(v);
        if (is_signed ? (d < -0x1p63 || d >= 0x1p63) : (d < 0 || d >= 0x1p64))
            return scr__buf_throw_range("value", range, v);
    }
    size_t o;
    if (check_offset(off, len, 8, &o) < 0) return SCR_EXCEPTION;
    if (!scr_is_bigint(v))
        return scr_throw_type_error("Cannot mix BigInt and other types, use explicit conversions");
    store(p + o, 8, magic & NUM_BE, scr__bigint_low64(v));
    return scr_number((double)o + 8);
}

static ScrValue write_num(int magic, uint8_t *p, size_t len, int argc, ScrValue *argv) {
    if (magic & NUM_BIGINT) return write_bigint(magic, p, len, argc, argv);
    int w = magic & 15;
    ScrValue off = ARG(1);
    if (magic & NUM_VAR) {
        w = check_width(ARG(2));
        if (w < 0) return SCR_EXCEPTION;
    } else if (scr_is_undefined(off)) {
        off = scr_number(0);
    }
    double d;
    if (scr_to_number(ARG(0), &d) < 0) return SCR_EXCEPTION;
    bool be = magic & NUM_BE;
    size_t o;
    if (magic & NUM_FLOAT) {
        if (check_offset(off, len, w, &o) < 0) return SCR_EXCEPTION;
        if (w == 4) {
            float f = (float)d;
            uint32_t u32;
            memcpy(&u32, &f, 4);
            store(p + o, 4, be, u32);
        } else {
            uint64_t u;
            memcpy(&u, &d, 8);
            store(p + o, 8, be, u);
        }
        return scr_number((double)o + w);
    }
    bool is_signed = magic & NUM_SIGNED;
    /* 2 ** (8 * w) for w = 1..6. */
    static const double pow256[7] = {1, 0x1p8, 0x1p16, 0x1p24, 0x1p32, 0x1p40, 0x1p48};
    double max = is_signed ? pow256[w] / 2 - 1 : pow256[w] - 1;
    double min = is_signed ? -pow256[w] / 2 : 0;
    /* writeU_Int8 checks the offset's type before the value. */
    if (w == 1 && !scr_is_number(off)) return throw_offset_type("offset", off);
    if (d > max || d < min) {
        char range[80];
        int_range(w, is_signed, false, min, max, range, sizeof range);
        ScrValue num = scr_number(d);
        return scr__buf_throw_range("value", range, num);
    }
    if (check_offset(off, len, w, &o) < 0) return SCR_EXCEPTION;
    uint64_t u = to_uint32(d);
    if (w > 4 && isfinite(d)) u |= (uint64_t)to_uint32(floor(d * 0x1p-32)) << 32;
    store(p + o, w, be, u);
    return scr_number((double)o + w);
}

NATIVE(buffer_num) {
    (void)nt;
    int magic = ((ScrFunction *)scr_obj(fn))->magic;
    uint8_t *p;
    size_t len;
    if (!scr__buf_this(this_val, &p, &len)) return SCR_EXCEPTION;
    return magic & NUM_WRITE ? write_num(magic, p, len, argc, argv)
                             : read_num(magic, p, len, argc, argv);
}

/* The rows of the number methods: the read method's name without "read"
 * (the write method has "write"), and the magic. */
static const struct {
    const char *name;
    int magic;
} rows[] = {
    {"UInt8", 1},
    {"Int8", 1 | NUM_SIGNED},
    {"UInt16LE", 2},
    {"UInt16BE", 2 | NUM_BE},
    {"Int16LE", 2 | NUM_SIGNED},
    {"Int16BE", 2 | NUM_SIGNED | NUM_BE},
    {"UInt32LE", 4},
    {"UInt32BE", 4 | NUM_BE},
    {"Int32LE", 4 | NUM_SIGNED},
    {"Int32BE", 4 | NUM_SIGNED | NUM_BE},
    {"UIntLE", NUM_VAR},
    {"UIntBE", NUM_VAR | NUM_BE},
    {"IntLE", NUM_VAR | NUM_SIGNED},
    {"IntBE", NUM_VAR | NUM_SIGNED | NUM_BE},
    {"FloatLE", 4 | NUM_FLOAT},
    {"FloatBE", 4 | NUM_FLOAT | NUM_BE},
    {"DoubleLE", 8 | NUM_FLOAT},
    {"DoubleBE", 8 | NUM_FLOAT | NUM_BE},
    {"BigUInt64LE", 8 | NUM_BIGINT},
    {"BigUInt64BE", 8 | NUM_BIGINT | NUM_BE},
    {"BigInt64LE", 8 | NUM_BIGINT | NUM_SIGNED},
    {"BigInt64BE", 8 | NUM_BIGINT | NUM_SIGNED | NUM_BE},
};

bool scr__buffer_num_define(ScrValue proto, const char *name, int flags) {
    bool write = strncmp(name, "write", 5) == 0;
    if (!write && strncmp(name, "read", 4) != 0) return false;
    const char *rest = name + (write ? 5 : 4);
    /* A Uint alias is the UInt method, defined before it in Node's order. */
    const char *u = strstr(rest, "Uint");
    if (u) {
        char orig[40];
        snprintf(orig, sizeof orig, "%.*sUInt%s", (int)(u - name), name, u + 4);
        ScrValue f = scr__get_str(proto, orig);
        if (scr_is_exception(f)) {
            scr_release(scr_exception_take());
            return false;
        }
        if (!scr__is_callable(f)) {
            scr_release(f);
            return false;
        }
        scr__define_str_take(proto, name, f, flags);
        return true;
    }
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        if (strcmp(rows[i].name, rest) != 0) continue;
        int magic = rows[i].magic | (write ? NUM_WRITE : 0);
        int length = magic & NUM_VAR ? (write ? 3 : 2) : (write ? 1 : 0);
        scr__define_str_take(
            proto, name, scr__native_new_ex(buffer_num, name, length, magic, SCR_UNDEFINED), flags);
        return true;
    }
    return false;
}
