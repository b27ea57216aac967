/* fs.c - node:fs and node:fs/promises on libuv's fs requests. Every
 * operation is one FsReq, a small state machine whose steps each issue one
 * uv_fs_* request: with a callback on the loop for fs.x(..., cb) and the
 * promise forms, with none (libuv runs it in place) for fs.xSync. The three
 * forms share the argument parsing (fs_args.c), the steps and the results;
 * they differ only in how the result is delivered (docs/node.md, "fs"). */
#include "node/fs.h"
#include "node/fs_req.h"
#include "base/base.h"
#include "core/native.h"
#include "core/object.h"
#include "core/function.h"
#include "core/str.h"
#include "core/ops.h"
#include "core/error.h"
#include "core/bigint.h"
#include "exec/loop.h"
#include "exec/output.h"
#include "exec/promise.h"
#include "node/buffer.h"
#include "node/errors.h"
#include "node/inspect.h"

#include <fcntl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <uv.h>

static struct {
    ScrValue stats_proto, bigstats_proto, dirent_proto, handle_proto;
    ScrValue type_sym, fd_sym; /* Dirent's [kType], FileHandle's descriptor */
    ScrValue module, promises;
    ScrValue streams; /* what runtime/js/fs_streams.js provided, or undefined */
    FsReq *inflight;
    bool ending; /* scr__fs_shutdown runs: nothing calls back any more */
} fs = {SCR_UNDEFINED, SCR_UNDEFINED, SCR_UNDEFINED, SCR_UNDEFINED, SCR_UNDEFINED, SCR_UNDEFINED,
        SCR_UNDEFINED, SCR_UNDEFINED, SCR_UNDEFINED, NULL,          false};

ScrValue scr__fs_str(const char *s) { return scr_string_from_utf8(s, strlen(s)); }

char *scr__fs_strdup(const char *s) {
    size_t n = strlen(s) + 1;
    char *d = scr__xmalloc(n);
    memcpy(d, s, n);
    return d;
}

#define str scr__fs_str
#define xstrdup scr__fs_strdup

/* ------------------------------------------------------------------------
 * Values out: bytes in an encoding, Stats, Dirent.
 * ---------------------------------------------------------------------- */

/* Calls obj[name](arg) with a string argument; owned or SCR_EXCEPTION. */
static ScrValue call_method1(ScrValue obj, const char *name, ScrValue arg) {
    ScrValue f = scr__get_str(obj, name);
    if (scr_is_exception(f)) return f;
    ScrValue r = scr_call(f, obj, 1, &arg, NULL);
    scr_release(f);
    return r;
}

/* The n bytes at p as the encoding asks: a Buffer, a string (UTF-8 here,
 * other encodings through Buffer's toString). Owned or SCR_EXCEPTION. */
/* Buffer's ERR_UNKNOWN_ENCODING for 'buffer' where bytes become a string
 * or a string bytes. Returns SCR_EXCEPTION. */
static ScrValue throw_unknown_encoding(const Enc *e) {
    return scr__node_error_code(scr_throw_type_error("Unknown encoding: %s", e->name),
                                "ERR_UNKNOWN_ENCODING");
}

static ScrValue bytes_value(const void *p, size_t n, const Enc *e) {
    if (e->kind == ENC_UTF8) return scr_string_from_utf8(p, n);
    if (e->kind == ENC_OTHER && !strcmp(e->name, "buffer")) return throw_unknown_encoding(e);
    ScrValue b = scr__buffer_from_bytes(p, n);
    if (e->kind == ENC_BUFFER || scr_is_exception(b)) return b;
    ScrValue name = str(e->name);
    ScrValue r = call_method1(b, "toString", name);
    scr_release(name);
    scr_release(b);
    return r;
}

/* The bytes of string s in encoding e, malloc'd into *p (UTF-8 here, other
 * encodings through Buffer.from). 0 or -1. */
int scr__fs_string_bytes(ScrValue s, const Enc *e, uint8_t **p, size_t *n) {
    if (e->kind != ENC_OTHER) {
        *p = (uint8_t *)scr__string_to_utf8(s, n);
        return 0;
    }
    if (!strcmp(e->name, "buffer")) return throw_unknown_encoding(e), -1;
    ScrValue ctor = scr__get_str(scr__thread.realm->global, "Buffer");
    if (scr_is_exception(ctor)) return -1;
    ScrValue from = scr__get_str(ctor, "from");
    if (scr_is_exception(from)) {
        scr_release(ctor);
        return -1;
    }
    ScrValue args[2] = {s, str(e->name)};
    ScrValue b = scr_call(from, ctor, 2, args, NULL);
    scr_release(args[1]);
    scr_release(from);
    scr_release(ctor);
    if (scr_is_exception(b)) return -1;
    uint8_t *bp;
    size_t bn = 0;
    if (!scr__bytes_of(b, &bp, &bn)) bn = 0;
    *p = scr__xmalloc(bn + 1);
    if (bn) memcpy(*p, bp, bn);
    *n = bn;
    scr_release(b);
    return 0;
}

static ScrValue date_new(double ms) {
    ScrValue ctor = scr__get_str(scr__thread.realm->date_proto, "constructor");
    if (scr_is_exception(ctor)) return ctor;
    ScrValue t = scr_number(ms);
    ScrValue d = scr__construct(ctor, 1, &t, ctor);
    scr_release(ctor);
    return d;
}

/* A Stats object with Node's own properties, in Node's order; with
 * `bigint`, a BigIntStats: BigInts, and the nanosecond times too. */
static ScrValue stats_new(const uv_stat_t *s, bool bigint) {
    ScrValue o = scr_object_new_proto(bigint ? fs.bigstats_proto : fs.stats_proto);
    const char *names[] = {"dev",  "mode",    "nlink", "uid",  "gid",
                           "rdev", "blksize", "ino",   "size", "blocks"};
    uint64_t vals[] = {s->st_dev,  s->st_mode,    s->st_nlink, s->st_uid,  s->st_gid,
                       s->st_rdev, s->st_blksize, s->st_ino,   s->st_size, s->st_blocks};
    for (int i = 0; i < 10; i++)
        scr__define_str_take(o, names[i],
                             bigint ? scr_bigint_from_u64(vals[i]) : scr_number((double)vals[i]),
                             SCR_PROP_CWE);
    const uv_timespec_t *ts[4] = {&s->st_atim, &s->st_mtim, &s->st_ctim, &s->st_birthtim};
    const char *ms_names[4] = {"atimeMs", "mtimeMs", "ctimeMs", "birthtimeMs"};
    const char *ns_names[4] = {"atimeNs", "mtimeNs", "ctimeNs", "birthtimeNs"};
    const char *d_names[4] = {"atime", "mtime", "ctime", "birthtime"};
    double ms[4];
    for (int i = 0; i < 4; i++) {
        ms[i] = (double)ts[i]->tv_sec * 1e3 + (double)ts[i]->tv_nsec / 1e6;
        if (!bigint) {
            scr__define_str_take(o, ms_names[i], scr_number(ms[i]), SCR_PROP_CWE);
            continue;
        }
        int64_t whole = (int64_t)ts[i]->tv_sec * 1000 + (int64_t)ts[i]->tv_nsec / 1000000;
        ms[i] = (double)whole;
        scr__define_str_take(o, ms_names[i], scr_bigint_from_i64(whole), SCR_PROP_CWE);
    }
    for (int i = 0; bigint && i < 4; i++)
        scr__define_str_take(
            o, ns_names[i],
            scr_bigint_from_i64((int64_t)ts[i]->tv_sec * 1000000000 + (int64_t)ts[i]->tv_nsec),
            SCR_PROP_CWE);
    for (int i = 0; i < 4; i++) {
        ScrValue d = date_new(round(ms[i]));
        if (scr_is_exception(d)) {
            scr_release(o);
            return d;
        }
        scr__define_str_take(o, d_names[i], d, SCR_PROP_CWE);
    }
    return o;
}

