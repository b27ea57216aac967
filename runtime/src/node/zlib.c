/* zlib.c - `@scr/zlib`, the natives under node:zlib (runtime/js/zlib.js):
 * a zlib stream handle (objects of class SCR_CLASS_ZLIB) for Node's seven
 * modes, written to the way Node's binding is (flush flag, input slice,
 * output slice; the two counts left over come back), synchronously or on
 * a later turn of the loop, and crc32. Errors are returned, not thrown, as
 * Node's binding reports them to the stream: message, errno and code.
 * docs/node.md, "zlib". */
#include "node/zlib.h"
#include "base/base.h"
#include "core/array.h"
#include "core/error.h"
#include "core/function.h"
#include "core/native.h"
#include "core/object.h"
#include "core/str.h"
#include "exec/loop.h"
#include "node/buffer.h"

#include <stdlib.h>
#include <string.h>
#include <uv.h>
#include <zlib.h>

/* Node's modes (node_zlib_mode), the numbers zlib.js passes. */
enum { M_NONE, M_DEFLATE, M_INFLATE, M_GZIP, M_GUNZIP, M_DEFLATERAW, M_INFLATERAW, M_UNZIP };

/* A handle. `strm` is NULL before init succeeded and after close. */
typedef struct ZlibObject {
    ScrObject obj;
    z_stream *strm;
    int mode;
    int err;          /* zlib's result of the last call */
    int flush;        /* the flush flag of the last write */
    int gzip_id_read; /* unzip: bytes of the gzip magic seen (0-2) */
    uint8_t *dict;    /* the dictionary (owned), or NULL */
    size_t dict_len;
    /* An asynchronous write is running on the thread pool: the work owns
     * strm, mode, err, flush and gzip_id_read until its after-callback, so
     * close and reset wait for it (their pending flags). */
    int busy;
    bool close_pending, reset_pending;
} ZlibObject;

static bool deflating(int mode) {
    return mode == M_DEFLATE || mode == M_GZIP || mode == M_DEFLATERAW;
}

static void zlib_end(ZlibObject *z) {
    if (z->strm) {
        if (deflating(z->mode))
            deflateEnd(z->strm);
        else
            inflateEnd(z->strm);
        free(z->strm);
        z->strm = NULL;
    }
    free(z->dict);
    z->dict = NULL;
    z->dict_len = 0;
}

static void zlib_trace(ScrObject *o, ScrRefVisitFn visit, void *arg) {
    (void)o, (void)visit, (void)arg; /* no references to other cells */
}

static void zlib_finalize(ScrObject *o) { zlib_end((ZlibObject *)o); }

void scr__zlib_init(void) {
    scr__class_hooks[SCR_CLASS_ZLIB] = (ScrClassHooks){zlib_trace, zlib_finalize, NULL};
}

static ZlibObject *handle_of(ScrValue v) {
    return scr__class_of(v) == SCR_CLASS_ZLIB ? (ZlibObject *)scr_obj(v) : NULL;
}

static int int_arg(ScrValue v, int dflt) { return scr_is_number(v) ? (int)scr_as_number(v) : dflt; }

static ScrValue str(const char *s) { return scr_string_from_utf8(s, strlen(s)); }

/* create(mode, windowBits, level, memLevel, strategy, dictionary): a new
 * handle, or null when zlib refuses the settings. */
