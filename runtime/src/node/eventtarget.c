/* eventtarget.c - the EventTarget, Event, CustomEvent, AbortController and AbortSignal
 * globals as Node 20 has them: listeners with capture/once/passive/signal
 * options and handleEvent objects, dispatch with preventDefault and
 * stopImmediatePropagation, a listener's exception reported on the next
 * tick as uncaught, AbortSignal.abort/timeout/any and onabort. State lives
 * in private fields holding small arrays (indices below). docs/node.md,
 * "EventTarget and AbortController". */
#include "node/eventtarget.h"

#include "base/base.h"
#include "core/array.h"
#include "core/error.h"
#include "core/function.h"
#include "core/native.h"
#include "core/object.h"
#include "core/ops.h"
#include "core/str.h"
#include "exec/loop.h"
#include "node/errors.h"
#include "node/inspect.h"
#include "node/webglobals.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define REALM (scr__thread.realm)

/* A listener record: [type, callback, capture, once, passive, removed,
 * kind, next]. `next` is the record added after this one (undefined at the
 * end), kept when the record is removed: a dispatch walks these links as
 * Node walks its linked list, so a listener added during a dispatch is
 * reached when the walk has not passed the end yet. */
enum { L_TYPE, L_CALLBACK, L_CAPTURE, L_ONCE, L_PASSIVE, L_REMOVED, L_KIND, L_NEXT, L__COUNT };
enum { KIND_LISTENER, KIND_HANDLER }; /* KIND_HANDLER: the onabort attribute's slot */

/* An event's state. E_DISPATCHING is Node's kIsBeingDispatched: set for a
 * dispatch and cleared after each listener call (so eventPhase,
 * currentTarget and composedPath read as outside a dispatch from the
 * second listener on, as in Node 20). */
enum {
    E_TYPE,
    E_BUBBLES,
    E_CANCELABLE,
    E_COMPOSED,
    E_PREVENTED,
    E_TARGET,
    E_STOP,
    E_STOP_NOW,
    E_TIME,
    E_TRUSTED,
    E_DISPATCHING,
    E__COUNT
};

/* An AbortSignal's state: [aborted, reason, onabort]. */
enum { S_ABORTED, S_REASON, S_ONABORT, S__COUNT };

/* Private names, prototypes and constructors, owned from
 * scr__event_target_init to scr__event_target_shutdown. */
static ScrValue p_listeners = SCR_UNDEFINED, p_event = SCR_UNDEFINED;
static ScrValue p_signal = SCR_UNDEFINED, p_controller = SCR_UNDEFINED;
static ScrValue p_detail = SCR_UNDEFINED, custom_proto = SCR_UNDEFINED;
static ScrValue et_proto = SCR_UNDEFINED, event_proto = SCR_UNDEFINED;
static ScrValue signal_proto = SCR_UNDEFINED, controller_proto = SCR_UNDEFINED;
static ScrValue set_timeout_fn = SCR_UNDEFINED;
static double start_ms;

static bool branded(ScrValue v, ScrValue pname) {
    return scr_is_object(v) && scr_private_has(v, pname) == 1;
}

static ScrValue invalid_this(const char *type) {
    return scr__node_error_code(scr_throw_type_error("Value of \"this\" must be of type %s", type),
                                "ERR_INVALID_THIS");
}

/* The state array of v under pname (borrowed: v keeps it alive). */
static ScrArray *state_of(ScrValue v, ScrValue pname) {
    ScrValue s = scr_private_get(v, pname);
    ScrArray *a = (ScrArray *)scr_obj(s);
    scr_release(s);
    return a;
}

static ScrValue state_new(int n) {
    ScrValue a = scr_array_new((uint32_t)n);
    for (int i = 0; i < n; i++) scr__array_push_take(a, SCR_UNDEFINED);
    return a;
}

static void put(ScrArray *a, int i, ScrValue v) { scr__array_store(a, (uint32_t)i, v); }

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* ------------------------------------------------------------------------
 * Event.
 * ---------------------------------------------------------------------- */

static ScrValue event_new(ScrValue type_take, bool bubbles, bool cancelable, bool composed,
                          ScrValue proto) {
    ScrValue e = scr__object_alloc(sizeof(ScrObject), SCR_CLASS_OBJECT, proto);
    ScrValue st = state_new(E__COUNT);
    ScrArray *a = (ScrArray *)scr_obj(st);
    put(a, E_TYPE, type_take);
    scr_release(type_take);
    put(a, E_BUBBLES, scr_bool(bubbles));
    put(a, E_CANCELABLE, scr_bool(cancelable));
    put(a, E_COMPOSED, scr_bool(composed));
    put(a, E_PREVENTED, SCR_FALSE);
    put(a, E_TARGET, SCR_NULL);
    put(a, E_STOP, SCR_FALSE);
    put(a, E_STOP_NOW, SCR_FALSE);
    put(a, E_TIME, scr_number(now_ms() - start_ms));
    put(a, E_TRUSTED, SCR_FALSE);
    put(a, E_DISPATCHING, SCR_FALSE);
    scr_private_define(e, p_event, st);
    scr_release(st);
    return e;
}

/* Reads a boolean option of an options object (false when absent). */
static int opt_bool(ScrValue opts, const char *name, bool *out) {
    *out = false;
    if (!scr_is_object(opts)) return 0;
    ScrValue v = scr__get_str(opts, name);
    if (scr_is_exception(v)) return -1;
    *out = scr_to_boolean(v);
    scr_release(v);
    return 0;
}

