/* global.c - the realm: creation of the intrinsics in dependency order, the
 * global object and its bindings (globalThis, NaN, parseInt, ...), global
 * variable access for generated code, and the realm's teardown at exit. */
#include "builtins/global.h"
#include "builtins/symbol.h"
#include "core/native.h"
#include "core/shape.h"

#include "builtins/arrayproto.h"
#include "builtins/bigintproto.h"
#include "builtins/date.h"
#include "builtins/json.h"
#include "builtins/mapset.h"
#include "builtins/numbuiltins.h"
#include "builtins/objbuiltins.h"
#include "builtins/regexp.h"
#include "builtins/strproto.h"
#include "builtins/strregex.h"
#include "builtins/typed.h"
#include "builtins/atomics.h"
#include "builtins/uri.h"
#include "builtins/weak.h"
#include "intl/intl.h"
#include "exec/async.h"
#include "exec/promise.h"
#include "exec/timers.h"

#include "core/error.h"
#include "core/function.h"
#include "memory/heap.h"
#include "core/iter.h"
#include "core/shape.h"
#include "core/str.h"
#include "core/ops.h"
#include "core/numconv.h"
#include "core/proxy.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* ------------------------------------------------------------------------
 * Global bindings for generated code.
 * ---------------------------------------------------------------------- */

/* Generated code reads globals through a site cache (scr_global_get_at in
 * scr.h): the global object's own data slot of the name, valid while its
 * keys are unchanged (scr__thread.global_keys_epoch); the slot itself is
 * read each time. A miss, and scr_global_get, look the name up. */

ScrValue scr__global_get_miss(ScrValue name, ScrGlobalSite *site) {
    ScrValue g = scr__thread.realm->global;
    uint32_t index;
    if (scr_is_string(name) && scr__own_data_slot(g, name, &index)) {
        if (site) {
            site->epoch = scr__thread.global_keys_epoch;
            site->index = index;
        }
        return scr_dup(scr__thread.global_object->slots[index]);
    }
    if (!scr__has_property(g, name)) {
        char buf[128];
        scr__key_describe(name, buf, sizeof buf);
        return scr_throw_reference_error("%s is not defined", buf);
    }
    return scr_get(g, name);
}

ScrValue scr_global_get(ScrValue name) { return scr__global_get_miss(name, NULL); }

ScrValue scr_global_get_or_undefined(ScrValue name) {
    ScrValue g = scr__thread.realm->global;
    if (!scr__has_property(g, name)) return SCR_UNDEFINED;
    return scr_get(g, name);
}

int scr_global_set(ScrValue name, ScrValue val) {
    ScrValue g = scr__thread.realm->global;
    if (!scr__has_property(g, name)) {
        char buf[128];
        scr__key_describe(name, buf, sizeof buf);
        scr_throw_reference_error("%s is not defined", buf);
        return -1;
    }
    return scr_set(g, name, val);
}

int scr_global_set_sloppy(ScrValue name, ScrValue val) {
    return scr_set(scr__thread.realm->global, name, val);
}

ScrValue scr_sloppy_this(ScrValue this_val) {
    if (scr_is_undefined(this_val) || scr_is_null(this_val)) return scr_dup(scr__thread.realm->global);
    if (scr_is_object(this_val)) return scr_dup(this_val);
    return scr__to_object(this_val);
}

/* ------------------------------------------------------------------------
 * Global functions.
 * ---------------------------------------------------------------------- */

NATIVE(g_parse_int) {
    (void)fn, (void)this_val, (void)nt;
    ScrValue s = scr_to_string(ARG(0));
    if (scr_is_exception(s)) return s;
    int32_t radix = 0;
    if (scr__to_int32(ARG(1), &radix) < 0) {
        scr_release(s);
        return SCR_EXCEPTION;
    }
    double d = scr__parse_int(s, radix);
    scr_release(s);
    return scr_number(d);
}

NATIVE(g_parse_float) {
    (void)fn, (void)this_val, (void)nt;
    ScrValue s = scr_to_string(ARG(0));
    if (scr_is_exception(s)) return s;
    double d = scr__parse_float(s);
    scr_release(s);
    return scr_number(d);
}

NATIVE(g_is_nan) {
    (void)fn, (void)this_val, (void)nt;
    double d;
    if (scr_to_number(ARG(0), &d) < 0) return SCR_EXCEPTION;
    return scr_bool(d != d);
}

NATIVE(g_is_finite) {
    (void)fn, (void)this_val, (void)nt;
    double d;
    if (scr_to_number(ARG(0), &d) < 0) return SCR_EXCEPTION;
    return scr_bool(isfinite(d));
}

/* eval(x): x itself unless it is a string, which would be source to compile
 * at run time (scr__throw_codegen_disallowed). A direct call is the same
 * call: no code runs, so there is no scope for it to see. Libraries read
 * eval as a value (get-intrinsic) or try it and catch. */
NATIVE(g_eval) {
    (void)fn, (void)this_val, (void)nt;
    if (scr_is_string(ARG(0))) return scr__throw_codegen_disallowed();
    return scr_dup(ARG(0));
}

/* ------------------------------------------------------------------------
 * Realm creation.
 * ---------------------------------------------------------------------- */

static ScrValue wk_symbol(const char *desc) {
    ScrValue d = scr_string_from_utf8(desc, strlen(desc));
    ScrValue s = scr__symbol_new(d);
    scr_release(d);
    return s;
}

static ScrValue primitive_proto(int cls, ScrValue value) {
    ScrValue p =
        scr__object_alloc(sizeof(ScrPrimitiveObject), cls, scr__thread.realm->object_proto);
    ((ScrPrimitiveObject *)scr_obj(p))->value = value;
    return p;
}