NATIVE(zlib_create) {
    UNUSED;
    int mode = int_arg(ARG(0), M_NONE);
    if (mode < M_DEFLATE || mode > M_UNZIP) return scr_throw_type_error("zlib: bad mode");
    int wbits = int_arg(ARG(1), 15), level = int_arg(ARG(2), Z_DEFAULT_COMPRESSION);
    int mem = int_arg(ARG(3), 8), strategy = int_arg(ARG(4), Z_DEFAULT_STRATEGY);
    uint8_t *dp = NULL;
    size_t dn = 0;
    bool has_dict = scr__bytes_of(ARG(5), &dp, &dn);
    if (mode == M_GZIP || mode == M_GUNZIP) wbits += 16;
    if (mode == M_UNZIP) wbits += 32;
    if (mode == M_DEFLATERAW || mode == M_INFLATERAW) wbits = -wbits;
    z_stream *s = scr__xmalloc(sizeof *s);
    memset(s, 0, sizeof *s);
    int err = deflating(mode) ? deflateInit2(s, level, Z_DEFLATED, wbits, mem, strategy)
                              : inflateInit2(s, wbits);
    if (err != Z_OK) {
        free(s);
        return SCR_NULL;
    }
    if (has_dict && dn > 0) {
        if (mode == M_DEFLATE || mode == M_DEFLATERAW)
            err = deflateSetDictionary(s, dp, (uInt)dn);
        else if (mode == M_INFLATERAW)
            err = inflateSetDictionary(s, dp, (uInt)dn);
        if (err != Z_OK) {
            if (deflating(mode))
                deflateEnd(s);
            else
                inflateEnd(s);
            free(s);
            return SCR_NULL;
        }
    }
    ScrValue h = scr__object_alloc(sizeof(ZlibObject), SCR_CLASS_ZLIB, SCR_NULL);
    ZlibObject *z = (ZlibObject *)scr_obj(h);
    z->strm = s;
    z->mode = mode;
    z->err = Z_OK;
    if (has_dict && dn > 0) {
        z->dict = scr__xmalloc(dn);
        memcpy(z->dict, dp, dn);
        z->dict_len = dn;
    }
    return h;
}

/* Node's names of zlib's results. */
static const char *code_name(int err) {
    switch (err) {
        case Z_OK: return "Z_OK";
        case Z_STREAM_END: return "Z_STREAM_END";
        case Z_NEED_DICT: return "Z_NEED_DICT";
        case Z_ERRNO: return "Z_ERRNO";
        case Z_STREAM_ERROR: return "Z_STREAM_ERROR";
        case Z_DATA_ERROR: return "Z_DATA_ERROR";
        case Z_MEM_ERROR: return "Z_MEM_ERROR";
        case Z_BUF_ERROR: return "Z_BUF_ERROR";
        case Z_VERSION_ERROR: return "Z_VERSION_ERROR";
        default: return "Z_UNKNOWN_ERROR";
    }
}

static void reset_stream(ZlibObject *z) {
    z->err = Z_OK;
    if (deflating(z->mode))
        deflateReset(z->strm);
    else
        inflateReset(z->strm);
}

/* One call into zlib over what strm points at, as Node's binding makes it:
 * unzip reads the gzip magic to pick gunzip or inflate, a zlib stream that
 * asks for the dictionary gets it, and gunzip goes on into the next member
 * when bytes other than zero padding follow the end of one. */
static void run(ZlibObject *z) {
    z_stream *s = z->strm;
    if (deflating(z->mode)) {
        z->err = deflate(s, z->flush);
        return;
    }
    if (z->mode == M_UNZIP) {
        const uint8_t *next = s->avail_in > 0 ? s->next_in : NULL;
        if (z->gzip_id_read == 0 && next) {
            if (*next == 0x1f) {
                z->gzip_id_read = 1;
                next = s->avail_in > 1 ? next + 1 : NULL;
            } else {
                z->mode = M_INFLATE;
            }
        }
        if (z->mode == M_UNZIP && z->gzip_id_read == 1 && next) {
            if (*next == 0x8b) {
                z->gzip_id_read = 2;
                z->mode = M_GUNZIP;
            } else {
                z->mode = M_INFLATE;
            }
        }
    }
    z->err = inflate(s, z->flush);
    if (z->mode != M_INFLATERAW && z->err == Z_NEED_DICT && z->dict) {
        z->err = inflateSetDictionary(s, z->dict, (uInt)z->dict_len);
        if (z->err == Z_OK)
            z->err = inflate(s, z->flush);
        else if (z->err == Z_DATA_ERROR)
            z->err = Z_NEED_DICT; /* a wrong dictionary, not wrong input */
    }
    while (s->avail_in > 0 && z->mode == M_GUNZIP && z->err == Z_STREAM_END && s->next_in[0] != 0) {
        reset_stream(z);
        z->err = inflate(s, z->flush);
    }
}

