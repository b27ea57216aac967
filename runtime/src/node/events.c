/* events.c - the `node:events` module: EventEmitter with Node's algorithms
 * (lib/events.js) over the same JS-visible state, so instances inspect as
 * Node's do: `_events` (a null-prototype object mapping an event to one
 * listener or an array of them), `_eventsCount`, `_maxListeners` and the
 * kShapeMode/kCapture symbols. Also events.once (a promise), errorMonitor,
 * defaultMaxListeners and the MaxListenersExceededWarning. docs/node.md
 * lists what is missing. */
#include "node/events.h"
#include "base/base.h"
#include "core/native.h"
#include "core/object.h"
#include "core/array.h"
#include "core/function.h"
#include "core/error.h"
#include "core/numconv.h"
#include "core/ops.h"
#include "core/str.h"
#include "core/iter.h"
#include "exec/promise.h"
#include "node/errors.h"
#include "node/inspect.h"
#include "node/process.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Every native of the module carries the module's state array as its
 * data: the kCapture, kShapeMode and errorMonitor symbols. */
enum { S_CAPTURE, S_SHAPE, S_ERROR_MONITOR, S__COUNT };

/* EventEmitter.defaultMaxListeners (an accessor on the constructor). */
static double default_max = 10;

static ScrValue st_sym(ScrValue fn, int i) {
    return scr__array_get_borrowed(((ScrFunction *)scr_obj(fn))->data, (uint32_t)i);
}

static ScrValue null_object(void) {
    ScrValue o = scr_object_new();
    scr__set_proto(o, SCR_NULL);
    return o;
}

/* obj[name](args...), the result owned, or SCR_EXCEPTION. */
static ScrValue call_method(ScrValue obj, const char *name, int argc, ScrValue *argv) {
    ScrValue f = scr__get_str(obj, name);
    if (scr_is_exception(f)) return f;
    ScrValue r = scr_call(f, obj, argc, argv, NULL);
    scr_release(f);
    return r;
}

static ScrValue check_listener(ScrValue l) {
    if (scr__is_callable(l)) return SCR_UNDEFINED;
    return scr__throw_arg_type("listener", "of type function", l);
}

/* Node's EventEmitter.init: fresh state unless a subclass prototype
 * supplies _events. -1 on an exception. */
static int init(ScrValue fn, ScrValue self) {
    ScrValue ev = scr__get_str(self, "_events");
    if (scr_is_exception(ev)) return -1;
    ScrValue proto = scr__get_proto(self);
    ScrValue pev = scr_is_object(proto) ? scr__get_str(proto, "_events") : SCR_UNDEFINED;
    if (scr_is_exception(pev)) {
        scr_release(ev);
        return -1;
    }
    bool fresh = scr_is_undefined(ev) || ev == pev;
    scr_release(ev);
    scr_release(pev);
    if (fresh) {
        if (scr__set_str(self, "_events", null_object()) < 0) return -1; /* consumed below */
        ScrValue e = scr__get_str(self, "_events");
        scr_release(e);
        scr_release(e); /* the reference null_object() made */
        if (scr__set_str(self, "_eventsCount", scr_number(0)) < 0) return -1;
        if (scr_set(self, st_sym(fn, S_SHAPE), SCR_FALSE) < 0) return -1;
    } else if (scr_set(self, st_sym(fn, S_SHAPE), SCR_TRUE) < 0) {
        return -1;
    }
    ScrValue m = scr__get_str(self, "_maxListeners");
    if (scr_is_exception(m)) return -1;
    int rc = scr__set_str(self, "_maxListeners", scr_to_boolean(m) ? m : SCR_UNDEFINED);
    scr_release(m);
    if (rc < 0) return -1;
    return scr_set(self, st_sym(fn, S_CAPTURE), SCR_FALSE);
}

NATIVE(ee_ctor) {
    (void)argc, (void)argv;
    if (scr_is_undefined(nt)) {
        /* EventEmitter.call(this): initialises the receiver. */
        if (scr_is_object(this_val) && init(fn, this_val) < 0) return SCR_EXCEPTION;
        return SCR_UNDEFINED;
    }
    ScrValue fallback = scr__get_str(fn, "prototype");
    if (scr_is_exception(fallback)) return fallback;
    ScrValue proto = scr__proto_from_ctor(nt, fallback);
    scr_release(fallback);
    if (scr_is_exception(proto)) return proto;
    ScrValue self = scr_object_new();
    scr__set_proto(self, proto);
    scr_release(proto);
    if (init(fn, self) < 0) {
        scr_release(self);
        return SCR_EXCEPTION;
    }
    return self;
}

NATIVE(ee_init) {
    (void)argc, (void)argv, (void)nt;
    if (init(fn, this_val) < 0) return SCR_EXCEPTION;
    return SCR_UNDEFINED;
}

/* The events object, created when missing (as _addListener does). */
static ScrValue events_of(ScrValue self, bool create) {
    ScrValue ev = SCR_GET_ATOM(self, "_events"); /* a property cache: emit's hot path */
    if (scr_is_exception(ev) || !scr_is_undefined(ev) || !create) return ev;
    ev = null_object();
    if (scr__set_str(self, "_events", ev) < 0 ||
        scr__set_str(self, "_eventsCount", scr_number(0)) < 0) {
        scr_release(ev);
        return SCR_EXCEPTION;
    }
    return ev;
}

static int add_count(ScrValue self, int delta, double *out) {
    ScrValue c = scr__get_str(self, "_eventsCount");
    if (scr_is_exception(c)) return -1;
    double d;
    int rc = scr_to_number(c, &d);
    scr_release(c);
    if (rc < 0) return -1;
    d += delta;
    if (out) *out = d;
    return scr__set_str(self, "_eventsCount", scr_number(d));
}

static double max_listeners(ScrValue self, bool *err) {
    ScrValue m = scr__get_str(self, "_maxListeners");
    if (scr_is_exception(m)) {
        *err = true;
        return 0;
    }
    double d = default_max;
    if (!scr_is_undefined(m) && scr_to_number(m, &d) < 0) *err = true;
    scr_release(m);
    return d;
}