/* Stats.prototype.isFile and friends (magic: the S_IFMT value). */
NATIVE(stats_is) {
    UNUSED;
    ScrValue m = scr__get_str(this_val, "mode");
    if (scr_is_exception(m)) return m;
    double d = 0;
    if (scr_is_number(m))
        d = scr_as_number(m);
    else if (scr_is_bigint(m))
        d = scr__bigint_to_double(m);
    scr_release(m);
    return scr_bool(((uint32_t)d & S_IFMT) == (uint32_t)((ScrFunction *)scr_obj(fn))->magic);
}

/* Dirent.prototype.isFile and friends (magic: the UV_DIRENT_* type). */
NATIVE(dirent_is) {
    UNUSED;
    ScrValue t = scr_get(this_val, fs.type_sym);
    if (scr_is_exception(t)) return t;
    bool r = scr_is_number(t) && (int)scr_as_number(t) == ((ScrFunction *)scr_obj(fn))->magic;
    scr_release(t);
    return scr_bool(r);
}

static ScrValue dirent_new(ScrValue name_take, int type, const char *dir) {
    ScrValue o = scr_object_new_proto(fs.dirent_proto);
    scr__define_str_take(o, "name", name_take, SCR_PROP_CWE);
    scr__define_str_take(o, "parentPath", str(dir), SCR_PROP_CWE);
    scr__define_str_take(o, "path", str(dir), SCR_PROP_CWE);
    scr__define_value_take(o, fs.type_sym, scr_number(type), SCR_PROP_CWE);
    return o;
}

NATIVE(illegal_ctor) {
    UNUSED;
    return scr__node_error_code(scr_throw_type_error("Illegal constructor"),
                                "ERR_ILLEGAL_CONSTRUCTOR");
}

/* Makes Stats, Dirent and FileHandle's prototypes (once). */
static void define_type_methods(ScrValue proto, ScrCode code, const int *magic) {
    static const char *names[] = {"isDirectory",    "isFile", "isBlockDevice", "isCharacterDevice",
                                  "isSymbolicLink", "isFIFO", "isSocket"};
    for (int i = 0; i < 7; i++)
        scr__define_str_take(proto, names[i],
                             scr__native_new_ex(code, names[i], 0, magic[i], SCR_UNDEFINED),
                             SCR_PROP_CW);
}

/* ------------------------------------------------------------------------
 * The request engine.
 * ---------------------------------------------------------------------- */

static FsReq *req_new(int op, int style) {
    FsReq *r = scr__xmalloc(sizeof *r);
    memset(r, 0, sizeof *r);
    r->op = op;
    r->style = style;
    r->cb = r->keep = r->result = r->error = r->context = SCR_UNDEFINED;
    r->fd = -1;
    r->pos = -1;
    r->req.data = r;
    return r;
}

static void req_free(FsReq *r) {
    uv_fs_req_cleanup(&r->req);
    if (r->prev)
        r->prev->next = r->next;
    else if (fs.inflight == r)
        fs.inflight = r->next;
    if (r->next) r->next->prev = r->prev;
    scr_release(r->cb);
    scr_release(r->keep);
    scr_release(r->result);
    scr_release(r->error);
    scr_release(r->context);
    free(r->path);
    free(r->dest);
    free(r->first);
    if (r->owns_data || (r->op == OP_READFILE && !r->direct)) free(r->data);
    for (int i = 0; i < r->nstack; i++) free(r->stack[i]);
    free(r->stack);
    free(r->visited);
    free(r);
}

static void on_fs(uv_fs_t *req);

/* The callback to pass libuv: none for the sync form. */
static uv_fs_cb cb_of(FsReq *r) { return r->style == STYLE_SYNC ? NULL : on_fs; }

/* Prepares r->req for the next uv_fs_* call. */
static uv_fs_t *next_req(FsReq *r) {
    uv_fs_req_cleanup(&r->req);
    r->req.data = r;
    return &r->req;
}

/* After a uv_fs_* call: an async call that failed before queueing (it
 * will not call back) continues at once with its error. */
static int issued(FsReq *r, int rc) {
    if (r->style != STYLE_SYNC && rc < 0) {
        r->req.result = rc;
        r->immediate = true;
    } else if (r->style != STYLE_SYNC) {
        r->in_uv = true;
    }
    return STEP_ISSUED;
}

/* Records Node's uv error for r (path and dest may be NULL). */
static int fail_uv(FsReq *r, ssize_t err, const char *syscall, const char *path, const char *dest) {
    scr_release(r->error);
    r->error = scr__node_uv_error((int)err, syscall, path, dest);
    if (r->op == OP_WRITE && r->style == STYLE_SYNC) {
        /* writeSync's error comes from Node's ctx object: errno and
         * syscall, then code. */
        ScrValue code = scr__get_str(r->error, "code");
        scr_delete(r->error, SCR_ATOM("code"));
        scr__define_str_take(r->error, "code", code, SCR_PROP_CWE);
    }
    return STEP_DONE;
}

/* Records the pending exception as r's error. */
static int fail_pending(FsReq *r) {
    scr_release(r->error);
    r->error = scr_exception_take();
    return STEP_DONE;
}

static int step(FsReq *r);
static void deliver(FsReq *r, bool from_loop);

/* Runs r's steps until it waits for the loop or is done. Returns true when
 * done (the sync form always is). */
static bool drive(FsReq *r) {
    for (;;) {
        if (step(r) == STEP_DONE) return true;
        if (r->style != STYLE_SYNC && !r->immediate) return false;
        r->immediate = false;
        r->res = r->req.result;
    }
}

static void on_fs(uv_fs_t *req) {
    FsReq *r = req->data;
    r->res = req->result;
    r->in_uv = false;
    if (fs.ending || (scr__thread.exit.flags & SCR_EXIT_ENDING)) {
        req_free(r);
        return;
    }
    if (drive(r)) deliver(r, true);
}

/* A request that finished without waiting for the loop still calls back
 * later, as Node's do: from a microtask. */
static void deferred_job(void *p, ScrValue a, ScrValue b) {
    (void)a, (void)b;
    deliver(p, false);
}

/* Delivers an async request's outcome (the callback, or the promise) and
 * frees it. From the loop, the ticks and microtasks then drain. */
static void deliver(FsReq *r, bool from_loop) {
    if (r->style == STYLE_PROMISE) {
        if (!scr_is_undefined(r->error))
            scr__promise_reject(r->cb, r->error);
        else
            scr__promise_resolve(r->cb, r->result);
    } else {
        ScrValue args[3] = {SCR_NULL, r->result, r->keep};
        int argc = 2;
        if (!scr_is_undefined(r->error)) {
            args[0] = r->error;
            argc = 1;
        } else if (r->op == OP_EXISTS) {
            args[0] = r->result;
            argc = 1;
        } else if (r->op == OP_READ || r->op == OP_WRITE) {
            argc = 3;
        } else if (scr_is_undefined(r->result)) {
            argc = 1;
        }
        ScrValue cb = scr_dup(r->cb);
        ScrValue res = scr_dup(args[1]), keep = scr_dup(args[2]), e0 = scr_dup(args[0]);
        ScrValue saved = scr__async_context_enter(r->context);
        r->context = SCR_UNDEFINED;
        req_free(r);
        r = NULL;
        ScrValue call_args[3] = {e0, res, keep};
        /* fs.close(fd) without a callback: Node's default one throws the
         * error, if any. */
        if (scr__is_callable(cb)) {
            scr__callback_result(scr_call(cb, SCR_UNDEFINED, argc, call_args, NULL));
        } else if (argc == 1 && !scr_is_null(e0)) {
            scr_throw_take(scr_dup(e0));
            scr__callback_result(SCR_EXCEPTION);
        }
        scr__async_context_leave(saved);
        scr_release(cb);
        scr_release(e0);
        scr_release(res);
        scr_release(keep);
    }
    if (r) req_free(r);
    if (from_loop) scr__macrotask_end();
}