/* The error the last call leaves, as Node words it: NULL when none. */
static const char *error_message(const ZlibObject *z) {
    const char *m;
    switch (z->err) {
        case Z_OK:
        case Z_BUF_ERROR:
            if (z->strm->avail_out != 0 && z->flush == Z_FINISH) {
                m = "unexpected end of file";
                break;
            }
            return NULL;
        case Z_STREAM_END: return NULL;
        case Z_NEED_DICT: m = z->dict ? "Bad dictionary" : "Missing dictionary"; break;
        default: m = "Zlib error"; break;
    }
    return z->strm->msg ? z->strm->msg : m;
}

/* [availOutAfter, availInAfter, error], error null or {message, errno, code}. */
static ScrValue result(ZlibObject *z, unsigned out_left, unsigned in_left) {
    ScrValue a = scr_array_new(3);
    scr__array_push_take(a, scr_number(out_left));
    scr__array_push_take(a, scr_number(in_left));
    const char *m = z && z->strm ? error_message(z) : NULL;
    if (!m) {
        scr__array_push_take(a, SCR_NULL);
        return a;
    }
    ScrValue e = scr_object_new();
    scr__define_str_take(e, "message", str(m), SCR_PROP_CWE);
    scr__define_str_take(e, "errno", scr_number(z->err), SCR_PROP_CWE);
    scr__define_str_take(e, "code", str(code_name(z->err)), SCR_PROP_CWE);
    scr__array_push_take(a, e);
    return a;
}

/* The arguments of a write: handle, flush, in, inOff, inLen, out, outOff,
 * outLen. False (a TypeError thrown) when they do not fit. */
static bool write_args(int argc, ScrValue *argv, ZlibObject **zp, uint8_t **in, unsigned *in_len,
                       uint8_t **out, unsigned *out_len) {
    ZlibObject *z = handle_of(ARG(0));
    uint8_t *ip, *op;
    size_t in_n, out_n;
    if (!z || !scr__bytes_of(ARG(2), &ip, &in_n) || !scr__bytes_of(ARG(5), &op, &out_n)) {
        scr_throw_type_error("zlib: write(handle, flush, in, inOff, inLen, out, outOff, outLen)");
        return false;
    }
    double io = scr_is_number(ARG(3)) ? scr_as_number(ARG(3)) : 0;
    double il = scr_is_number(ARG(4)) ? scr_as_number(ARG(4)) : 0;
    double oo = scr_is_number(ARG(6)) ? scr_as_number(ARG(6)) : 0;
    double ol = scr_is_number(ARG(7)) ? scr_as_number(ARG(7)) : 0;
    if (!(io >= 0 && il >= 0 && io + il <= (double)in_n && oo >= 0 && ol >= 0 &&
          oo + ol <= (double)out_n)) {
        scr_throw_range_error("zlib: write out of bounds");
        return false;
    }
    *zp = z;
    *in = ip + (size_t)io;
    *in_len = (unsigned)il;
    *out = op + (size_t)oo;
    *out_len = (unsigned)ol;
    return true;
}

/* One write over the slices of an open handle: zlib's work alone (no
 * value is made, so it may run on a pool thread). The room left in each
 * slice goes to *out_left and *in_left. */
static void write_slices(ZlibObject *z, int flush, uint8_t *in, unsigned in_len, uint8_t *out,
                         unsigned out_len, unsigned *out_left, unsigned *in_left) {
    z_stream *s = z->strm;
    s->next_in = in;
    s->avail_in = in_len;
    s->next_out = out;
    s->avail_out = out_len;
    z->flush = flush;
    run(z);
    *out_left = s->avail_out;
    *in_left = s->avail_in;
    s->next_in = NULL;
    s->next_out = NULL;
}