/* String(type) for the warning: a symbol as Symbol(desc). */
static char *type_text(ScrValue type) {
    if (scr_is_symbol(type)) {
        char buf[256];
        scr__value_describe(type, buf, sizeof buf);
        return strdup(buf);
    }
    ScrValue s = scr_to_string(type);
    if (scr_is_exception(s)) {
        scr_release(scr_exception_take());
        return strdup("");
    }
    char *u = scr__string_to_utf8(s, NULL);
    scr_release(s);
    return u;
}

static int warn_leak(ScrValue self, ScrValue type, ScrValue list, uint32_t count, double max) {
    ScrInspectOptions o;
    scr__inspect_default_options(&o);
    o.depth = -1;
    ScrValue who = scr__inspect(self, &o);
    if (scr_is_exception(who)) return -1;
    char *w = scr__string_to_utf8(who, NULL);
    scr_release(who);
    char *t = type_text(type);
    char num[40];
    scr__number_format(max, num);
    size_t n = strlen(w) + strlen(t) + 200;
    char *msg = scr__xmalloc(n);
    snprintf(msg, n,
             "Possible EventEmitter memory leak detected. %u %s listeners added to %s. "
             "MaxListeners is %s. Use "
             "emitter.setMaxListeners() to increase limit",
             count, t, w, num);
    free(w);
    free(t);
    ScrValue m = scr_string_from_utf8(msg, strlen(msg));
    free(msg);
    ScrValue e = scr__error_new(SCR_ERR_ERROR, m);
    scr_release(m);
    scr__define_str_take(e, "name", scr_string_from_utf8("MaxListenersExceededWarning", 27),
                         SCR_PROP_CW);
    scr__define_str_take(e, "emitter", scr_dup(self), SCR_PROP_CWE);
    scr__define_str_take(e, "type", scr_dup(type), SCR_PROP_CWE);
    scr__define_str_take(e, "count", scr_number(count), SCR_PROP_CWE);
    int rc = scr_set(list, SCR_ATOM("warned"), SCR_TRUE);
    if (rc == 0) rc = scr__process_warn(e);
    scr_release(e);
    return rc;
}

/* Node's _addListener. Returns self (owned) or SCR_EXCEPTION. */
static ScrValue add_listener(ScrValue self, ScrValue type, ScrValue listener, bool prepend) {
    if (scr_is_exception(check_listener(listener))) return SCR_EXCEPTION;
    ScrValue ev = events_of(self, true);
    if (scr_is_exception(ev)) return ev;
    ScrValue existing = SCR_UNDEFINED, r = SCR_EXCEPTION;
    ScrValue nl = scr__get_str(ev, "newListener");
    if (scr_is_exception(nl)) goto done;
    if (!scr_is_undefined(nl)) {
        scr_release(nl);
        ScrValue inner = scr__get_str(listener, "listener");
        if (scr_is_exception(inner)) goto done;
        ScrValue args[3] = {SCR_ATOM("newListener"), type,
                            scr_is_nullish(inner) ? listener : inner};
        ScrValue x = call_method(self, "emit", 3, args);
        scr_release(inner);
        if (scr_is_exception(x)) goto done;
        scr_release(x);
        scr_release(ev);
        ev = events_of(self, true);
        if (scr_is_exception(ev)) return ev;
    }
    existing = scr_get(ev, type);
    if (scr_is_exception(existing)) goto done;
    if (scr_is_undefined(existing)) {
        if (scr_set(ev, type, listener) < 0 || add_count(self, 1, NULL) < 0) goto done;
        r = scr_dup(self);
        goto done;
    }
    if (scr__is_callable(existing)) {
        ScrValue a = scr_array_new(2);
        scr_array_push(a, prepend ? listener : existing);
        scr_array_push(a, prepend ? existing : listener);
        scr_release(existing);
        existing = a;
        if (scr_set(ev, type, a) < 0) goto done;
    } else {
        ScrValue x = call_method(existing, prepend ? "unshift" : "push", 1, &listener);
        if (scr_is_exception(x)) goto done;
        scr_release(x);
    }
    bool err = false;
    double m = max_listeners(self, &err);
    if (err) goto done;
    uint32_t len = scr__is_array(existing) ? scr_array_length(existing) : 0;
    if (m > 0 && len > m) {
        ScrValue warned = scr_get(existing, SCR_ATOM("warned"));
        if (scr_is_exception(warned)) goto done;
        bool w = scr_to_boolean(warned);
        scr_release(warned);
        if (!w && warn_leak(self, type, existing, len, m) < 0) goto done;
    }
    r = scr_dup(self);
done:
    scr_release(existing);
    scr_release(ev);
    return r;
}

/* on/addListener (magic 0) and prependListener (magic 1). */
NATIVE(ee_on) {
    (void)argc, (void)nt;
    return add_listener(this_val, ARG(0), ARG(1), ((ScrFunction *)scr_obj(fn))->magic == 1);
}

/* The wrapper once() registers: removes itself, then calls the listener
 * once. Its data is the state {target, type, listener, fired}. */
NATIVE(once_wrapper) {
    (void)this_val, (void)nt;
    ScrValue state = ((ScrFunction *)scr_obj(fn))->data;
    ScrValue fired = scr__get_str(state, "fired");
    if (scr_is_exception(fired)) return fired;
    bool was = scr_to_boolean(fired);
    scr_release(fired);
    if (was) return SCR_UNDEFINED;
    ScrValue target = scr__get_str(state, "target");
    ScrValue type = scr__get_str(state, "type");
    ScrValue listener = scr__get_str(state, "listener");
    ScrValue r = SCR_EXCEPTION;
    ScrValue args[2] = {type, fn};
    ScrValue x = call_method(target, "removeListener", 2, args);
    if (scr_is_exception(x)) goto done;
    scr_release(x);
    if (scr__set_str(state, "fired", SCR_TRUE) < 0) goto done;
    r = scr_call(listener, target, argc, argv, NULL);
done:
    scr_release(target);
    scr_release(type);
    scr_release(listener);
    return r;
}

