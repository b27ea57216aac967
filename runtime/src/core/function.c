/* function.c - function objects: compiled functions with their boxes, home
 * object and field initialiser; native and bound functions; [[Call]] and
 * [[Construct]]; classes, super and derived-constructor checks; and the
 * Function.prototype built-ins (call, apply, bind, toString). */
#include "core/function.h"
#include "base/base.h"
#include "core/native.h"

#include "core/error.h"
#include "memory/region.h"
#include "core/str.h"
#include "core/ops.h"
#include "core/proxy.h"

#include <stdio.h>
#include <stdlib.h>

/* ------------------------------------------------------------------------
 * Creation.
 * ---------------------------------------------------------------------- */

static ScrValue function_alloc(ScrCode code, ScrValue name, int length, int nboxes,
                               uint32_t flags) {
    /* Every function starts with "length" and "name" (in that order, both
     * configurable only): its shape is made once, and its first
     * FN_INLINE_SLOTS slots (those two, then "prototype" and one more) sit
     * in the cell after the boxes, so a new closure is one allocation. */
    enum { FN_INLINE_SLOTS = 4 };
    static ScrLiteralShape fn_site;
    const ScrValue keys[2] = {SCR_ATOM("length"), SCR_ATOM("name")};
    ScrShape *shape = scr__site_shape(&fn_site, 2, keys, SCR_PROP_CONFIGURABLE);
    size_t size = sizeof(ScrFunction) + (size_t)(nboxes > 0 ? nboxes : 0) * sizeof(ScrBox *);
    ScrRealm *R = scr__thread.realm;
    ScrValue proto = R->function_proto;
    if (flags & (SCR_FN_ASYNC | SCR_FN_GENERATOR)) {
        ScrValue p = !(flags & SCR_FN_GENERATOR) ? R->async_function_proto
                     : (flags & SCR_FN_ASYNC)    ? R->async_generator_function_proto
                                                 : R->generator_function_proto;
        if (scr_is_object(p)) proto = p; /* made by scr__async_init */
    }
    ScrValue v =
        scr__object_alloc_shaped(size, SCR_CLASS_FUNCTION, proto, shape, FN_INLINE_SLOTS);
    ScrFunction *f = (ScrFunction *)scr_obj(v);
    f->code = code;
    f->flags = flags;
    f->home = f->fields_init = f->data = SCR_UNDEFINED;
    f->nboxes = nboxes > 0 ? nboxes : 0;
    f->obj.slots[0] = scr_number(length);
    f->obj.slots[1] = scr_is_string(name)   ? scr_dup(name)
                      : scr_is_symbol(name) ? scr_function_name_for_key(name, NULL)
                                            : scr_dup(SCR_ATOM(""));
    return v;
}

static void materialize_proto(ScrFunction *f);

void scr__function_materialize_proto(ScrFunction *f) {
    if (!(f->flags & SCR_FN__LAZY_PROTO)) return;
    f->flags &= ~SCR_FN__LAZY_PROTO;
    /* The prototype belongs with the function: in its region, if any, not
     * in whichever region happens to be current when it is first read. */
    ScrRegion *saved = scr__thread.region;
    scr__thread.region = scr__region_of(&f->obj.gc.cell);
    materialize_proto(f);
    scr__thread.region = saved;
}

static void materialize_proto(ScrFunction *f) {
    ScrValue fv = scr_from_cell(f);
    if (f->flags & SCR_FN_GENERATOR) {
        /* A generator function's prototype has no constructor; its
         * generator objects inherit from it (async.c). */
        ScrValue gp = scr_object_new_proto((f->flags & SCR_FN_ASYNC)
                                               ? scr__thread.realm->async_generator_proto
                                               : scr__thread.realm->generator_proto);
        scr__define_str_take(fv, "prototype", gp, SCR_PROP_WRITABLE);
        return;
    }
    ScrValue proto = scr_object_new();
    scr__define_str_take(proto, "constructor", scr_dup(fv), SCR_PROP_CW);
    scr__define_str_take(fv, "prototype", proto,
                         (f->flags & SCR_FN_CLASS) ? 0 : SCR_PROP_WRITABLE);
}