/* Starts r in its form: the sync form returns the result or throws; the
 * callback form returns undefined; the promise form returns the promise.
 * cb is the callback (borrowed; ignored for the other forms). */
static ScrValue start(FsReq *r, ScrValue cb) {
    if (r->style == STYLE_SYNC) {
        drive(r);
        ScrValue out;
        if (!scr_is_undefined(r->error)) {
            scr_throw_take(r->error);
            r->error = SCR_UNDEFINED;
            out = SCR_EXCEPTION;
        } else {
            out = r->result;
            r->result = SCR_UNDEFINED;
        }
        req_free(r);
        return out;
    }
    ScrValue ret = SCR_UNDEFINED;
    if (r->style == STYLE_PROMISE) {
        r->cb = scr__promise_new();
        ret = scr_dup(r->cb);
    } else {
        r->cb = scr_dup(cb);
        r->context = scr_dup(scr__thread.async_context);
    }
    r->next = fs.inflight;
    if (fs.inflight) fs.inflight->prev = r;
    fs.inflight = r;
    if (drive(r)) scr__microtask_enqueue(deferred_job, r, SCR_UNDEFINED, SCR_UNDEFINED);
    return ret;
}

/* An argument error: thrown by the sync and callback forms, a rejected
 * promise from the promise forms (they are async functions in Node). */
static ScrValue arg_fail(int style) {
    if (style != STYLE_PROMISE) return SCR_EXCEPTION;
    ScrValue e = scr_exception_take();
    ScrValue p = scr__promise_new();
    scr__promise_reject(p, e);
    scr_release(e);
    return p;
}

/* ------------------------------------------------------------------------
 * The steps.
 * ---------------------------------------------------------------------- */

/* Each single-request operation's syscall name as Node's errors give it,
 * and whether they show the path and dest. */
static const struct {
    const char *syscall;
    uint8_t path, dest;
} op_info[OP__COUNT] = {
    [OP_ACCESS] = {"access", 1, 0},       [OP_APPENDFILE] = {"open", 1, 0},
    [OP_CHMOD] = {"chmod", 1, 0},         [OP_CLOSE] = {"close", 0, 0},
    [OP_COPYFILE] = {"copyfile", 1, 1},   [OP_EXISTS] = {"access", 1, 0},
    [OP_FCHMOD] = {"fchmod", 0, 0},       [OP_FDATASYNC] = {"fdatasync", 0, 0},
    [OP_FSTAT] = {"fstat", 0, 0},         [OP_FSYNC] = {"fsync", 0, 0},
    [OP_FTRUNCATE] = {"ftruncate", 0, 0}, [OP_FUTIMES] = {"futime", 0, 0},
    [OP_LINK] = {"link", 1, 1},           [OP_LSTAT] = {"lstat", 1, 0},
    [OP_LUTIMES] = {"lutime", 1, 0},      [OP_MKDIR] = {"mkdir", 1, 0},
    [OP_MKDTEMP] = {"mkdtemp", 1, 0},     [OP_OPEN] = {"open", 1, 0},
    [OP_READ] = {"read", 0, 0},           [OP_READDIR] = {"scandir", 1, 0},
    [OP_READFILE] = {"open", 1, 0},       [OP_READLINK] = {"readlink", 1, 0},
    [OP_REALPATH] = {"realpath", 1, 0},   [OP_REALPATH_NATIVE] = {"realpath", 1, 0},
    [OP_RENAME] = {"rename", 1, 1},       [OP_RM] = {"rm", 1, 0},
    [OP_RMDIR] = {"rmdir", 1, 0},         [OP_STAT] = {"stat", 1, 0},
    [OP_SYMLINK] = {"symlink", 1, 1},     [OP_TRUNCATE] = {"open", 1, 0},
    [OP_UNLINK] = {"unlink", 1, 0},       [OP_UTIMES] = {"utime", 1, 0},
    [OP_WRITE] = {"write", 0, 0},         [OP_WRITEFILE] = {"open", 1, 0},
};

static int issue_simple(FsReq *r) {
    uv_loop_t *L = scr__uv_loop();
    uv_fs_t *q = next_req(r);
    uv_fs_cb cb = cb_of(r);
    uv_buf_t buf = uv_buf_init((char *)r->data, (unsigned)r->len);
    switch (r->op) {
        case OP_ACCESS:
        case OP_EXISTS: return issued(r, uv_fs_access(L, q, r->path, r->mode, cb));
        case OP_CHMOD: return issued(r, uv_fs_chmod(L, q, r->path, r->mode, cb));
        case OP_FCHMOD: return issued(r, uv_fs_fchmod(L, q, r->fd, r->mode, cb));
        case OP_CLOSE: return issued(r, uv_fs_close(L, q, r->fd, cb));
        case OP_COPYFILE: return issued(r, uv_fs_copyfile(L, q, r->path, r->dest, r->flags, cb));
        case OP_FDATASYNC: return issued(r, uv_fs_fdatasync(L, q, r->fd, cb));
        case OP_FSYNC: return issued(r, uv_fs_fsync(L, q, r->fd, cb));
        case OP_FSTAT: return issued(r, uv_fs_fstat(L, q, r->fd, cb));
        case OP_LSTAT: return issued(r, uv_fs_lstat(L, q, r->path, cb));
        case OP_STAT: return issued(r, uv_fs_stat(L, q, r->path, cb));
        case OP_FTRUNCATE: return issued(r, uv_fs_ftruncate(L, q, r->fd, r->trunc_len, cb));
        case OP_FUTIMES: return issued(r, uv_fs_futime(L, q, r->fd, r->atime, r->mtime, cb));
        case OP_UTIMES: return issued(r, uv_fs_utime(L, q, r->path, r->atime, r->mtime, cb));
        case OP_LUTIMES: return issued(r, uv_fs_lutime(L, q, r->path, r->atime, r->mtime, cb));
        case OP_LINK: return issued(r, uv_fs_link(L, q, r->path, r->dest, cb));
        case OP_SYMLINK: return issued(r, uv_fs_symlink(L, q, r->path, r->dest, 0, cb));
        case OP_MKDIR: return issued(r, uv_fs_mkdir(L, q, r->path, r->mode, cb));
        case OP_MKDTEMP: return issued(r, uv_fs_mkdtemp(L, q, r->path, cb));
        case OP_OPEN: return issued(r, uv_fs_open(L, q, r->path, r->flags, r->mode, cb));
        case OP_READ: return issued(r, uv_fs_read(L, q, r->fd, &buf, 1, r->pos, cb));
        case OP_WRITE:
            /* What console.log buffered goes first: the descriptor may be
             * stdout's. */
            scr__stdout_flush();
            return issued(r, uv_fs_write(L, q, r->fd, &buf, 1, r->pos, cb));
        case OP_READDIR: return issued(r, uv_fs_scandir(L, q, r->path, 0, cb));
        case OP_READLINK: return issued(r, uv_fs_readlink(L, q, r->path, cb));
        case OP_REALPATH:
        case OP_REALPATH_NATIVE: return issued(r, uv_fs_realpath(L, q, r->path, cb));
        case OP_RENAME: return issued(r, uv_fs_rename(L, q, r->path, r->dest, cb));
        case OP_RMDIR: return issued(r, uv_fs_rmdir(L, q, r->path, cb));
        case OP_UNLINK: return issued(r, uv_fs_unlink(L, q, r->path, cb));
        default: scr__internal_error("fs: an operation without a single request");
    }
}