static ScrValue once_wrap(ScrValue self, ScrValue type, ScrValue listener) {
    ScrValue state = scr_object_new();
    scr__set_str(state, "fired", SCR_FALSE);
    scr__set_str(state, "target", self);
    scr__set_str(state, "type", type);
    scr__set_str(state, "listener", listener);
    ScrValue w = scr__native_new_ex(once_wrapper, "bound onceWrapper", 0, 0, state);
    scr_release(state);
    scr__define_str_take(w, "listener", scr_dup(listener), SCR_PROP_CWE);
    return w;
}

/* once (magic 0) and prependOnceListener (magic 1). */
NATIVE(ee_once) {
    (void)argc, (void)nt;
    if (scr_is_exception(check_listener(ARG(1)))) return SCR_EXCEPTION;
    ScrValue w = once_wrap(this_val, ARG(0), ARG(1));
    ScrValue r = add_listener(this_val, ARG(0), w, ((ScrFunction *)scr_obj(fn))->magic == 1);
    scr_release(w);
    return r;
}

static bool matches(ScrValue l, ScrValue listener) {
    if (l == listener) return true;
    if (!scr_is_object(l)) return false;
    ScrValue inner = scr__get_str(l, "listener");
    if (scr_is_exception(inner)) {
        scr_release(scr_exception_take());
        return false;
    }
    bool m = inner == listener;
    scr_release(inner);
    return m;
}

static ScrValue emit_remove(ScrValue self, ScrValue ev, ScrValue type, ScrValue listener) {
    ScrValue rl = scr__get_str(ev, "removeListener");
    if (scr_is_exception(rl)) return rl;
    bool has = scr_to_boolean(rl);
    scr_release(rl);
    if (!has) return SCR_UNDEFINED;
    ScrValue args[3] = {SCR_ATOM("removeListener"), type, listener};
    return call_method(self, "emit", 3, args);
}

/* Node's removeListener. Returns self (owned) or SCR_EXCEPTION. */
static ScrValue remove_listener(ScrValue fn, ScrValue self, ScrValue type, ScrValue listener) {
    if (scr_is_exception(check_listener(listener))) return SCR_EXCEPTION;
    ScrValue ev = events_of(self, false);
    if (scr_is_exception(ev)) return ev;
    if (scr_is_undefined(ev)) return scr_dup(self);
    ScrValue list = scr_get(ev, type), r = SCR_EXCEPTION;
    if (scr_is_exception(list)) goto done;
    if (scr_is_undefined(list)) {
        r = scr_dup(self);
        goto done;
    }
    if (matches(list, listener)) {
        double count;
        if (add_count(self, -1, &count) < 0) goto done;
        ScrValue shape = scr_get(self, st_sym(fn, S_SHAPE));
        if (scr_is_exception(shape)) goto done;
        bool shaped = scr_to_boolean(shape);
        scr_release(shape);
        if (shaped) {
            if (scr_set(ev, type, SCR_UNDEFINED) < 0) goto done;
        } else if (count == 0) {
            if (scr__set_str(self, "_events", null_object()) < 0) goto done;
            ScrValue e = scr__get_str(self, "_events");
            scr_release(e);
            scr_release(e);
        } else {
            if (scr_delete(ev, type) < 0) goto done;
            ScrValue inner = scr__get_str(list, "listener");
            if (scr_is_exception(inner)) goto done;
            ScrValue x = emit_remove(self, ev, type, scr_is_undefined(inner) ? listener : inner);
            scr_release(inner);
            if (scr_is_exception(x)) goto done;
            scr_release(x);
        }
    } else if (scr__is_array(list)) {
        long pos = -1;
        for (long i = (long)scr_array_length(list) - 1; i >= 0; i--) {
            if (matches(scr__array_get_borrowed(list, (uint32_t)i), listener)) {
                pos = i;
                break;
            }
        }
        if (pos < 0) {
            r = scr_dup(self);
            goto done;
        }
        ScrValue args[2] = {scr_number((double)pos), scr_number(1)};
        ScrValue x = call_method(list, "splice", 2, args);
        if (scr_is_exception(x)) goto done;
        scr_release(x);
        if (scr_array_length(list) == 1 && scr_set(ev, type, scr__array_get_borrowed(list, 0)) < 0)
            goto done;
        x = emit_remove(self, ev, type, listener);
        if (scr_is_exception(x)) goto done;
        scr_release(x);
    }
    r = scr_dup(self);
done:
    scr_release(list);
    scr_release(ev);
    return r;
}

NATIVE(ee_off) {
    (void)argc, (void)nt;
    return remove_listener(fn, this_val, ARG(0), ARG(1));
}