ScrValue scr_function_name_for_key(ScrValue key, const char *prefix) {
    ScrValue base;
    if (scr_is_symbol(key)) {
        ScrValue d = ((ScrSymbol *)scr_as_cell(key))->description;
        if (scr_is_string(d)) {
            ScrValue l = scr_string_from_utf8("[", 1), r = scr_string_from_utf8("]", 1);
            ScrValue a = scr_string_concat(l, d);
            base = scr_string_concat(a, r);
            scr_release(a);
            scr_release(l);
            scr_release(r);
        } else {
            base = scr_string_from_utf8("", 0);
        }
    } else if (scr_is_string(key)) {
        base = scr_dup(key);
    } else {
        base = scr_to_string(key);
        if (scr_is_exception(base)) {
            scr_release(scr_exception_take());
            base = scr_string_from_utf8("", 0);
        }
    }
    if (!prefix) return base;
    char buf[16];
    snprintf(buf, sizeof buf, "%s ", prefix);
    ScrValue p = scr_string_from_utf8(buf, strlen(buf));
    ScrValue r = scr_string_concat(p, base);
    scr_release(p);
    scr_release(base);
    return r;
}

ScrValue scr_function_new(ScrCode code, ScrValue name, int length, int nboxes, int flags) {
    ScrValue v = function_alloc(code, name, length, nboxes, (uint32_t)flags);
    ScrFunction *f = (ScrFunction *)scr_obj(v);
    if (flags & SCR_FN_CLASS) {
        /* A class's prototype always gets methods: create it now. */
        f->flags |= SCR_FN__LAZY_PROTO;
        scr__function_materialize_proto(f);
    } else if (((flags & SCR_FN_CONSTRUCTOR) && !(flags & (SCR_FN_ARROW | SCR_FN_METHOD))) ||
               (flags & SCR_FN_GENERATOR)) {
        /* Most functions never have their prototype read; deferring it
         * avoids a function <-> prototype cycle for each of them. */
        f->flags |= SCR_FN__LAZY_PROTO;
    }
    return v;
}

void scr_function_set_box(ScrValue fv, int i, ScrBox *b) {
    ScrFunction *f = (ScrFunction *)scr_obj(fv);
    ScrBox *old = f->boxes[i];
    f->boxes[i] = b ? scr_box_dup(b) : NULL;
    scr_box_release(old);
}

void scr_function_set_source(ScrValue fv, uint32_t file, uint32_t start, uint32_t end) {
    ScrFunction *f = (ScrFunction *)scr_obj(fv);
    f->src_file = file;
    f->src_start = start;
    f->src_end = end >= start ? end : start;
    f->flags |= SCR_FN__HAS_SOURCE;
}


void scr_function_set_home(ScrValue fv, ScrValue home) {
    ScrFunction *f = (ScrFunction *)scr_obj(fv);
    ScrValue old = f->home;
    f->home = scr_dup(home);
    scr_release(old);
}

ScrValue scr_function_home(ScrValue f) { return ((ScrFunction *)scr_obj(f))->home; }

void scr_function_set_fields_init(ScrValue ctor, ScrValue init) {
    ScrFunction *f = (ScrFunction *)scr_obj(ctor);
    ScrValue old = f->fields_init;
    f->fields_init = scr_dup(init);
    scr_release(old);
}

int scr_run_fields_init(ScrValue ctor, ScrValue this_val) {
    if (scr__class_of(ctor) != SCR_CLASS_FUNCTION) return 0;
    ScrValue init = ((ScrFunction *)scr_obj(ctor))->fields_init;
    if (scr_is_undefined(init)) return 0;
    ScrValue r = scr__call(init, this_val, 0, NULL);
    if (scr_is_exception(r)) return -1;
    scr_release(r);
    return 0;
}

ScrValue scr__native_new_ex(ScrCode code, const char *name, int length, int magic, ScrValue data) {
    ScrValue n = scr_string_from_utf8(name, strlen(name));
    ScrValue v = function_alloc(code, n, length, 0, SCR_FN__NATIVE);
    scr_release(n);
    ScrFunction *f = (ScrFunction *)scr_obj(v);
    f->magic = magic;
    f->data = scr_dup(data);
    return v;
}

