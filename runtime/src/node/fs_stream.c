/* fs_stream.c - `@scr/io`, the natives under the streams written in
 * JavaScript (runtime/js/stream.js and fs_streams.js): open, read, write and close
 * on libuv fs requests, each calling back on the loop as Node's fs does,
 * with libuv's errors dressed as Node's (errno, code, syscall, path),
 * guessHandle for process.stdin and node:tty, a terminal's windowSize and
 * colorDepth, and readline's line splitting (splitLines). docs/node.md,
 * "stream". */
#include "node/fs_stream.h"
#include "base/base.h"
#include "core/native.h"
#include "core/object.h"
#include "core/function.h"
#include "core/error.h"
#include "core/str.h"
#include "core/array.h"
#include "exec/loop.h"
#include "exec/output.h"
#include "node/buffer.h"
#include "node/colors.h"
#include "node/errors.h"
#include "node/fs.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <uv.h>

/* One request in flight. The callback and the Buffer a write reads from
 * are owned until the request completes; `data` is a read's bytes. */
typedef struct IoReq {
    uv_fs_t req;
    ScrValue cb;
    ScrValue keep;
    ScrValue context; /* the async context cb runs in (owned) */
    char *path;
    char *data;
    const char *syscall;
} IoReq;

static ScrValue str(const char *s) { return scr_string_from_utf8(s, strlen(s)); }

static void req_free(IoReq *r) {
    uv_fs_req_cleanup(&r->req);
    scr_release(r->cb);
    scr_release(r->keep);
    scr_release(r->context);
    free(r->path);
    free(r->data);
    free(r);
}

/* The completion: cb(err) or cb(null, value), then Node's drain. */
static void on_done(uv_fs_t *req) {
    IoReq *r = req->data;
    if (scr__thread.exit.flags & SCR_EXIT_ENDING) {
        req_free(r);
        return;
    }
    ssize_t res = req->result;
    ScrValue args[2] = {SCR_NULL, SCR_UNDEFINED};
    if (res < 0) {
        args[0] = scr__node_uv_error((int)res, r->syscall, r->path, NULL);
    } else if (req->fs_type == UV_FS_READ) {
        args[1] = scr__buffer_from_bytes(r->data, (size_t)res);
    } else {
        args[1] = scr_number((double)res);
    }
    ScrValue cb = scr_dup(r->cb);
    ScrValue saved = scr__async_context_enter(r->context);
    r->context = SCR_UNDEFINED;
    req_free(r);
    if (scr_is_exception(args[1])) {
        scr__callback_result(args[1]);
    } else {
        ScrValue x = scr_call(cb, SCR_UNDEFINED, 2, args, NULL);
        scr__callback_result(x);
    }
    scr__async_context_leave(saved);
    scr_release(args[0]);
    if (!scr_is_exception(args[1])) scr_release(args[1]);
    scr_release(cb);
    scr__drain();
    scr__macrotask_end();
}

static IoReq *req_new(ScrValue cb, const char *syscall) {
    IoReq *r = scr__xmalloc(sizeof *r);
    memset(r, 0, sizeof *r);
    r->cb = scr_dup(cb);
    r->keep = SCR_UNDEFINED;
    r->context = scr_dup(scr__thread.async_context);
    r->syscall = syscall;
    r->req.data = r;
    return r;
}

/* A failed start calls back on the next turn, as Node's fs does. */
static ScrValue start_failed(IoReq *r, int err) {
    ScrValue e = scr__node_uv_error(err, r->syscall, r->path, NULL);
    ScrValue args[2] = {r->cb, e};
    ScrValue tick = scr__next_tick_fn();
    ScrValue x = scr_call(tick, SCR_UNDEFINED, 2, args, NULL);
    scr_release(tick);
    scr_release(e);
    r->req.data = NULL;
    req_free(r);
    if (scr_is_exception(x)) return x;
    scr_release(x);
    return SCR_UNDEFINED;
}

static int int_arg(ScrValue v, int dflt) { return scr_is_number(v) ? (int)scr_as_number(v) : dflt; }