NATIVE(ee_remove_all) {
    (void)nt;
    ScrValue self = this_val;
    ScrValue ev = events_of(self, false);
    if (scr_is_exception(ev)) return ev;
    if (scr_is_undefined(ev)) return scr_dup(self);
    ScrValue r = SCR_EXCEPTION, rl = scr__get_str(ev, "removeListener");
    if (scr_is_exception(rl)) goto done;
    bool has_rl = !scr_is_undefined(rl);
    scr_release(rl);
    if (!has_rl) {
        if (argc == 0) {
            if (scr__set_str(self, "_events", null_object()) < 0) goto done;
            ScrValue e = scr__get_str(self, "_events");
            scr_release(e);
            scr_release(e);
            if (scr__set_str(self, "_eventsCount", scr_number(0)) < 0) goto done;
        } else {
            ScrValue cur = scr_get(ev, argv[0]);
            if (scr_is_exception(cur)) goto done;
            bool present = !scr_is_undefined(cur);
            scr_release(cur);
            if (present) {
                double count;
                if (add_count(self, -1, &count) < 0) goto done;
                if (count == 0) {
                    if (scr__set_str(self, "_events", null_object()) < 0) goto done;
                    ScrValue e = scr__get_str(self, "_events");
                    scr_release(e);
                    scr_release(e);
                } else if (scr_delete(ev, argv[0]) < 0) {
                    goto done;
                }
            }
        }
        if (scr_set(self, st_sym(fn, S_SHAPE), SCR_FALSE) < 0) goto done;
        r = scr_dup(self);
        goto done;
    }
    if (argc == 0) {
        ScrValue keys = scr__own_keys(ev, SCR_KEYS_STRINGS | SCR_KEYS_SYMBOLS);
        if (scr_is_exception(keys)) goto done;
        for (uint32_t i = 0; i < scr_array_length(keys); i++) {
            ScrValue k = scr__array_get_borrowed(keys, i);
            if (scr_is_string(k) && scr__same_value(k, SCR_ATOM("removeListener"))) continue;
            ScrValue x = call_method(self, "removeAllListeners", 1, &k);
            if (scr_is_exception(x)) {
                scr_release(keys);
                goto done;
            }
            scr_release(x);
        }
        scr_release(keys);
        ScrValue k = SCR_ATOM("removeListener");
        ScrValue x = call_method(self, "removeAllListeners", 1, &k);
        if (scr_is_exception(x)) goto done;
        scr_release(x);
        if (scr__set_str(self, "_events", null_object()) < 0) goto done;
        ScrValue e = scr__get_str(self, "_events");
        scr_release(e);
        scr_release(e);
        if (scr__set_str(self, "_eventsCount", scr_number(0)) < 0) goto done;
        if (scr_set(self, st_sym(fn, S_SHAPE), SCR_FALSE) < 0) goto done;
        r = scr_dup(self);
        goto done;
    }
    ScrValue ls = scr_get(ev, argv[0]);
    if (scr_is_exception(ls)) goto done;
    if (scr__is_callable(ls)) {
        ScrValue x = remove_listener(fn, self, argv[0], ls);
        if (scr_is_exception(x)) {
            scr_release(ls);
            goto done;
        }
        scr_release(x);
    } else if (scr__is_array(ls)) {
        /* LIFO order, over a copy: removal replaces or splices the array. */
        uint32_t n = scr_array_length(ls);
        ScrValue *copy = scr__xmalloc(sizeof(ScrValue) * (n + 1));
        for (uint32_t i = 0; i < n; i++) copy[i] = scr_dup(scr__array_get_borrowed(ls, i));
        bool failed = false;
        for (long i = (long)n - 1; i >= 0 && !failed; i--) {
            ScrValue x = remove_listener(fn, self, argv[0], copy[i]);
            if (scr_is_exception(x))
                failed = true;
            else
                scr_release(x);
        }
        for (uint32_t i = 0; i < n; i++) scr_release(copy[i]);
        free(copy);
        if (failed) {
            scr_release(ls);
            goto done;
        }
    }
    scr_release(ls);
    r = scr_dup(self);
done:
    scr_release(ev);
    return r;
}

/* Node's emit, with the 'error' rule. */
NATIVE(ee_emit) {
    (void)nt;
    ScrValue self = this_val, type = ARG(0);
    int n = argc > 1 ? argc - 1 : 0;
    ScrValue *args = argv + 1;
    bool do_error = scr_is_string(type) && scr__same_value(type, SCR_ATOM("error"));
    ScrValue ev = events_of(self, false);
    if (scr_is_exception(ev)) return ev;
    ScrValue handler = SCR_UNDEFINED, r = SCR_EXCEPTION;
    if (!scr_is_undefined(ev)) {
        if (do_error) {
            ScrValue mon = scr_get(ev, st_sym(fn, S_ERROR_MONITOR));
            if (scr_is_exception(mon)) goto done;
            bool has = !scr_is_undefined(mon);
            scr_release(mon);
            if (has) {
                ScrValue *a = scr__xmalloc(sizeof(ScrValue) * (size_t)(n + 1));
                a[0] = st_sym(fn, S_ERROR_MONITOR);
                for (int i = 0; i < n; i++) a[i + 1] = args[i];
                ScrValue x = call_method(self, "emit", n + 1, a);
                free(a);
                if (scr_is_exception(x)) goto done;
                scr_release(x);
            }
            ScrValue eh = scr__get_str(ev, "error");
            if (scr_is_exception(eh)) goto done;
            do_error = scr_is_undefined(eh);
            scr_release(eh);
        }
    } else if (!do_error) {
        return SCR_FALSE;
    }
    if (do_error) {
        ScrValue er = n > 0 ? args[0] : SCR_UNDEFINED;
        if (scr__is_error(er)) {
            scr_throw(er);
            goto done;
        }
        char *s = scr__inspect_utf8(er, NULL);
        size_t len = strlen(s) + 32;
        char *msg = scr__xmalloc(len);
        snprintf(msg, len, "Unhandled error. (%s)", s);
        free(s);
        ScrValue m = scr_string_from_utf8(msg, strlen(msg));
        free(msg);
        ScrValue e = scr__error_new(SCR_ERR_ERROR, m);
        scr_release(m);
        scr__define_str_take(e, "context", scr_dup(er), SCR_PROP_CWE);
        scr_throw_take(e);
        scr__node_error_code(SCR_EXCEPTION, "ERR_UNHANDLED_ERROR");
        goto done;
    }
    handler = scr_get(ev, type);
    if (scr_is_exception(handler)) goto done;
    if (scr_is_undefined(handler)) {
        r = SCR_FALSE;
        goto done;
    }
    if (scr__is_callable(handler)) {
        ScrValue x = scr_call(handler, self, n, args, NULL);
        if (scr_is_exception(x)) goto done;
        scr_release(x);
    } else if (scr__is_array(handler)) {
        /* Over a copy: listeners may add or remove listeners. */
        uint32_t k = scr_array_length(handler);
        ScrValue small[8];
        ScrValue *copy = k <= 8 ? small : scr__xmalloc(sizeof(ScrValue) * k);
        for (uint32_t i = 0; i < k; i++) copy[i] = scr_dup(scr__array_get_borrowed(handler, i));
        bool failed = false;
        for (uint32_t i = 0; i < k && !failed; i++) {
            ScrValue x = scr_call(copy[i], self, n, args, NULL);
            if (scr_is_exception(x))
                failed = true;
            else
                scr_release(x);
        }
        for (uint32_t i = 0; i < k; i++) scr_release(copy[i]);
        if (copy != small) free(copy);
        if (failed) goto done;
    }
    r = SCR_TRUE;
done:
    scr_release(handler);
    scr_release(ev);
    return r;
}