void scr__define_method(ScrValue obj, const char *name, ScrCode fn, int length, int magic,
                        int flags, ScrValue data) {
    scr__define_str_take(obj, name, scr__native_new_ex(fn, name, length, magic, data), flags);
}

void scr__define_natives(ScrValue obj, const ScrNativeDef *defs, size_t n, int flags,
                         ScrValue data) {
    for (size_t i = 0; i < n; i++)
        scr__define_method(obj, defs[i].name, defs[i].fn, defs[i].length, defs[i].magic, flags,
                           data);
}

void scr__define_getset(ScrValue obj, const char *name, ScrCode get, ScrCode set, int magic,
                        int flags) {
    char buf[80];
    snprintf(buf, sizeof buf, "get %s", name);
    ScrValue g = scr__native_new_ex(get, buf, 0, magic, SCR_UNDEFINED);
    ScrValue s = SCR_UNDEFINED;
    if (set) {
        snprintf(buf, sizeof buf, "set %s", name);
        s = scr__native_new_ex(set, buf, 1, magic, SCR_UNDEFINED);
    }
    scr__define_accessor_flags(obj, scr__atom(name), g, s, flags);
    scr_release(g);
    scr_release(s);
}

ScrValue scr_native_new(ScrCode code, const char *name, int length) {
    return scr__native_new_ex(code, name, length, 0, SCR_UNDEFINED);
}

ScrValue scr__native_ctor_new(ScrCode code, const char *name, int length, ScrValue proto) {
    ScrValue v = scr__native_new_ex(code, name, length, 0, SCR_UNDEFINED);
    ((ScrFunction *)scr_obj(v))->flags |= SCR_FN_CONSTRUCTOR;
    if (scr_is_object(proto)) {
        scr__define_str_take(v, "prototype", scr_dup(proto), 0);
        scr__define_str_take(proto, "constructor", scr_dup(v), SCR_PROP_CW);
    }
    return v;
}

ScrValue scr__native_class_new(ScrCode code, const char *name, int length, ScrValue proto) {
    ScrValue c = scr__native_ctor_new(code, name, length, proto);
    ((ScrFunction *)scr_obj(c))->flags |= SCR_FN_CLASS;
    return c;
}

ScrValue scr__bound_new(ScrValue target, ScrValue this_val, int argc, ScrValue *argv) {
    ScrValue v = scr__object_alloc(sizeof(ScrBoundFunction), SCR_CLASS_BOUND_FUNCTION,
                                   scr__get_proto(target));
    ScrBoundFunction *b = (ScrBoundFunction *)scr_obj(v);
    b->target = scr_dup(target);
    b->this_val = scr_dup(this_val);
    b->argc = argc;
    b->argv = argc ? scr__xmalloc((size_t)argc * sizeof(ScrValue)) : NULL;
    for (int i = 0; i < argc; i++) b->argv[i] = scr_dup(argv[i]);
    return v;
}

bool scr__is_constructor(ScrValue v) {
    int c = scr__class_of(v);
    if (c == SCR_CLASS_FUNCTION)
        return ((ScrFunction *)scr_obj(v))->flags & (SCR_FN_CONSTRUCTOR | SCR_FN_CLASS);
    if (c == SCR_CLASS_BOUND_FUNCTION)
        return scr__is_constructor(((ScrBoundFunction *)scr_obj(v))->target);
    if (c == SCR_CLASS_PROXY) return ((ScrProxy *)scr_obj(v))->constructor;
    return false;
}

void scr__function_info(ScrValue fv, ScrFunctionInfo *out) {
    memset(out, 0, sizeof *out);
    out->name = out->extends = SCR_UNDEFINED;
    if (scr__is_proxy(fv)) return; /* described without running traps */
    ScrPropDesc d;
    if (scr__get_own_property(fv, SCR_ATOM("name"), &d) == 1) {
        if (scr_is_string(d.value)) out->name = d.value; /* still owned by fv */
        scr__desc_release(&d);
    }
    if (scr__class_of(fv) == SCR_CLASS_BOUND_FUNCTION) {
        out->is_bound = true;
        return;
    }
    if (scr__class_of(fv) != SCR_CLASS_FUNCTION) return;
    ScrFunction *f = (ScrFunction *)scr_obj(fv);
    out->flags = f->flags;
    out->is_class = f->flags & SCR_FN_CLASS;
    out->is_native = f->flags & SCR_FN__NATIVE;
    out->is_async = f->flags & SCR_FN_ASYNC;
    out->is_generator = f->flags & SCR_FN_GENERATOR;
    if (out->is_class && f->obj.proto != scr__thread.realm->function_proto)
        out->extends = f->obj.proto;
}

