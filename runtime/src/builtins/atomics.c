/* atomics.c - the Atomics namespace over integer typed arrays.
 *
 * One thread runs JavaScript, so every operation is a plain load, store or
 * read-modify-write of the element; what remains of "atomic" is the API's
 * checks and conversions, done in V8's order with its messages. Atomics.wait
 * can only time out (nothing else runs to notify it): it answers
 * "not-equal" or sleeps its timeout and answers "timed-out", blocking as
 * Node's main thread does. Atomics.waitAsync's waiters wait in a list that
 * Atomics.notify takes from in order; as in V8, a woken waiter's promise
 * is resolved in a task of its own (here a libuv async callback: the poll
 * phase, after the timers, before the immediates), and one libuv timer
 * resolves the waiters whose timeouts pass. Only woken waiters keep the
 * program alive until their task runs: a waiter nothing wakes, or whose
 * timeout has not passed, is dropped at exit, as in Node.
 */
#include "builtins/atomics.h"
#include "base/base.h"
#include "core/bigint.h"
#include "core/function.h"
#include "core/native.h"
#include "core/ops.h"
#include "core/str.h"
#include "core/typedarray.h"
#include "exec/loop.h"
#include "exec/promise.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* ------------------------------------------------------------------------
 * Checks and conversions.
 * ---------------------------------------------------------------------- */

static bool is_integer_type(int type) {
    return type != SCR_TA_UINT8C && type != SCR_TA_FLOAT32 && type != SCR_TA_FLOAT64;
}

/* ValidateIntegerTypedArray: the typed array, or NULL with a TypeError.
 * `waitable` asks for Int32Array or BigInt64Array. */
static ScrTypedArray *validate(ScrValue v, bool waitable) {
    char d[128];
    if (scr__class_of(v) == SCR_CLASS_TYPED_ARRAY) {
        int type = (int)scr__ta(v)->type;
        if (waitable ? type == SCR_TA_INT32 || type == SCR_TA_BIGINT64 : is_integer_type(type))
            return scr__ta(v);
        snprintf(d, sizeof d, "[object %s]", scr__ta_name[type]);
    } else if (scr__class_of(v) == SCR_CLASS_ARRAY) {
        snprintf(d, sizeof d, "[object Array]");
    } else {
        scr__value_describe(v, d, sizeof d);
    }
    scr_throw_type_error(waitable ? "%s is not an int32 or BigInt64 typed array."
                                  : "%s is not an integer typed array.",
                         d);
    return NULL;
}

/* ValidateAtomicAccess: the element index, or -1 with a RangeError. */
static int64_t access_index(const ScrTypedArray *t, ScrValue index) {
    double length = (double)t->length, d; /* read before the index's valueOf runs */
    if (scr__to_integer(index, &d) < 0) return -1;
    if (!(d >= 0 && d < length)) {
        scr_throw_range_error("Invalid atomic access index");
        return -1;
    }
    return (int64_t)d;
}

/* The element of an integer typed array at an index, validated in V8's
 * order: its address (and *tp the array), or NULL with the exception. */
static uint8_t *element(ScrValue ta, ScrValue index, ScrTypedArray **tp) {
    ScrTypedArray *t = validate(ta, false);
    if (!t) return NULL;
    int64_t i = access_index(t, index);
    if (i < 0) return NULL;
    *tp = t;
    return t->data + (size_t)i * scr__ta_size[t->type];
}

/* The element's bytes as an unsigned integer (little-endian, as stored). */
static uint64_t raw_bits(const uint8_t *p, int size) {
    uint64_t u = 0;
    memcpy(&u, p, (size_t)size);
    return u;
}

/* A converted value (scr__ta_convert's number or BigInt) as the element's
 * bytes would hold it. */
static uint64_t value_bits(int type, ScrValue num) {
    uint8_t tmp[8] = {0};
    scr__ta_store_raw(type, tmp, num);
    return raw_bits(tmp, scr__ta_size[type]);
}

/* The value an element of `type` with these bytes reads as (owned). */
static ScrValue bits_value(int type, uint64_t bits) {
    uint8_t tmp[8];
    memcpy(tmp, &bits, 8);
    return scr__ta_load_raw(type, tmp);
}

/* ------------------------------------------------------------------------
 * The read-modify-write operations: add, and, exchange, or, sub, xor
 * (magic 0-5), returning the element's old value.
 * ---------------------------------------------------------------------- */

enum { OP_ADD, OP_AND, OP_EXCHANGE, OP_OR, OP_SUB, OP_XOR };

