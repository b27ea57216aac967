/* loop.c - the event loop on libuv: the microtask and nextTick queues and
 * the drain Node runs after every callback (processTicksAndRejections),
 * running the loop until it is empty with 'beforeExit', and what happens
 * to an exception no JS code caught. */
#include "memory/gc.h"
#include "base/base.h"
#include "core/native.h"
#include "exec/loop.h"

#include "exec/output.h"
#include "exec/timers.h"
#include "exec/promise.h"
#include "memory/region.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

uv_loop_t *scr__uv_loop(void) { return scr__thread.loop; }

/* ------------------------------------------------------------------------
 * Queues: the thread's microtasks and nextTicks (scr__thread.jobs). Both
 * are growable rings; a job owns its two values until it has run.
 * ---------------------------------------------------------------------- */
typedef struct ScrJob {
    ScrJobFn fn;
    void *p;
    ScrValue a, b;
    ScrValue context; /* the async context it was queued in (owned) */
} Job;

typedef ScrJobRing Ring;

static void ring_push(Ring *r, Job j) {
    if (r->len == r->cap) {
        size_t ncap = r->cap ? r->cap * 2 : 256;
        Job *n = scr__xmalloc(ncap * sizeof(Job));
        for (size_t i = 0; i < r->len; i++) n[i] = r->jobs[(r->head + i) & (r->cap - 1)];
        free(r->jobs);
        r->jobs = n;
        r->head = 0;
        r->cap = ncap;
    }
    r->jobs[(r->head + r->len) & (r->cap - 1)] = j;
    r->len++;
}

static bool ring_pop(Ring *r, Job *out) {
    if (!r->len) return false;
    *out = r->jobs[r->head];
    r->head = (r->head + 1) & (r->cap - 1);
    r->len--;
    return true;
}

ScrValue scr__async_context_enter(ScrValue ctx_take) {
    ScrValue saved = scr__thread.async_context;
    scr__thread.async_context = ctx_take;
    return saved;
}

void scr__async_context_leave(ScrValue saved) {
    scr_release(scr__thread.async_context);
    scr__thread.async_context = saved;
}

void scr__microtask_enqueue(ScrJobFn fn, void *p, ScrValue a, ScrValue b) {
    ring_push(&scr__thread.jobs.micro, (Job){fn, p, a, b, scr_dup(scr__thread.async_context)});
}

/* Runs job j in the async context it was queued in, and lets go of it. */
static void run_job(Job *j) {
    ScrValue saved = scr__async_context_enter(j->context);
    j->fn(j->p, j->a, j->b);
    scr__async_context_leave(saved);
    scr_release(j->a);
    scr_release(j->b);
}

void scr__run_microtasks(void) {
    Job j;
    while (!(scr__thread.exit.flags & SCR_EXIT_ENDING) && ring_pop(&scr__thread.jobs.micro, &j))
        run_job(&j);
}

/* A nextTick entry: a = the callback, b = an array of its arguments or
 * undefined. */
static void tick_job(void *p, ScrValue fn, ScrValue args) {
    (void)p;
    ScrValue r;
    if (scr_is_undefined(args)) r = scr_call(fn, SCR_UNDEFINED, 0, NULL, NULL);
    else r = scr_call_array(fn, SCR_UNDEFINED, args, NULL);
    scr__callback_result(r);
}

NATIVE(process_next_tick) {
    (void)fn, (void)this_val, (void)nt;
    ScrValue cb = argc > 0 ? argv[0] : SCR_UNDEFINED;
    if (!scr__is_callable(cb)) {
        char buf[160];
        scr__describe_received(cb, buf, sizeof buf);
        return scr_throw_type_error("The \"callback\" argument must be of type function. Received %s", buf);
    }
    ScrValue args = SCR_UNDEFINED;
    if (argc > 1) args = scr_array_from_take(0, NULL);
    for (int i = 1; i < argc; i++) scr_array_push(args, argv[i]);
    ring_push(&scr__thread.jobs.ticks,
              (Job){tick_job, NULL, scr_dup(cb), args, scr_dup(scr__thread.async_context)});
    return SCR_UNDEFINED;
}