/* Event (magic 0) and CustomEvent (magic 1, with `detail`). */
NATIVE(event_construct) {
    (void)this_val;
    bool custom = ((ScrFunction *)scr_obj(fn))->magic == 1;
    if (argc == 0)
        return scr__node_error_code(scr_throw_type_error("The \"type\" argument must be specified"),
                                    "ERR_MISSING_ARGS");
    ScrValue opts = ARG(1);
    if (!scr_is_undefined(opts) && !scr_is_null(opts) && !scr_is_object(opts))
        return scr__throw_arg_type("options", "of type object", opts);
    ScrValue type = scr_to_string(argv[0]);
    if (scr_is_exception(type)) return type;
    bool bubbles, cancelable, composed;
    if (opt_bool(opts, "bubbles", &bubbles) < 0 || opt_bool(opts, "cancelable", &cancelable) < 0 ||
        opt_bool(opts, "composed", &composed) < 0) {
        scr_release(type);
        return SCR_EXCEPTION;
    }
    ScrValue detail = SCR_NULL;
    if (custom && scr_is_object(opts)) {
        detail = scr__get_str(opts, "detail");
        if (scr_is_exception(detail)) {
            scr_release(type);
            return detail;
        }
        if (scr_is_undefined(detail)) detail = SCR_NULL;
    }
    ScrValue proto = scr__proto_from_ctor(nt, custom ? custom_proto : event_proto);
    if (scr_is_exception(proto)) {
        scr_release(type);
        scr_release(detail);
        return proto;
    }
    ScrValue e = event_new(type, bubbles, cancelable, composed, proto);
    scr_release(proto);
    if (custom) scr_private_define(e, p_detail, detail);
    scr_release(detail);
    return e;
}

NATIVE(custom_event_detail) {
    UNUSED;
    if (!branded(this_val, p_detail)) return invalid_this("CustomEvent");
    return scr_private_get(this_val, p_detail);
}

enum {
    G_TYPE,
    G_BUBBLES,
    G_CANCELABLE,
    G_COMPOSED,
    G_PREVENTED,
    G_TIME,
    G_TRUSTED,
    G_TARGET,
    G_CURRENT,
    G_SRC,
    G_PHASE,
    G_RETURN,
    G_CANCEL_BUBBLE,
    G__COUNT
};

NATIVE(event_get) {
    (void)argc, (void)argv, (void)nt;
    if (!branded(this_val, p_event)) return invalid_this("Event");
    ScrArray *a = state_of(this_val, p_event);
    ScrValue *s = a->elems;
    switch (((ScrFunction *)scr_obj(fn))->magic) {
        case G_TYPE: return scr_dup(s[E_TYPE]);
        case G_BUBBLES: return s[E_BUBBLES];
        case G_CANCELABLE: return s[E_CANCELABLE];
        case G_COMPOSED: return s[E_COMPOSED];
        case G_PREVENTED:
            return scr_bool(s[E_CANCELABLE] == SCR_TRUE && s[E_PREVENTED] == SCR_TRUE);
        case G_TIME: return s[E_TIME];
        case G_TRUSTED: return s[E_TRUSTED];
        case G_TARGET:
        case G_SRC: return scr_dup(s[E_TARGET]);
        case G_CURRENT: return s[E_DISPATCHING] == SCR_TRUE ? scr_dup(s[E_TARGET]) : SCR_NULL;
        case G_PHASE: return scr_number(s[E_DISPATCHING] == SCR_TRUE ? 2 : 0);
        case G_RETURN:
            return scr_bool(!(s[E_CANCELABLE] == SCR_TRUE && s[E_PREVENTED] == SCR_TRUE));
        case G_CANCEL_BUBBLE: return s[E_STOP];
    }
    return SCR_UNDEFINED;
}

/* preventDefault (0), stopPropagation (1), stopImmediatePropagation (2),
 * composedPath (3), initEvent (4). */
NATIVE(event_method) {
    (void)nt;
    if (!branded(this_val, p_event)) return invalid_this("Event");
    ScrArray *a = state_of(this_val, p_event);
    switch (((ScrFunction *)scr_obj(fn))->magic) {
        case 0: put(a, E_PREVENTED, SCR_TRUE); break;
        case 1: put(a, E_STOP, SCR_TRUE); break;
        case 2:
            put(a, E_STOP, SCR_TRUE);
            put(a, E_STOP_NOW, SCR_TRUE);
            break;
        case 3: {
            ScrValue r = scr_array_new(1);
            if (a->elems[E_DISPATCHING] == SCR_TRUE) scr_array_push(r, a->elems[E_TARGET]);
            return r;
        }
        case 4: { /* initEvent(type, bubbles, cancelable): no-op while dispatched */
            if (argc == 0)
                return scr__node_error_code(
                    scr_throw_type_error("The \"type\" argument must be specified"),
                    "ERR_MISSING_ARGS");
            if (a->elems[E_DISPATCHING] == SCR_TRUE) break;
            ScrValue t = scr_to_string(argv[0]);
            if (scr_is_exception(t)) return t;
            put(a, E_TYPE, t);
            scr_release(t);
            put(a, E_BUBBLES, scr_bool(scr_to_boolean(ARG(1))));
            put(a, E_CANCELABLE, scr_bool(scr_to_boolean(ARG(2))));
            break;
        }
    }
    return SCR_UNDEFINED;
}

/* ------------------------------------------------------------------------
 * EventTarget.
 * ---------------------------------------------------------------------- */