/* One write over the slices; a closed handle does nothing. */
static ScrValue do_write(ZlibObject *z, int flush, uint8_t *in, unsigned in_len, uint8_t *out,
                         unsigned out_len) {
    if (!z->strm) return result(NULL, out_len, in_len);
    unsigned out_left, in_left;
    write_slices(z, flush, in, in_len, out, out_len, &out_left, &in_left);
    return result(z, out_left, in_left);
}

/* writeSync(handle, flush, in, inOff, inLen, out, outOff, outLen). */
NATIVE(zlib_write_sync) {
    UNUSED;
    ZlibObject *z;
    uint8_t *in, *out;
    unsigned in_len, out_len;
    if (!write_args(argc, argv, &z, &in, &in_len, &out, &out_len)) return SCR_EXCEPTION;
    return do_write(z, int_arg(ARG(1), Z_NO_FLUSH), in, in_len, out, out_len);
}

/* An asynchronous write: zlib runs on a thread of libuv's pool, as in
 * Node, and the callback comes on the loop's thread when it is done. The
 * handle, the buffers (whose slices the work writes) and the callback are
 * owned until then. */
typedef struct ZlibReq {
    uv_work_t req;
    ScrValue handle, in, out, cb, context;
    uint8_t *in_p, *out_p; /* the slices, fixed when the write was queued */
    unsigned in_len, out_len;
    unsigned in_left, out_left; /* the room the work left */
    int flush;
    bool open; /* the handle was open when the write was queued */
} ZlibReq;

static void work_write(uv_work_t *req) {
    ZlibReq *r = req->data;
    if (r->open)
        write_slices((ZlibObject *)scr_obj(r->handle), r->flush, r->in_p, r->in_len, r->out_p,
                     r->out_len, &r->out_left, &r->in_left);
}

static void req_free(ZlibReq *r) {
    scr_release(r->handle);
    scr_release(r->in);
    scr_release(r->out);
    scr_release(r->cb);
    scr_release(r->context);
    free(r);
}

static void after_work(uv_work_t *req, int status) {
    (void)status;
    ZlibReq *r = req->data;
    ScrValue h = scr_dup(r->handle);
    ZlibObject *z = (ZlibObject *)scr_obj(h);
    z->busy = 0;
    if (scr__thread.exit.flags & SCR_EXIT_ENDING) {
        req_free(r);
        scr_release(h);
        return;
    }
    ScrValue res = r->open ? result(z, r->out_left, r->in_left) : result(NULL, r->out_len, r->in_len);
    if (z->reset_pending) {
        z->reset_pending = false;
        if (z->strm) reset_stream(z);
    }
    ScrValue cb = scr_dup(r->cb);
    ScrValue saved = scr__async_context_enter(r->context);
    r->context = SCR_UNDEFINED;
    req_free(r);
    ScrValue x = scr_call(cb, SCR_UNDEFINED, 1, &res, NULL);
    scr__callback_result(x);
    scr__async_context_leave(saved);
    scr_release(res);
    scr_release(cb);
    /* Node closes a handle whose close came during the write after the
     * write's callback. */
    if (z->close_pending && !z->busy) {
        z->close_pending = false;
        zlib_end(z);
    }
    scr_release(h);
    scr__drain();
    scr__macrotask_end();
}

/* write(handle, flush, in, inOff, inLen, out, outOff, outLen, cb):
 * cb([availOutAfter, availInAfter, error]) on a later turn. */
NATIVE(zlib_write) {
    UNUSED;
    ZlibObject *z;
    uint8_t *in, *out;
    unsigned in_len, out_len;
    if (!write_args(argc, argv, &z, &in, &in_len, &out, &out_len)) return SCR_EXCEPTION;
    if (!scr__is_callable(ARG(8))) return scr_throw_type_error("zlib: write needs a callback");
    if (z->busy) return scr_throw_type_error("zlib: a write is already in progress");
    ZlibReq *r = scr__xmalloc(sizeof *r);
    memset(r, 0, sizeof *r);
    r->handle = scr_dup(ARG(0));
    r->in = scr_dup(ARG(2));
    r->out = scr_dup(ARG(5));
    r->cb = scr_dup(ARG(8));
    r->context = scr_dup(scr__thread.async_context);
    r->flush = int_arg(ARG(1), Z_NO_FLUSH);
    r->in_p = in;
    r->out_p = out;
    r->in_len = in_len;
    r->out_len = out_len;
    r->open = z->strm != NULL;
    r->req.data = r;
    int err = uv_queue_work(scr__uv_loop(), &r->req, work_write, after_work);
    if (err < 0) {
        req_free(r);
        return scr_throw_type_error("zlib: cannot queue the write");
    }
    z->busy = 1;
    return SCR_UNDEFINED;
}