static ScrValue filehandle_new(int fd);

/* {name1: v1, name2: v2} for FileHandle's read and write results. */
static ScrValue pair(const char *n1, ScrValue v1_take, const char *n2, ScrValue v2) {
    ScrValue o = scr_object_new();
    scr__define_str_take(o, n1, v1_take, SCR_PROP_CWE);
    scr__define_str_take(o, n2, scr_dup(v2), SCR_PROP_CWE);
    return o;
}

/* path.resolve(p): absolute, with ".", ".." and repeated slashes
 * resolved lexically, as Node's JavaScript realpath starts. Malloc'd. */
char *scr__fs_resolve_lexical(const char *p) {
    char *cwd = p[0] == '/' ? NULL : getcwd(NULL, 0);
    size_t n = (cwd ? strlen(cwd) : 0) + strlen(p) + 3;
    char *abs = scr__xmalloc(n), *out = scr__xmalloc(n);
    snprintf(abs, n, "%s/%s", cwd ? cwd : "", p);
    free(cwd);
    size_t o = 0;
    char *save = NULL;
    for (char *seg = strtok_r(abs, "/", &save); seg; seg = strtok_r(NULL, "/", &save)) {
        if (!strcmp(seg, ".")) continue;
        if (!strcmp(seg, "..")) {
            while (o > 0 && out[o - 1] != '/') o--;
            if (o > 0) o--;
            continue;
        }
        out[o++] = '/';
        size_t k = strlen(seg);
        memcpy(out + o, seg, k);
        o += k;
    }
    if (o == 0) out[o++] = '/';
    out[o] = 0;
    free(abs);
    return out;
}

/* fs.realpath (Node's JavaScript one) reports a missing component as the
 * lstat of the path resolved up to it, following the links before it as
 * it walks. r->path is already absolute and normalised. */
static int realpath_error(FsReq *r, ssize_t err) {
    if (err != UV_ENOENT && err != UV_ENOTDIR) return fail_uv(r, err, "lstat", r->path, NULL);
    char *work = xstrdup(r->path);
    uv_loop_t *L = scr__uv_loop();
    for (int links = 0; links < 40; links++) {
        bool restarted = false;
        for (size_t i = 1; !restarted; i++) {
            if (work[i] != '/' && work[i] != 0) continue;
            char c = work[i];
            work[i] = 0;
            uv_fs_t st;
            int rc = uv_fs_lstat(L, &st, work, NULL);
            bool link = rc == 0 && S_ISLNK(st.statbuf.st_mode);
            uv_fs_req_cleanup(&st);
            if (rc < 0) {
                fail_uv(r, rc, "lstat", work, NULL);
                free(work);
                return STEP_DONE;
            }
            if (link) {
                uv_fs_t rl;
                if (uv_fs_readlink(L, &rl, work, NULL) < 0) {
                    uv_fs_req_cleanup(&rl);
                    break;
                }
                const char *target = rl.ptr, *rest = c ? work + i + 1 : "";
                char *slash = strrchr(work, '/');
                *slash = 0; /* the directory holding the link */
                size_t n = strlen(work) + strlen(target) + strlen(rest) + 4;
                char *next = scr__xmalloc(n);
                if (target[0] == '/')
                    snprintf(next, n, "%s/%s", target, rest);
                else
                    snprintf(next, n, "%s/%s/%s", work, target, rest);
                uv_fs_req_cleanup(&rl);
                free(work);
                work = scr__fs_resolve_lexical(next);
                free(next);
                restarted = true;
                break;
            }
            work[i] = c;
            if (!c) break;
        }
        if (!restarted) break;
    }
    free(work);
    return fail_uv(r, err, "lstat", r->path, NULL);
}

static int step_simple(FsReq *r) {
    if (r->stage == 0) {
        r->stage = 1;
        return issue_simple(r);
    }
    if (r->res < 0) {
        if (r->op == OP_EXISTS) {
            r->result = SCR_FALSE;
            return STEP_DONE;
        }
        if (r->op == OP_REALPATH) return realpath_error(r, r->res);
        return fail_uv(r, r->res, op_info[r->op].syscall, op_info[r->op].path ? r->path : NULL,
                       op_info[r->op].dest ? r->dest : NULL);
    }
    ScrValue v = SCR_UNDEFINED;
    switch (r->op) {
        case OP_EXISTS: v = SCR_TRUE; break;
        case OP_FSTAT:
        case OP_LSTAT:
        case OP_STAT: v = stats_new(&r->req.statbuf, r->bigint); break;
        case OP_MKDTEMP: v = bytes_value(r->req.path, strlen(r->req.path), &r->enc); break;
        case OP_READLINK:
        case OP_REALPATH:
        case OP_REALPATH_NATIVE: v = bytes_value(r->req.ptr, strlen(r->req.ptr), &r->enc); break;
        case OP_OPEN:
            v = r->style == STYLE_PROMISE ? filehandle_new((int)r->res)
                                          : scr_number((double)r->res);
            break;
        case OP_READ:
            v = r->from_handle ? pair("bytesRead", scr_number((double)r->res), "buffer", r->keep)
                               : scr_number((double)r->res);
            break;
        case OP_WRITE:
            v = r->from_handle ? pair("bytesWritten", scr_number((double)r->res), "buffer", r->keep)
                               : scr_number((double)r->res);
            break;
        case OP_READDIR: {
            v = scr_array_from_take(0, NULL);
            uv_dirent_t ent;
            while (uv_fs_scandir_next(&r->req, &ent) != UV_EOF) {
                ScrValue name = bytes_value(ent.name, strlen(ent.name), &r->enc);
                if (scr_is_exception(name)) {
                    scr_release(v);
                    v = SCR_EXCEPTION;
                    break;
                }
                scr_array_push_take(v, r->with_types ? dirent_new(name, (int)ent.type, r->path)
                                                     : name);
            }
            break;
        }
        default: break;
    }
    if (scr_is_exception(v)) return fail_pending(r);
    r->result = v;
    return STEP_DONE;
}

/* Issues the close of the descriptor a readFile/writeFile/truncate opened,
 * continuing at `stage`; done at once when it did not open one. */
static int close_own(FsReq *r, int stage) {
    r->stage = stage;
    if (!r->own_fd) return -1;
    r->own_fd = false;
    return issued(r, uv_fs_close(scr__uv_loop(), next_req(r), r->fd, cb_of(r)));
}