static void target_setup(ScrValue o) {
    ScrValue list = scr_array_new(0);
    scr_private_define(o, p_listeners, list);
    scr_release(list);
}

NATIVE(et_construct) {
    (void)fn, (void)this_val, (void)argc, (void)argv;
    if (scr_is_undefined(nt))
        return scr_throw_type_error(
            "Class constructor EventTarget cannot be invoked without 'new'");
    ScrValue proto = scr__proto_from_ctor(nt, et_proto);
    if (scr_is_exception(proto)) return proto;
    ScrValue o = scr__object_alloc(sizeof(ScrObject), SCR_CLASS_OBJECT, proto);
    scr_release(proto);
    target_setup(o);
    return o;
}

/* The index of the live record for (type, callback, capture), or -1. */
static long find_record(ScrArray *list, ScrValue type, ScrValue cb, bool capture) {
    for (uint32_t i = 0; i < list->used; i++) {
        ScrArray *r = (ScrArray *)scr_obj(list->elems[i]);
        if (r->elems[L_KIND] == scr_number(KIND_LISTENER) &&
            scr__string_equal(r->elems[L_TYPE], type) && r->elems[L_CALLBACK] == cb &&
            (r->elems[L_CAPTURE] == SCR_TRUE) == capture)
            return i;
    }
    return -1;
}

/* Removes the record at index i of the target's list, marking it removed
 * so that a dispatch holding it skips it. */
static void remove_at(ScrValue target, uint32_t i) {
    ScrValue list = scr_private_get(target, p_listeners);
    ScrArray *a = (ScrArray *)scr_obj(list);
    ScrValue fresh = scr_array_new(a->used);
    ScrArray *gone = (ScrArray *)scr_obj(a->elems[i]);
    put(gone, L_REMOVED, SCR_TRUE);
    if (i > 0) put((ScrArray *)scr_obj(a->elems[i - 1]), L_NEXT, gone->elems[L_NEXT]);
    for (uint32_t k = 0; k < a->used; k++) {
        if (k == i) continue;
        scr_array_push(fresh, a->elems[k]);
    }
    scr_private_set(target, p_listeners, fresh);
    scr_release(fresh);
    scr_release(list);
}

static void add_record(ScrValue target, ScrValue type, ScrValue cb, bool capture, bool once,
                       bool passive, int kind) {
    ScrValue rec = state_new(L__COUNT);
    ScrArray *r = (ScrArray *)scr_obj(rec);
    put(r, L_TYPE, type);
    put(r, L_CALLBACK, cb);
    put(r, L_CAPTURE, scr_bool(capture));
    put(r, L_ONCE, scr_bool(once));
    put(r, L_PASSIVE, scr_bool(passive));
    put(r, L_REMOVED, SCR_FALSE);
    put(r, L_KIND, scr_number(kind));
    ScrValue list = scr_private_get(target, p_listeners);
    ScrArray *la = (ScrArray *)scr_obj(list);
    if (la->used) put((ScrArray *)scr_obj(la->elems[la->used - 1]), L_NEXT, rec);
    scr__array_push_take(list, rec);
    scr_release(list);
}

/* The listener a signal option adds to its signal: removes [target, type,
 * callback, capture] (its data) from the target. */
NATIVE(signal_remover) {
    UNUSED;
    ScrArray *d = (ScrArray *)scr_obj(((ScrFunction *)scr_obj(fn))->data);
    ScrValue target = d->elems[0];
    ScrArray *list = state_of(target, p_listeners);
    long i = find_record(list, d->elems[1], d->elems[2], d->elems[3] == SCR_TRUE);
    if (i >= 0) remove_at(target, (uint32_t)i);
    return SCR_UNDEFINED;
}

NATIVE(et_add) {
    (void)fn, (void)nt;
    if (!branded(this_val, p_listeners)) return invalid_this("EventTarget");
    if (argc < 2)
        return scr__node_error_code(
            scr_throw_type_error("The \"type\" and \"listener\" arguments must be specified"),
            "ERR_MISSING_ARGS");
    ScrValue cb = argv[1], opts = ARG(2);
    bool capture = false, once = false, passive = false;
    ScrValue signal = SCR_UNDEFINED;
    if (!scr_is_object(opts) && !scr_is_undefined(opts) && !scr_is_null(opts) && !scr_is_bool(opts))
        return scr__throw_arg_type("options", "of type object", opts);
    if (scr_is_object(opts)) {
        if (opt_bool(opts, "once", &once) < 0 || opt_bool(opts, "capture", &capture) < 0 ||
            opt_bool(opts, "passive", &passive) < 0)
            return SCR_EXCEPTION;
        signal = scr__get_str(opts, "signal");
        if (scr_is_exception(signal)) return signal;
        if (!scr_is_undefined(signal) && !branded(signal, p_signal)) {
            ScrValue r =
                scr__throw_arg_type("options.signal", "an instance of AbortSignal", signal);
            scr_release(signal);
            return r;
        }
    } else {
        capture = opts == SCR_TRUE;
    }
    if (scr_is_undefined(cb) || scr_is_null(cb)) {
        scr_release(signal);
        char msg[80];
        snprintf(msg, sizeof msg, "addEventListener called with %s which has no effect.",
                 scr_is_null(cb) ? "null" : "undefined");
        scr__emit_warning("AddEventListenerArgumentTypeWarning", msg);
        return SCR_UNDEFINED;
    }
    if (!scr_is_object(cb)) {
        scr_release(signal);
        return scr__throw_arg_type("listener", "an instance of EventListener", cb);
    }
    if (branded(signal, p_signal) && state_of(signal, p_signal)->elems[S_ABORTED] == SCR_TRUE) {
        scr_release(signal);
        return SCR_UNDEFINED;
    }
    ScrValue type = scr_to_string(argv[0]);
    if (scr_is_exception(type)) {
        scr_release(signal);
        return type;
    }
    if (find_record(state_of(this_val, p_listeners), type, cb, capture) < 0) {
        add_record(this_val, type, cb, capture, once, passive, KIND_LISTENER);
        if (branded(signal, p_signal)) {
            ScrValue d[4] = {scr_dup(this_val), scr_dup(type), scr_dup(cb), scr_bool(capture)};
            ScrValue data = scr_array_from_take(4, d);
            ScrValue remover = scr__native_new_ex(signal_remover, "", 0, 0, data);
            scr_release(data);
            ScrValue abort = scr__atom("abort");
            add_record(signal, abort, remover, false, true, false, KIND_LISTENER);
            scr_release(remover);
        }
    }
    scr_release(type);
    scr_release(signal);
    return SCR_UNDEFINED;
}