/* ------------------------------------------------------------------------
 * Calls.
 * ---------------------------------------------------------------------- */

static ScrValue throw_not_callable(ScrValue f, const char *what, const char *suffix) {
    if (what) return scr_throw_type_error("%s is not a %s", what, suffix);
    char buf[128];
    scr__value_describe(f, buf, sizeof buf);
    return scr_throw_type_error("%s is not a %s", buf, suffix);
}

/* scr_call of anything but a function: a bound function, a callable
 * proxy, or the TypeError. Out of line, so that a call of a function
 * needs no stack frame in scr_call and compares the class once. */
static __attribute__((noinline)) ScrValue call_exotic(ScrValue fv, ScrValue this_val, int argc,
                                                      ScrValue *argv, const char *what) {
    int cls = scr__class_of(fv);
    if (cls == SCR_CLASS_BOUND_FUNCTION) {
        ScrBoundFunction *b = (ScrBoundFunction *)scr_obj(fv);
        if (b->argc == 0) return scr_call(b->target, b->this_val, argc, argv, what);
        int n = b->argc + argc;
        ScrValue small[16];
        ScrValue *all = n <= 16 ? small : scr__xmalloc((size_t)n * sizeof(ScrValue));
        memcpy(all, b->argv, (size_t)b->argc * sizeof(ScrValue));
        if (argc) memcpy(all + b->argc, argv, (size_t)argc * sizeof(ScrValue));
        ScrValue r = scr_call(b->target, b->this_val, n, all, what);
        if (all != small) free(all);
        return r;
    }
    if (cls == SCR_CLASS_PROXY && ((ScrProxy *)scr_obj(fv))->callable)
        return scr__proxy_call(fv, this_val, argc, argv);
    return throw_not_callable(fv, what, "function");
}

_Static_assert(SCR__CLASS_FUNCTION == SCR_CLASS_FUNCTION, "scr.h's function class number must match object.h");

ScrValue scr__call_other(ScrValue fv, ScrValue this_val, int argc, ScrValue *argv, const char *what) {
    if (scr__class_of(fv) == SCR_CLASS_FUNCTION) return scr_throw_class_call(fv); /* a class constructor */
    return call_exotic(fv, this_val, argc, argv, what);
}

void scr__intrinsic_set(int which, ScrValue fn, ScrCode code) {
    ScrValue *slot = &scr__thread.realm->intrinsic_fns[which];
    scr_release(*slot);
    *slot = scr_dup(fn);
    scr__thread.intrinsic[which] = fn;
    scr__thread.intrinsic_code[which] = code;
}

bool scr_ic_is_intrinsic_c(ScrValue obj, const ScrPropCache *c, int which) {
    return scr_ic_is_intrinsic(obj, c, which);
}

int scr_get_ic_intrinsic_c(ScrValue obj, ScrValue key, ScrPropCache *c, int which, ScrValue *fn) {
    return scr_get_ic_intrinsic(obj, key, c, which, fn);
}

ScrValue scr_call_intrinsic_c(int which, ScrValue this_val, int argc, ScrValue *argv) {
    return scr_call_intrinsic(which, this_val, argc, argv);
}

/* Copies an argument array's elements (holes read as undefined). */
static int spread_args(ScrValue args, ScrValue **out, int *argc) {
    uint32_t n = scr__is_array(args) ? scr_array_length(args) : 0;
    ScrValue *v = scr__xmalloc(((size_t)n + 1) * sizeof(ScrValue));
    for (uint32_t i = 0; i < n; i++) {
        ScrValue x = scr__get_index(args, i);
        if (scr_is_exception(x)) {
            for (uint32_t j = 0; j < i; j++) scr_release(v[j]);
            free(v);
            return -1;
        }
        v[i] = x;
    }
    *out = v;
    *argc = (int)n;
    return 0;
}