/* listeners (magic 1: unwrapped) and rawListeners (magic 0). */
NATIVE(ee_listeners) {
    (void)argc, (void)nt;
    bool unwrap = ((ScrFunction *)scr_obj(fn))->magic == 1;
    ScrValue ev = events_of(this_val, false);
    if (scr_is_exception(ev)) return ev;
    ScrValue out = scr_array_new(0);
    if (scr_is_undefined(ev)) return out;
    ScrValue l = scr_get(ev, ARG(0));
    scr_release(ev);
    if (scr_is_exception(l)) {
        scr_release(out);
        return l;
    }
    uint32_t n = scr__is_array(l) ? scr_array_length(l) : scr_is_undefined(l) ? 0 : 1;
    for (uint32_t i = 0; i < n; i++) {
        ScrValue x = scr__is_array(l) ? scr__array_get_borrowed(l, i) : l;
        ScrValue inner = unwrap && scr_is_object(x) ? scr__get_str(x, "listener") : SCR_UNDEFINED;
        if (scr_is_exception(inner)) {
            scr_release(l);
            scr_release(out);
            return inner;
        }
        scr_array_push(out, scr_is_undefined(inner) ? x : inner);
        scr_release(inner);
    }
    scr_release(l);
    return out;
}

NATIVE(ee_listener_count) {
    (void)fn, (void)nt;
    ScrValue ev = events_of(this_val, false);
    if (scr_is_exception(ev)) return ev;
    if (scr_is_undefined(ev)) return scr_number(0);
    ScrValue l = scr_get(ev, ARG(0));
    scr_release(ev);
    if (scr_is_exception(l)) return l;
    double count = 0;
    uint32_t n = scr__is_array(l) ? scr_array_length(l) : scr__is_callable(l) ? 1 : 0;
    for (uint32_t i = 0; i < n; i++) {
        ScrValue x = scr__is_array(l) ? scr__array_get_borrowed(l, i) : l;
        if (argc < 2 || scr_is_nullish(argv[1]) || matches(x, argv[1])) count++;
    }
    scr_release(l);
    return scr_number(count);
}

NATIVE(ee_event_names) {
    UNUSED;
    ScrValue c = scr__get_str(this_val, "_eventsCount");
    if (scr_is_exception(c)) return c;
    double d = 0;
    int rc = scr_to_number(c, &d);
    scr_release(c);
    if (rc < 0) return SCR_EXCEPTION;
    if (!(d > 0)) return scr_array_new(0);
    ScrValue ev = events_of(this_val, false);
    if (scr_is_exception(ev)) return ev;
    ScrValue keys = scr__own_keys(ev, SCR_KEYS_STRINGS | SCR_KEYS_SYMBOLS);
    scr_release(ev);
    return keys;
}

/* validateNumber(n, name, 0): a number >= 0. */
static int check_count(ScrValue n, const char *name) {
    if (!scr_is_number(n)) {
        scr__throw_arg_type(name, "of type number", n);
        return -1;
    }
    double d = scr_as_number(n);
    if (d < 0 || isnan(d)) {
        char num[40];
        scr__number_format(d, num);
        scr__node_error_code(
            scr_throw_range_error(
                "The value of \"%s\" is out of range. It must be >= 0. Received %s", name, num),
            "ERR_OUT_OF_RANGE");
        return -1;
    }
    return 0;
}

NATIVE(ee_set_max) {
    UNUSED;
    if (check_count(ARG(0), "setMaxListeners") < 0) return SCR_EXCEPTION;
    if (scr__set_str(this_val, "_maxListeners", ARG(0)) < 0) return SCR_EXCEPTION;
    return scr_dup(this_val);
}

NATIVE(ee_get_max) {
    UNUSED;
    bool err = false;
    double m = max_listeners(this_val, &err);
    return err ? SCR_EXCEPTION : scr_number(m);
}

NATIVE(default_max_get) {
    UNUSED;
    return scr_number(default_max);
}

NATIVE(default_max_set) {
    UNUSED;
    if (!scr_is_number(ARG(0)) || scr_as_number(ARG(0)) < 0 || isnan(scr_as_number(ARG(0)))) {
        char num[200];
        if (scr_is_number(ARG(0)))
            scr__number_format(scr_as_number(ARG(0)), num);
        else
            scr__node_received(ARG(0), num, sizeof num);
        return scr__node_error_code(
            scr_throw_range_error("The value of \"defaultMaxListeners\" is out of range. It "
                                  "must be a non-negative number. Received %s",
                                  num),
            "ERR_OUT_OF_RANGE");
    }
    default_max = scr_as_number(ARG(0));
    return SCR_UNDEFINED;
}

/* Node's AbortError (`code` ABORT_ERR) with the signal's reason as its
 * non-enumerable `cause`. Owned. */
static ScrValue abort_error(ScrValue signal) {
    static const char msg[] = "The operation was aborted";
    ScrValue m = scr_string_from_utf8(msg, sizeof msg - 1);
    ScrValue e = scr__error_new(SCR_ERR_ERROR, m);
    scr_release(m);
    ScrValue reason = scr__get_str(signal, "reason");
    if (scr_is_exception(reason)) reason = scr_exception_take();
    scr__define_str_take(e, "cause", reason, SCR_PROP_CW);
    scr__define_str_take(e, "code", scr_string_from_utf8("ABORT_ERR", 9), SCR_PROP_CWE);
    scr__define_str_take(e, "name", scr_string_from_utf8("AbortError", 10), SCR_PROP_CWE);
    return e;
}