NATIVE(et_remove) {
    (void)fn, (void)nt;
    if (!branded(this_val, p_listeners)) return invalid_this("EventTarget");
    if (argc < 2)
        return scr__node_error_code(
            scr_throw_type_error("The \"type\" and \"listener\" arguments must be specified"),
            "ERR_MISSING_ARGS");
    ScrValue opts = ARG(2);
    bool capture = false;
    if (scr_is_object(opts)) {
        /* Node: options?.capture === true (a boolean options is ignored). */
        ScrValue c = scr__get_str(opts, "capture");
        if (scr_is_exception(c)) return c;
        capture = c == SCR_TRUE;
        scr_release(c);
    }
    ScrValue type = scr_to_string(argv[0]);
    if (scr_is_exception(type)) return type;
    long i = find_record(state_of(this_val, p_listeners), type, argv[1], capture);
    if (i >= 0) remove_at(this_val, (uint32_t)i);
    scr_release(type);
    return SCR_UNDEFINED;
}

/* A listener's exception is rethrown on the next tick (Node's
 * emitUncaughtException), after the dispatch has finished. */
NATIVE(rethrow) {
    UNUSED;
    scr_throw_take(scr_dup(((ScrFunction *)scr_obj(fn))->data));
    return SCR_EXCEPTION;
}

static void report_later(ScrValue err_take) {
    ScrValue thrower = scr__native_new_ex(rethrow, "", 0, 0, err_take);
    scr_release(err_take);
    ScrValue tick = scr__next_tick_fn();
    ScrValue r = scr__call(tick, SCR_UNDEFINED, 1, &thrower);
    if (scr_is_exception(r))
        scr_release(scr_exception_take());
    else
        scr_release(r);
    scr_release(tick);
    scr_release(thrower);
}

static void rejected_job(void *p, ScrValue err, ScrValue unused) {
    (void)p, (void)unused;
    report_later(scr_dup(err)); /* the loop releases the job's values */
}

/* An error of an object listener: reported from a microtask, as the
 * rejection handler Node attaches to the async wrapper's promise. */
static void reject_later(ScrValue err_take) {
    scr__microtask_enqueue(rejected_job, NULL, err_take, SCR_UNDEFINED);
}

NATIVE(report_rejection) {
    UNUSED;
    report_later(scr_dup(ARG(0)));
    return SCR_UNDEFINED;
}

/* Calls one record's listener with the event. */
static void call_listener(ScrValue target, ScrArray *rec, ScrValue event) {
    ScrValue cb = rec->elems[L_CALLBACK], r;
    if (rec->elems[L_KIND] == scr_number(KIND_HANDLER)) {
        ScrValue h = scr_dup(state_of(target, p_signal)->elems[S_ONABORT]);
        r = scr__is_callable(h) ? scr__call(h, target, 1, &event) : SCR_UNDEFINED;
        scr_release(h);
    } else if (scr__is_callable(cb)) {
        r = scr__call(cb, target, 1, &event);
    } else {
        /* Node wraps an object listener in an async function: handleEvent
         * is read at each call, a falsy one does nothing, and its errors
         * become a rejection, reported a microtask later. */
        ScrValue he = scr__get_str(cb, "handleEvent");
        r = SCR_UNDEFINED;
        if (scr_is_exception(he)) {
            reject_later(scr_exception_take());
        } else {
            if (scr_to_boolean(he)) {
                ScrValue x = scr__is_callable(he) ? scr__call(he, cb, 1, &event)
                                                  : scr__throw_apply_not_callable(he);
                if (scr_is_exception(x))
                    reject_later(scr_exception_take());
                else
                    r = x;
            }
            scr_release(he);
        }
    }
    put(state_of(event, p_event), E_DISPATCHING, SCR_FALSE);
    if (scr_is_exception(r)) {
        report_later(scr_exception_take());
        return;
    }
    /* A returned thenable's rejection is reported as uncaught too. */
    if (scr_is_object(r)) {
        ScrValue then = scr__get_str(r, "then");
        if (scr_is_exception(then)) {
            report_later(scr_exception_take());
        } else if (scr__is_callable(then)) {
            ScrValue args[2] = {SCR_UNDEFINED, scr_native_new(report_rejection, "", 1)};
            ScrValue t = scr__call(then, r, 2, args);
            if (scr_is_exception(t))
                report_later(scr_exception_take());
            else
                scr_release(t);
            scr_release(args[1]);
        }
        if (!scr_is_exception(then)) scr_release(then);
    }
    scr_release(r);
}