/* reset(handle): back to the start of a stream, the settings kept. */
NATIVE(zlib_reset) {
    UNUSED;
    ZlibObject *z = handle_of(ARG(0));
    if (z && z->busy) z->reset_pending = true; /* after the write (after_work) */
    else if (z && z->strm) reset_stream(z);
    return SCR_UNDEFINED;
}

/* params(handle, level, strategy): null, or the error to report. */
NATIVE(zlib_params) {
    UNUSED;
    ZlibObject *z = handle_of(ARG(0));
    if (!z || !z->strm || !deflating(z->mode)) return SCR_NULL;
    /* zlib.js sets parameters after a flush's callback, when no write runs. */
    if (z->busy) return scr_throw_type_error("zlib: a write is in progress");
    /* deflateParams flushes with deflate(), which wants an output pointer;
     * with no room it writes nothing (params follows a sync flush). */
    uint8_t none;
    z->strm->next_out = &none;
    z->strm->avail_out = 0;
    z->strm->avail_in = 0;
    z->err = deflateParams(z->strm, int_arg(ARG(1), Z_DEFAULT_COMPRESSION),
                           int_arg(ARG(2), Z_DEFAULT_STRATEGY));
    z->strm->next_out = NULL;
    if (z->err == Z_OK || z->err == Z_BUF_ERROR) return SCR_NULL;
    ScrValue e = scr_object_new();
    const char *m = z->strm->msg ? z->strm->msg : "Failed to set parameters";
    scr__define_str_take(e, "message", str(m), SCR_PROP_CWE);
    scr__define_str_take(e, "errno", scr_number(z->err), SCR_PROP_CWE);
    scr__define_str_take(e, "code", str(code_name(z->err)), SCR_PROP_CWE);
    return e;
}

/* close(handle): frees zlib's state now, or after a running write (the
 * collector would later). */
NATIVE(zlib_close) {
    UNUSED;
    ZlibObject *z = handle_of(ARG(0));
    if (z && z->busy) z->close_pending = true; /* after the write's callback (after_work) */
    else if (z) zlib_end(z);
    return SCR_UNDEFINED;
}

/* crc32(data, value): data a string (its UTF-8 bytes) or bytes; value a
 * uint32 to continue from. zlib.js has checked both. */
NATIVE(zlib_crc32) {
    UNUSED;
    uLong crc = (uLong)(scr_is_number(ARG(1)) ? scr_as_number(ARG(1)) : 0);
    if (scr_is_string(ARG(0))) {
        size_t n;
        char *u = scr__string_to_utf8(ARG(0), &n);
        crc = crc32_z(crc, (const Bytef *)u, n);
        free(u);
    } else {
        uint8_t *p;
        size_t n;
        if (!scr__bytes_of(ARG(0), &p, &n)) return scr_throw_type_error("zlib: crc32(data, value)");
        crc = crc32_z(crc, p, n);
    }
    return scr_number((double)crc);
}

ScrValue scr__zlib_module_new(void) {
    ScrValue m = scr_object_new();
    static const ScrNativeDef fns[] = {
        {"create", zlib_create, 6, 0}, {"writeSync", zlib_write_sync, 8, 0},
        {"write", zlib_write, 9, 0},   {"reset", zlib_reset, 1, 0},
        {"params", zlib_params, 3, 0}, {"close", zlib_close, 1, 0},
        {"crc32", zlib_crc32, 2, 0},
    };
    scr__define_natives(m, fns, SCR_COUNTOF(fns), SCR_PROP_CWE, SCR_UNDEFINED);
    return m;
}