static int step_read_file(FsReq *r) {
    uv_loop_t *L = scr__uv_loop();
    for (;;) switch (r->stage) {
            case 0:
                if (r->path) {
                    r->stage = 1;
                    return issued(r, uv_fs_open(L, next_req(r), r->path, r->flags, 0666, cb_of(r)));
                }
                r->res = r->fd;
                /* fall through */
            case 1:
                if (r->res < 0) return fail_uv(r, r->res, "open", r->path, NULL);
                r->own_fd = r->path != NULL;
                r->fd = (int)r->res;
                r->stage = 2;
                return issued(r, uv_fs_fstat(L, next_req(r), r->fd, cb_of(r)));
            case 2:
                if (r->res < 0) {
                    fail_uv(r, r->res, "fstat", NULL, NULL);
                    if (close_own(r, 5) < 0) return STEP_DONE;
                    return STEP_ISSUED;
                }
                /* A regular file's size is read, no more (as Node's
                 * readFile): into the result Buffer itself when no encoding
                 * is asked for. Anything else is read until EOF. */
                r->exact = S_ISREG(r->req.statbuf.st_mode) && r->req.statbuf.st_size > 0;
                r->cap = r->exact ? (size_t)r->req.statbuf.st_size : 65536;
                r->len = 0;
                if (r->exact && r->enc.kind == ENC_BUFFER) {
                    ScrValue b = scr__buffer_new(r->cap);
                    size_t n = 0;
                    if (scr_is_exception(b)) {
                        fail_pending(r);
                        if (close_own(r, 5) < 0) return STEP_DONE;
                        return STEP_ISSUED;
                    }
                    r->keep = b;
                    r->direct = true;
                    scr__bytes_of(b, &r->data, &n);
                } else {
                    r->data = scr__xmalloc(r->cap);
                }
                r->stage = 3;
                goto read_more;
            case 3:
                if (r->res < 0) {
                    fail_uv(r, r->res, "read", NULL, NULL);
                    if (close_own(r, 5) < 0) return STEP_DONE;
                    return STEP_ISSUED;
                }
                r->len += (size_t)r->res;
                if (r->res == 0 || (r->exact && r->len == r->cap)) {
                    if (close_own(r, 4) < 0) break;
                    return STEP_ISSUED;
                }
            read_more:
                if (r->len == r->cap) {
                    r->cap *= 2;
                    r->data = scr__xrealloc(r->data, r->cap);
                }
                {
                    uv_buf_t b = uv_buf_init(
                        (char *)r->data + r->len,
                        (unsigned)(r->cap - r->len > 0x7fff0000u ? 0x7fff0000u : r->cap - r->len));
                    return issued(r, uv_fs_read(L, next_req(r), r->fd, &b, 1, -1, cb_of(r)));
                }
            case 4: goto done;
            default: return STEP_DONE; /* 5: the error is recorded */
        }
done:
    if (r->direct)
        r->result = r->len == r->cap ? scr_dup(r->keep) : scr__buffer_from_bytes(r->data, r->len);
    else
        r->result = bytes_value(r->data, r->len, &r->enc);
    if (scr_is_exception(r->result)) {
        r->result = SCR_UNDEFINED;
        return fail_pending(r);
    }
    return STEP_DONE;
}

static int step_write_file(FsReq *r) {
    uv_loop_t *L = scr__uv_loop();
    switch (r->stage) {
        case 0:
            if (r->path) {
                r->stage = 1;
                return issued(r, uv_fs_open(L, next_req(r), r->path, r->flags, r->mode, cb_of(r)));
            }
            r->res = r->fd;
            /* fall through */
        case 1:
            if (r->res < 0) return fail_uv(r, r->res, "open", r->path, NULL);
            r->own_fd = r->path != NULL;
            r->fd = (int)r->res;
            r->stage = 2;
            r->res = 0;
            /* fall through */
        case 2:
            if (r->res < 0) {
                fail_uv(r, r->res, "write", NULL, NULL);
                return close_own(r, 3) < 0 ? STEP_DONE : STEP_ISSUED;
            }
            r->done += (size_t)r->res;
            if (r->done < r->len) {
                scr__stdout_flush();
                size_t n = r->len - r->done;
                uv_buf_t b = uv_buf_init((char *)r->data + r->done,
                                         (unsigned)(n > 0x7fff0000u ? 0x7fff0000u : n));
                return issued(r, uv_fs_write(L, next_req(r), r->fd, &b, 1, -1, cb_of(r)));
            }
            return close_own(r, 3) < 0 ? STEP_DONE : STEP_ISSUED;
        default: return STEP_DONE;
    }
}

static int step_truncate(FsReq *r) {
    uv_loop_t *L = scr__uv_loop();
    switch (r->stage) {
        case 0:
            r->stage = 1;
            return issued(r, uv_fs_open(L, next_req(r), r->path, O_RDWR, 0666, cb_of(r)));
        case 1:
            if (r->res < 0) return fail_uv(r, r->res, "open", r->path, NULL);
            r->fd = (int)r->res;
            r->own_fd = true;
            r->stage = 2;
            return issued(r, uv_fs_ftruncate(L, next_req(r), r->fd, r->trunc_len, cb_of(r)));
        case 2:
            if (r->res < 0) fail_uv(r, r->res, "ftruncate", NULL, NULL);
            return close_own(r, 3) < 0 ? STEP_DONE : STEP_ISSUED;
        default: return STEP_DONE;
    }
}

static void push_path(FsReq *r, char *p_take, uint8_t mark) {
    if (r->nstack == r->capstack) {
        r->capstack = r->capstack ? r->capstack * 2 : 8;
        r->stack = scr__xrealloc(r->stack, sizeof(char *) * (size_t)r->capstack);
        r->visited = scr__xrealloc(r->visited, (size_t)r->capstack);
    }
    r->stack[r->nstack] = p_take;
    r->visited[r->nstack++] = mark;
}

static void pop_path(FsReq *r) { free(r->stack[--r->nstack]); }

/* dirname without a trailing slash: malloc'd, or NULL at the root. */
static char *parent_of(const char *p) {
    size_t n = strlen(p);
    while (n > 1 && p[n - 1] == '/') n--;
    while (n > 0 && p[n - 1] != '/') n--;
    if (n == 0) return NULL;
    while (n > 1 && p[n - 1] == '/') n--;
    char *d = scr__xmalloc(n + 1);
    memcpy(d, p, n);
    d[n] = 0;
    return d;
}

/* mkdir -p as Node's MKDirp: make the missing parents first; the result is
 * the first directory made. */
static int step_mkdirp(FsReq *r) {
    uv_loop_t *L = scr__uv_loop();
    switch (r->stage) {
        case 0: push_path(r, xstrdup(r->path), 0); break;
        case 1:
            if (r->res == 0) {
                if (!r->first) r->first = xstrdup(r->stack[r->nstack - 1]);
                pop_path(r);
            } else if (r->res == UV_ENOENT) {
                char *parent = parent_of(r->stack[r->nstack - 1]);
                if (!parent) return fail_uv(r, r->res, "mkdir", r->path, NULL);
                push_path(r, parent, 0);
            } else {
                r->trunc_len = r->res; /* the error, should this be no directory */
                r->stage = 2;
                return issued(r, uv_fs_stat(L, next_req(r), r->stack[r->nstack - 1], cb_of(r)));
            }
            break;
        case 2:
            if (r->res == 0 && S_ISDIR(r->req.statbuf.st_mode)) {
                pop_path(r);
                break;
            }
            if (r->nstack > 1) return fail_uv(r, UV_ENOTDIR, "mkdir", r->path, NULL);
            return fail_uv(r, r->trunc_len, "mkdir", r->path, NULL);
    }
    if (r->nstack == 0) {
        if (r->first) r->result = bytes_value(r->first, strlen(r->first), &r->enc);
        return STEP_DONE;
    }
    r->stage = 1;
    return issued(r, uv_fs_mkdir(L, next_req(r), r->stack[r->nstack - 1], r->mode, cb_of(r)));
}