/* The dispatch itself (event already checked), Node's kHybridDispatch:
 * walks the records from the first one by their links; returns
 * !defaultPrevented. */
static bool dispatch(ScrValue target, ScrValue event) {
    ScrArray *st = state_of(event, p_event);
    put(st, E_TARGET, target);
    put(st, E_DISPATCHING, SCR_TRUE);
    ScrValue type = scr_dup(st->elems[E_TYPE]);
    ScrArray *la = state_of(target, p_listeners);
    ScrValue handler = la->used ? scr_dup(la->elems[0]) : SCR_UNDEFINED;
    while (!scr_is_undefined(handler)) {
        ScrArray *r = (ScrArray *)scr_obj(handler);
        bool passive = r->elems[L_PASSIVE] == SCR_TRUE;
        if (!passive && st->elems[E_STOP_NOW] == SCR_TRUE) break;
        ScrValue next = scr_dup(r->elems[L_NEXT]);
        if (r->elems[L_REMOVED] != SCR_TRUE && scr__string_equal(r->elems[L_TYPE], type)) {
            if (r->elems[L_ONCE] == SCR_TRUE) {
                ScrArray *now = state_of(target, p_listeners);
                for (uint32_t k = 0; k < now->used; k++)
                    if (now->elems[k] == handler) {
                        remove_at(target, k);
                        break;
                    }
            }
            call_listener(target, r, event);
        }
        scr_release(handler);
        handler = next;
    }
    scr_release(handler);
    scr_release(type);
    put(st, E_DISPATCHING, SCR_FALSE);
    return !(st->elems[E_CANCELABLE] == SCR_TRUE && st->elems[E_PREVENTED] == SCR_TRUE);
}

NATIVE(et_dispatch) {
    (void)fn, (void)nt;
    if (!branded(this_val, p_listeners)) return invalid_this("EventTarget");
    ScrValue event = ARG(0);
    if (argc == 0)
        return scr__node_error_code(
            scr_throw_type_error("The \"event\" argument must be specified"), "ERR_MISSING_ARGS");
    if (!branded(event, p_event))
        return scr__throw_arg_type("event", "an instance of Event", event);
    ScrArray *st = state_of(event, p_event);
    if (st->elems[E_DISPATCHING] == SCR_TRUE) {
        char *t = scr__string_to_utf8(st->elems[E_TYPE], NULL);
        char msg[256];
        snprintf(msg, sizeof msg, "The event \"%s\" is already being dispatched", t);
        free(t);
        ScrValue m = scr_string_from_utf8(msg, strlen(msg));
        scr_throw_take(scr__error_new(SCR_ERR_ERROR, m));
        scr_release(m);
        return scr__node_error_code(SCR_EXCEPTION, "ERR_EVENT_RECURSION");
    }
    return scr_bool(dispatch(this_val, event));
}

/* ------------------------------------------------------------------------
 * AbortSignal and AbortController.
 * ---------------------------------------------------------------------- */

static ScrValue signal_new(void) {
    ScrValue s = scr__object_alloc(sizeof(ScrObject), SCR_CLASS_OBJECT, signal_proto);
    target_setup(s);
    ScrValue st = state_new(S__COUNT);
    put((ScrArray *)scr_obj(st), S_ABORTED, SCR_FALSE);
    scr_private_define(s, p_signal, st);
    scr_release(st);
    return s;
}

static ScrValue dom_exception(const char *message, const char *name) {
    scr__throw_dom_exception(message, name);
    return scr_exception_take();
}

/* Aborts a signal with reason (borrowed; undefined: the AbortError), then
 * dispatches its trusted 'abort' event. */
static void signal_abort(ScrValue signal, ScrValue reason) {
    ScrArray *st = state_of(signal, p_signal);
    if (st->elems[S_ABORTED] == SCR_TRUE) return;
    put(st, S_ABORTED, SCR_TRUE);
    if (scr_is_undefined(reason)) {
        ScrValue e = dom_exception("This operation was aborted", "AbortError");
        put(st, S_REASON, e);
        scr_release(e);
    } else {
        put(st, S_REASON, reason);
    }
    ScrValue ev = event_new(scr_dup(scr__atom("abort")), false, false, false, event_proto);
    put(state_of(ev, p_event), E_TRUSTED, SCR_TRUE);
    dispatch(signal, ev);
    scr_release(ev);
}

NATIVE(signal_construct) {
    UNUSED;
    return scr__node_error_code(scr_throw_type_error("Illegal constructor"),
                                "ERR_ILLEGAL_CONSTRUCTOR");
}

/* aborted (0), reason (1), onabort (2). */
NATIVE(signal_get) {
    (void)argc, (void)argv, (void)nt;
    if (!branded(this_val, p_signal)) return invalid_this("AbortSignal");
    ScrArray *st = state_of(this_val, p_signal);
    int m = ((ScrFunction *)scr_obj(fn))->magic;
    if (m == 2)
        return scr_is_undefined(st->elems[S_ONABORT]) ? SCR_NULL : scr_dup(st->elems[S_ONABORT]);
    return scr_dup(st->elems[m == 0 ? S_ABORTED : S_REASON]);
}