static void free_args(ScrValue *v, int n) {
    for (int i = 0; i < n; i++) scr_release(v[i]);
    free(v);
}

ScrValue scr_call_array(ScrValue f, ScrValue this_val, ScrValue args, const char *what) {
    ScrValue *v;
    int n;
    if (spread_args(args, &v, &n) < 0) return SCR_EXCEPTION;
    ScrValue r = scr_call(f, this_val, n, v, what);
    free_args(v, n);
    return r;
}

ScrValue scr__proto_from_ctor(ScrValue new_target, ScrValue fallback) {
    if (scr_is_object(new_target)) {
        /* Every `new C` reads C.prototype, an own data slot of C once it
         * is materialized: the shape and slot of the last one found are
         * remembered (property caches leave "prototype" out because of the
         * lazy materialization; a function that has it has the key in its
         * shape). bench/cycles' binarytrees spent 5% of its time in the
         * full lookup. */
        static uint64_t cached_shape_id;
        static uint32_t cached_index;
        ScrFunction *f = scr__class_of(new_target) == SCR_CLASS_FUNCTION
                             ? (ScrFunction *)scr_obj(new_target)
                             : NULL;
        if (f && !(f->flags & SCR_FN__LAZY_PROTO) && f->obj.shape->id == cached_shape_id &&
            scr_is_object(f->obj.slots[cached_index]))
            return scr_dup(f->obj.slots[cached_index]);
        static ScrAtomCache prototype;
        ScrValue key = scr__atom_cached(&prototype, "prototype");
        ScrValue p = scr_get(new_target, key);
        if (scr_is_exception(p)) return p;
        uint32_t index;
        if (f && !(f->flags & SCR_FN__LAZY_PROTO) && f->obj.shape->id != SCR_SHAPE_ID_DICT &&
            scr__own_data_slot(new_target, key, &index)) {
            cached_shape_id = f->obj.shape->id;
            cached_index = index;
        }
        if (scr_is_object(p)) return p;
        scr_release(p);
    }
    return scr_dup(fallback);
}

ScrValue scr_construct_this(ScrValue new_target) { return scr_construct_this_n(new_target, 0); }

ScrValue scr_construct_this_n(ScrValue new_target, uint32_t slots) {
    ScrValue p = scr__proto_from_ctor(new_target, scr__thread.realm->object_proto);
    if (scr_is_exception(p)) return p;
    return scr__object_new_proto_take(p, slots);
}

/* [[Construct]] of a bound function or a proxy (the caller checked
 * IsConstructor), out of line so that constructing a function compares
 * the class once, as before proxies existed. */
static __attribute__((noinline)) ScrValue construct_exotic(ScrValue fv, int argc, ScrValue *argv,
                                                           ScrValue new_target) {
    if (scr__is_proxy(fv)) return scr__proxy_construct(fv, argc, argv, new_target);
    ScrBoundFunction *b = (ScrBoundFunction *)scr_obj(fv);
    if (new_target == fv) new_target = b->target;
    int n = b->argc + argc;
    ScrValue *all = scr__xmalloc(((size_t)n + 1) * sizeof(ScrValue));
    /* A function bound without arguments has no argv (NULL), which
     * memcpy may not be given even for zero bytes. */
    if (b->argc) memcpy(all, b->argv, (size_t)b->argc * sizeof(ScrValue));
    if (argc) memcpy(all + b->argc, argv, (size_t)argc * sizeof(ScrValue));
    ScrValue r = scr__construct(b->target, n, all, new_target);
    free(all);
    return r;
}

ScrValue scr__construct(ScrValue fv, int argc, ScrValue *argv, ScrValue new_target) {
    scr_code_ran();
    if (scr__class_of(fv) != SCR_CLASS_FUNCTION) return construct_exotic(fv, argc, argv, new_target);
    ScrFunction *f = (ScrFunction *)scr_obj(fv);
    if ((f->flags & (SCR_FN_CLASS | SCR_FN__NATIVE)))
        return f->code(fv, SCR_UNDEFINED, argc, argv, new_target);
    /* A plain function used as a constructor: the runtime makes `this`. */
    ScrValue self = scr_construct_this(new_target);
    if (scr_is_exception(self)) return self;
    ScrValue r = f->code(fv, self, argc, argv, new_target);
    if (scr_is_exception(r) || scr_is_object(r)) {
        scr_release(self);
        return r;
    }
    scr_release(r);
    return self;
}