/* Whether obj[name] is a function (a getter's throw counts as no). */
static bool has_method(ScrValue obj, const char *name) {
    if (!scr_is_object(obj)) return false;
    ScrValue f = scr__get_str(obj, name);
    if (scr_is_exception(f)) {
        scr_release(scr_exception_take());
        return false;
    }
    bool r = scr__is_callable(f);
    scr_release(f);
    return r;
}

/* Node's eventTargetAgnosticAddListener with { once: true } (remove: its
 * eventTargetAgnosticRemoveListener): an emitter's once/removeListener,
 * else an EventTarget's addEventListener/removeEventListener. 0, or -1
 * with an exception pending. */
static int agnostic_listener(ScrValue em, ScrValue name, ScrValue listener, bool remove) {
    ScrValue x;
    ScrValue args[3] = {name, listener, SCR_UNDEFINED};
    if (remove ? has_method(em, "removeListener") : scr_is_object(em) && has_method(em, "on")) {
        x = call_method(em, remove ? "removeListener" : "once", 2, args);
    } else if (has_method(em, remove ? "removeEventListener" : "addEventListener")) {
        if (!remove) {
            args[2] = scr_object_new();
            scr__set_str(args[2], "once", SCR_TRUE);
        }
        x = call_method(em, remove ? "removeEventListener" : "addEventListener", remove ? 2 : 3, args);
        scr_release(args[2]);
    } else if (scr_is_null(em) || scr_is_undefined(em)) {
        x = scr_throw_type_error("Cannot read properties of %s (reading '%s')",
                                 scr_is_null(em) ? "null" : "undefined",
                                 remove ? "removeListener" : "on");
    } else {
        x = scr__throw_arg_type("emitter", "an instance of EventEmitter", em);
    }
    if (scr_is_exception(x)) return -1;
    scr_release(x);
    return 0;
}

/* events.once's listeners (magic 0: the event, 1: 'error', 2: the
 * signal's 'abort'); data is the state [promise, emitter, name, resolver,
 * errorListener, signal, abortListener]. */
enum { ONCE_PROMISE, ONCE_EMITTER, ONCE_NAME, ONCE_RESOLVER, ONCE_ERROR, ONCE_SIGNAL, ONCE_ABORT };

NATIVE(once_settle) {
    (void)this_val, (void)nt;
    ScrValue st = ((ScrFunction *)scr_obj(fn))->data;
#define AT(i) scr__array_get_borrowed(st, i)
    ScrValue p = AT(ONCE_PROMISE), em = AT(ONCE_EMITTER), signal = AT(ONCE_SIGNAL);
    int magic = ((ScrFunction *)scr_obj(fn))->magic;
    int rc = 0;
    if (magic == 0 && has_method(em, "removeListener")) {
        ScrValue args[2] = {SCR_ATOM("error"), AT(ONCE_ERROR)};
        ScrValue x = call_method(em, "removeListener", 2, args);
        if (scr_is_exception(x)) return x;
        scr_release(x);
    } else if (magic == 1) {
        ScrValue args[2] = {AT(ONCE_NAME), AT(ONCE_RESOLVER)};
        ScrValue x = call_method(em, "removeListener", 2, args);
        if (scr_is_exception(x)) return x;
        scr_release(x);
    } else if (magic == 2) {
        rc = agnostic_listener(em, AT(ONCE_NAME), AT(ONCE_RESOLVER), true);
        if (rc == 0) rc = agnostic_listener(em, SCR_ATOM("error"), AT(ONCE_ERROR), true);
    }
    if (rc == 0 && magic != 2 && !scr_is_undefined(signal))
        rc = agnostic_listener(signal, SCR_ATOM("abort"), AT(ONCE_ABORT), true);
    if (rc < 0) return SCR_EXCEPTION;
    if (magic == 1) {
        scr__promise_reject(p, ARG(0));
    } else if (magic == 2) {
        ScrValue e = abort_error(signal);
        scr__promise_reject(p, e);
        scr_release(e);
    } else {
        ScrValue a = scr_array_new((uint32_t)argc);
        for (int i = 0; i < argc; i++) scr_array_push(a, argv[i]);
        scr__promise_resolve(p, a);
        scr_release(a);
    }
#undef AT
    return SCR_UNDEFINED;
}

/* events.once(emitter, name[, { signal }]): Node's async function, so
 * every error rejects the promise it returns. */
NATIVE(events_once) {
    UNUSED;
    ScrValue em = ARG(0), name = ARG(1), opts = ARG(2);
    ScrValue p = scr__promise_new();
    ScrValue signal = SCR_UNDEFINED;
    if (!scr_is_undefined(opts) && !scr_is_null(opts)) {
        signal = scr_get(opts, SCR_ATOM("signal"));
        if (scr_is_exception(signal)) goto fail;
    }
    if (!scr_is_undefined(signal)) {
        /* Node's validateAbortSignal: an object with an `aborted`. */
        int has = scr_is_object(signal) ? scr__has_property(signal, SCR_ATOM("aborted")) : 0;
        if (has < 0) goto fail;
        if (!has) {
            scr__throw_arg_type("options.signal", "an instance of AbortSignal", signal);
            goto fail;
        }
        ScrValue aborted = scr__get_str(signal, "aborted");
        if (scr_is_exception(aborted)) goto fail;
        bool is_aborted = scr_to_boolean(aborted);
        scr_release(aborted);
        if (is_aborted) {
            ScrValue e = abort_error(signal);
            scr__promise_reject(p, e);
            scr_release(e);
            scr_release(signal);
            return p;
        }
    }
    ScrValue st = scr_array_new(7);
    scr_array_push(st, p);
    scr_array_push(st, em);
    scr_array_push(st, name);
    ScrValue resolver = scr__native_new_ex(once_settle, "", 0, 0, st);
    ScrValue errl = scr__native_new_ex(once_settle, "", 1, 1, st);
    ScrValue abortl = scr_is_undefined(signal) ? SCR_UNDEFINED : scr__native_new_ex(once_settle, "", 0, 2, st);
    scr_array_push(st, resolver);
    scr_array_push(st, errl);
    scr_array_push(st, signal);
    scr_array_push(st, abortl);
    bool is_error = scr_is_string(name) && scr__same_value(name, SCR_ATOM("error"));
    int rc = agnostic_listener(em, name, resolver, false);
    if (rc == 0 && !is_error && has_method(em, "once")) {
        ScrValue args[2] = {SCR_ATOM("error"), errl};
        ScrValue x = call_method(em, "once", 2, args);
        if (scr_is_exception(x)) rc = -1;
        else scr_release(x);
    }
    if (rc == 0 && !scr_is_undefined(signal)) rc = agnostic_listener(signal, SCR_ATOM("abort"), abortl, false);
    scr_release(resolver);
    scr_release(errl);
    scr_release(abortl);
    scr_release(st);
    scr_release(signal);
    if (rc < 0) goto fail_released;
    return p;
fail:
    scr_release(signal);
fail_released: {
    ScrValue e = scr_exception_take();
    scr__promise_reject(p, e);
    scr_release(e);
    return p;
}
}