NATIVE(signal_set_onabort) {
    (void)fn, (void)nt;
    if (!branded(this_val, p_signal)) return invalid_this("AbortSignal");
    ScrArray *st = state_of(this_val, p_signal);
    bool had = !scr_is_undefined(st->elems[S_ONABORT]);
    ScrValue v = ARG(0);
    put(st, S_ONABORT, scr_is_undefined(v) ? SCR_NULL : v);
    (void)argc;
    if (!had) {
        ScrValue abort = scr__atom("abort");
        add_record(this_val, abort, SCR_UNDEFINED, false, false, false, KIND_HANDLER);
    }
    return SCR_UNDEFINED;
}

NATIVE(signal_throw_if_aborted) {
    UNUSED;
    if (!branded(this_val, p_signal)) return invalid_this("AbortSignal");
    ScrArray *st = state_of(this_val, p_signal);
    if (st->elems[S_ABORTED] != SCR_TRUE) return SCR_UNDEFINED;
    scr_throw_take(scr_dup(st->elems[S_REASON]));
    return SCR_EXCEPTION;
}

NATIVE(signal_static_abort) {
    UNUSED;
    ScrValue s = signal_new();
    signal_abort(s, ARG(0));
    return s;
}

/* The timer of AbortSignal.timeout: aborts its signal (data). */
NATIVE(signal_timeout_fire) {
    UNUSED;
    ScrValue s = ((ScrFunction *)scr_obj(fn))->data;
    ScrValue e = dom_exception("The operation was aborted due to timeout", "TimeoutError");
    signal_abort(s, e);
    scr_release(e);
    return SCR_UNDEFINED;
}

NATIVE(signal_static_timeout) {
    UNUSED;
    ScrValue d = ARG(0);
    if (!scr_is_number(d)) return scr__throw_arg_type("delay", "of type number", d);
    double ms = scr_as_number(d);
    if (!(ms >= 0 && ms <= 4294967295.0 && ms == floor(ms))) {
        char buf[64];
        scr__node_received(d, buf, sizeof buf);
        const char *got = strchr(buf, '(') ? strchr(buf, '(') + 1 : buf;
        char val[64];
        snprintf(val, sizeof val, "%s", got);
        char *close = strrchr(val, ')');
        if (close) *close = 0;
        return scr__node_error_code(
            scr_throw_range_error(
                "The value of \"delay\" is out of range. It must be %s. Received %s",
                ms == floor(ms) || isnan(ms) ? ">= 0 && <= 4294967295" : "an integer", val),
            "ERR_OUT_OF_RANGE");
    }
    ScrValue s = signal_new();
    ScrValue fire = scr__native_new_ex(signal_timeout_fire, "", 0, 0, s);
    ScrValue args[2] = {fire, d};
    ScrValue t = scr__call(set_timeout_fn, SCR_UNDEFINED, 2, args);
    scr_release(fire);
    if (scr_is_exception(t)) {
        scr_release(s);
        return t;
    }
    ScrValue unref = scr__get_str(t, "unref");
    if (!scr_is_exception(unref) && scr__is_callable(unref)) {
        ScrValue r = scr__call(unref, t, 0, NULL);
        if (scr_is_exception(r))
            scr_release(scr_exception_take());
        else
            scr_release(r);
    }
    if (scr_is_exception(unref))
        scr_release(scr_exception_take());
    else
        scr_release(unref);
    scr_release(t);
    return s;
}

/* The listener AbortSignal.any adds to each source: data [result, source]. */
NATIVE(signal_follow) {
    UNUSED;
    ScrArray *d = (ScrArray *)scr_obj(((ScrFunction *)scr_obj(fn))->data);
    ScrValue reason = scr_dup(state_of(d->elems[1], p_signal)->elems[S_REASON]);
    signal_abort(d->elems[0], reason);
    scr_release(reason);
    return SCR_UNDEFINED;
}

NATIVE(signal_static_any) {
    UNUSED;
    ScrValue list = ARG(0);
    if (!scr__is_array(list)) return scr__throw_arg_type("signals", "an instance of Array", list);
    ScrArray *a = (ScrArray *)scr_obj(list);
    for (uint32_t i = 0; i < a->used; i++) {
        if (!branded(a->elems[i], p_signal)) {
            char name[32];
            snprintf(name, sizeof name, "signals[%u]", i);
            return scr__throw_arg_type(name, "an instance of AbortSignal", a->elems[i]);
        }
    }
    ScrValue s = signal_new();
    for (uint32_t i = 0; i < a->used; i++) {
        ScrArray *st = state_of(a->elems[i], p_signal);
        if (st->elems[S_ABORTED] == SCR_TRUE) {
            signal_abort(s, st->elems[S_REASON]);
            return s;
        }
    }
    for (uint32_t i = 0; i < a->used; i++) {
        ScrValue d[2] = {scr_dup(s), scr_dup(a->elems[i])};
        ScrValue data = scr_array_from_take(2, d);
        ScrValue follow = scr__native_new_ex(signal_follow, "", 0, 0, data);
        scr_release(data);
        add_record(a->elems[i], scr__atom("abort"), follow, false, true, false, KIND_LISTENER);
        scr_release(follow);
    }
    return s;
}

NATIVE(controller_construct) {
    (void)fn, (void)this_val, (void)argc, (void)argv;
    if (scr_is_undefined(nt))
        return scr_throw_type_error(
            "Class constructor AbortController cannot be invoked without 'new'");
    ScrValue proto = scr__proto_from_ctor(nt, controller_proto);
    if (scr_is_exception(proto)) return proto;
    ScrValue o = scr__object_alloc(sizeof(ScrObject), SCR_CLASS_OBJECT, proto);
    scr_release(proto);
    ScrValue s = signal_new();
    scr_private_define(o, p_controller, s);
    scr_release(s);
    return o;
}