/* open(path, flags, mode, cb): cb(err, fd). */
NATIVE(io_open) {
    UNUSED;
    if (!scr_is_string(ARG(0)) || !scr__is_callable(ARG(3)))
        return scr_throw_type_error("open(path, flags, mode, cb)");
    IoReq *r = req_new(ARG(3), "open");
    r->path = scr__string_to_utf8(ARG(0), NULL);
    int err = uv_fs_open(scr__uv_loop(), &r->req, r->path, int_arg(ARG(1), O_RDONLY),
                         int_arg(ARG(2), 0666), on_done);
    return err < 0 ? start_failed(r, err) : SCR_UNDEFINED;
}

/* read(fd, size, position, cb): cb(err, buffer), an empty buffer at the end. */
NATIVE(io_read) {
    UNUSED;
    if (!scr__is_callable(ARG(3))) return scr_throw_type_error("read(fd, size, position, cb)");
    IoReq *r = req_new(ARG(3), "read");
    int size = int_arg(ARG(1), 65536);
    if (size <= 0) size = 1;
    r->data = scr__xmalloc((size_t)size);
    uv_buf_t b = uv_buf_init(r->data, (unsigned)size);
    double pos = scr_is_number(ARG(2)) ? scr_as_number(ARG(2)) : -1;
    int err =
        uv_fs_read(scr__uv_loop(), &r->req, int_arg(ARG(0), -1), &b, 1, (int64_t)pos, on_done);
    return err < 0 ? start_failed(r, err) : SCR_UNDEFINED;
}

/* write(fd, bytes, position, cb): cb(err, bytesWritten). */
NATIVE(io_write) {
    UNUSED;
    uint8_t *p;
    size_t n;
    if (!scr__bytes_of(ARG(1), &p, &n) || !scr__is_callable(ARG(3)))
        return scr_throw_type_error("write(fd, bytes, position, cb)");
    IoReq *r = req_new(ARG(3), "write");
    r->keep = scr_dup(ARG(1));
    /* console.log's output waits in the stdout buffer: it goes first. */
    if (int_arg(ARG(0), -1) == 1 || int_arg(ARG(0), -1) == 2) scr__stdout_flush();
    uv_buf_t b = uv_buf_init((char *)p, (unsigned)n);
    double pos = scr_is_number(ARG(2)) ? scr_as_number(ARG(2)) : -1;
    int err =
        uv_fs_write(scr__uv_loop(), &r->req, int_arg(ARG(0), -1), &b, 1, (int64_t)pos, on_done);
    return err < 0 ? start_failed(r, err) : SCR_UNDEFINED;
}

/* close(fd, cb): cb(err). */
NATIVE(io_close) {
    UNUSED;
    if (!scr__is_callable(ARG(1))) return scr_throw_type_error("close(fd, cb)");
    IoReq *r = req_new(ARG(1), "close");
    int err = uv_fs_close(scr__uv_loop(), &r->req, int_arg(ARG(0), -1), on_done);
    return err < 0 ? start_failed(r, err) : SCR_UNDEFINED;
}

/* The end of the line break that starts at d[i] (d[i] is CR or LF): readline's
 * /\r?\n|\r(?!\n)/ takes CR LF as one break, a lone CR or LF as one. */
static uint32_t break_end(const uint16_t *d, uint32_t len, uint32_t i) {
    return d[i] == '\r' && i + 1 < len && d[i + 1] == '\n' ? i + 2 : i + 1;
}

/* The first CR or LF in d[from, len), or len; 8 units a step where SSE2
 * is there. */
static uint32_t next_break(const uint16_t *d, uint32_t len, uint32_t from) {
    uint32_t i = from;
#if defined(__SSE2__)
    const __m128i lf = _mm_set1_epi16('\n'), cr = _mm_set1_epi16('\r');
    for (; i + 8 <= len; i += 8) {
        __m128i v = _mm_loadu_si128((const __m128i *)(d + i));
        int m = _mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi16(v, lf), _mm_cmpeq_epi16(v, cr)));
        if (m) return i + (uint32_t)__builtin_ctz((unsigned)m) / 2;
    }
#endif
    for (; i < len; i++)
        if (d[i] <= '\r' && (d[i] == '\n' || d[i] == '\r')) return i;
    return len;
}

/* splitLines(text, prefix): readline's line splitting (runtime/js/readline.js)
 * in one pass, without a regexp match object per line. null when text holds
 * no line break; else an array of the lines text ends, the first one after
 * prefix (a string without line breaks: what the previous chunks left, or
 * null), and last the rest of text after its last break. */
