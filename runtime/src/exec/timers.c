/* timers.c - setTimeout/setInterval/setImmediate, their clear functions,
 * queueMicrotask, and the Timeout and Immediate objects (ref, unref,
 * hasRef, refresh, Symbol.toPrimitive). Each Timeout owns one libuv timer,
 * so timers due at the same time fire in the order they were started,
 * which is the order Node guarantees; immediates run in libuv's check
 * phase, as Node's do. */
#include "exec/timers.h"
#include "base/base.h"
#include "core/native.h"

#include "core/str.h"
#include "core/function.h"
#include "core/ops.h"
#include "core/numconv.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define TIMEOUT_MAX 2147483647.0

typedef struct TimerBox {
    uv_timer_t t;
    struct ScrTimeout *owner; /* NULL once the Timeout object is gone */
} TimerBox;

typedef struct ScrTimeout {
    ScrObject obj;
    ScrValue callback;   /* owned */
    ScrValue args;       /* owned array, or undefined */
    ScrValue context;    /* the async context it was made in (owned) */
    TimerBox *box;       /* the libuv timer (closed when the object dies) */
    double after;        /* ms, after Node's clamping */
    uint32_t id;
    uint8_t repeat;
    uint8_t refed;
    uint8_t active;      /* scheduled: the loop holds a reference */
    uint8_t destroyed;
} ScrTimeout;

typedef struct ScrImmediate {
    ScrObject obj;
    ScrValue callback, args;
    ScrValue context; /* the async context it was made in (owned) */
    struct ScrImmediate *next; /* the queue; the queue holds a reference */
    uint8_t queued, refed;
} ScrImmediate;

static uint32_t next_id = 1;

/* ------------------------------------------------------------------------
 * Timeout objects.
 * ---------------------------------------------------------------------- */

static void timeout_trace(ScrObject *o, void (*visit)(ScrValue, void *), void *arg) {
    ScrTimeout *t = (ScrTimeout *)o;
    visit(t->callback, arg);
    visit(t->args, arg);
    visit(t->context, arg);
}

static void box_free(uv_handle_t *h) { free(h); }

static void timeout_finalize(ScrObject *o) {
    ScrTimeout *t = (ScrTimeout *)o;
    scr_clear(&t->callback);
    scr_clear(&t->args);
    scr_clear(&t->context);
    if (t->box) {
        t->box->owner = NULL;
        if (scr__uv_loop()) uv_close((uv_handle_t *)&t->box->t, box_free);
        t->box = NULL;
    }
}

static void on_timer(uv_timer_t *h);

/* At loop shutdown: detaches a timer handle from its Timeout (dropping the
 * loop's reference of an active one) and closes it. */
void scr__timer_handle_close(uv_handle_t *h) {
    TimerBox *b = h->data;
    ScrTimeout *t = b ? b->owner : NULL;
    if (t) {
        b->owner = NULL;
        t->box = NULL;
        if (t->active) {
            t->active = 0;
            scr_release(scr_from_cell(t));
        }
    }
    uv_close(h, b ? box_free : NULL);
}

/* libuv reads the clock once per iteration, before the timers phase, and
 * computes poll's timeout from that reading; Node's timers read it again
 * each time they start or run one. Without a fresh reading here, a timer
 * due while callbacks ran long would still make poll sleep its full delay.
 * The prepare phase comes after timers, pending and idle callbacks and
 * right before that timeout is computed. */
static uv_prepare_t clock_handle;
static bool clock_ready;

static void clock_refresh(uv_prepare_t *h) { uv_update_time(h->loop); }