ScrValue scr_new(ScrValue f, int argc, ScrValue *argv, const char *what) {
    if (!scr__is_constructor(f)) return throw_not_callable(f, what, "constructor");
    return scr__construct(f, argc, argv, f);
}

ScrValue scr_new_array(ScrValue f, ScrValue args, const char *what) {
    if (!scr__is_constructor(f)) return throw_not_callable(f, what, "constructor");
    ScrValue *v;
    int n;
    if (spread_args(args, &v, &n) < 0) return SCR_EXCEPTION;
    ScrValue r = scr__construct(f, n, v, f);
    free_args(v, n);
    return r;
}

ScrValue scr_super_call(ScrValue func, ScrValue new_target, int argc, ScrValue *argv) {
    ScrValue parent = scr__get_proto(func);
    if (!scr__is_constructor(parent)) {
        char buf[128];
        scr__value_describe(parent, buf, sizeof buf);
        return scr_throw_type_error("Super constructor %s of anonymous class is not a constructor", buf);
    }
    ScrValue self = scr__construct(parent, argc, argv, new_target);
    if (scr_is_exception(self)) return self;
    if (scr_run_fields_init(func, self) < 0) {
        scr_release(self);
        return SCR_EXCEPTION;
    }
    return self;
}

ScrValue scr_super_call_array(ScrValue func, ScrValue new_target, ScrValue args) {
    ScrValue *v;
    int n;
    if (spread_args(args, &v, &n) < 0) return SCR_EXCEPTION;
    ScrValue r = scr_super_call(func, new_target, n, v);
    free_args(v, n);
    return r;
}

ScrValue scr_super_get(ScrValue home, ScrValue key, ScrValue this_val) {
    ScrValue p = scr__get_proto(home);
    if (scr_is_nullish(p)) return scr_get(p, key);
    return scr__get_with_receiver(p, key, this_val);
}

int scr_super_set(ScrValue home, ScrValue key, ScrValue val, ScrValue this_val) {
    ScrValue p = scr__get_proto(home);
    if (scr_is_nullish(p)) return scr_set(p, key, val);
    return scr__set_with_receiver(p, key, val, this_val);
}

ScrValue scr_throw_class_call(ScrValue func) {
    ScrFunctionInfo fi;
    scr__function_info(func, &fi);
    char *n = scr_is_string(fi.name) ? scr__string_to_utf8(fi.name, NULL) : NULL;
    ScrValue r = scr_throw_type_error("Class constructor %s cannot be invoked without 'new'",
                                      n ? n : "");
    free(n);
    return r;
}

ScrValue scr_derived_result(ScrValue result, ScrValue this_val) {
    if (scr_is_object(result)) return scr_dup(result);
    if (!scr_is_undefined(result))
        return scr_throw_type_error("Derived constructors may only return object or undefined");
    if (scr_is_uninit(this_val)) return scr_throw_this_uninit();
    return scr_dup(this_val);
}

ScrValue scr_throw_this_uninit(void) {
    return scr_throw_reference_error("Must call super constructor in derived class before "
                                     "accessing 'this' or returning from derived constructor");
}

ScrValue scr_throw_super_twice(void) {
    return scr_throw_reference_error("Super constructor may only be called once");
}

int scr_class_extends(ScrValue ctor, ScrValue parent) {
    ScrValue proto = scr__get_str(ctor, "prototype");
    if (scr_is_exception(proto)) return -1;
    int r = 0;
    if (scr_is_null(parent)) {
        r = scr__set_proto(proto, SCR_NULL);
    } else if (!scr__is_constructor(parent)) {
        char buf[128];
        scr__value_describe(parent, buf, sizeof buf);
        scr_throw_type_error("Class extends value %s is not a constructor or null", buf);
        r = -1;
    } else {
        ScrValue pp = scr__get_str(parent, "prototype");
        if (scr_is_exception(pp)) {
            r = -1;
        } else if (!scr_is_object(pp) && !scr_is_null(pp)) {
            char buf[128];
            scr__value_describe(pp, buf, sizeof buf);
            scr_throw_type_error("Class extends value does not have valid prototype property %s", buf);
            r = -1;
        } else {
            r = scr__set_proto(proto, pp);
            if (r == 0) r = scr__set_proto(ctor, parent);
        }
        scr_release(pp);
    }
    scr_release(proto);
    return r;
}