NATIVE(atomics_rmw) {
    (void)this_val, (void)nt;
    ScrTypedArray *t;
    uint8_t *p = element(ARG(0), ARG(1), &t);
    if (!p) return SCR_EXCEPTION;
    int type = (int)t->type, size = scr__ta_size[type];
    ScrValue num;
    if (scr__ta_convert(type, ARG(2), &num) < 0) return SCR_EXCEPTION;
    uint64_t old = raw_bits(p, size), v = value_bits(type, num), r = 0;
    scr_release(num);
    switch (((ScrFunction *)scr_obj(fn))->magic) {
        case OP_ADD: r = old + v; break;
        case OP_AND: r = old & v; break;
        case OP_EXCHANGE: r = v; break;
        case OP_OR: r = old | v; break;
        case OP_SUB: r = old - v; break;
        case OP_XOR: r = old ^ v; break;
    }
    memcpy(p, &r, (size_t)size);
    return bits_value(type, old);
}

NATIVE(atomics_compare_exchange) {
    (void)fn, (void)this_val, (void)nt;
    ScrTypedArray *t;
    uint8_t *p = element(ARG(0), ARG(1), &t);
    if (!p) return SCR_EXCEPTION;
    int type = (int)t->type, size = scr__ta_size[type];
    ScrValue expected, replacement;
    if (scr__ta_convert(type, ARG(2), &expected) < 0) return SCR_EXCEPTION;
    if (scr__ta_convert(type, ARG(3), &replacement) < 0) {
        scr_release(expected);
        return SCR_EXCEPTION;
    }
    uint64_t old = raw_bits(p, size);
    if (value_bits(type, expected) == old) scr__ta_store_raw(type, p, replacement);
    scr_release(expected);
    scr_release(replacement);
    return bits_value(type, old);
}

NATIVE(atomics_load) {
    (void)fn, (void)this_val, (void)nt;
    ScrTypedArray *t;
    uint8_t *p = element(ARG(0), ARG(1), &t);
    return p ? scr__ta_load_raw((int)t->type, p) : SCR_EXCEPTION;
}

/* Returns the value stored: the BigInt, or the number as an integer
 * (ToIntegerOrInfinity, so -0 is 0 and 3.7 is 3), not the element. */
NATIVE(atomics_store) {
    (void)fn, (void)this_val, (void)nt;
    ScrTypedArray *t;
    uint8_t *p = element(ARG(0), ARG(1), &t);
    if (!p) return SCR_EXCEPTION;
    int type = (int)t->type;
    ScrValue num;
    if (scr__ta_is_bigint(type)) {
        num = scr__to_bigint(ARG(2));
        if (scr_is_exception(num)) return num;
    } else {
        double d;
        if (scr__to_integer(ARG(2), &d) < 0) return SCR_EXCEPTION;
        num = scr_number(d == 0 ? 0 : d);
    }
    scr__ta_store_raw(type, p, num);
    return num;
}

NATIVE(atomics_is_lock_free) {
    (void)fn, (void)this_val, (void)nt;
    double n;
    if (scr__to_integer(ARG(0), &n) < 0) return SCR_EXCEPTION;
    return scr_bool(n == 1 || n == 2 || n == 4 || n == 8);
}

/* ------------------------------------------------------------------------
 * wait, waitAsync, notify.
 * ---------------------------------------------------------------------- */

/* The steps wait and waitAsync share: validation (a shared Int32Array or
 * BigInt64Array), the index, the value and the timeout in ms (NaN and
 * undefined are +Infinity, negatives 0). 1 when the element equals the
 * value, 0 when not, -1 with an exception. */
static int wait_prologue(int argc, ScrValue *argv, ScrTypedArray **tp, int64_t *ip,
                         double *timeout) {
    ScrTypedArray *t = validate(ARG(0), true);
    if (!t) return -1;
    if (!scr__ab(t->buffer)->shared) {
        scr_throw_type_error("[object %s] is not a shared typed array.", scr__ta_name[t->type]);
        return -1;
    }
    int64_t i = access_index(t, ARG(1));
    if (i < 0) return -1;
    uint8_t *p = t->data + (size_t)i * scr__ta_size[t->type];
    bool equal;
    if (t->type == SCR_TA_BIGINT64) {
        ScrValue b = scr__to_bigint(ARG(2));
        if (scr_is_exception(b)) return -1;
        equal = value_bits(SCR_TA_BIGINT64, b) == raw_bits(p, 8);
        scr_release(b);
    } else {
        int32_t v;
        if (scr__to_int32(ARG(2), &v) < 0) return -1;
        equal = (uint32_t)v == (uint32_t)raw_bits(p, 4);
    }
    double ms = INFINITY;
    if (!scr_is_undefined(ARG(3))) {
        if (scr_to_number(ARG(3), &ms) < 0) return -1;
        if (isnan(ms))
            ms = INFINITY;
        else if (ms < 0)
            ms = 0;
    }
    *tp = t;
    *ip = i;
    *timeout = ms;
    return equal ? 1 : 0;
}