/* Starts (or restarts) t's libuv timer; the loop takes a reference. */
static void timeout_start(ScrTimeout *t) {
    if (!clock_ready) {
        uv_prepare_init(scr__uv_loop(), &clock_handle);
        uv_prepare_start(&clock_handle, clock_refresh);
        uv_unref((uv_handle_t *)&clock_handle);
        clock_ready = true;
    }
    if (!t->box) {
        t->box = scr__xmalloc(sizeof *t->box);
        uv_timer_init(scr__uv_loop(), &t->box->t);
        t->box->owner = t;
        t->box->t.data = t->box;
    }
    /* Due after `after` ms from now, not from the time the loop cached
     * when its iteration began: Node reads the clock afresh for each timer
     * it starts, so a timer started after a long synchronous stretch still
     * waits its full delay. The loop's own time is left alone, so the
     * timers phase running now still sees only what was due when it began. */
    uv_loop_t *loop = scr__uv_loop();
    uint64_t now = uv_hrtime() / 1000000, cached = uv_now(loop);
    uint64_t after = (uint64_t)t->after;
    /* An interval's later runs are libuv's repeats, due `after` ms from the
     * pass that runs it: Node too counts from before the callback. */
    uv_timer_start(&t->box->t, on_timer, after + (now > cached ? now - cached : 0),
                   t->repeat ? after : 0);
    if (!t->refed) uv_unref((uv_handle_t *)&t->box->t);
    if (!t->active) {
        t->active = 1;
        scr_dup(scr_from_cell(t));
    }
}

static void timeout_stop(ScrTimeout *t) {
    if (t->box) uv_timer_stop(&t->box->t);
    if (t->active) {
        t->active = 0;
        scr_release(scr_from_cell(t));
    }
}

static void on_timer(uv_timer_t *h) {
    TimerBox *b = h->data;
    ScrTimeout *t = b->owner;
    if (!t || (scr__thread.exit.flags & SCR_EXIT_ENDING)) return;
    ScrValue tv = scr_dup(scr_from_cell(t));
    if (!t->repeat) {
        /* The loop's reference goes once the callback has run. */
        t->active = 0;
        scr_release(tv);
    }
    ScrValue r;
    ScrValue saved = scr__async_context_enter(scr_dup(t->context));
    if (scr_is_undefined(t->args)) r = scr_call(t->callback, tv, 0, NULL, NULL);
    else r = scr_call_array(t->callback, tv, t->args, NULL);
    scr__callback_result(r);
    scr__async_context_leave(saved);
    if (!t->repeat) t->destroyed = 1;
    scr__drain();
    scr_release(tv);
    /* The macrotask is over and the loop let go of its Timeout. */
    scr__macrotask_end();
}

/* Node's ERR_INVALID_ARG_TYPE wording for the value received. */
void scr__describe_received(ScrValue v, char *buf, size_t size) {
    if (scr_is_nullish(v)) {
        snprintf(buf, size, "%s", scr_is_null(v) ? "null" : "undefined");
    } else if (scr_is_number(v) || scr_is_bool(v)) {
        char d[64];
        scr__value_describe(v, d, sizeof d);
        snprintf(buf, size, "type %s (%s)", scr_is_number(v) ? "number" : "boolean", d);
    } else if (scr_is_string(v)) {
        char *u = scr__string_to_utf8(v, NULL);
        snprintf(buf, size, "type string ('%.25s%s')", u, strlen(u) > 25 ? "..." : "");
        free(u);
    } else if (scr__is_callable(v)) {
        ScrFunctionInfo fi;
        scr__function_info(v, &fi);
        char *u = scr_is_string(fi.name) ? scr__string_to_utf8(fi.name, NULL) : NULL;
        snprintf(buf, size, "function %s", u ? u : "");
        free(u);
    } else if (scr_is_object(v)) {
        snprintf(buf, size, "an instance of Object");
    } else {
        char d[64];
        scr__value_describe(v, d, sizeof d);
        snprintf(buf, size, "type symbol (%s)", d);
    }
}

static ScrValue throw_callback_type(ScrValue cb) {
    char buf[160];
    scr__describe_received(cb, buf, sizeof buf);
    return scr_throw_type_error("The \"callback\" argument must be of type function. Received %s", buf);
}

static ScrValue args_array(int argc, ScrValue *argv, int from) {
    if (argc <= from) return SCR_UNDEFINED;
    return scr_rest_array(argc, argv, from);
}

