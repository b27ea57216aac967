/* child.c - `@scr/child`, the natives under node:child_process (written
 * in JavaScript, runtime/js/child_process.js): spawnSync runs a child to
 * its end on a private libuv loop, as Node does; spawn starts one on the
 * program's loop and hands out its pipes as numbered handles that the
 * JavaScript side reads, writes, ends and closes. docs/node.md,
 * "child_process". */
#include "node/child.h"
#include "base/base.h"
#include "core/array.h"
#include "core/error.h"
#include "core/function.h"
#include "core/native.h"
#include "core/object.h"
#include "core/str.h"
#include "exec/loop.h"
#include "exec/output.h"
#include "node/buffer.h"
#include "node/errors.h"
#include "node/process.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <uv.h>

static ScrValue str(const char *s) { return scr_string_from_utf8(s, strlen(s)); }

/* ------------------------------------------------------------------------
 * What both forms read from the options the JavaScript side normalised:
 * { cwd, env: ['K=V', ...] | undefined, stdio: ['pipe'|'inherit'|'ignore' x3],
 *   timeout, killSignal, maxBuffer, input }.
 * ---------------------------------------------------------------------- */

typedef struct SpawnArgs {
    char *file, *cwd;
    char **args, **env; /* NULL-terminated; env NULL: the parent's */
    int stdio[3];       /* 'p'ipe, 'i'nherit, 'x' ignore */
    double timeout, max_buffer;
    int kill_signal;
} SpawnArgs;

static void spawn_args_free(SpawnArgs *a) {
    free(a->file);
    free(a->cwd);
    for (char **p = a->args; p && *p; p++) free(*p);
    free(a->args);
    for (char **p = a->env; p && *p; p++) free(*p);
    free(a->env);
}

/* A JS array of strings as a NULL-terminated C array; `first` (if not
 * NULL) goes before them. */
static char **string_list(ScrValue arr, const char *first) {
    ScrValue lv = scr__get_str(arr, "length");
    uint32_t n = scr_is_number(lv) ? (uint32_t)scr_as_number(lv) : 0;
    scr_release(lv);
    char **out = scr__xmalloc(sizeof(char *) * (n + 2));
    uint32_t k = 0;
    if (first) {
        size_t l = strlen(first) + 1;
        out[k] = scr__xmalloc(l);
        memcpy(out[k++], first, l);
    }
    for (uint32_t i = 0; i < n; i++) {
        ScrValue v = scr__get_index(arr, i);
        ScrValue s = scr_is_string(v) ? scr_dup(v) : scr_to_string(v);
        scr_release(v);
        if (scr_is_exception(s)) {
            out[k] = NULL;
            for (char **p = out; *p; p++) free(*p);
            free(out);
            return NULL;
        }
        out[k++] = scr__string_to_utf8(s, NULL);
        scr_release(s);
    }
    out[k] = NULL;
    return out;
}

static double num_opt(ScrValue opts, const char *name, double dflt) {
    ScrValue v = scr__get_str(opts, name);
    double d = scr_is_number(v) ? scr_as_number(v) : dflt;
    scr_release(v);
    return d;
}

/* Reads (file, args, options) into *a. 0, or -1 with an exception. */
static int spawn_args(ScrValue file, ScrValue args, ScrValue opts, SpawnArgs *a) {
    memset(a, 0, sizeof *a);
    if (!scr_is_string(file) || !scr_is_object(opts)) {
        scr_throw_type_error("spawn(file, args, options)");
        return -1;
    }
    a->file = scr__string_to_utf8(file, NULL);
    if (!(a->args = string_list(args, a->file))) return -1;
    ScrValue v = scr__get_str(opts, "cwd");
    if (scr_is_string(v)) a->cwd = scr__string_to_utf8(v, NULL);
    scr_release(v);
    v = scr__get_str(opts, "env");
    if (scr_is_object(v) && !(a->env = string_list(v, NULL))) {
        scr_release(v);
        return -1;
    }
    scr_release(v);
    ScrValue stdio = scr__get_str(opts, "stdio");
    for (uint32_t i = 0; i < 3; i++) {
        ScrValue m = scr_is_object(stdio) ? scr__get_index(stdio, i) : SCR_UNDEFINED;
        char *u = scr_is_string(m) ? scr__string_to_utf8(m, NULL) : NULL;
        a->stdio[i] = !u || strcmp(u, "pipe") == 0 ? 'p' : strcmp(u, "inherit") == 0 ? 'i' : 'x';
        free(u);
        scr_release(m);
    }
    scr_release(stdio);
    a->timeout = num_opt(opts, "timeout", 0);
    a->max_buffer = num_opt(opts, "maxBuffer", INFINITY);
    ScrValue ks = scr__get_str(opts, "killSignal");
    int rc = scr__signal_arg(ks, &a->kill_signal);
    scr_release(ks);
    return rc;
}