static ScrValue str(const char *s) { return scr_string_from_utf8(s, strlen(s)); }

/* A waitAsync waiter: the promise it resolves, where it waits (the
 * buffer, owned, and the byte offset), and when it times out (ms on
 * uv_now's clock, +Infinity for never). */
typedef struct Waiter {
    ScrValue promise, buffer;
    size_t offset;
    double deadline;
} Waiter;

static struct {
    Waiter *list; /* in the order they began to wait */
    size_t n, cap;
    ScrValue *woken; /* promises notify woke, resolved by the async callback */
    size_t nwoken, woken_cap;
    uv_loop_t *loop; /* the loop the handles below belong to */
    uv_async_t wake;
    uv_timer_t timer; /* data NULL: the loop's shutdown closes it as a bare timer */
} W;

static void waiters_timer_start(void);

static void resolve_take(ScrValue promise, const char *value) {
    ScrValue s = str(value);
    scr__promise_resolve(promise, s);
    scr_release(s);
    scr_release(promise);
}

static void on_wake(uv_async_t *h) {
    uv_unref((uv_handle_t *)h);
    if (scr__thread.exit.flags & SCR_EXIT_ENDING) return;
    /* Promises woken while these resolve wait for the next send. */
    size_t n = W.nwoken;
    ScrValue *woken = W.woken;
    W.woken = NULL;
    W.nwoken = W.woken_cap = 0;
    for (size_t k = 0; k < n; k++) resolve_take(woken[k], "ok");
    free(woken);
    scr__drain();
    scr__macrotask_end();
}

static void on_timeout(uv_timer_t *h) {
    (void)h;
    if (scr__thread.exit.flags & SCR_EXIT_ENDING) return;
    double now = (double)uv_now(W.loop);
    size_t keep = 0;
    ScrValue *due = NULL;
    size_t ndue = 0, due_cap = 0;
    for (size_t k = 0; k < W.n; k++) {
        Waiter *w = &W.list[k];
        if (w->deadline <= now) {
            SCR_GROW(due, due_cap, ndue + 1, 4);
            due[ndue++] = w->promise;
            scr_release(w->buffer);
        } else {
            W.list[keep++] = *w;
        }
    }
    W.n = keep;
    waiters_timer_start();
    for (size_t k = 0; k < ndue; k++) resolve_take(due[k], "timed-out");
    free(due);
    scr__drain();
    scr__macrotask_end();
}

/* The handles, made for the current loop (unreferenced: they never keep
 * the program alive). */
static void handles_ready(void) {
    uv_loop_t *loop = scr__uv_loop();
    if (W.loop == loop) return;
    W.loop = loop;
    uv_async_init(loop, &W.wake, on_wake);
    uv_unref((uv_handle_t *)&W.wake);
    uv_timer_init(loop, &W.timer);
    W.timer.data = NULL;
    uv_unref((uv_handle_t *)&W.timer);
}

/* Runs the timer for the earliest finite deadline, if any. */
static void waiters_timer_start(void) {
    double first = INFINITY;
    for (size_t k = 0; k < W.n; k++) first = fmin(first, W.list[k].deadline);
    if (isinf(first)) {
        uv_timer_stop(&W.timer);
        return;
    }
    double now = (double)uv_now(W.loop);
    uv_timer_start(&W.timer, on_timeout, first > now ? (uint64_t)ceil(first - now) : 0, 0);
}

/* An ordinary object {async, value}. */
static ScrValue wait_result(bool async, ScrValue value_take) {
    ScrValue o = scr_object_new();
    scr__define_str_take(o, "async", scr_bool(async), SCR_PROP_CWE);
    scr__define_str_take(o, "value", value_take, SCR_PROP_CWE);
    return o;
}

/* Queues a waitAsync waiter on element i of t for ms (+Infinity: until
 * notified); its {async: true, value: promise}. */
static ScrValue wait_async_queue(ScrTypedArray *t, int64_t i, double ms) {
    handles_ready();
    ScrValue p = scr__promise_new();
    SCR_GROW(W.list, W.cap, W.n + 1, 4);
    W.list[W.n++] = (Waiter){scr_dup(p), scr_dup(t->buffer),
                             t->byte_offset + (size_t)i * scr__ta_size[t->type],
                             isinf(ms) ? INFINITY : (double)uv_now(W.loop) + ms};
    if (!isinf(ms)) waiters_timer_start();
    return wait_result(true, p);
}