/* setTimeout (magic 0) and setInterval (magic 1). */
NATIVE(set_timer) {
    (void)this_val, (void)nt;
    ScrValue cb = ARG(0);
    if (!scr__is_callable(cb)) return throw_callback_type(cb);
    double after = 1;
    if (argc > 1) {
        if (scr_to_number(argv[1], &after) < 0) return SCR_EXCEPTION;
    }
    if (!(after >= 1 && after <= TIMEOUT_MAX)) {
        if (after > TIMEOUT_MAX) {
            char num[40], msg[128];
            scr__number_format(after, num);
            snprintf(msg, sizeof msg, "%s does not fit into a 32-bit signed integer.\nTimeout duration was set to 1.",
                     num);
            scr__emit_warning("TimeoutOverflowWarning", msg);
        }
        after = 1;
    }
    ScrValue tv =
        scr__object_alloc(sizeof(ScrTimeout), SCR_CLASS_TIMEOUT, scr__thread.realm->timeout_proto);
    ScrTimeout *t = (ScrTimeout *)scr_obj(tv);
    t->callback = scr_dup(cb);
    t->args = args_array(argc, argv, 2);
    t->context = scr_dup(scr__thread.async_context);
    t->after = trunc(after);
    t->repeat = ((ScrFunction *)scr_obj(fn))->magic == 1;
    t->refed = 1;
    t->id = next_id++;
    timeout_start(t);
    return tv;
}

NATIVE(clear_timer) {
    (void)fn, (void)this_val, (void)nt;
    ScrValue v = ARG(0);
    if (scr__class_of(v) == SCR_CLASS_TIMEOUT) {
        ScrTimeout *t = (ScrTimeout *)scr_obj(v);
        t->destroyed = 1;
        timeout_stop(t);
    }
    return SCR_UNDEFINED;
}

static ScrTimeout *this_timeout(ScrValue v) {
    return scr__class_of(v) == SCR_CLASS_TIMEOUT ? (ScrTimeout *)scr_obj(v) : NULL;
}

/* ref (0), unref (1), hasRef (2), refresh (3), close (4), toPrimitive (5). */
NATIVE(timeout_method) {
    (void)argc, (void)argv, (void)nt;
    ScrTimeout *t = this_timeout(this_val);
    int m = ((ScrFunction *)scr_obj(fn))->magic;
    if (!t) return m == 2 ? SCR_FALSE : scr_dup(this_val);
    switch (m) {
    case 0:
        t->refed = 1;
        if (t->box) uv_ref((uv_handle_t *)&t->box->t);
        break;
    case 1:
        t->refed = 0;
        if (t->box) uv_unref((uv_handle_t *)&t->box->t);
        break;
    case 2: return scr_bool(t->refed);
    case 3:
        if (t->active) timeout_start(t);
        break;
    case 4:
        t->destroyed = 1;
        timeout_stop(t);
        break;
    case 5: return scr_number(t->id);
    }
    return scr_dup(this_val);
}

/* ------------------------------------------------------------------------
 * Immediates.
 * ---------------------------------------------------------------------- */

static ScrImmediate *imm_head, *imm_tail;
static int imm_refs;
static uv_check_t check_handle;
static uv_idle_t idle_handle;
static bool imm_handles_ready;

static void idle_noop(uv_idle_t *h) { (void)h; }

/* While ref'd immediates wait, the idle handle keeps the loop alive and
 * stops poll from blocking (Node's toggleImmediateRef). */
static void imm_ref_changed(int delta) {
    int before = imm_refs;
    imm_refs += delta;
    if (before == 0 && imm_refs > 0) uv_idle_start(&idle_handle, idle_noop);
    else if (before > 0 && imm_refs == 0) uv_idle_stop(&idle_handle);
}

static void immediate_trace(ScrObject *o, void (*visit)(ScrValue, void *), void *arg) {
    ScrImmediate *im = (ScrImmediate *)o;
    visit(im->callback, arg);
    visit(im->args, arg);
    visit(im->context, arg);
}