static void options_for(const SpawnArgs *a, uv_process_options_t *po, uv_stdio_container_t *sc,
                        uv_pipe_t *pipes, uv_exit_cb on_exit) {
    memset(po, 0, sizeof *po);
    po->file = a->file;
    po->args = a->args;
    po->env = a->env;
    po->cwd = a->cwd;
    po->exit_cb = on_exit;
    po->stdio_count = 3;
    po->stdio = sc;
    for (int i = 0; i < 3; i++) {
        if (a->stdio[i] == 'p') {
            sc[i].flags = UV_CREATE_PIPE | (i == 0 ? UV_READABLE_PIPE : UV_WRITABLE_PIPE);
            sc[i].data.stream = (uv_stream_t *)&pipes[i];
        } else if (a->stdio[i] == 'i') {
            sc[i].flags = UV_INHERIT_FD;
            sc[i].data.fd = i;
        } else {
            sc[i].flags = UV_IGNORE;
        }
    }
}

/* The exit as Node reports it: status (null when a signal ended it) and
 * the signal's name (or null). */
static ScrValue status_value(int64_t status, int signal) {
    return signal ? SCR_NULL : scr_number((double)status);
}

static ScrValue signal_value(int signal) {
    const char *n = signal ? scr__signal_name(signal) : NULL;
    return n ? str(n) : SCR_NULL;
}

/* ------------------------------------------------------------------------
 * spawnSync
 * ---------------------------------------------------------------------- */

typedef struct SyncRun {
    uv_loop_t loop;
    uv_process_t proc;
    uv_pipe_t pipes[3];
    uv_timer_t timer;
    uv_write_t wr;
    char *out[3];
    size_t len[3], cap[3];
    const SpawnArgs *a;
    int64_t status;
    int signal;
    int error; /* UV_ETIMEDOUT, UV_ENOBUFS or 0 */
    bool timer_on;
} SyncRun;

static void sync_close(uv_handle_t *h) {
    if (!uv_is_closing(h)) uv_close(h, NULL);
}

static void sync_kill(SyncRun *r, int error) {
    if (!r->error) r->error = error;
    if (!uv_is_closing((uv_handle_t *)&r->proc)) uv_process_kill(&r->proc, r->a->kill_signal);
}

static void sync_alloc(uv_handle_t *h, size_t want, uv_buf_t *b) {
    SyncRun *r = h->loop->data;
    int i = (int)((uv_pipe_t *)h - r->pipes);
    if (r->cap[i] - r->len[i] < 65536) {
        r->cap[i] = r->cap[i] ? r->cap[i] * 2 : 65536;
        r->out[i] = scr__xrealloc(r->out[i], r->cap[i]);
    }
    (void)want;
    *b = uv_buf_init(r->out[i] + r->len[i], (unsigned)(r->cap[i] - r->len[i]));
}

static void sync_read(uv_stream_t *s, ssize_t n, const uv_buf_t *b) {
    SyncRun *r = s->loop->data;
    int i = (int)((uv_pipe_t *)s - r->pipes);
    (void)b;
    if (n > 0) {
        r->len[i] += (size_t)n;
        if ((double)r->len[i] > r->a->max_buffer) {
            r->len[i] = (size_t)r->a->max_buffer;
            sync_kill(r, UV_ENOBUFS);
            sync_close((uv_handle_t *)s);
        }
    } else if (n < 0) {
        sync_close((uv_handle_t *)s);
    }
}