/* Node's ERR_FS_EISDIR for rm of a directory without `recursive`. */
static int fail_rm_eisdir(FsReq *r) {
    /* A SystemError: an Error (not a TypeError) named SystemError. */
    size_t n = strlen(r->path) + 64;
    char *msg = scr__xmalloc(n);
    int len =
        snprintf(msg, n, "Path is a directory: rm returned EISDIR (is a directory) %s", r->path);
    ScrValue m = scr_string_from_utf8(msg, (size_t)len);
    free(msg);
    scr_throw_take(scr__error_new(SCR_ERR_ERROR, m));
    scr_release(m);
    scr__node_error_code(SCR_EXCEPTION, "ERR_FS_EISDIR");
    ScrValue e = scr_exception_take();
    scr__define_str_take(e, "name", str("SystemError"), SCR_PROP_CW);
    ScrValue info = scr_object_new();
    scr__define_str_take(info, "code", str("EISDIR"), SCR_PROP_CWE);
    scr__define_str_take(info, "message", str("is a directory"), SCR_PROP_CWE);
    scr__define_str_take(info, "path", str(r->path), SCR_PROP_CWE);
    scr__define_str_take(info, "syscall", str("rm"), SCR_PROP_CWE);
    scr__define_str_take(info, "errno", scr_number(21), SCR_PROP_CWE);
    scr__define_str_take(e, "info", info, SCR_PROP_CWE);
    scr__define_str_take(e, "errno", scr_number(21), SCR_PROP_CWE);
    scr__define_str_take(e, "syscall", str("rm"), SCR_PROP_CWE);
    scr__define_str_take(e, "path", str(r->path), SCR_PROP_CWE);
    scr_release(r->error);
    r->error = e;
    return STEP_DONE;
}

/* rm as Node's: lstat the path (missing is fine with `force`), a directory
 * needs `recursive`; then depth first: list a directory, unlink its files,
 * remove it once its entries are gone. Stack marks: 0 a directory to list,
 * 1 a listed one to remove, 2 a file to unlink. */
static int step_rm(FsReq *r) {
    uv_loop_t *L = scr__uv_loop();
    switch (r->stage) {
        case 0: r->stage = 1; return issued(r, uv_fs_lstat(L, next_req(r), r->path, cb_of(r)));
        case 1:
            if (r->res < 0) {
                if (r->res == UV_ENOENT && r->force) return STEP_DONE;
                return fail_uv(r, r->res, "lstat", r->path, NULL);
            }
            if (S_ISDIR(r->req.statbuf.st_mode)) {
                if (!r->recursive) return fail_rm_eisdir(r);
                push_path(r, xstrdup(r->path), 0);
            } else {
                push_path(r, xstrdup(r->path), 2);
            }
            break;
        case 2: { /* a directory's entries */
            if (r->res < 0) {
                if (!(r->res == UV_ENOENT && r->force))
                    return fail_uv(r, r->res, "scandir", r->stack[r->nstack - 1], NULL);
                pop_path(r);
                break;
            }
            char *dir = xstrdup(r->stack[r->nstack - 1]);
            r->visited[r->nstack - 1] = 1;
            uv_dirent_t ent;
            while (uv_fs_scandir_next(&r->req, &ent) != UV_EOF) {
                size_t n = strlen(dir) + strlen(ent.name) + 2;
                char *child = scr__xmalloc(n);
                snprintf(child, n, "%s/%s", dir, ent.name);
                push_path(r, child, ent.type == UV_DIRENT_DIR ? 0 : 2);
            }
            free(dir);
            break;
        }
        case 3: { /* an unlink or rmdir */
            bool dir = r->visited[r->nstack - 1] == 1;
            if (r->res < 0 && !(r->res == UV_ENOENT && r->force))
                return fail_uv(r, r->res, dir ? "rmdir" : "unlink", r->stack[r->nstack - 1], NULL);
            pop_path(r);
            break;
        }
    }
    if (r->nstack == 0) return STEP_DONE;
    const char *top = r->stack[r->nstack - 1];
    switch (r->visited[r->nstack - 1]) {
        case 0: r->stage = 2; return issued(r, uv_fs_scandir(L, next_req(r), top, 0, cb_of(r)));
        case 1: r->stage = 3; return issued(r, uv_fs_rmdir(L, next_req(r), top, cb_of(r)));
        default: r->stage = 3; return issued(r, uv_fs_unlink(L, next_req(r), top, cb_of(r)));
    }
}

static int step(FsReq *r) {
    switch (r->op) {
        case OP_READFILE: return step_read_file(r);
        case OP_WRITEFILE:
        case OP_APPENDFILE: return step_write_file(r);
        case OP_TRUNCATE: return step_truncate(r);
        case OP_RM: return step_rm(r);
        case OP_MKDIR:
            if (r->recursive) return step_mkdirp(r);
            return step_simple(r);
        default: return step_simple(r);
    }
}

/* Runs operation op in a form; argv borrowed. from_handle: a FileHandle
 * method, whose descriptor is argv[0]. */
static ScrValue run_op(int op, int style, int argc, ScrValue *argv, bool from_handle) {
    ScrValue cb = SCR_UNDEFINED;
    if (style == STYLE_CB) {
        ScrValue last = argc > 0 ? argv[argc - 1] : SCR_UNDEFINED;
        if (scr__is_callable(last) && !(op == OP_OPEN && argc == 1)) {
            cb = last;
            argc--;
        } else if (op != OP_CLOSE) {
            /* read, write and open check their first argument before the
             * callback. */
            if (op == OP_READ || op == OP_WRITE || op == OP_OPEN) {
                FsReq *probe = req_new(op, style);
                int bad = op == OP_OPEN
                              ? (probe->path = scr__fs_path_arg(argc > 0 ? argv[0] : SCR_UNDEFINED,
                                                                "path")) == NULL
                              : scr__fs_fd_arg(argc > 0 ? argv[0] : SCR_UNDEFINED, &probe->fd) < 0;
                req_free(probe);
                if (bad) return SCR_EXCEPTION;
            }
            return scr__throw_arg_type("cb", "of type function",
                                       scr__fs_missing_cb(op, argc, argv));
        }
    }
    FsReq *r = req_new(op, style);
    r->from_handle = from_handle;
    if (scr__fs_parse(r, argc, argv) < 0) {
        req_free(r);
        if (op == OP_EXISTS) {
            /* exists and existsSync answer false for a bad path. */
            scr_release(scr_exception_take());
            if (style == STYLE_SYNC) return SCR_FALSE;
            ScrValue f = SCR_FALSE;
            return scr_call(cb, SCR_UNDEFINED, 1, &f, NULL);
        }
        return arg_fail(style);
    }
    return start(r, cb);
}

NATIVE(fs_call) {
    (void)this_val, (void)nt;
    int magic = ((ScrFunction *)scr_obj(fn))->magic;
    return run_op(magic >> 2, magic & 3, argc, argv, false);
}

/* ------------------------------------------------------------------------
 * FileHandle.
 * ---------------------------------------------------------------------- */

static ScrValue filehandle_new(int fd) {
    ScrValue o = scr_object_new_proto(fs.handle_proto);
    scr__define_value_take(o, fs.fd_sym, scr_number(fd), SCR_PROP_WRITABLE);
    return o;
}

static int handle_fd(ScrValue h) {
    if (!scr_is_object(h)) return -2;
    ScrValue v = scr_get(h, fs.fd_sym);
    if (scr_is_exception(v)) {
        scr_release(scr_exception_take());
        return -2;
    }
    int fd = scr_is_number(v) ? (int)scr_as_number(v) : -2;
    scr_release(v);
    return fd;
}

