/* lifetime_region.c - the LifetimeRegion class: a constructor
 * whose objects own a region of memory/region.c, run(fn) with it current
 * and release(). Also the fiber hooks that carry a region across await, the
 * loop handle that runs due release checks, and the verbose stats' cell
 * descriptions, all installed when the program creates its first region. */
#include "exec/lifetime_region.h"
#include "base/base.h"
#include "core/native.h"

#include "core/error.h"
#include "core/object.h"
#include "exec/fiber.h"
#include "exec/loop.h"
#include "memory/heap.h"
#include "memory/region.h"
#include "core/function.h"

#include <stdio.h>
#include <string.h>

/* ------------------------------------------------------------------------
 * The fiber hooks: a fiber records the region current at its creation,
 * holds it until it finishes, and (async bodies) runs in it.
 * ---------------------------------------------------------------------- */
static void *hook_current(void) { return scr__thread.region; }
static void hook_hold(void *region) { ((ScrRegion *)region)->fibers++; }
static void hook_drop(void *region) {
    ScrRegion *r = region;
    SCR_ASSERT(r->fibers > 0); /* each drop matches a hold */
    if (--r->fibers == 0 && r->state == R_RELEASED) scr__region_mark_due(r);
}
static void *hook_swap(void *region) {
    ScrRegion *old = scr__thread.region;
    scr__thread.region = region;
    return old;
}
static const ScrFiberRegionHooks hooks = {hook_current, hook_hold, hook_drop, hook_swap};

/* Release checks run between loop iterations (a prepare handle, before
 * poll), never at the end of a callback: the loop still holds the timer or
 * immediate whose callback just ran, and that is pending work, not an
 * escape. The handle is unref'd, so it keeps no loop alive. */
static uv_prepare_t prepare;
static void prepare_cb(uv_prepare_t *h) {
    (void)h;
    if (scr__region_checks_due) scr__region_checkpoint();
}

/* "object (Array) allocated at /path/x.js:3:14" into buf (region.h). */
static void describe_cell(ScrCell *c, const ScrPos *site, char *buf, size_t size) {
    char what[64];
    if (c->kind == SCR_KIND_BOX) {
        /* The cell of a variable a closure captures; its site is the
         * variable's declaration. */
        snprintf(what, sizeof what, "captured variable");
    } else if (c->kind == SCR_KIND_OBJECT) {
        const char *cls = scr__class_name(c->aux);
        if (c->aux == SCR_CLASS_PROMISE) cls = "Promise";
        else if (c->aux == SCR_CLASS_MAP) cls = "Map";
        else if (c->aux == SCR_CLASS_SET) cls = "Set";
        else if (c->aux == SCR_CLASS_GENERATOR) cls = "Generator";
        snprintf(what, sizeof what, "object (%s)", cls);
    } else {
        /* The kind's plural name less its "s": string, symbol, accessor,
         * bigint. */
        const char *kind = scr__kind_ops[c->kind].name;
        size_t n = strlen(kind);
        snprintf(what, sizeof what, "%.*s", (int)(n && kind[n - 1] == 's' ? n - 1 : n), kind);
    }
    if (site && scr__program && site->file < (uint32_t)scr__program->nsources && site->line) {
        const char *url = scr__program->sources[site->file].url;
        if (strncmp(url, "file://", 7) == 0) url += 7;
        snprintf(buf, size, "%s allocated at %s:%u:%u", what, url, site->line, site->col);
    } else {
        snprintf(buf, size, "%s (allocation site unknown)", what);
    }
}

/* ------------------------------------------------------------------------
 * The LifetimeRegion class.
 * ---------------------------------------------------------------------- */
typedef struct ScrRegionObject {
    ScrObject obj;
    ScrRegion *region; /* NULL in no-op mode (SCR_REGION_OFF) */
} ScrRegionObject;

/* Borrowed: the constructor's `prototype` keeps it, and the constructor
 * lives as long as the program's import of it. */
static ScrValue region_proto = SCR_UNDEFINED;
/* The hooks above are installed with the first region. */
static bool started;

static void region_obj_finalize(ScrObject *o) {
    ScrRegionObject *ro = (ScrRegionObject *)o;
    ScrRegion *r = ro->region;
    ro->region = NULL;
    if (r) scr__region_wrapper_gone(r);
}

NATIVE(region_ctor) {
    (void)fn, (void)this_val, (void)argc, (void)argv;
    if (scr_is_undefined(nt))
        return scr_throw_type_error("Class constructor LifetimeRegion cannot be invoked without 'new'");
    ScrValue p = scr__proto_from_ctor(nt, region_proto);
    if (scr_is_exception(p)) return p;
    ScrValue o = scr__object_alloc(sizeof(ScrRegionObject), SCR_CLASS_REGION, p);
    scr_release(p);
    ScrRegion *r = scr__region_open();
    if (!r) return o;
    ((ScrRegionObject *)scr_obj(o))->region = r;
    if (!started) {
        started = true;
        scr_fiber_set_region_hooks(&hooks);
        scr__region_set_describe(describe_cell);
        uv_prepare_init(scr__uv_loop(), &prepare);
        uv_prepare_start(&prepare, prepare_cb);
        uv_unref((uv_handle_t *)&prepare);
    }
    return o;
}

/* The region of `this`, or NULL when `this` is no LifetimeRegion: the
 * methods then behave as the Node fallback's do (run calls fn, release does
 * nothing), so that a program sees no difference. */
static ScrRegion *this_region(ScrValue this_val) {
    if (scr__class_of(this_val) != SCR_CLASS_REGION) return NULL;
    return ((ScrRegionObject *)scr_obj(this_val))->region;
}

/* run(fn, ...args): calls fn with r current; the previous region is current
 * again when fn returns or throws. A released or freed region runs fn in
 * whatever region is current (Node's fallback just calls fn). */
NATIVE(region_run) {
    (void)fn, (void)nt;
    ScrValue f = ARG(0);
    if (!scr__is_callable(f)) return scr_throw_type_error("fn is not a function");
    ScrRegion *r = this_region(this_val);
    if (!r || r->state != R_OPEN) return scr_call(f, SCR_UNDEFINED, argc > 0 ? argc - 1 : 0, argv + 1, "fn");
    ScrRegion *outer = scr__thread.region;
    r->active++;
    scr__thread.region = r;
    ScrValue v = scr_call(f, SCR_UNDEFINED, argc - 1, argv + 1, "fn");
    scr__thread.region = outer;
    if (--r->active == 0 && r->state == R_RELEASED) scr__region_mark_due(r);
    return v;
}

NATIVE(region_release) {
    (void)fn, (void)nt, (void)argc, (void)argv;
    ScrRegion *r = this_region(this_val);
    if (r) scr__region_release(r);
    return SCR_UNDEFINED;
}

ScrValue scr__region_class_new(void) {
    scr__region_read_env();
    scr__class_hooks[SCR_CLASS_REGION] = (ScrClassHooks){NULL, region_obj_finalize, NULL};
    ScrValue proto = scr_object_new();
    ScrValue c = scr__native_ctor_new(region_ctor, "LifetimeRegion", 0, proto);
    scr__define_native(proto, "run", region_run, 1);
    scr__define_native(proto, "release", region_release, 0);
    region_proto = proto;
    scr_release(proto);
    return c;
}