static void sync_exit(uv_process_t *p, int64_t status, int signal) {
    SyncRun *r = p->loop->data;
    r->status = status;
    r->signal = signal;
    sync_close((uv_handle_t *)p);
    if (r->timer_on) sync_close((uv_handle_t *)&r->timer);
}

static void sync_timeout(uv_timer_t *t) {
    sync_kill(t->loop->data, UV_ETIMEDOUT);
}

static void sync_written(uv_write_t *w, int status) {
    (void)status;
    sync_close((uv_handle_t *)w->handle);
}

static void put(ScrValue o, const char *name, ScrValue v_take) { scr__define_str_take(o, name, v_take, SCR_PROP_CWE); }

/* spawnSync(file, args, options) -> { pid, status, signal, stdout, stderr,
 * error }: stdout and stderr are Buffers for piped streams, else null;
 * error is a libuv error number (spawn failure, ETIMEDOUT, ENOBUFS) or
 * absent. */
NATIVE(child_spawn_sync) {
    UNUSED;
    SpawnArgs a;
    if (spawn_args(ARG(0), ARG(1), ARG(2), &a) < 0) {
        spawn_args_free(&a);
        return SCR_EXCEPTION;
    }
    uint8_t *input = NULL;
    size_t ninput = 0;
    ScrValue in = scr__get_str(ARG(2), "input");
    if (!scr_is_undefined(in) && !scr_is_null(in) && !scr__bytes_of(in, &input, &ninput)) input = NULL;

    SyncRun *r = scr__xmalloc(sizeof *r);
    memset(r, 0, sizeof *r);
    r->a = &a;
    uv_loop_init(&r->loop);
    r->loop.data = r;
    for (int i = 0; i < 3; i++)
        if (a.stdio[i] == 'p') uv_pipe_init(&r->loop, &r->pipes[i], 0);
    uv_process_options_t po;
    uv_stdio_container_t sc[3];
    options_for(&a, &po, sc, r->pipes, sync_exit);
    scr__stdout_flush(); /* what the program printed comes before the child's */
    int err = uv_spawn(&r->loop, &r->proc, &po);
    ScrValue res = scr_object_new();
    if (err < 0) {
        sync_close((uv_handle_t *)&r->proc);
        for (int i = 0; i < 3; i++)
            if (a.stdio[i] == 'p') sync_close((uv_handle_t *)&r->pipes[i]);
        uv_run(&r->loop, UV_RUN_DEFAULT);
        put(res, "error", scr_number(err));
    } else {
        put(res, "pid", scr_number(r->proc.pid));
        if (a.stdio[0] == 'p') {
            if (ninput) {
                uv_buf_t b = uv_buf_init((char *)input, (unsigned)ninput);
                if (uv_write(&r->wr, (uv_stream_t *)&r->pipes[0], &b, 1, sync_written) < 0)
                    sync_close((uv_handle_t *)&r->pipes[0]);
            } else {
                sync_close((uv_handle_t *)&r->pipes[0]);
            }
        }
        for (int i = 1; i < 3; i++)
            if (a.stdio[i] == 'p') uv_read_start((uv_stream_t *)&r->pipes[i], sync_alloc, sync_read);
        if (a.timeout > 0) {
            uv_timer_init(&r->loop, &r->timer);
            uv_timer_start(&r->timer, sync_timeout, (uint64_t)a.timeout, 0);
            r->timer_on = true;
        }
        uv_run(&r->loop, UV_RUN_DEFAULT);
        put(res, "status", status_value(r->status, r->signal));
        put(res, "signal", signal_value(r->signal));
        if (r->error) put(res, "error", scr_number(r->error));
    }
    for (int i = 1; i < 3; i++) {
        const char *name = i == 1 ? "stdout" : "stderr";
        if (a.stdio[i] == 'p' && err >= 0)
            put(res, name, scr__buffer_from_bytes(r->out[i] ? r->out[i] : "", r->len[i]));
        else
            put(res, name, SCR_NULL);
        free(r->out[i]);
    }
    uv_loop_close(&r->loop);
    free(r);
    scr_release(in);
    spawn_args_free(&a);
    return res;
}