/* Atomics.wait (magic 0) and Atomics.waitAsync (magic 1). wait can only
 * time out: nothing else runs to notify this thread. */
NATIVE(atomics_wait) {
    (void)this_val, (void)nt;
    bool async = ((ScrFunction *)scr_obj(fn))->magic;
    ScrTypedArray *t;
    int64_t i;
    double ms;
    int eq = wait_prologue(argc, argv, &t, &i, &ms);
    if (eq < 0) return SCR_EXCEPTION;
    if (async) {
        if (!eq) return wait_result(false, str("not-equal"));
        if (ms == 0) return wait_result(false, str("timed-out"));
        return wait_async_queue(t, i, ms);
    }
    if (!eq) return str("not-equal");
    if (isinf(ms)) {
        for (;;) nanosleep(&(struct timespec){3600, 0}, NULL);
    }
    struct timespec ts = {(time_t)(ms / 1000), (long)(fmod(ms, 1000) * 1e6)};
    while (nanosleep(&ts, &ts) != 0) {
    }
    return str("timed-out");
}

NATIVE(atomics_notify) {
    (void)fn, (void)this_val, (void)nt;
    ScrTypedArray *t = validate(ARG(0), true);
    if (!t) return SCR_EXCEPTION;
    int64_t i = access_index(t, ARG(1));
    if (i < 0) return SCR_EXCEPTION;
    double count = INFINITY;
    if (!scr_is_undefined(ARG(2))) {
        if (scr__to_integer(ARG(2), &count) < 0) return SCR_EXCEPTION;
        if (count < 0) count = 0;
    }
    if (!scr__ab(t->buffer)->shared) return scr_number(0);
    size_t offset = t->byte_offset + (size_t)i * scr__ta_size[t->type], keep = 0;
    double woken = 0;
    for (size_t k = 0; k < W.n; k++) {
        Waiter *w = &W.list[k];
        if (woken < count && w->buffer == t->buffer && w->offset == offset) {
            SCR_GROW(W.woken, W.woken_cap, W.nwoken + 1, 4);
            W.woken[W.nwoken++] = w->promise;
            scr_release(w->buffer);
            woken++;
        } else {
            W.list[keep++] = *w;
        }
    }
    W.n = keep;
    if (woken > 0) {
        /* The woken promises' task keeps the program alive until it runs. */
        uv_ref((uv_handle_t *)&W.wake);
        uv_async_send(&W.wake);
        waiters_timer_start();
    }
    return scr_number(woken);
}

/* ------------------------------------------------------------------------
 * Installation and shutdown.
 * ---------------------------------------------------------------------- */

static void rmw(ScrValue a, const char *name, int op) {
    scr__define_str_take(a, name, scr__native_new_ex(atomics_rmw, name, 3, op, SCR_UNDEFINED),
                         SCR_PROP_CW);
}

void scr__atomics_init(ScrValue global) {
    ScrValue a = scr_object_new();
    /* V8's order. */
    scr__define_native(a, "load", atomics_load, 2);
    scr__define_native(a, "store", atomics_store, 3);
    rmw(a, "add", OP_ADD);
    rmw(a, "sub", OP_SUB);
    rmw(a, "and", OP_AND);
    rmw(a, "or", OP_OR);
    rmw(a, "xor", OP_XOR);
    rmw(a, "exchange", OP_EXCHANGE);
    scr__define_native(a, "compareExchange", atomics_compare_exchange, 4);
    scr__define_native(a, "isLockFree", atomics_is_lock_free, 1);
    scr__define_str_take(a, "wait", scr__native_new_ex(atomics_wait, "wait", 4, 0, SCR_UNDEFINED),
                         SCR_PROP_CW);
    scr__define_str_take(a, "waitAsync",
                         scr__native_new_ex(atomics_wait, "waitAsync", 4, 1, SCR_UNDEFINED),
                         SCR_PROP_CW);
    scr__define_native(a, "notify", atomics_notify, 3);
    scr__define_value_take(a, scr__thread.realm->sym_to_string_tag, str("Atomics"),
                           SCR_PROP_CONFIGURABLE);
    scr__define_str_take(global, "Atomics", a, SCR_PROP_CW);
}

void scr__atomics_shutdown(void) {
    for (size_t k = 0; k < W.n; k++) {
        scr_release(W.list[k].promise);
        scr_release(W.list[k].buffer);
    }
    for (size_t k = 0; k < W.nwoken; k++) scr_release(W.woken[k]);
    free(W.list);
    free(W.woken);
    memset(&W, 0, sizeof W);
}