ScrValue scr__next_tick_fn(void) {
    return scr_native_new(process_next_tick, "nextTick", 1);
}

void scr__drain(void) {
    if (scr__thread.exit.flags & SCR_EXIT_ENDING) return;
    do {
        Job j;
        while (!(scr__thread.exit.flags & SCR_EXIT_ENDING) &&
               ring_pop(&scr__thread.jobs.ticks, &j)) {
            run_job(&j);
            /* Node runs the microtasks only once the tick queue is empty. */
        }
        scr__run_microtasks();
        if (scr__thread.exit.flags & SCR_EXIT_ENDING) return;
    } while (scr__thread.jobs.ticks.len || scr__process_rejections());
}

void scr__macrotask_end(void) {
    if (scr__thread.exit.flags & SCR_EXIT_ENDING) return;
    /* The collector's checkpoint lets go of WeakRef targets kept for the
     * job, collects buffered candidates and runs due FinalizationRegistry
     * callbacks, whose own ticks and microtasks then drain like any
     * callback's. */
    if (scr_gc_checkpoint() < 0) scr__uncaught(scr_exception_take(), "uncaughtException");
    scr__drain();
    if (scr__thread.exit.flags & SCR_EXIT_ENDING) return;
    /* Release checks last: by now the loop holds no handle of this task. */
    if (scr__region_checks_due) scr__region_checkpoint();
}

/* ------------------------------------------------------------------------
 * Uncaught exceptions.
 * ---------------------------------------------------------------------- */

static const ScrLoopHost *loop_host;

void scr__loop_set_host(const ScrLoopHost *h) { loop_host = h; }

const ScrLoopHost *scr__loop_host(void) {
    if (!loop_host)
        scr__internal_error("the loop ran before its host was installed (scr__loop_set_host)");
    return loop_host;
}

void scr__uncaught(ScrValue exc, const char *origin) {
    if (scr__thread.exit.flags & SCR_EXIT_ENDING) {
        scr_release(exc);
        return;
    }
    bool microtask = strcmp(origin, "microtask") == 0;
    if (microtask) origin = "uncaughtException";
    const ScrLoopHost *host = scr__loop_host();
    if (host->has_listeners("uncaughtException")) {
        ScrValue args[2] = {exc, scr_string_from_utf8(origin, strlen(origin))};
        int n = host->emit("uncaughtException", 2, args);
        scr_release(args[1]);
        scr_release(exc);
        if (n >= 0) return;
        /* A listener threw: Node reports that error (from the throw, as
         * for a callback) and exits with 7 without emitting 'exit'. */
        ScrValue e2 = scr_exception_take();
        scr__thread.exc.report_from_callback = true;
        host->report_uncaught(e2);
        scr__thread.exc.report_from_callback = false;
        scr_release(e2);
        scr__thread.exit.flags |= SCR_EXIT_ENDING;
        scr__thread.exit.status = 7;
        if (scr__thread.loop) uv_stop(scr__thread.loop);
        return;
    }
    scr__thread.exc.report_from_callback = !microtask && strcmp(origin, "uncaughtException") == 0;
    scr__thread.exc.report_from_rejection = strcmp(origin, "unhandledRejection") == 0;
    host->report_uncaught(exc);
    scr__thread.exc.report_from_callback = false;
    scr__thread.exc.report_from_rejection = false;
    scr_release(exc);
    scr__thread.exit.flags |= SCR_EXIT_ENDING;
    scr__thread.exit.status = 1;
    scr__thread.exit.status = host->emit_exit(1);
    if (scr__thread.loop) uv_stop(scr__thread.loop);
}