/* ------------------------------------------------------------------------
 * spawn: the child and its pipes on the program's loop. A pipe is a
 * numbered handle (an index in `handles`); the JavaScript side calls
 * read(h, onData), write(h, bytes, cb), end(h, cb), close(h).
 * ---------------------------------------------------------------------- */

typedef struct Child {
    uv_process_t proc;
    ScrValue on_exit;
    ScrValue context; /* the async context of the spawn (owned) */
    struct Child *next, **prev; /* the running children */
} Child;

static Child *children;

/* A pipe has two owners: the libuv handle (until its close completes) and
 * the JavaScript side's handle number (until it calls close). The number
 * is not reused before then, so a stream that closes late cannot close a
 * newer pipe that took its number. */
typedef struct Pipe {
    union {
        uv_pipe_t pipe;
        uv_tcp_t tcp; /* node/net.c's sockets and servers */
        uv_stream_t stream;
        uv_handle_t handle;
    } u;
    ScrValue on_data;   /* while reading; a server's onConnection */
    ScrValue on_closed; /* close(h, onClosed)'s callback, or undefined */
    /* The async context its callbacks run in (owned): the one it was made
     * in, a server's for the connections it accepts. */
    ScrValue context;
    int id;
    int owners;
} Pipe;

typedef struct PipeReq {
    union {
        uv_write_t w;
        uv_shutdown_t s;
    } u;
    ScrValue cb, keep;
} PipeReq;

static Pipe **handles;
static int nhandles;

static int handle_add(Pipe *p) {
    for (int i = 0; i < nhandles; i++)
        if (!handles[i]) {
            handles[i] = p;
            return i;
        }
    handles = scr__xrealloc(handles, sizeof *handles * (size_t)(nhandles + 1));
    handles[nhandles] = p;
    return nhandles++;
}

static Pipe *handle_get(ScrValue id) {
    if (!scr_is_number(id)) return NULL;
    double d = scr_as_number(id);
    if (d < 0 || d >= nhandles || d != (int)d) return NULL;
    return handles[(int)d];
}

static bool shutting_down; /* scr__child_shutdown ran: no more callbacks */

static bool ending(void) { return shutting_down || (scr__thread.exit.flags & SCR_EXIT_ENDING) != 0; }

/* Calls cb with the arguments in async context ctx, then Node's drain. */
static void call_back(ScrValue ctx, ScrValue cb, int argc, ScrValue *argv) {
    if (ending()) return;
    ScrValue saved = scr__async_context_enter(scr_dup(ctx));
    scr__callback_result(scr_call(cb, SCR_UNDEFINED, argc, argv, NULL));
    scr__async_context_leave(saved);
    scr__drain();
    scr__macrotask_end();
}

static void child_closed(uv_handle_t *h) {
    Child *c = h->data;
    scr_release(c->on_exit);
    scr_release(c->context);
    free(c);
}

static void child_close(Child *c) {
    if (c->prev) {
        *c->prev = c->next;
        if (c->next) c->next->prev = c->prev;
        c->prev = NULL;
    }
    uv_close((uv_handle_t *)&c->proc, child_closed);
}

static void child_exit(uv_process_t *p, int64_t status, int signal) {
    Child *c = p->data;
    ScrValue cb = scr_dup(c->on_exit), ctx = scr_dup(c->context);
    child_close(c);
    ScrValue args[2] = {status_value(status, signal), signal_value(signal)};
    call_back(ctx, cb, 2, args);
    scr_release(args[1]);
    scr_release(cb);
    scr_release(ctx);
}

static void pipe_unown(Pipe *p) {
    if (--p->owners > 0) return;
    scr_release(p->on_data);
    scr_release(p->on_closed);
    scr_release(p->context);
    free(p);
}

static void pipe_closed(uv_handle_t *h) {
    Pipe *p = h->data;
    ScrValue cb = p->on_closed;
    p->on_closed = SCR_UNDEFINED;
    if (scr__is_callable(cb)) call_back(p->context, cb, 0, NULL);
    scr_release(cb);
    pipe_unown(p);
}