/* ------------------------------------------------------------------------
 * Function.prototype.
 * ---------------------------------------------------------------------- */

NATIVE(fp_call) {
    (void)fn, (void)nt;
    if (!scr__is_callable(this_val)) return throw_not_callable(this_val, NULL, "function");
    return scr_call(this_val, ARG(0), argc > 0 ? argc - 1 : 0, argv + (argc > 0), NULL);
}

ScrValue scr__throw_apply_not_callable(ScrValue v) {
    char buf[128];
    if (scr_is_string(v)) {
        char *u = scr__string_to_utf8(v, NULL); /* the text itself, unquoted */
        snprintf(buf, sizeof buf, "%s", u);
        free(u);
    } else {
        scr__value_describe(v, buf, sizeof buf);
    }
    const char *kind = scr_is_null(v)        ? "null"
                       : scr_is_undefined(v) ? "a undefined" /* sic, as V8 */
                       : scr_is_number(v)    ? "a number"
                       : scr_is_string(v)    ? "a string"
                       : scr_is_bool(v)      ? "a boolean"
                       : scr_is_symbol(v)    ? "a symbol"
                                             : "an object";
    return scr_throw_type_error("Function.prototype.apply was called on %s, which is %s and not a function", buf,
                                kind);
}

NATIVE(fp_apply) {
    (void)fn, (void)nt;
    if (!scr__is_callable(this_val)) return scr__throw_apply_not_callable(this_val);
    ScrValue args = ARG(1);
    if (scr_is_nullish(args)) return scr_call(this_val, ARG(0), 0, NULL, NULL);
    ScrValue *v;
    int n;
    if (scr__list_from_array_like(args, &v, &n) < 0) return SCR_EXCEPTION;
    ScrValue r = scr_call(this_val, ARG(0), n, v, NULL);
    scr__list_free(v, n);
    return r;
}

int scr__list_from_array_like(ScrValue args, ScrValue **out, int *argc) {
    if (!scr_is_object(args)) {
        scr_throw_type_error("CreateListFromArrayLike called on non-object");
        return -1;
    }
    double len;
    if (scr__length_of(args, &len) < 0) return -1;
    int n = (int)len;
    ScrValue *v = scr__xmalloc(((size_t)n + 1) * sizeof(ScrValue));
    for (int i = 0; i < n; i++) {
        v[i] = scr__get_index(args, (uint32_t)i);
        if (scr_is_exception(v[i])) {
            free_args(v, i);
            return -1;
        }
    }
    *out = v;
    *argc = n;
    return 0;
}

void scr__list_free(ScrValue *v, int n) { free_args(v, n); }

NATIVE(fp_bind) {
    (void)fn, (void)nt;
    if (!scr__is_callable(this_val)) return scr_throw_type_error("Bind must be called on a function");
    ScrValue b = scr__bound_new(this_val, ARG(0), argc > 0 ? argc - 1 : 0, argv + (argc > 0));
    if (scr__is_proxy(this_val)) {
        /* BoundFunctionCreate asks the target for its prototype: a trap. */
        ScrValue proto = scr__get_prototype_of(this_val);
        if (scr_is_exception(proto) || scr__set_proto(b, proto) < 0) {
            if (!scr_is_exception(proto)) scr_release(proto);
            scr_release(b);
            return SCR_EXCEPTION;
        }
        scr_release(proto);
    }
    /* length = max(0, target.length - bound args); name = "bound " + name. */
    double len = 0;
    ScrPropDesc d;
    if (scr__get_own_property(this_val, SCR_ATOM("length"), &d) == 1) {
        if (scr_is_number(d.value)) {
            len = scr_as_number(d.value) - (argc > 0 ? argc - 1 : 0);
            if (len < 0) len = 0;
        }
        scr__desc_release(&d);
    }
    scr__define_str_take(b, "length", scr_number(len), SCR_PROP_CONFIGURABLE);
    ScrValue name = scr__get_str(this_val, "name");
    if (scr_is_exception(name)) {
        scr_release(b);
        return name;
    }
    ScrValue prefix = scr_string_from_utf8("bound ", 6);
    ScrValue full = scr_string_concat(prefix, scr_is_string(name) ? name : SCR_ATOM(""));
    scr_release(prefix);
    scr_release(name);
    scr__define_str_take(b, "name", full, SCR_PROP_CONFIGURABLE);
    return b;
}