NATIVE(io_split_lines) {
    UNUSED;
    if (!scr_is_string(ARG(0))) return scr_throw_type_error("splitLines(text, prefix)");
    ScrValue text = ARG(0);
    const ScrString *s = scr_str(text);
    uint32_t at = next_break(s->data, s->len, 0);
    if (at == s->len) return SCR_NULL;
    ScrValue lines = scr_array_new(16);
    ScrValue first = scr__string_sub(text, 0, at);
    if (scr_is_string(ARG(1)) && scr_str(ARG(1))->len > 0) {
        ScrValue joined = scr_string_concat(ARG(1), first);
        scr_release(first);
        if (scr_is_exception(joined)) {
            scr_release(lines);
            return joined;
        }
        first = joined;
    }
    scr__array_push_take(lines, first);
    uint32_t start = break_end(s->data, s->len, at);
    while ((at = next_break(s->data, s->len, start)) < s->len) {
        scr__array_push_take(lines, scr__string_sub(text, start, at));
        start = break_end(s->data, s->len, at);
    }
    scr__array_push_take(lines, scr__string_sub(text, start, s->len));
    return lines;
}

/* provideFsStreams(impl): runtime/js/fs_streams.js hands node:fs its
 * createReadStream, createWriteStream, ReadStream and WriteStream. */
NATIVE(io_provide) {
    UNUSED;
    if (!scr_is_object(ARG(0))) return scr_throw_type_error("provideFsStreams(impl)");
    scr__fs_provide_streams(ARG(0));
    return SCR_UNDEFINED;
}

/* guessHandle(fd): "FILE", "PIPE", "TTY", "TCP", "UDP" or "UNKNOWN". */
NATIVE(io_guess) {
    UNUSED;
    switch (uv_guess_handle(int_arg(ARG(0), -1))) {
        case UV_FILE: return str("FILE");
        case UV_NAMED_PIPE: return str("PIPE");
        case UV_TTY: return str("TTY");
        case UV_TCP: return str("TCP");
        case UV_UDP: return str("UDP");
        default: return str("UNKNOWN");
    }
}

/* windowSize(fd): [columns, rows] of the terminal on fd, or undefined
 * when fd is no terminal (node:tty's WriteStream). */
NATIVE(io_window_size) {
    UNUSED;
    struct winsize ws;
    int fd = int_arg(ARG(0), -1);
    if (fd < 0 || ioctl(fd, TIOCGWINSZ, &ws) != 0) return SCR_UNDEFINED;
    ScrValue a = scr_array_new(2);
    scr__array_push_take(a, scr_number(ws.ws_col));
    scr__array_push_take(a, scr_number(ws.ws_row));
    return a;
}

/* colorDepth(env): node:tty's getColorDepth (colors.h). */
NATIVE(io_color_depth) {
    UNUSED;
    int depth;
    if (scr__color_depth(ARG(0), &depth) < 0) return SCR_EXCEPTION;
    return scr_number(depth);
}

ScrValue scr__io_module_new(void) {
    ScrValue m = scr_object_new();
    static const ScrNativeDef fns[] = {
        {"open", io_open, 4, 0},   {"read", io_read, 4, 0},          {"write", io_write, 4, 0},
        {"close", io_close, 2, 0}, {"guessHandle", io_guess, 1, 0}, {"provideFsStreams", io_provide, 1, 0},
        {"splitLines", io_split_lines, 2, 0}, {"windowSize", io_window_size, 1, 0},
        {"colorDepth", io_color_depth, 1, 0},
    };
    scr__define_natives(m, fns, sizeof fns / sizeof *fns, SCR_PROP_CWE, SCR_UNDEFINED);
    static const struct {
        const char *name;
        int value;
    } flags[] = {{"O_RDONLY", O_RDONLY}, {"O_WRONLY", O_WRONLY}, {"O_RDWR", O_RDWR},
                 {"O_CREAT", O_CREAT},   {"O_TRUNC", O_TRUNC},   {"O_APPEND", O_APPEND},
                 {"O_EXCL", O_EXCL}};
    for (size_t i = 0; i < sizeof flags / sizeof *flags; i++)
        scr__define_str_take(m, flags[i].name, scr_number(flags[i].value), SCR_PROP_CWE);
    return m;
}