/* Closes the libuv handle (the number stays the JavaScript side's). */
static void pipe_close(Pipe *p) {
    if (!uv_is_closing((uv_handle_t *)&p->u.stream)) uv_close((uv_handle_t *)&p->u.stream, pipe_closed);
}

/* The JavaScript side lets go of the number (the handle closes too). */
static void pipe_release(Pipe *p) {
    handles[p->id] = NULL;
    pipe_close(p);
    pipe_unown(p);
}

uv_tcp_t *scr__stream_handle_tcp(void) {
    Pipe *p = scr__xmalloc(sizeof *p);
    memset(p, 0, sizeof *p);
    p->on_data = SCR_UNDEFINED;
    p->on_closed = SCR_UNDEFINED;
    p->context = scr_dup(scr__thread.async_context);
    p->owners = 2;
    p->u.tcp.data = p;
    uv_tcp_init(scr__uv_loop(), &p->u.tcp);
    return &p->u.tcp;
}

int scr__stream_handle_number(uv_tcp_t *t) {
    Pipe *p = t->data;
    return p->id = handle_add(p);
}

void scr__stream_handle_discard(uv_tcp_t *t) {
    Pipe *p = t->data;
    p->owners = 1;
    pipe_close(p);
}

uv_tcp_t *scr__stream_handle_get(ScrValue id) {
    Pipe *p = handle_get(id);
    return p && p->u.handle.type == UV_TCP ? &p->u.tcp : NULL;
}

ScrValue *scr__stream_handle_callback(uv_tcp_t *t) { return &((Pipe *)t->data)->on_data; }

void scr__stream_handle_adopt_context(uv_tcp_t *t, uv_tcp_t *from) {
    Pipe *p = t->data;
    scr_release(p->context);
    p->context = scr_dup(((Pipe *)from->data)->context);
}

void scr__stream_handle_call(uv_tcp_t *t, ScrValue cb, int argc, ScrValue *argv) {
    call_back(((Pipe *)t->data)->context, cb, argc, argv);
}

/* spawn(file, args, options, onExit) -> { pid, stdio: [h0, h1, h2] } (a
 * handle number, or null where not piped), or a libuv error number when
 * the child could not start. onExit(status, signal). */
NATIVE(child_spawn) {
    UNUSED;
    SpawnArgs a;
    if (!scr__is_callable(ARG(3))) return scr_throw_type_error("spawn(file, args, options, onExit)");
    if (spawn_args(ARG(0), ARG(1), ARG(2), &a) < 0) {
        spawn_args_free(&a);
        return SCR_EXCEPTION;
    }
    Child *c = scr__xmalloc(sizeof *c);
    memset(c, 0, sizeof *c);
    c->on_exit = scr_dup(ARG(3));
    c->context = scr_dup(scr__thread.async_context);
    c->proc.data = c;
    Pipe *pp[3] = {NULL, NULL, NULL};
    uv_pipe_t pipes[3];
    for (int i = 0; i < 3; i++) {
        if (a.stdio[i] != 'p') continue;
        pp[i] = scr__xmalloc(sizeof *pp[i]);
        memset(pp[i], 0, sizeof *pp[i]);
        pp[i]->on_data = SCR_UNDEFINED;
        pp[i]->on_closed = SCR_UNDEFINED;
        pp[i]->context = scr_dup(scr__thread.async_context);
        pp[i]->owners = 2;
        pp[i]->u.pipe.data = pp[i];
        uv_pipe_init(scr__uv_loop(), &pp[i]->u.pipe, 0);
    }
    uv_process_options_t po;
    uv_stdio_container_t sc[3];
    options_for(&a, &po, sc, pipes, child_exit);
    for (int i = 0; i < 3; i++)
        if (pp[i]) sc[i].data.stream = (uv_stream_t *)&pp[i]->u.pipe;
    scr__stdout_flush();
    int err = uv_spawn(scr__uv_loop(), &c->proc, &po);
    spawn_args_free(&a);
    if (err < 0) {
        child_close(c);
        for (int i = 0; i < 3; i++)
            if (pp[i]) {
                pp[i]->owners = 1; /* never numbered */
                pipe_close(pp[i]);
            }
        return scr_number(err);
    }
    c->next = children;
    if (children) children->prev = &c->next;
    c->prev = &children;
    children = c;
    ScrValue res = scr_object_new();
    put(res, "pid", scr_number(c->proc.pid));
    ScrValue stdio = scr_array_new(3);
    for (int i = 0; i < 3; i++) {
        if (pp[i]) pp[i]->id = handle_add(pp[i]);
        scr__array_push_take(stdio, pp[i] ? scr_number(pp[i]->id) : SCR_NULL);
    }
    put(res, "stdio", stdio);
    return res;
}