static void immediate_finalize(ScrObject *o) {
    ScrImmediate *im = (ScrImmediate *)o;
    scr_clear(&im->callback);
    scr_clear(&im->args);
    scr_clear(&im->context);
}

static void on_check(uv_check_t *h) {
    (void)h;
    /* Immediates queued while these run wait for the next iteration. */
    ScrImmediate *list = imm_head;
    imm_head = imm_tail = NULL;
    while (list) {
        ScrImmediate *im = list;
        list = im->next;
        im->next = NULL;
        ScrValue iv = scr_from_cell(im); /* the queue's reference */
        if (im->queued && !(scr__thread.exit.flags & SCR_EXIT_ENDING)) {
            im->queued = 0;
            if (im->refed) imm_ref_changed(-1);
            ScrValue r;
            ScrValue saved = scr__async_context_enter(scr_dup(im->context));
            if (scr_is_undefined(im->args)) r = scr_call(im->callback, iv, 0, NULL, NULL);
            else r = scr_call_array(im->callback, iv, im->args, NULL);
            scr__callback_result(r);
            scr__async_context_leave(saved);
            scr__drain();
        } else if (im->queued) {
            im->queued = 0;
            if (im->refed) imm_ref_changed(-1);
        }
        scr_release(iv);
        scr__macrotask_end();
    }
}

static void imm_handles_init(void) {
    if (imm_handles_ready) return;
    uv_check_init(scr__uv_loop(), &check_handle);
    uv_check_start(&check_handle, on_check);
    uv_unref((uv_handle_t *)&check_handle);
    uv_idle_init(scr__uv_loop(), &idle_handle);
    imm_handles_ready = true;
}

NATIVE(set_immediate) {
    (void)fn, (void)this_val, (void)nt;
    ScrValue cb = ARG(0);
    if (!scr__is_callable(cb)) return throw_callback_type(cb);
    imm_handles_init();
    ScrValue iv = scr__object_alloc(sizeof(ScrImmediate), SCR_CLASS_IMMEDIATE,
                                    scr__thread.realm->immediate_proto);
    ScrImmediate *im = (ScrImmediate *)scr_obj(iv);
    im->callback = scr_dup(cb);
    im->args = args_array(argc, argv, 1);
    im->context = scr_dup(scr__thread.async_context);
    im->queued = 1;
    im->refed = 1;
    scr_dup(iv);
    if (imm_tail) imm_tail->next = im;
    else imm_head = im;
    imm_tail = im;
    imm_ref_changed(1);
    return iv;
}

NATIVE(clear_immediate) {
    (void)fn, (void)this_val, (void)nt;
    ScrValue v = ARG(0);
    if (scr__class_of(v) != SCR_CLASS_IMMEDIATE) return SCR_UNDEFINED;
    ScrImmediate *im = (ScrImmediate *)scr_obj(v);
    if (im->queued) {
        im->queued = 0;
        if (im->refed) imm_ref_changed(-1);
    }
    return SCR_UNDEFINED;
}

/* ref (0), unref (1), hasRef (2). */
NATIVE(immediate_method) {
    (void)argc, (void)argv, (void)nt;
    int m = ((ScrFunction *)scr_obj(fn))->magic;
    if (scr__class_of(this_val) != SCR_CLASS_IMMEDIATE) return m == 2 ? SCR_FALSE : scr_dup(this_val);
    ScrImmediate *im = (ScrImmediate *)scr_obj(this_val);
    if (m == 2) return scr_bool(im->refed);
    bool want = m == 0;
    if (im->refed != want) {
        im->refed = want;
        if (im->queued) imm_ref_changed(want ? 1 : -1);
    }
    return scr_dup(this_val);
}