void scr__callback_result(ScrValue r) {
    if (scr_is_exception(r)) scr__uncaught(scr_exception_take(), "uncaughtException");
    else scr_release(r);
}

void scr__emit_warning(const char *name, const char *message) {
    scr__emit_warning_ex(NULL, name, message, NULL);
}

void scr__emit_warning_ex(const char *code, const char *name, const char *message, const char *detail) {
    scr__stdout_flush();
    /* Node adds the --trace-warnings hint (--trace-deprecation for a
     * DeprecationWarning) to the first warning only. */
    static bool hinted;
    char hint[96];
    snprintf(hint, sizeof hint, "(Use `node --trace-%s ...` to show where the warning was created)\n",
             strcmp(name, "DeprecationWarning") == 0 ? "deprecation" : "warnings");
    size_t size = strlen(name) + strlen(message) + (code ? strlen(code) : 0) + (detail ? strlen(detail) : 0) + 160;
    char *buf = scr__xmalloc(size);
    int n = snprintf(buf, size, "(node:%d) %s%s%s%s: %s%s%s\n%s", (int)getpid(), code ? "[" : "", code ? code : "",
                     code ? "] " : "", name, message, detail ? "\n" : "", detail ? detail : "",
                     hinted ? "" : hint);
    hinted = true;
    if (n > 0) scr__stderr_write(buf, (size_t)n < size ? (size_t)n : size - 1);
    free(buf);
}

/* ------------------------------------------------------------------------
 * The loop.
 * ---------------------------------------------------------------------- */

void scr__loop_init(void) {
    scr__thread.loop = uv_default_loop();
    scr__thread.async_context = SCR_UNDEFINED;
}

void scr__loop_run(void) {
    for (;;) {
        if (scr__thread.exit.flags & SCR_EXIT_ENDING) return;
        uv_run(scr__thread.loop, UV_RUN_DEFAULT);
        if (scr__thread.exit.flags & SCR_EXIT_ENDING) return;
        scr__gc_idle(); /* the candidates checkpoints left buffered */
        if (scr__region_checks_due) scr__region_checkpoint();
        /* The loop is empty: 'beforeExit' may schedule more work. */
        const ScrLoopHost *host = scr__loop_host();
        if (!host->has_listeners("beforeExit")) return;
        ScrValue code = scr_number(host->exit_code());
        if (host->emit("beforeExit", 1, &code) < 0) scr__uncaught(scr_exception_take(), "uncaughtException");
        scr__drain();
        if ((scr__thread.exit.flags & SCR_EXIT_ENDING) || !uv_loop_alive(scr__thread.loop)) return;
    }
}

static void close_cb(uv_handle_t *h, void *arg) {
    (void)arg;
    if (uv_is_closing(h)) return;
    if (h->type == UV_TIMER) scr__timer_handle_close(h);
    else uv_close(h, NULL);
}

void scr__loop_shutdown(void) {
    if (!scr__thread.loop) return;
    scr__timers_shutdown();
    uv_walk(scr__thread.loop, close_cb, NULL);
    uv_run(scr__thread.loop, UV_RUN_NOWAIT);
    /* Jobs left behind (the program ended with an uncaught error) still
     * own their values. */
    Job j;
    while (ring_pop(&scr__thread.jobs.ticks, &j) || ring_pop(&scr__thread.jobs.micro, &j)) {
        scr_release(j.context);
        if (j.fn == tick_job) {
            scr_release(j.a);
            scr_release(j.b);
            continue;
        }
        scr__job_discard(j.fn, j.p, j.a, j.b);
    }
    free(scr__thread.jobs.ticks.jobs);
    free(scr__thread.jobs.micro.jobs);
    scr__thread.jobs.ticks = scr__thread.jobs.micro = (Ring){0};
    uv_loop_close(scr__thread.loop);
    scr__thread.loop = NULL;
    scr_clear(&scr__thread.async_context);
}