static void pipe_alloc(uv_handle_t *h, size_t want, uv_buf_t *b) {
    (void)h;
    size_t n = want < 65536 ? 65536 : want;
    *b = uv_buf_init(scr__xmalloc(n), (unsigned)n);
}

/* onData(buffer) for each chunk; onData(null) at the end, onData(error) on
 * a failure; after either, reading stops until close(h). */
static void pipe_read(uv_stream_t *s, ssize_t n, const uv_buf_t *b) {
    Pipe *p = s->data;
    if (n == 0) {
        free(b->base);
        return;
    }
    ScrValue arg = n > 0 ? scr__buffer_from_bytes(b->base, (size_t)n)
                 : n == UV_EOF ? SCR_NULL
                               : scr__node_uv_error((int)n, "read", NULL, NULL);
    free(b->base);
    ScrValue cb = scr_dup(p->on_data);
    if (n < 0) uv_read_stop(s); /* the handle stays open: a socket may still write after its peer's end */
    if (scr_is_exception(arg)) {
        scr__callback_result(arg);
    } else {
        call_back(p->context, cb, 1, &arg);
        scr_release(arg);
    }
    scr_release(cb);
}

/* read(h, onData) starts reading; read(h, null) stops (a paused stream). */
NATIVE(child_read) {
    UNUSED;
    Pipe *p = handle_get(ARG(0));
    if (!p) return scr_throw_type_error("read(handle, onData)");
    if (!scr__is_callable(ARG(1))) {
        uv_read_stop((uv_stream_t *)&p->u.stream);
        return SCR_UNDEFINED;
    }
    scr_release(p->on_data);
    p->on_data = scr_dup(ARG(1));
    int err = uv_read_start((uv_stream_t *)&p->u.stream, pipe_alloc, pipe_read);
    return err < 0 && err != UV_EALREADY ? scr__throw_uv(err, "read", NULL, NULL) : SCR_UNDEFINED;
}

static void req_done(PipeReq *r, Pipe *p, int status, const char *syscall) {
    ScrValue arg = status < 0 ? scr__node_uv_error(status, syscall, NULL, NULL) : SCR_NULL;
    call_back(p->context, r->cb, 1, &arg);
    scr_release(arg);
    scr_release(r->cb);
    scr_release(r->keep);
    free(r);
}

static void write_done(uv_write_t *w, int status) {
    req_done((PipeReq *)w, w->handle->data, status, "write");
}

static void shutdown_done(uv_shutdown_t *s, int status) {
    req_done((PipeReq *)s, s->handle->data, status, "shutdown");
}

static PipeReq *req_new(ScrValue cb, ScrValue keep) {
    PipeReq *r = scr__xmalloc(sizeof *r);
    memset(r, 0, sizeof *r);
    r->cb = scr_dup(cb);
    r->keep = scr_dup(keep);
    return r;
}

/* write(h, bytes, cb): cb(err) once written. */
NATIVE(child_write) {
    UNUSED;
    Pipe *p = handle_get(ARG(0));
    uint8_t *bytes;
    size_t n;
    if (!p || !scr__bytes_of(ARG(1), &bytes, &n) || !scr__is_callable(ARG(2)))
        return scr_throw_type_error("write(handle, bytes, cb)");
    PipeReq *r = req_new(ARG(2), ARG(1));
    uv_buf_t b = uv_buf_init((char *)bytes, (unsigned)n);
    int err = uv_write(&r->u.w, (uv_stream_t *)&p->u.stream, &b, 1, write_done);
    if (err < 0) {
        scr_release(r->cb);
        scr_release(r->keep);
        free(r);
        return scr__throw_uv(err, "write", NULL, NULL);
    }
    return SCR_UNDEFINED;
}