NATIVE(fp_to_string) {
    (void)fn, (void)nt, (void)argc, (void)argv;
    if (!scr__is_callable(this_val))
        return scr_throw_type_error("Function.prototype.toString requires that 'this' be a Function");
    return scr__function_to_string(this_val);
}

ScrValue scr__function_to_string(ScrValue this_val) {
    /* Compiled functions return their source text exactly as written. */
    if (scr__class_of(this_val) == SCR_CLASS_FUNCTION) {
        ScrFunction *f = (ScrFunction *)scr_obj(this_val);
        if ((f->flags & SCR_FN__HAS_SOURCE) && scr__program &&
            f->src_file < (uint32_t)scr__program->nsources) {
            const char *text = scr__program->sources[f->src_file].text;
            return scr_string_from_utf8(text + f->src_start, f->src_end - f->src_start);
        }
    }
    /* Natives (and bound functions, which V8 prints with an empty name). */
    ScrFunctionInfo fi;
    scr__function_info(this_val, &fi);
    char *n = !fi.is_bound && scr_is_string(fi.name) ? scr__string_to_utf8(fi.name, NULL) : NULL;
    const char *pre = "function ", *post = "() { [native code] }";
    size_t len = strlen(pre) + (n ? strlen(n) : 0) + strlen(post);
    char *buf = scr__xmalloc(len + 1);
    snprintf(buf, len + 1, "%s%s%s", pre, n ? n : "", post);
    ScrValue r = scr_string_from_utf8(buf, len);
    free(buf);
    free(n);
    return r;
}

NATIVE(fp_has_instance) {
    (void)fn, (void)nt;
    int r = scr__ordinary_has_instance(this_val, ARG(0));
    return r < 0 ? SCR_EXCEPTION : scr_bool(r);
}

NATIVE(fp_empty) {
    (void)fn, (void)this_val, (void)argc, (void)argv, (void)nt;
    return SCR_UNDEFINED;
}

NATIVE(function_ctor) {
    (void)fn, (void)this_val, (void)argc, (void)argv, (void)nt;
    return scr__throw_codegen_disallowed();
}

/* Function.prototype is itself a function (it accepts any arguments and
 * returns undefined); it is created first, before Object.prototype gets
 * its methods, so it is filled in here. */
void scr__function_proto_init(void) {
    ScrValue fp = scr__thread.realm->function_proto;
    scr__define_native(fp, "call", fp_call, 1);
    scr__define_native(fp, "apply", fp_apply, 2);
    scr__define_native(fp, "bind", fp_bind, 1);
    scr__define_native(fp, "toString", fp_to_string, 0);
    ScrValue hi = scr_native_new(fp_has_instance, "[Symbol.hasInstance]", 1);
    scr__define_value_take(fp, scr__thread.realm->sym_has_instance, hi, 0);
    ScrValue ctor = scr__native_ctor_new(function_ctor, "Function", 1, fp);
    scr__thread.realm->function_ctor = ctor;
    scr__define_str_take(scr__thread.realm->global, "Function", scr_dup(ctor), SCR_PROP_CW);
}

ScrValue scr__function_proto_new(void) {
    ScrValue v =
        scr__object_alloc(sizeof(ScrFunction), SCR_CLASS_FUNCTION, scr__thread.realm->object_proto);
    ScrFunction *f = (ScrFunction *)scr_obj(v);
    f->code = fp_empty;
    f->flags = SCR_FN__NATIVE;
    f->home = f->fields_init = f->data = SCR_UNDEFINED;
    scr__define_str_take(v, "length", scr_number(0), SCR_PROP_CONFIGURABLE);
    scr__define_str_take(v, "name", scr_dup(SCR_ATOM("")), SCR_PROP_CONFIGURABLE);
    return v;
}