/* AbortController reads its #signal without a brand check: V8's message. */
static ScrValue no_signal_field(void) {
    return scr_throw_type_error(
        "Cannot read private member #signal from an object whose class did not declare it");
}

NATIVE(controller_signal) {
    UNUSED;
    if (!branded(this_val, p_controller)) return no_signal_field();
    return scr_private_get(this_val, p_controller);
}

NATIVE(controller_abort) {
    (void)fn, (void)nt;
    if (!branded(this_val, p_controller)) return no_signal_field();
    ScrValue s = scr_private_get(this_val, p_controller);
    signal_abort(s, ARG(0));
    (void)argc;
    scr_release(s);
    return SCR_UNDEFINED;
}

/* ------------------------------------------------------------------------
 * util.inspect: what Node's custom inspectors print.
 * ---------------------------------------------------------------------- */

/* "Name " + inspect(obj) with the depth one less; obj consumed. */
static int named_object(ScrValue v, ScrValue obj_take, const ScrInspectOptions *o, ScrStrBuf *out) {
    ScrInspectOptions inner = *o;
    if (inner.depth != INT_MAX) inner.depth--;
    return scr__inspect_named(v, obj_take, &inner, out);
}

int scr__event_target_inspect(ScrValue v, int depth_left, const ScrInspectOptions *o,
                              ScrStrBuf *out) {
    if (!scr_is_object(v) || scr_is_undefined(p_listeners)) return 0;
    if (branded(v, p_signal) || branded(v, p_controller)) {
        if (depth_left < 0) return 0;
        ScrValue obj = scr_object_new();
        if (branded(v, p_signal))
            scr__define_str_take(obj, "aborted", state_of(v, p_signal)->elems[S_ABORTED],
                                 SCR_PROP_CWE);
        else
            scr__define_str_take(obj, "signal", scr_private_get(v, p_controller), SCR_PROP_CWE);
        return named_object(v, obj, o, out) < 0 ? -1 : 1;
    }
    if (branded(v, p_event)) {
        if (depth_left < 0) return scr__inspect_ctor_name(v, out) < 0 ? -1 : 1;
        ScrArray *st = state_of(v, p_event);
        ScrValue obj = scr_object_new();
        scr__define_str_take(obj, "type", scr_dup(st->elems[E_TYPE]), SCR_PROP_CWE);
        scr__define_str_take(
            obj, "defaultPrevented",
            scr_bool(st->elems[E_CANCELABLE] == SCR_TRUE && st->elems[E_PREVENTED] == SCR_TRUE),
            SCR_PROP_CWE);
        scr__define_str_take(obj, "cancelable", st->elems[E_CANCELABLE], SCR_PROP_CWE);
        scr__define_str_take(obj, "timeStamp", st->elems[E_TIME], SCR_PROP_CWE);
        return named_object(v, obj, o, out) < 0 ? -1 : 1;
    }
    if (branded(v, p_listeners)) {
        if (depth_left < 0) return scr__inspect_ctor_name(v, out) < 0 ? -1 : 1;
        return named_object(v, scr_object_new(), o, out) < 0 ? -1 : 1;
    }
    return 0;
}

/* ------------------------------------------------------------------------
 * Set-up.
 * ---------------------------------------------------------------------- */

static const ScrNativeDef et_methods[] = {
    {"addEventListener", et_add, 2, 0},
    {"removeEventListener", et_remove, 2, 0},
    {"dispatchEvent", et_dispatch, 1, 0},
};
static const ScrNativeDef signal_statics[] = {
    {"abort", signal_static_abort, 0, 0},
    {"timeout", signal_static_timeout, 1, 0},
    {"any", signal_static_any, 1, 0},
};