/* events.on(emitter, event): an async iterator over the emissions. Its
 * state is a plain object: emitter, event, the two listeners, `events`
 * (argument arrays not yet consumed), `promises` (next() calls waiting),
 * `error` and `finished`, as Node's closure holds them. Every native of
 * the iterator carries it as its data. */
enum { ON_NEXT, ON_RETURN, ON_THROW, ON_SELF, ON_EVENT, ON_ERROR };

static ScrValue on_state(ScrValue fn) { return ((ScrFunction *)scr_obj(fn))->data; }

static ScrValue resolved(ScrValue v_take, bool reject) {
    ScrValue p = scr__promise_new();
    if (reject)
        scr__promise_reject(p, v_take);
    else
        scr__promise_resolve(p, v_take);
    scr_release(v_take);
    return p;
}

/* Removes both listeners, marks the iterator finished and settles every
 * waiting next() with done; returns a promise of done (owned). */
static ScrValue on_close(ScrValue st) {
    ScrValue em = scr__get_str(st, "emitter");
    static const char *const keys[2][2] = {{"event", "onEvent"}, {"errorName", "onError"}};
    for (int i = 0; i < 2; i++) {
        ScrValue args[2] = {scr__get_str(st, keys[i][0]), scr__get_str(st, keys[i][1])};
        ScrValue x = call_method(em, "removeListener", 2, args);
        if (scr_is_exception(x))
            scr_release(scr_exception_take());
        else
            scr_release(x);
        scr_release(args[0]);
        scr_release(args[1]);
    }
    scr_release(em);
    scr__set_str(st, "finished", SCR_TRUE);
    ScrValue ps = scr__get_str(st, "promises");
    while (scr_array_length(ps) > 0) {
        ScrValue p = call_method(ps, "shift", 0, NULL);
        ScrValue done = scr__iter_result(SCR_UNDEFINED, true);
        scr__promise_resolve(p, done);
        scr_release(done);
        scr_release(p);
    }
    scr_release(ps);
    return resolved(scr__iter_result(SCR_UNDEFINED, true), false);
}

NATIVE(on_method) {
    (void)this_val, (void)nt;
    ScrValue st = on_state(fn);
    int m = ((ScrFunction *)scr_obj(fn))->magic;
    if (m == ON_SELF) return scr_dup(this_val);
    ScrValue evs = scr__get_str(st, "events"), ps = scr__get_str(st, "promises");
    ScrValue r = SCR_UNDEFINED;
    switch (m) {
        case ON_NEXT: {
            if (scr_array_length(evs) > 0) {
                ScrValue v = call_method(evs, "shift", 0, NULL);
                r = resolved(scr__iter_result(v, false), false);
                scr_release(v);
                break;
            }
            ScrValue err = scr__get_str(st, "error");
            if (!scr_is_nullish(err)) {
                scr__set_str(st, "error", SCR_NULL);
                r = resolved(err, true);
                break;
            }
            scr_release(err);
            ScrValue fin = scr__get_str(st, "finished");
            if (fin == SCR_TRUE) {
                r = on_close(st);
                break;
            }
            r = scr__promise_new();
            scr_array_push(ps, r);
            break;
        }
        case ON_RETURN: r = on_close(st); break;
        case ON_THROW:
            if (!scr__is_error(ARG(0))) {
                r = scr__throw_arg_type("EventEmitter.AsyncIterator", "an instance of Error",
                                        ARG(0));
                break;
            }
            scr__set_str(st, "error", ARG(0));
            scr_release(on_close(st));
            r = SCR_UNDEFINED;
            break;
        case ON_EVENT: {
            ScrValue a = scr_array_new((uint32_t)argc);
            for (int i = 0; i < argc; i++) scr_array_push(a, argv[i]);
            if (scr_array_length(ps) > 0) {
                ScrValue p = call_method(ps, "shift", 0, NULL);
                ScrValue res = scr__iter_result(a, false);
                scr__promise_resolve(p, res);
                scr_release(res);
                scr_release(p);
            } else {
                scr_array_push(evs, a);
            }
            scr_release(a);
            break;
        }
        case ON_ERROR:
            if (scr_array_length(ps) == 0) {
                scr__set_str(st, "error", ARG(0));
            } else {
                ScrValue p = call_method(ps, "shift", 0, NULL);
                scr__promise_reject(p, ARG(0));
                scr_release(p);
            }
            scr_release(on_close(st));
            break;
    }
    scr_release(evs);
    scr_release(ps);
    return r;
}