bool scr__fs_file_handle(ScrValue v, int *fd) {
    if (!scr_is_object(v) || scr_is_undefined(fs.handle_proto)) return false;
    if (scr__get_proto(v) != fs.handle_proto) return false; /* borrowed */
    *fd = handle_fd(v);
    if (*fd < -1) *fd = -1;
    return true;
}

NATIVE(fh_fd) {
    UNUSED;
    int fd = handle_fd(this_val);
    return scr_number(fd < -1 ? -1 : fd);
}

/* FileHandle's methods (magic: the operation). */
NATIVE(fh_method) {
    (void)nt;
    int op = ((ScrFunction *)scr_obj(fn))->magic;
    int fd = handle_fd(this_val);
    if (fd < 0) {
        ScrValue m = str("file closed");
        ScrValue e = scr__error_new(SCR_ERR_ERROR, m);
        scr_release(m);
        scr__define_str_take(e, "code", str("EBADF"), SCR_PROP_CWE);
        scr__define_str_take(e, "syscall", str(op_info[op].syscall), SCR_PROP_CWE);
        ScrValue p = scr__promise_new();
        scr__promise_reject(p, e);
        scr_release(e);
        return p;
    }
    if (op == OP_CLOSE) scr_set(this_val, fs.fd_sym, scr_number(-1));
    ScrValue *args = scr__xmalloc(sizeof(ScrValue) * (size_t)(argc + 1));
    args[0] = scr_number(fd);
    for (int i = 0; i < argc; i++) args[i + 1] = argv[i];
    ScrValue r = run_op(op, STYLE_PROMISE, argc + 1, args, true);
    free(args);
    return r;
}

/* ------------------------------------------------------------------------
 * The module objects.
 * ---------------------------------------------------------------------- */

static const struct {
    const char *name; /* the callback form; NAME + "Sync" the sync one */
    int op;
    bool sync, promise;
} fns[] = {
    {"appendFile", OP_APPENDFILE, 1, 1},
    {"access", OP_ACCESS, 1, 1},
    {"chmod", OP_CHMOD, 1, 1},
    {"close", OP_CLOSE, 1, 0},
    {"copyFile", OP_COPYFILE, 1, 1},
    {"exists", OP_EXISTS, 1, 0},
    {"fchmod", OP_FCHMOD, 1, 0},
    {"fdatasync", OP_FDATASYNC, 1, 0},
    {"fstat", OP_FSTAT, 1, 0},
    {"fsync", OP_FSYNC, 1, 0},
    {"ftruncate", OP_FTRUNCATE, 1, 0},
    {"futimes", OP_FUTIMES, 1, 0},
    {"link", OP_LINK, 1, 1},
    {"lstat", OP_LSTAT, 1, 1},
    {"lutimes", OP_LUTIMES, 1, 1},
    {"mkdir", OP_MKDIR, 1, 1},
    {"mkdtemp", OP_MKDTEMP, 1, 1},
    {"open", OP_OPEN, 1, 1},
    {"readdir", OP_READDIR, 1, 1},
    {"read", OP_READ, 1, 0},
    {"readFile", OP_READFILE, 1, 1},
    {"readlink", OP_READLINK, 1, 1},
    {"realpath", OP_REALPATH, 1, 1},
    {"rename", OP_RENAME, 1, 1},
    {"rm", OP_RM, 1, 1},
    {"rmdir", OP_RMDIR, 1, 1},
    {"stat", OP_STAT, 1, 1},
    {"symlink", OP_SYMLINK, 1, 1},
    {"truncate", OP_TRUNCATE, 1, 1},
    {"unlink", OP_UNLINK, 1, 1},
    {"utimes", OP_UTIMES, 1, 1},
    {"writeFile", OP_WRITEFILE, 1, 1},
    {"write", OP_WRITE, 1, 0},
};

static ScrValue fs_fn(const char *name, int op, int style) {
    return scr__native_new_ex(fs_call, name, 0, op * 4 + style, SCR_UNDEFINED);
}

static ScrValue constants_new(void) {
    static const struct {
        const char *name;
        int v;
    } k[] = {
        {"UV_FS_SYMLINK_DIR", 1},
        {"UV_FS_SYMLINK_JUNCTION", 2},
        {"O_RDONLY", O_RDONLY},
        {"O_WRONLY", O_WRONLY},
        {"O_RDWR", O_RDWR},
        {"UV_DIRENT_UNKNOWN", 0},
        {"UV_DIRENT_FILE", 1},
        {"UV_DIRENT_DIR", 2},
        {"UV_DIRENT_LINK", 3},
        {"UV_DIRENT_FIFO", 4},
        {"UV_DIRENT_SOCKET", 5},
        {"UV_DIRENT_CHAR", 6},
        {"UV_DIRENT_BLOCK", 7},
        {"EXTENSIONLESS_FORMAT_JAVASCRIPT", 0},
        {"EXTENSIONLESS_FORMAT_WASM", 1},
        {"S_IFMT", S_IFMT},
        {"S_IFREG", S_IFREG},
        {"S_IFDIR", S_IFDIR},
        {"S_IFCHR", S_IFCHR},
        {"S_IFBLK", S_IFBLK},
        {"S_IFIFO", S_IFIFO},
        {"S_IFLNK", S_IFLNK},
        {"S_IFSOCK", S_IFSOCK},
        {"O_CREAT", O_CREAT},
        {"O_EXCL", O_EXCL},
        {"UV_FS_O_FILEMAP", 0},
        {"O_NOCTTY", O_NOCTTY},
        {"O_TRUNC", O_TRUNC},
        {"O_APPEND", O_APPEND},
        {"O_DIRECTORY", O_DIRECTORY},
        {"O_NOATIME", 01000000},
        {"O_NOFOLLOW", O_NOFOLLOW},
        {"O_SYNC", O_SYNC},
        {"O_DSYNC", O_DSYNC},
        {"O_DIRECT", 040000},
        {"O_NONBLOCK", O_NONBLOCK},
        {"S_IRWXU", S_IRWXU},
        {"S_IRUSR", S_IRUSR},
        {"S_IWUSR", S_IWUSR},
        {"S_IXUSR", S_IXUSR},
        {"S_IRWXG", S_IRWXG},
        {"S_IRGRP", S_IRGRP},
        {"S_IWGRP", S_IWGRP},
        {"S_IXGRP", S_IXGRP},
        {"S_IRWXO", S_IRWXO},
        {"S_IROTH", S_IROTH},
        {"S_IWOTH", S_IWOTH},
        {"S_IXOTH", S_IXOTH},
        {"F_OK", F_OK},
        {"R_OK", R_OK},
        {"W_OK", W_OK},
        {"X_OK", X_OK},
        {"UV_FS_COPYFILE_EXCL", 1},
        {"COPYFILE_EXCL", 1},
        {"UV_FS_COPYFILE_FICLONE", 2},
        {"COPYFILE_FICLONE", 2},
        {"UV_FS_COPYFILE_FICLONE_FORCE", 4},
        {"COPYFILE_FICLONE_FORCE", 4},
    };
    ScrValue c = scr_object_new_proto(SCR_NULL);
    for (size_t i = 0; i < sizeof k / sizeof *k; i++)
        scr__define_str_take(c, k[i].name, scr_number(k[i].v), SCR_PROP_ENUMERABLE);
    return c;
}

/* createReadStream and createWriteStream (magic 0 and 1) are written in
 * JavaScript (runtime/js/fs_streams.js, which the compiler loads into a
 * program whose text names them); these natives, the module's exports,
 * call what that module provided (scr__fs_provide_streams). */
static const char *const stream_fns[2] = {"createReadStream", "createWriteStream"};

static void fs_init(void);