/* tryWrite(h, bytes): writes what the stream takes at once (uv_try_write,
 * which declines while earlier writes are queued) and returns the number
 * of bytes written: all of them, as a socket usually takes a response,
 * needs no write request and no callback from the loop (Node's
 * StreamBase completes such a write synchronously too). 0 when nothing
 * could be written now, or on an error, which the caller leaves to
 * write(h, bytes, cb) to report. */
NATIVE(child_try_write) {
    UNUSED;
    Pipe *p = handle_get(ARG(0));
    uint8_t *bytes;
    size_t n;
    if (!p || !scr__bytes_of(ARG(1), &bytes, &n)) return scr_throw_type_error("tryWrite(handle, bytes)");
    if (n == 0) return scr_number(0);
    uv_buf_t b = uv_buf_init((char *)bytes, (unsigned)n);
    int done = uv_try_write((uv_stream_t *)&p->u.stream, &b, 1);
    return scr_number(done > 0 ? done : 0);
}

/* end(h, cb): the writes queued so far, then the end of the child's input. */
NATIVE(child_end) {
    UNUSED;
    Pipe *p = handle_get(ARG(0));
    if (!p || !scr__is_callable(ARG(1))) return scr_throw_type_error("end(handle, cb)");
    PipeReq *r = req_new(ARG(1), SCR_UNDEFINED);
    int err = uv_shutdown(&r->u.s, (uv_stream_t *)&p->u.stream, shutdown_done);
    if (err < 0) {
        scr_release(r->cb);
        free(r);
        return scr__throw_uv(err, "shutdown", NULL, NULL);
    }
    return SCR_UNDEFINED;
}

/* close(h[, onClosed]): the pipe goes and h may be reused (a second close
 * does nothing); onClosed() once libuv has closed it. */
NATIVE(child_close_pipe) {
    UNUSED;
    Pipe *p = handle_get(ARG(0));
    if (p && scr__is_callable(ARG(1))) p->on_closed = scr_dup(ARG(1));
    if (p) pipe_release(p);
    return SCR_UNDEFINED;
}

/* kill(pid, signal): 0 or a libuv error number. */
NATIVE(child_kill) {
    UNUSED;
    int num;
    if (scr__signal_arg(ARG(1), &num) < 0) return SCR_EXCEPTION;
    if (!scr_is_number(ARG(0))) return scr_number(UV_ESRCH);
    return scr_number(uv_kill((int)scr_as_number(ARG(0)), num));
}

/* errname(n): "ENOENT" for a libuv error number. */
NATIVE(child_errname) {
    UNUSED;
    return str(scr_is_number(ARG(0)) ? uv_err_name((int)scr_as_number(ARG(0))) : "UNKNOWN");
}

ScrValue scr__child_module_new(void) {
    ScrValue m = scr_object_new();
    static const ScrNativeDef fns[] = {
        {"spawnSync", child_spawn_sync, 3, 0}, {"spawn", child_spawn, 4, 0},
        {"read", child_read, 2, 0},            {"write", child_write, 3, 0},
        {"end", child_end, 2, 0},              {"tryWrite", child_try_write, 2, 0},
        {"close", child_close_pipe, 2, 0},     {"kill", child_kill, 2, 0},
        {"errname", child_errname, 1, 0},
    };
    scr__define_natives(m, fns, sizeof fns / sizeof *fns, SCR_PROP_CWE, SCR_UNDEFINED);
    return m;
}

void scr__child_shutdown(void) {
    shutting_down = true;
    while (children) child_close(children); /* the children run on */
    for (int i = 0; i < nhandles; i++)
        if (handles[i]) pipe_release(handles[i]);
    free(handles);
    handles = NULL;
    nhandles = 0;
}