NATIVE(events_on) {
    UNUSED;
    ScrValue em = ARG(0);
    if (!scr_is_object(em))
        return scr__throw_arg_type("emitter", "an instance of EventEmitter or EventTarget", em);
    ScrValue st = scr_object_new();
    scr__set_str(st, "emitter", em);
    scr__set_str(st, "event", ARG(1));
    scr__set_str(st, "errorName", SCR_ATOM("error"));
    ScrValue evs = scr_array_new(0), ps = scr_array_new(0);
    scr__set_str(st, "events", evs);
    scr__set_str(st, "promises", ps);
    scr_release(evs);
    scr_release(ps);
    scr__set_str(st, "error", SCR_NULL);
    scr__set_str(st, "finished", SCR_FALSE);
    ScrValue on_ev = scr__native_new_ex(on_method, "eventHandler", 0, ON_EVENT, st);
    ScrValue on_err = scr__native_new_ex(on_method, "errorHandler", 1, ON_ERROR, st);
    scr__set_str(st, "onEvent", on_ev);
    scr__set_str(st, "onError", on_err);
    ScrValue it = scr_object_new();
    static const struct {
        const char *name;
        int magic;
    } ms[] = {{"next", ON_NEXT}, {"return", ON_RETURN}, {"throw", ON_THROW}};
    for (int i = 0; i < 3; i++)
        scr__define_str_take(
            it, ms[i].name,
            scr__native_new_ex(on_method, ms[i].name, i == 2 ? 1 : 0, ms[i].magic, st),
            SCR_PROP_CW);
    ScrValue self = scr__native_new_ex(on_method, "[Symbol.asyncIterator]", 0, ON_SELF, st);
    scr__define_value_take(it, scr__thread.realm->sym_async_iterator, self, SCR_PROP_CW);
    ScrValue args[2] = {ARG(1), on_ev};
    ScrValue x = call_method(em, "on", 2, args);
    bool is_error = scr_is_string(ARG(1)) && scr__same_value(ARG(1), SCR_ATOM("error"));
    if (!scr_is_exception(x) && !is_error) {
        scr_release(x);
        args[0] = SCR_ATOM("error"), args[1] = on_err;
        x = call_method(em, "on", 2, args);
    }
    scr_release(on_ev);
    scr_release(on_err);
    scr_release(st);
    if (scr_is_exception(x)) {
        scr_release(it);
        return x;
    }
    scr_release(x);
    return it;
}

/* EventEmitter.listenerCount(emitter, type) and getEventListeners. */
NATIVE(events_listener_count) {
    UNUSED;
    return call_method(ARG(0), "listenerCount", 1, &argv[argc > 1 ? 1 : 0]);
}

NATIVE(events_get_listeners) {
    UNUSED;
    ScrValue t = ARG(1);
    return call_method(ARG(0), "listeners", 1, &t);
}

ScrValue scr__events_module_new(void) {
    ScrValue st = scr_array_new(S__COUNT);
    static const char *const names[S__COUNT] = {"kCapture", "shapeMode", "events.errorMonitor"};
    for (int i = 0; i < S__COUNT; i++) {
        ScrValue d = scr_string_from_utf8(names[i], strlen(names[i]));
        scr_array_push_take(st, scr__symbol_new(d));
        scr_release(d);
    }
    ScrValue proto = scr_object_new();
    ScrValue ctor = scr__native_ctor_new(ee_ctor, "EventEmitter", 1, proto);
    ((ScrFunction *)scr_obj(ctor))->data = scr_dup(st);
    scr__define_str_take(proto, "_events", SCR_UNDEFINED, SCR_PROP_CWE);
    scr__define_str_take(proto, "_eventsCount", scr_number(0), SCR_PROP_CWE);
    scr__define_str_take(proto, "_maxListeners", SCR_UNDEFINED, SCR_PROP_CWE);
    static const struct {
        const char *name;
        ScrCode fn;
        int length, magic;
    } methods[] = {
        {"setMaxListeners", ee_set_max, 1, 0},
        {"getMaxListeners", ee_get_max, 0, 0},
        {"emit", ee_emit, 1, 0},
        {"addListener", ee_on, 2, 0},
        {"on", ee_on, 2, 0},
        {"prependListener", ee_on, 2, 1},
        {"once", ee_once, 2, 0},
        {"prependOnceListener", ee_once, 2, 1},
        {"removeListener", ee_off, 2, 0},
        {"off", ee_off, 2, 0},
        {"removeAllListeners", ee_remove_all, 1, 0},
        {"listeners", ee_listeners, 1, 1},
        {"rawListeners", ee_listeners, 1, 0},
        {"listenerCount", ee_listener_count, 1, 0},
        {"eventNames", ee_event_names, 0, 0},
    };
    for (size_t i = 0; i < sizeof methods / sizeof *methods; i++)
        scr__define_str_take(proto, methods[i].name,
                             scr__native_new_ex(methods[i].fn, methods[i].name, methods[i].length,
                                                methods[i].magic, st),
                             SCR_PROP_CWE);
    scr_set(proto, scr__array_get_borrowed(st, S_CAPTURE), SCR_FALSE);
    static const struct {
        const char *name;
        ScrCode fn;
        int length;
    } statics[] = {
        {"once", events_once, 2},
        {"on", events_on, 2},
        {"getEventListeners", events_get_listeners, 2},
        {"init", ee_init, 1},
        {"listenerCount", events_listener_count, 2},
    };
    for (size_t i = 0; i < sizeof statics / sizeof *statics; i++)
        scr__define_str_take(
            ctor, statics[i].name,
            scr__native_new_ex(statics[i].fn, statics[i].name, statics[i].length, 0, st),
            SCR_PROP_CWE);
    scr__define_str_take(ctor, "EventEmitter", scr_dup(ctor), SCR_PROP_CWE);
    scr__define_str_take(ctor, "usingDomains", SCR_FALSE, SCR_PROP_CWE);
    scr__define_str_take(ctor, "captureRejections", SCR_FALSE, SCR_PROP_CWE);
    scr__define_str_take(ctor, "errorMonitor",
                         scr_dup(scr__array_get_borrowed(st, S_ERROR_MONITOR)), SCR_PROP_CWE);
    scr__define_native_accessor(ctor, "defaultMaxListeners", default_max_get, default_max_set);
    scr_release(proto);
    scr_release(st);
    return ctor;
}