NATIVE(fs_stream_fn) {
    (void)nt;
    const char *name = stream_fns[((ScrFunction *)scr_obj(fn))->magic];
    ScrValue f = scr_is_undefined(fs.streams) ? SCR_UNDEFINED : scr__get_str(fs.streams, name);
    if (scr_is_exception(f)) return f;
    if (!scr__is_callable(f)) {
        scr_release(f);
        return scr_throw_type_error("fs.%s is not available: scr loads it only into modules that name it", name);
    }
    ScrValue r = scr_call(f, this_val, argc, argv, name);
    scr_release(f);
    return r;
}

void scr__fs_provide_streams(ScrValue impl) {
    fs_init();
    scr_clear(&fs.streams);
    fs.streams = scr_dup(impl);
    static const char *const classes[2] = {"ReadStream", "WriteStream"};
    for (int i = 0; i < 2; i++) {
        ScrValue c = scr__get_str(impl, classes[i]);
        if (scr_is_exception(c)) return;
        scr__define_str_take(fs.module, classes[i], c, SCR_PROP_CWE);
    }
}

/* Makes the prototypes, the promises object and the module object once. */
static void fs_init(void) {
    if (!scr_is_undefined(fs.module)) return;
    static const int stat_types[7] = {S_IFDIR, S_IFREG, S_IFBLK, S_IFCHR,
                                      S_IFLNK, S_IFIFO, S_IFSOCK};
    static const int dirent_types[7] = {UV_DIRENT_DIR,   UV_DIRENT_FILE, UV_DIRENT_BLOCK,
                                        UV_DIRENT_CHAR,  UV_DIRENT_LINK, UV_DIRENT_FIFO,
                                        UV_DIRENT_SOCKET};
    ScrValue desc = str("type");
    fs.type_sym = scr__symbol_new(desc);
    scr_release(desc);
    desc = str("kFd");
    fs.fd_sym = scr__symbol_new(desc);
    scr_release(desc);

    ScrValue m = scr_object_new();
    ScrValue p = scr_object_new();
    fs.stats_proto = scr_object_new();
    define_type_methods(fs.stats_proto, stats_is, stat_types);
    ScrValue stats_ctor = scr__native_ctor_new(illegal_ctor, "Stats", 0, fs.stats_proto);
    fs.bigstats_proto = scr_object_new();
    define_type_methods(fs.bigstats_proto, stats_is, stat_types);
    scr_release(scr__native_ctor_new(illegal_ctor, "BigIntStats", 0, fs.bigstats_proto));
    fs.dirent_proto = scr_object_new();
    define_type_methods(fs.dirent_proto, dirent_is, dirent_types);
    ScrValue dirent_ctor = scr__native_ctor_new(illegal_ctor, "Dirent", 0, fs.dirent_proto);
    fs.handle_proto = scr_object_new();
    ScrValue handle_ctor = scr__native_ctor_new(illegal_ctor, "FileHandle", 0, fs.handle_proto);
    scr_release(handle_ctor);
    static const struct {
        const char *name;
        int op;
    } hm[] = {{"appendFile", OP_APPENDFILE},
              {"chmod", OP_FCHMOD},
              {"close", OP_CLOSE},
              {"datasync", OP_FDATASYNC},
              {"read", OP_READ},
              {"readFile", OP_READFILE},
              {"stat", OP_FSTAT},
              {"sync", OP_FSYNC},
              {"truncate", OP_FTRUNCATE},
              {"utimes", OP_FUTIMES},
              {"write", OP_WRITE},
              {"writeFile", OP_WRITEFILE}};
    for (size_t i = 0; i < sizeof hm / sizeof *hm; i++)
        scr__define_str_take(fs.handle_proto, hm[i].name,
                             scr__native_new_ex(fh_method, hm[i].name, 0, hm[i].op, SCR_UNDEFINED),
                             SCR_PROP_CW);
    ScrValue getter = scr_native_new(fh_fd, "get fd", 0);
    scr__define_accessor_flags(fs.handle_proto, SCR_ATOM("fd"), getter, SCR_UNDEFINED,
                               SCR_PROP_CONFIGURABLE);
    scr_release(getter);

    for (size_t i = 0; i < sizeof fns / sizeof *fns; i++) {
        char sync[48];
        snprintf(sync, sizeof sync, "%sSync", fns[i].name);
        ScrValue cbf = fs_fn(fns[i].name, fns[i].op, STYLE_CB),
                 sf = fs_fn(sync, fns[i].op, STYLE_SYNC);
        if (fns[i].op == OP_REALPATH) {
            scr__define_str_take(cbf, "native", fs_fn("native", OP_REALPATH_NATIVE, STYLE_CB),
                                 SCR_PROP_CWE);
            scr__define_str_take(sf, "native", fs_fn("native", OP_REALPATH_NATIVE, STYLE_SYNC),
                                 SCR_PROP_CWE);
        }
        scr__define_str_take(m, fns[i].name, cbf, SCR_PROP_CWE);
        scr__define_str_take(m, sync, sf, SCR_PROP_CWE);
        if (fns[i].promise)
            scr__define_str_take(p, fns[i].name, fs_fn(fns[i].name, fns[i].op, STYLE_PROMISE),
                                 SCR_PROP_CWE);
    }
    for (int i = 0; i < 2; i++)
        scr__define_str_take(m, stream_fns[i],
                             scr__native_new_ex(fs_stream_fn, stream_fns[i], 2, i, SCR_UNDEFINED),
                             SCR_PROP_CWE);
    scr__define_str_take(m, "Dirent", dirent_ctor, SCR_PROP_CWE);
    scr__define_str_take(m, "Stats", stats_ctor, SCR_PROP_CWE);
    scr__define_str_take(m, "F_OK", scr_number(F_OK), SCR_PROP_CWE);
    scr__define_str_take(m, "R_OK", scr_number(R_OK), SCR_PROP_CWE);
    scr__define_str_take(m, "W_OK", scr_number(W_OK), SCR_PROP_CWE);
    scr__define_str_take(m, "X_OK", scr_number(X_OK), SCR_PROP_CWE);
    ScrValue c = constants_new();
    scr__define_str_take(m, "constants", scr_dup(c), SCR_PROP_CWE);
    scr__define_str_take(p, "constants", c, SCR_PROP_CWE);
    scr__define_str_take(m, "promises", scr_dup(p), SCR_PROP_CWE);
    fs.module = m;
    fs.promises = p;
}

ScrValue scr__fs_module_new(void) {
    fs_init();
    return scr_dup(fs.module);
}

ScrValue scr__fs_promises_module_new(void) {
    fs_init();
    return scr_dup(fs.promises);
}

void scr__fs_shutdown(void) {
    /* Requests libuv has not started are cancelled (they call back with
     * UV_ECANCELED); those running in its pool write into buffers we hold,
     * so they are waited for. on_fs frees them without calling back. */
    fs.ending = true;
    for (FsReq *r = fs.inflight, *next; r; r = next) {
        next = r->next;
        if (r->in_uv)
            uv_cancel((uv_req_t *)&r->req);
        else
            req_free(r); /* a deferred delivery: its job is discarded */
    }
    while (fs.inflight && scr__uv_loop()) uv_run(scr__uv_loop(), UV_RUN_ONCE);
    scr_clear(&fs.stats_proto);
    scr_clear(&fs.bigstats_proto);
    scr_clear(&fs.dirent_proto);
    scr_clear(&fs.handle_proto);
    scr_clear(&fs.type_sym);
    scr_clear(&fs.fd_sym);
    scr_clear(&fs.streams);
    scr_clear(&fs.module);
    scr_clear(&fs.promises);
}