void scr__timers_shutdown(void) {
    ScrImmediate *list = imm_head;
    imm_head = imm_tail = NULL;
    while (list) {
        ScrImmediate *n = list->next;
        list->next = NULL;
        scr_release(scr_from_cell(list));
        list = n;
    }
    imm_refs = 0;
    imm_handles_ready = false;
    clock_ready = false;
}

/* ------------------------------------------------------------------------
 * queueMicrotask.
 * ---------------------------------------------------------------------- */

static void microtask_job(void *p, ScrValue fn, ScrValue unused) {
    (void)p, (void)unused;
    ScrValue r = scr_call(fn, SCR_UNDEFINED, 0, NULL, NULL);
    /* V8 reports a microtask's exception at the error's creation. */
    if (scr_is_exception(r)) scr__uncaught(scr_exception_take(), "microtask");
    else scr_release(r);
}

NATIVE(queue_microtask) {
    (void)fn, (void)this_val, (void)nt;
    ScrValue cb = ARG(0);
    if (!scr__is_callable(cb)) return throw_callback_type(cb);
    scr__microtask_enqueue(microtask_job, NULL, scr_dup(cb), SCR_UNDEFINED);
    return SCR_UNDEFINED;
}

NATIVE(illegal_ctor) {
    (void)fn, (void)this_val, (void)argc, (void)argv, (void)nt;
    return scr_throw_type_error("Illegal constructor");
}

void scr__immediate_enqueue(ScrValue callback_take) {
    ScrValue im = set_immediate(SCR_UNDEFINED, SCR_UNDEFINED, 1, &callback_take, SCR_UNDEFINED);
    scr_release(callback_take);
    if (!scr_is_exception(im)) scr_release(im);
}

void scr__timers_init(ScrValue global) {
    ScrRealm *R = scr__thread.realm;
    scr__class_hooks[SCR_CLASS_TIMEOUT] = (ScrClassHooks){timeout_trace, timeout_finalize, NULL};
    scr__class_hooks[SCR_CLASS_IMMEDIATE] = (ScrClassHooks){immediate_trace, immediate_finalize, NULL};
    R->timeout_proto = scr_object_new();
    ScrValue tctor = scr__native_ctor_new(illegal_ctor, "Timeout", 0, R->timeout_proto);
    scr_release(tctor);
    static const char *tnames[] = {"ref", "unref", "hasRef", "refresh", "close"};
    for (int i = 0; i < 5; i++)
        scr__define_str_take(R->timeout_proto, tnames[i], scr__native_new_ex(timeout_method, tnames[i], 0, i, SCR_UNDEFINED),
                             SCR_PROP_CW);
    scr__define_value_take(R->timeout_proto, R->sym_to_primitive,
                           scr__native_new_ex(timeout_method, "[Symbol.toPrimitive]", 0, 5, SCR_UNDEFINED), SCR_PROP_CW);
    R->immediate_proto = scr_object_new();
    ScrValue ictor = scr__native_ctor_new(illegal_ctor, "Immediate", 0, R->immediate_proto);
    scr_release(ictor);
    static const char *inames[] = {"ref", "unref", "hasRef"};
    for (int i = 0; i < 3; i++)
        scr__define_str_take(R->immediate_proto, inames[i],
                             scr__native_new_ex(immediate_method, inames[i], 0, i, SCR_UNDEFINED), SCR_PROP_CW);
    scr__define_str_take(global, "setTimeout", scr__native_new_ex(set_timer, "setTimeout", 2, 0, SCR_UNDEFINED),
                         SCR_PROP_CWE);
    scr__define_str_take(global, "setInterval", scr__native_new_ex(set_timer, "setInterval", 2, 1, SCR_UNDEFINED),
                         SCR_PROP_CWE);
    scr__define_native(global, "clearTimeout", clear_timer, 1);
    scr__define_native(global, "clearInterval", clear_timer, 1);
    scr__define_native(global, "setImmediate", set_immediate, 1);
    scr__define_native(global, "clearImmediate", clear_immediate, 1);
    scr__define_native(global, "queueMicrotask", queue_microtask, 1);
}