/* The one place that installs the built-ins, in this order (each step may
 * use what the steps before it made):
 *   1. well-known symbols, %Object.prototype%, %Function.prototype%, the
 *      global object and the other bare prototypes;
 *   2. the global object's own values and functions (globalThis, NaN,
 *      parseInt, ..., the URI functions), then Function, Object, Error and its subclasses,
 *      %IteratorPrototype%, Array, Number/Boolean/Symbol, Math, and the
 *      weak collections;
 *   3. String (its prototype's methods), console (the host's), JSON;
 *   4. Map and Set, Date, RegExp, then String's regex methods (which need
 *      both RegExp and String.prototype), then ArrayBuffer, the typed
 *      arrays and DataView (which borrow Array.prototype's methods);
 *   5. the execution layer: Promise (after Error: it reuses AggregateError),
 *      generators and async functions, timers;
 *   6. process (the host's), last.
 * The order is visible to programs (the global object's key order), so it
 * must not change. */
/* The realm of the program's one thread. A worker thread would make its
 * own and point its scr__thread.realm at it. */
static ScrRealm main_realm;

void scr__realm_init(const ScrRealmHost *host) {
    ScrRealm *r = scr__thread.realm = &main_realm;
    scr__shape_init();
    r->sym_iterator = wk_symbol("Symbol.iterator");
    r->sym_has_instance = wk_symbol("Symbol.hasInstance");
    r->sym_to_primitive = wk_symbol("Symbol.toPrimitive");
    r->sym_to_string_tag = wk_symbol("Symbol.toStringTag");
    r->sym_async_iterator = wk_symbol("Symbol.asyncIterator");
    r->sym_species = wk_symbol("Symbol.species");
    r->sym_is_concat_spreadable = wk_symbol("Symbol.isConcatSpreadable");
    r->sym_unscopables = wk_symbol("Symbol.unscopables");
    r->sym_match = wk_symbol("Symbol.match");

    r->object_proto = scr__object_alloc(sizeof(ScrObject), SCR_CLASS_OBJECT, SCR_NULL);
    r->function_proto = scr__function_proto_new();
    r->global = scr_object_new();
    scr__thread.global_object = scr_obj(r->global);
    /* The global object's key changes must bump global_keys_epoch
     * (object.c, shape_changing), which scr.h's inline cached adds skip:
     * a dictionary shape is never cached, so they never reach it. */
    scr__thread.global_object->shape = scr__shape_to_dict_take(scr__thread.global_object->shape);
    r->array_proto = scr__object_alloc(sizeof(ScrArray), SCR_CLASS_ARRAY, r->object_proto);
    ((ScrArray *)scr_obj(r->array_proto))->length_writable = 1;
    r->string_proto = primitive_proto(SCR_CLASS_STRING, scr_dup(SCR_ATOM("")));
    r->number_proto = primitive_proto(SCR_CLASS_NUMBER, scr_number(0));
    r->boolean_proto = primitive_proto(SCR_CLASS_BOOLEAN, SCR_FALSE);
    r->symbol_proto = scr_object_new();
    r->iterator_proto = scr_object_new();
    r->array_iterator_proto = scr_object_new_proto(r->iterator_proto);
    r->string_iterator_proto = scr_object_new_proto(r->iterator_proto);

    ScrValue g = r->global;
    scr__define_str_take(g, "globalThis", scr_dup(g), SCR_PROP_CW);
    scr__define_str_take(g, "NaN", scr_number(NAN), 0);
    scr__define_str_take(g, "Infinity", scr_number(INFINITY), 0);
    scr__define_str_take(g, "undefined", SCR_UNDEFINED, 0);
    scr__define_native(g, "parseInt", g_parse_int, 2);
    scr__define_native(g, "parseFloat", g_parse_float, 1);
    scr__define_native(g, "isNaN", g_is_nan, 1);
    scr__define_native(g, "isFinite", g_is_finite, 1);
    scr__define_native(g, "eval", g_eval, 1);
    scr__uri_init(g);

    scr__function_proto_init();
    scr__object_init();
    scr__proxy_init();
    scr__error_init();
    scr__iter_init();
    scr__array_init();
    scr__number_init();
    scr__bigint_init();
    scr__symbol_init();
    scr__math_init();
    scr__weak_init(); /* weak.c: WeakRef, FinalizationRegistry, WeakMap, WeakSet */

    scr__strproto_init();
    if (host) host->install_console(g);
    scr__json_init(g);

    scr__mapset_init();
    scr__date_init();
    scr__regexp_init();
    scr__strregex_init();
    scr__typed_init(); /* typed.c: ArrayBuffer, typed arrays, DataView */
    scr__atomics_init(g);
    scr__intl_init();

    if (!host) return; /* the C unit tests' bare realm */
    scr__promise_init(g);
    scr__async_init(g);
    scr__timers_init(g);

    host->install_process(g, host->argc, host->argv);
}

/* The realm is full of cycles (every constructor and its prototype point
 * at each other), so at exit everything reachable from it is torn down
 * explicitly; see scr__teardown in heap.c. */
void scr__realm_shutdown(void) {
    ScrValue *fields = (ScrValue *)scr__thread.realm;
    size_t n = sizeof *scr__thread.realm / sizeof(ScrValue);
    scr__template_sites_shutdown();
    scr__atomics_shutdown();
    scr__teardown(fields, n);
    for (size_t i = 0; i < n; i++) scr_clear(&fields[i]);
    scr__literal_sites_shutdown();
    scr__shape_shutdown();
    scr__thread.global_object = NULL;
}