void scr__event_target_init(ScrValue global) {
    start_ms = now_ms();
    p_listeners = scr_private_name_new("#listeners");
    p_event = scr_private_name_new("#event");
    p_signal = scr_private_name_new("#signal");
    p_controller = scr_private_name_new("#signal");
    p_detail = scr_private_name_new("#detail");
    set_timeout_fn = scr_global_get(scr__atom("setTimeout"));
    if (scr_is_exception(set_timeout_fn)) {
        scr_release(scr_exception_take());
        set_timeout_fn = SCR_UNDEFINED;
    }

    event_proto = scr_object_new();
    ScrValue event_ctor = scr__native_class_new(event_construct, "Event", 1, event_proto);
    /* Event.prototype's keys in Node's order: methods (-1 - magic) and
     * getters (G_*). */
    static const struct {
        const char *name;
        int what;
    } members[] = {
        {"initEvent", -1 - 4},
        {"stopImmediatePropagation", -1 - 2},
        {"preventDefault", -1 - 0},
        {"target", G_TARGET},
        {"currentTarget", G_CURRENT},
        {"srcElement", G_SRC},
        {"type", G_TYPE},
        {"cancelable", G_CANCELABLE},
        {"defaultPrevented", G_PREVENTED},
        {"timeStamp", G_TIME},
        {"composedPath", -1 - 3},
        {"returnValue", G_RETURN},
        {"bubbles", G_BUBBLES},
        {"composed", G_COMPOSED},
        {"eventPhase", G_PHASE},
        {"cancelBubble", G_CANCEL_BUBBLE},
        {"stopPropagation", -1 - 1},
    };
    for (size_t i = 0; i < sizeof members / sizeof *members; i++) {
        if (members[i].what < 0)
            scr__define_method(event_proto, members[i].name, event_method,
                               members[i].what == -1 - 4 ? 1 : 0, -1 - members[i].what,
                               SCR_PROP_CWE, SCR_UNDEFINED);
        else
            scr__define_getset(event_proto, members[i].name, event_get, NULL, members[i].what,
                               SCR_PROP_ENUMERABLE | SCR_PROP_CONFIGURABLE);
    }
    /* isTrusted: enumerable, not configurable (Node's [LegacyUnforgeable]). */
    scr__define_getset(event_proto, "isTrusted", event_get, NULL, G_TRUSTED, SCR_PROP_ENUMERABLE);
    static const char *const phases[] = {"NONE", "CAPTURING_PHASE", "AT_TARGET", "BUBBLING_PHASE"};
    for (int i = 0; i < 4; i++) {
        scr__define_str_take(event_ctor, phases[i], scr_number(i), SCR_PROP_ENUMERABLE);
    }
    scr__define_tag(event_proto, "Event");

    custom_proto = scr_object_new();
    scr__set_proto(custom_proto, event_proto);
    ScrValue custom_ctor = scr__native_class_new(event_construct, "CustomEvent", 1, custom_proto);
    ((ScrFunction *)scr_obj(custom_ctor))->magic = 1;
    scr__set_proto(custom_ctor, event_ctor);
    scr__define_getset(custom_proto, "detail", custom_event_detail, NULL, 0,
                       SCR_PROP_ENUMERABLE | SCR_PROP_CONFIGURABLE);
    scr__define_tag(custom_proto, "CustomEvent");

    et_proto = scr_object_new();
    ScrValue et_ctor = scr__native_class_new(et_construct, "EventTarget", 0, et_proto);
    /* Node marks its EventTarget class with Symbol.for("nodejs.event_target"). */
    ScrValue symbol = scr_global_get(scr__atom("Symbol"));
    ScrValue sym_for = scr_is_exception(symbol) ? symbol : scr__get_str(symbol, "for");
    if (!scr_is_exception(sym_for) && scr__is_callable(sym_for)) {
        ScrValue desc = scr_string_from_utf8("nodejs.event_target", 19);
        ScrValue key = scr__call(sym_for, symbol, 1, &desc);
        scr_release(desc);
        if (scr_is_symbol(key)) scr__define_value_take(et_ctor, key, SCR_TRUE, SCR_PROP_CWE);
        if (scr_is_exception(key))
            scr_release(scr_exception_take());
        else
            scr_release(key);
    }
    if (scr_is_exception(sym_for))
        scr_release(scr_exception_take());
    else
        scr_release(sym_for);
    if (!scr_is_exception(symbol)) scr_release(symbol);
    scr__define_natives(et_proto, et_methods, SCR_COUNTOF(et_methods), SCR_PROP_CWE, SCR_UNDEFINED);
    scr__define_tag(et_proto, "EventTarget");

    signal_proto = scr_object_new();
    scr__set_proto(signal_proto, et_proto);
    ScrValue signal_ctor = scr__native_class_new(signal_construct, "AbortSignal", 0, signal_proto);
    scr__set_proto(signal_ctor, et_ctor);
    scr__define_getset(signal_proto, "aborted", signal_get, NULL, 0,
                       SCR_PROP_ENUMERABLE | SCR_PROP_CONFIGURABLE);
    scr__define_getset(signal_proto, "reason", signal_get, NULL, 1,
                       SCR_PROP_ENUMERABLE | SCR_PROP_CONFIGURABLE);
    scr__define_method(signal_proto, "throwIfAborted", signal_throw_if_aborted, 0, 0, SCR_PROP_CWE,
                       SCR_UNDEFINED);
    scr__define_getset(signal_proto, "onabort", signal_get, signal_set_onabort, 2,
                       SCR_PROP_ENUMERABLE | SCR_PROP_CONFIGURABLE);
    scr__define_tag(signal_proto, "AbortSignal");
    scr__define_natives(signal_ctor, signal_statics, SCR_COUNTOF(signal_statics), SCR_PROP_CW,
                        SCR_UNDEFINED);

    controller_proto = scr_object_new();
    ScrValue controller_ctor =
        scr__native_class_new(controller_construct, "AbortController", 0, controller_proto);
    scr__define_getset(controller_proto, "signal", controller_signal, NULL, 0,
                       SCR_PROP_ENUMERABLE | SCR_PROP_CONFIGURABLE);
    scr__define_method(controller_proto, "abort", controller_abort, 0, 0, SCR_PROP_CWE,
                       SCR_UNDEFINED);
    scr__define_tag(controller_proto, "AbortController");

    scr__define_str_take(global, "EventTarget", et_ctor, SCR_PROP_CW);
    scr__define_str_take(global, "Event", event_ctor, SCR_PROP_CW);
    scr__define_str_take(global, "CustomEvent", custom_ctor, SCR_PROP_CW);
    scr__define_str_take(global, "AbortSignal", signal_ctor, SCR_PROP_CW);
    scr__define_str_take(global, "AbortController", controller_ctor, SCR_PROP_CW);
}

void scr__event_target_shutdown(void) {
    scr_clear(&p_listeners);
    scr_clear(&p_event);
    scr_clear(&p_signal);
    scr_clear(&p_controller);
    scr_clear(&p_detail);
    scr_clear(&custom_proto);
    scr_clear(&et_proto);
    scr_clear(&event_proto);
    scr_clear(&signal_proto);
    scr_clear(&controller_proto);
    scr_clear(&set_timeout_fn);
}
