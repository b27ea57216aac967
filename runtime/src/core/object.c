/* object.c - ordinary objects: allocation and finalization of every object
 * class, own-property lookup over shapes, elements and virtual properties,
 * [[Get]]/[[Set]]/[[Delete]]/[[DefineOwnProperty]], own keys in spec order,
 * and the property entry points of scr.h. */
#include "core/object.h"
#include "base/base.h"
#include "memory/region.h"

#include "core/error.h"
#include "core/function.h"
#include "memory/gc.h"
#include "memory/heap.h"
#include "core/proxy.h"
#include "core/shape.h"
#include "core/str.h"
#include "core/ops.h"
#include "core/array.h"
#include "core/iter.h"
#include "core/typedarray.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

uint64_t scr__proto_epoch = 1;
ScrClassHooks scr__class_hooks[SCR_CLASS__COUNT];

/* ------------------------------------------------------------------------
 * Allocation, trace and finalize.
 * ---------------------------------------------------------------------- */

/* Plain objects carry their first INLINE_SLOTS slots in the cell itself,
 * right after the ScrObject, so that a small object is one allocation; a
 * fifth property moves them all to a malloc'ed array. */
#define INLINE_SLOTS 4

ScrValue scr__object_alloc_shaped(size_t size, int cls, ScrValue proto, ScrShape *shape, uint32_t slots) {
    size = (size + 7) & ~(size_t)7;
    ScrObject *o = scr__cell_alloc(size + slots * sizeof(ScrValue), SCR_KIND_OBJECT, true);
    o->gc.cell.aux = (uint16_t)cls;
    /* object_refs visits nothing but the slots and the prototype of a
     * plain object: the collector may walk it without the kind table. */
    if (cls == SCR_CLASS_OBJECT) o->gc.cell.flags |= SCR_CELL_PLAIN;
    if (slots) {
        o->slots = (ScrValue *)((char *)o + size);
        o->slot_cap = slots;
        o->slots_inline = 1;
    }
    o->shape = scr__shape_dup(shape);
    o->extensible = 1;
    o->proto = SCR_NULL;
    if (scr_is_object(proto)) {
        o->proto = scr_dup(proto);
        scr_obj(proto)->is_proto = 1;
    }
    return scr_from_cell(o);
}

ScrValue scr__object_alloc(size_t size, int cls, ScrValue proto) {
    bool inl = cls == SCR_CLASS_OBJECT && size == sizeof(ScrObject);
    return scr__object_alloc_shaped(size, cls, proto, scr__shape_root(), inl ? INLINE_SLOTS : 0);
}

ScrValue scr_object_new(void) {
    return scr__object_alloc(sizeof(ScrObject), SCR_CLASS_OBJECT, scr__thread.realm->object_proto);
}

ScrValue scr_object_new_proto(ScrValue proto) {
    return scr__object_alloc(sizeof(ScrObject), SCR_CLASS_OBJECT, proto);
}

ScrValue scr__object_new_proto_take(ScrValue proto, uint32_t slots) {
    if (slots < INLINE_SLOTS) slots = INLINE_SLOTS;
    if (slots > SCR_CTOR_SLOTS_MAX) slots = SCR_CTOR_SLOTS_MAX;
    ScrValue v = scr__object_alloc_shaped(sizeof(ScrObject), SCR_CLASS_OBJECT, SCR_NULL, scr__shape_root(), slots);
    if (scr_is_object(proto)) {
        scr_obj(v)->proto = proto; /* the caller's reference moves in */
        scr_obj(proto)->is_proto = 1;
    }
    return v;
}

/* The shapes that cached adds lead to, most recent last: kept alive here,
 * so that a site adding a property to short-lived objects (`o.d = ...` on
 * each new literal) finds its transition again after the last object with
 * it died, instead of making a new shape (and missing) every time. Bounded,
 * so transitions made once do not pile up. */
#define KEPT_TRANSITIONS 64
static ScrShape *kept_transitions[KEPT_TRANSITIONS];
static uint32_t kept_next;

static void keep_transition(ScrShape *k) {
    for (uint32_t i = 0; i < KEPT_TRANSITIONS; i++)
        if (kept_transitions[i] == k) return;
    ScrShape *old = kept_transitions[kept_next];
    kept_transitions[kept_next] = scr__shape_dup(k);
    kept_next = (kept_next + 1) % KEPT_TRANSITIONS;
    if (old) scr__shape_release(old);
}

static void kept_transitions_shutdown(void) {
    for (uint32_t i = 0; i < KEPT_TRANSITIONS; i++) {
        if (kept_transitions[i]) scr__shape_release(kept_transitions[i]);
        kept_transitions[i] = NULL;
    }
    kept_next = 0;
}

static ScrLiteralShape *literal_sites;

ScrShape *scr__site_shape(ScrLiteralShape *site, uint32_t n, const ScrValue *keys, uint32_t flags) {
    if (!site->shape) {
        ScrShape *s = scr__shape_dup(scr__shape_root());
        for (uint32_t i = 0; i < n; i++) s = scr__shape_add_take(s, keys[i], flags);
        site->shape = s;
        site->next = literal_sites;
        literal_sites = site;
    }
    return site->shape;
}

ScrValue scr_object_literal(ScrLiteralShape *site, uint32_t n, const ScrValue *keys) {
    ScrShape *shape = scr__site_shape(site, n, keys, SCR_PROP_CWE);
    ScrValue v = scr__object_alloc_shaped(sizeof(ScrObject), SCR_CLASS_OBJECT,
                                          scr__thread.realm->object_proto, shape,
                                          n > INLINE_SLOTS ? n : INLINE_SLOTS);
    ScrValue *slots = scr_obj(v)->slots;
    for (uint32_t i = 0; i < n; i++) slots[i] = SCR_UNDEFINED;
    return v;
}

static bool chain_lacks(ScrValue proto, ScrValue key);

void scr_ctor_init_record(ScrValue obj, ScrCtorInit *c, uint32_t n, const ScrValue *keys) {
    if (!scr_is_object(obj)) return;
    ScrObject *o = scr_obj(obj);
    ScrShape *s = o->shape;
    if (o->gc.cell.aux != SCR_CLASS_OBJECT || s->dictionary || s->count != n || !o->extensible || o->is_proto)
        return;
    ScrShape *from = s;
    for (uint32_t i = n; i-- > 0;) {
        if (from->props[i].key != keys[i] || from->props[i].flags != SCR_PROP_CWE || !from->parent ||
            from->parent->count != i)
            return;
        from = from->parent;
    }
    for (uint32_t i = 0; i < n; i++)
        if (!chain_lacks(o->proto, keys[i])) return;
    if (c->site.shape) {
        scr__shape_release(c->site.shape);
    } else {
        c->site.next = literal_sites;
        literal_sites = &c->site;
    }
    c->site.shape = scr__shape_dup(s);
    c->from_id = from->id;
    c->holder = o->proto;
    c->epoch = scr__proto_epoch;
}

static ScrTemplateSite *template_sites;

ScrValue scr_template_object(ScrTemplateSite *site, uint32_t n, const ScrValue *cooked, const ScrValue *raw) {
    if (site->strings) return scr_dup(site->strings);
    /* The site outlives any region current now. */
    ScrRegion *saved = scr__thread.region;
    scr__thread.region = NULL;
    ScrValue *vals = scr__xmalloc(((size_t)n + 1) * sizeof(ScrValue));
    for (uint32_t i = 0; i < n; i++) vals[i] = scr_dup(raw[i]);
    ScrValue raw_arr = scr_array_from_take(n, vals);
    scr__object_freeze(raw_arr);
    for (uint32_t i = 0; i < n; i++) vals[i] = scr_dup(cooked[i]);
    ScrValue strings = scr_array_from_take(n, vals);
    free(vals);
    scr__define_value_take(strings, SCR_ATOM("raw"), raw_arr, 0);
    scr__object_freeze(strings);
    scr__thread.region = saved;
    site->strings = strings;
    site->next = template_sites;
    template_sites = site;
    return scr_dup(strings);
}

/* Drops the tagged templates' strings arrays (before the realm is torn
 * down: they refer to Array.prototype). */
void scr__template_sites_shutdown(void) {
    while (template_sites) {
        ScrTemplateSite *site = template_sites;
        template_sites = site->next;
        scr_release(site->strings);
        site->strings = 0;
        site->next = NULL;
    }
}

/* Drops the literal sites' shapes, constructor sites' (ScrCtorInit) among
 * them (before the shape tree goes, at exit or a unit test's runtime
 * shutdown). */
void scr__literal_sites_shutdown(void) {
    kept_transitions_shutdown();
    while (literal_sites) {
        ScrLiteralShape *site = literal_sites;
        literal_sites = site->next;
        scr__shape_release(site->shape);
        site->shape = NULL;
        site->next = NULL;
    }
}

/* Visits (or, for finalize, releases) every reference of an object. The two
 * hooks share this walk so that they cannot disagree. */
static inline __attribute__((always_inline)) void object_refs(ScrObject *o, ScrVisitFn visit,
                                                              void *arg) {
    for (uint32_t i = 0; i < o->shape->count; i++) visit(o->slots[i], arg);
    visit(o->proto, arg);
    switch (o->gc.cell.aux) {
    case SCR_CLASS_ARRAY:
    case SCR_CLASS_ARGUMENTS: {
        ScrArray *a = (ScrArray *)o;
        for (uint32_t i = 0; i < a->used; i++) visit(a->elems[i], arg);
        break;
    }
    case SCR_CLASS_FUNCTION: {
        ScrFunction *f = (ScrFunction *)o;
        visit(f->home, arg);
        visit(f->fields_init, arg);
        visit(f->data, arg);
        for (int i = 0; i < f->nboxes; i++)
            if (f->boxes[i]) visit(scr_from_cell(f->boxes[i]), arg);
        break;
    }
    case SCR_CLASS_BOUND_FUNCTION: {
        ScrBoundFunction *b = (ScrBoundFunction *)o;
        visit(b->target, arg);
        visit(b->this_val, arg);
        for (int i = 0; i < b->argc; i++) visit(b->argv[i], arg);
        break;
    }
    case SCR_CLASS_BOOLEAN:
    case SCR_CLASS_NUMBER:
    case SCR_CLASS_STRING:
    case SCR_CLASS_BIGINT:
    case SCR_CLASS_SYMBOL:
        visit(((ScrPrimitiveObject *)o)->value, arg);
        break;
    case SCR_CLASS_ITERATOR:
        visit(((ScrNativeIterator *)o)->target, arg);
        break;
    default:
        if (scr__class_hooks[o->gc.cell.aux].trace)
            scr__class_hooks[o->gc.cell.aux].trace(o, visit, arg);
        break;
    }
}

/* Weak collections keep their records outside the object (weak.c, through
 * its class hooks); their clear runs before the object's own fields are
 * cleared. */
static bool is_weak(ScrCell *c) { return c->aux >= SCR_CLASS_WEAKREF && c->aux <= SCR_CLASS_FINREG; }

void scr__object_trace(ScrCell *c, ScrVisitFn visit, void *arg) {
    object_refs((ScrObject *)c, visit, arg);
}

static void release_visit(ScrValue v, void *arg) {
    (void)arg;
    scr_release(v);
}

void scr__object_finalize(ScrCell *c) {
    ScrObject *o = (ScrObject *)c;
    /* A cache that compared a prototype's address under the epoch must not
     * meet another object born at that address (as scr__object_clear). */
    if (o->is_proto) scr__proto_epoch++;
    if (scr__class_hooks[c->aux].finalize) {
        /* The class's own fields first: a suspended generator unwinds its
         * fiber here, and its code may still read the object. */
        scr__class_hooks[c->aux].finalize(o);
    }
    object_refs(o, release_visit, NULL);
    if (!o->slots_inline) free(o->slots);
    scr__shape_release(o->shape);
    switch (c->aux) {
    case SCR_CLASS_ARRAY:
    case SCR_CLASS_ARGUMENTS:
        if (!((ScrArray *)o)->elems_inline) free(((ScrArray *)o)->elems);
        break;
    case SCR_CLASS_BOUND_FUNCTION:
        free(((ScrBoundFunction *)o)->argv);
        break;
    default:
        break;
    }
}

/* A reference a quick white drops: any but one to another quick white
 * (those are freed in the same step, whatever their counts). */
static inline void release_unless_quick_white(ScrValue v) {
    if (!scr_is_cell(v)) return;
    ScrCell *t = scr_as_cell(v);
#ifdef SCR_MUTATION_QUICK_EVERY_WHITE
    /* Mutation: a reference to any held cell is skipped, so a white that is
     * not quick (an array, a closure) never reaches zero. */
    if ((t->flags & SCR_CELL_CYCLE) && (((ScrGcHeader *)t)->gc_flags & SCR_GC_HELD)) return;
#else
    if ((t->flags & SCR_CELL_CYCLE) && scr__gc_quick_white((ScrGcHeader *)t))
        return;
#endif
    scr_release(v);
}

void scr__object_drop_white(ScrCell *c) {
    ScrObject *o = (ScrObject *)c;
    SCR_ASSERT(scr__gc_quick_white(&o->gc) && c->aux == SCR_CLASS_OBJECT);
    if (o->is_proto) scr__proto_epoch++;
    uint32_t count = o->shape->count;
    for (uint32_t i = 0; i < count; i++) release_unless_quick_white(o->slots[i]);
    release_unless_quick_white(o->proto);
    if (!o->slots_inline) free(o->slots);
    scr__shape_release(o->shape);
}

void scr__object_clear(ScrCell *c) {
    ScrObject *o = (ScrObject *)c;
    bool weak = is_weak(c);
    if (weak) scr__class_hooks[c->aux].finalize(o); /* leaves it valid and empty */
    /* Take every reference out first, then release, so that nothing sees a
     * half-cleared object. */
    ScrObject copy = *o;
    uint32_t count = o->shape->count;
    ScrValue proto = o->proto;
    o->slots = NULL;
    o->slot_cap = 0;
    o->slots_inline = 0;
    o->shape = scr__shape_dup(scr__shape_root());
    o->proto = SCR_NULL;
    if (o->is_proto) scr__proto_epoch++;
    for (uint32_t i = 0; i < count; i++) scr_release(copy.slots[i]);
    if (!copy.slots_inline) free(copy.slots);
    scr__shape_release(copy.shape);
    scr_release(proto);
    switch (c->aux) {
    case SCR_CLASS_ARRAY:
    case SCR_CLASS_ARGUMENTS: {
        ScrArray *a = (ScrArray *)o;
        ScrValue *e = a->elems;
        uint32_t n = a->used;
        bool inl = a->elems_inline;
        a->elems = NULL;
        a->elems_inline = 0;
        a->used = a->cap = a->length = 0;
        for (uint32_t i = 0; i < n; i++) scr_release(e[i]);
        if (!inl) free(e);
        break;
    }
    case SCR_CLASS_FUNCTION: {
        ScrFunction *f = (ScrFunction *)o;
        scr_clear(&f->home);
        scr_clear(&f->fields_init);
        scr_clear(&f->data);
        for (int i = 0; i < f->nboxes; i++) {
            ScrBox *b = f->boxes[i];
            f->boxes[i] = NULL;
            scr_box_release(b);
        }
        break;
    }
    case SCR_CLASS_BOUND_FUNCTION: {
        ScrBoundFunction *b = (ScrBoundFunction *)o;
        scr_clear(&b->target);
        scr_clear(&b->this_val);
        ScrValue *v = b->argv;
        int n = b->argc;
        b->argv = NULL;
        b->argc = 0;
        for (int i = 0; i < n; i++) scr_release(v[i]);
        free(v);
        break;
    }
    case SCR_CLASS_BOOLEAN:
    case SCR_CLASS_NUMBER:
    case SCR_CLASS_STRING:
    case SCR_CLASS_BIGINT:
    case SCR_CLASS_SYMBOL:
        scr_clear(&((ScrPrimitiveObject *)o)->value);
        break;
    case SCR_CLASS_ITERATOR:
        scr_clear(&((ScrNativeIterator *)o)->target);
        break;
    default:
        if (weak) break; /* cleared first, above */
        if (scr__class_hooks[c->aux].clear)
            scr__class_hooks[c->aux].clear(o);
        else if (scr__class_hooks[c->aux].finalize)
            scr__class_hooks[c->aux].finalize(o);
        break;
    }
}

void scr__accessor_clear(ScrCell *c) {
    ScrAccessor *a = (ScrAccessor *)c;
    scr_clear(&a->getter);
    scr_clear(&a->setter);
}

void scr__accessor_trace(ScrCell *c, ScrVisitFn visit, void *arg) {
    ScrAccessor *a = (ScrAccessor *)c;
    visit(a->getter, arg);
    visit(a->setter, arg);
}
void scr__accessor_finalize(ScrCell *c) {
    ScrAccessor *a = (ScrAccessor *)c;
    scr_release(a->getter);
    scr_release(a->setter);
}

void scr__symbol_trace(ScrCell *c, ScrVisitFn visit, void *arg) {
    visit(((ScrSymbol *)c)->description, arg);
}
void scr__symbol_finalize(ScrCell *c) { scr_release(((ScrSymbol *)c)->description); }

static ScrValue accessor_new(ScrValue getter, ScrValue setter) {
    ScrAccessor *a = scr__cell_alloc(sizeof(ScrAccessor), SCR_KIND_ACCESSOR, true);
    a->getter = scr_dup(getter);
    a->setter = scr_dup(setter);
    return scr_from_cell(a);
}

/* ------------------------------------------------------------------------
 * Keys.
 * ---------------------------------------------------------------------- */

ScrValue scr__to_key(ScrValue v) {
    if (scr_is_string(v)) return scr__string_intern(v);
    if (scr_is_symbol(v)) return scr_dup(v);
    if (scr_is_number(v)) {
        double d = scr_as_number(v);
        if (d >= 0 && d < 4294967295.0 && d == (uint32_t)d) {
            char buf[16];
            int n = snprintf(buf, sizeof buf, "%u", (uint32_t)d);
            return scr_atom_from_utf8(buf, (size_t)n);
        }
    }
    ScrValue k = scr_to_property_key(v);
    if (scr_is_exception(k) || scr_is_symbol(k)) return k;
    ScrValue a = scr__string_intern(k);
    scr_release(k);
    return a;
}

static bool key_index(ScrValue key, uint32_t *idx) {
    return scr_is_string(key) && scr__string_is_index(key, idx);
}

void scr__key_describe(ScrValue key, char *buf, size_t size) {
    if (scr_is_symbol(key)) {
        ScrSymbol *s = (ScrSymbol *)scr_as_cell(key);
        char *d = scr_is_string(s->description) ? scr__string_to_utf8(s->description, NULL) : NULL;
        snprintf(buf, size, "Symbol(%s)", d ? d : "");
        free(d);
    } else if (scr_is_string(key)) {
        char *d = scr__string_to_utf8(key, NULL);
        snprintf(buf, size, "%s", d);
        free(d);
    } else {
        scr__value_describe(key, buf, size);
    }
}

/* ------------------------------------------------------------------------
 * Own properties. An own property is found in the shape (slot), in the
 * dense elements of arrays, or is virtual (array length, string wrapper
 * characters and length).
 * ---------------------------------------------------------------------- */
/* OWN_STOP: absent, and the lookup ends here (a typed array's numeric key
 * that is no valid index: it never reaches the prototype). */
enum { OWN_NONE, OWN_SLOT, OWN_ELEM, OWN_VIRTUAL, OWN_STOP };
typedef struct OwnProp {
    int kind;
    uint32_t flags;
    int index;      /* OWN_SLOT: the shape position */
    ScrValue *slot; /* OWN_SLOT, OWN_ELEM: the stored value */
    ScrValue value; /* OWN_VIRTUAL: owned value */
} OwnProp;

static bool is_arraylike_class(int cls) {
    return cls == SCR_CLASS_ARRAY || cls == SCR_CLASS_ARGUMENTS;
}

static ScrValue atom_length(void) {
    static ScrAtomCache c;
    return scr__atom_cached(&c, "length");
}
static ScrValue atom_prototype(void) {
    static ScrAtomCache c;
    return scr__atom_cached(&c, "prototype");
}
static ScrValue atom_stack(void) {
    static ScrAtomCache c;
    return scr__atom_cached(&c, "stack");
}

/* Finds key (an atom or symbol) among o's own properties. */
static int find_own(ScrObject *o, ScrValue key, OwnProp *p) {
    int cls = o->gc.cell.aux;
    uint32_t idx;
    p->kind = OWN_NONE;
    if (cls == SCR_CLASS_FUNCTION && (((ScrFunction *)o)->flags & SCR_FN__LAZY_PROTO) &&
        key == atom_prototype())
        scr__function_materialize_proto((ScrFunction *)o);
    if (cls != SCR_CLASS_OBJECT && cls != SCR_CLASS_FUNCTION) {
        if (is_arraylike_class(cls)) {
            ScrArray *a = (ScrArray *)o;
            if (key_index(key, &idx)) {
                if (idx < a->used && a->elems[idx] != SCR_HOLE) {
                    p->kind = OWN_ELEM;
                    p->flags = SCR_PROP_CWE;
                    p->slot = &a->elems[idx];
                    return 1;
                }
                if (!a->has_sparse) return 0;
            } else if (cls == SCR_CLASS_ARRAY && key == atom_length()) {
                p->kind = OWN_VIRTUAL;
                p->flags = a->length_writable ? SCR_PROP_WRITABLE : 0;
                p->value = scr_number(a->length);
                return 1;
            }
        } else if (cls == SCR_CLASS_TYPED_ARRAY) {
            double d;
            if (scr__ta_numeric_key(key, &d)) {
                ScrTypedArray *t = (ScrTypedArray *)o;
                if (!scr__ta_valid_index(t, d, &idx)) {
                    p->kind = OWN_STOP;
                    return 0;
                }
                p->kind = OWN_VIRTUAL;
                p->flags = SCR_PROP_CWE;
                p->value = scr__ta_load(t, idx);
                return 1;
            }
        } else if (cls == SCR_CLASS_STRING) {
            ScrValue s = ((ScrPrimitiveObject *)o)->value;
            if (key_index(key, &idx) && idx < scr_str(s)->len) {
                p->kind = OWN_VIRTUAL;
                p->flags = SCR_PROP_ENUMERABLE;
                p->value = scr__string_sub(s, idx, idx + 1);
                return 1;
            }
            if (key == atom_length()) {
                p->kind = OWN_VIRTUAL;
                p->flags = 0;
                p->value = scr_number(scr_str(s)->len);
                return 1;
            }
        }
    }
    int i = scr__shape_find(o->shape, key);
    if (i < 0) return 0;
    if (cls == SCR_CLASS_ERROR && ((ScrError *)o)->stack_pending && key == atom_stack()) {
        scr__error_complete_stack((ScrError *)o);
        i = scr__shape_find(o->shape, key);
        if (i < 0) return 0;
    }
    p->kind = OWN_SLOT;
    p->index = i;
    p->flags = o->shape->props[i].flags;
    p->slot = &o->slots[i];
    return 1;
}

/* Makes room for slot n (the next one). */
static void reserve_slot(ScrObject *o, uint32_t n) {
    if (n < o->slot_cap) return;
    uint32_t cap = o->slot_cap ? o->slot_cap * 2 : 4;
    /* A region object's slots grow inside its region (nothing to free). */
    ScrValue *s = scr__region_values_for(&o->gc.cell, cap);
    if (s) {
        if (n) memcpy(s, o->slots, n * sizeof(ScrValue));
        if (!o->slots_inline) free(o->slots);
        o->slots_inline = 1;
        o->slots = s;
        o->slot_cap = cap;
        return;
    }
    s = scr__xrealloc(o->slots_inline ? NULL : o->slots, cap * sizeof(ScrValue));
    if (o->slots_inline) memcpy(s, o->slots, n * sizeof(ScrValue));
    o->slots_inline = 0;
    o->slots = s;
    o->slot_cap = cap;
}

/* A prototype's keys or flags are about to change: inline caches that
 * added properties past it must recheck. The global object's keys are
 * about to change: generated global reads must look the name up again. */
static void shape_changing(ScrObject *o) {
    if (o->is_proto) scr__proto_epoch++;
    if (o == scr__thread.global_object) scr__thread.global_keys_epoch++;
}

bool scr__own_data_slot(ScrValue obj, ScrValue key, uint32_t *index) {
    if (!scr_is_object(obj)) return false;
    ScrObject *o = scr_obj(obj);
    OwnProp p;
    if (!find_own(o, key, &p)) return false;
    if (p.kind == OWN_VIRTUAL) scr_release(p.value);
    if (p.kind != OWN_SLOT || (p.flags & SCR_PROP_ACCESSOR)) return false;
    *index = (uint32_t)p.index;
    return true;
}

/* Appends a new own property (the key must be absent). */
static void add_slot(ScrObject *o, ScrValue key, ScrValue val_take, uint32_t flags) {
    uint32_t n = o->shape->count;
    reserve_slot(o, n);
    shape_changing(o);
    o->shape = scr__shape_add_take(o->shape, key, flags);
    o->slots[n] = val_take;
}

static void remove_slot(ScrObject *o, int i) {
    shape_changing(o);
    o->shape = scr__shape_to_dict_take(o->shape);
    ScrValue old = o->slots[i];
    memmove(&o->slots[i], &o->slots[i + 1], (o->shape->count - (uint32_t)i - 1) * sizeof(ScrValue));
    scr__shape_dict_remove(o->shape, (uint32_t)i);
    scr_release(old);
}

static void set_slot_flags(ScrObject *o, int i, uint32_t flags) {
    if (o->shape->props[i].flags == flags) return;
    shape_changing(o);
    o->shape = scr__shape_to_dict_take(o->shape);
    scr__shape_dict_set_flags(o->shape, (uint32_t)i, flags);
}

/* True when key is an index at or past the length of an array whose length
 * is not writable: adding that element would have to grow the length. */
static bool past_fixed_length(ScrObject *o, ScrValue key) {
    uint32_t idx;
    if (o->gc.cell.aux != SCR_CLASS_ARRAY) return false;
    ScrArray *a = (ScrArray *)o;
    return !a->length_writable && key_index(key, &idx) && idx >= a->length;
}

/* Stores an own data property without any checks (defines or overwrites). */
static void put_own(ScrObject *o, ScrValue key, ScrValue val_take, uint32_t flags) {
    uint32_t idx;
    if (is_arraylike_class(o->gc.cell.aux) && key_index(key, &idx) &&
        flags == SCR_PROP_CWE) {
        ScrArray *a = (ScrArray *)o;
        int sh = a->has_sparse ? scr__shape_find(o->shape, key) : -1;
        if (sh < 0 && scr__array_store(a, idx, val_take) == 0) {
            scr_release(val_take);
            return;
        }
        if (sh < 0) a->has_sparse = 1;
        if (o->gc.cell.aux == SCR_CLASS_ARRAY && idx >= a->length) a->length = idx + 1;
    } else if (is_arraylike_class(o->gc.cell.aux) && key_index(key, &idx)) {
        ScrArray *a = (ScrArray *)o;
        /* A non-default element lives in the shape; drop any dense copy. */
        if (idx < a->used && a->elems[idx] != SCR_HOLE) {
            scr_release(a->elems[idx]);
            a->elems[idx] = SCR_HOLE;
        }
        a->has_sparse = 1;
        if (o->gc.cell.aux == SCR_CLASS_ARRAY && idx >= a->length) a->length = idx + 1;
    }
    int i = scr__shape_find(o->shape, key);
    if (i >= 0) {
        set_slot_flags(o, i, flags);
        ScrValue old = o->slots[i];
        o->slots[i] = val_take;
        scr_release(old);
    } else {
        add_slot(o, key, val_take, flags);
    }
}

/* ------------------------------------------------------------------------
 * Prototypes.
 * ---------------------------------------------------------------------- */

ScrValue scr__get_proto(ScrValue v) {
    if (scr_is_object(v)) return scr_obj(v)->proto;
    if (scr_is_string(v)) return scr__thread.realm->string_proto;
    if (scr_is_number(v)) return scr__thread.realm->number_proto;
    if (scr_is_bool(v)) return scr__thread.realm->boolean_proto;
    if (scr_is_symbol(v)) return scr__thread.realm->symbol_proto;
    if (scr_is_bigint(v)) return scr__thread.realm->bigint_proto;
    return SCR_NULL;
}

int scr__set_proto(ScrValue obj, ScrValue proto) {
    ScrObject *o = scr_obj(obj);
    if (o->proto == proto) return 0;
    for (ScrValue p = proto; scr_is_object(p); p = scr_obj(p)->proto) {
        if (p == obj) {
            scr_throw_type_error("Cyclic __proto__ value");
            return -1;
        }
    }
    if (!o->extensible) {
        char buf[64];
        scr__value_describe(obj, buf, sizeof buf);
        scr_throw_type_error("%s is not extensible", buf);
        return -1;
    }
    ScrValue old = o->proto;
    shape_changing(o);
    o->proto = SCR_NULL;
    if (scr_is_object(proto)) {
        o->proto = scr_dup(proto);
        scr_obj(proto)->is_proto = 1;
    }
    scr_release(old);
    return 0;
}

/* ------------------------------------------------------------------------
 * [[Get]].
 * ---------------------------------------------------------------------- */

static ScrValue read_own(OwnProp *p, ScrValue receiver) {
    if (p->kind == OWN_VIRTUAL) return p->value;
    if (p->flags & SCR_PROP_ACCESSOR) {
        ScrAccessor *acc = (ScrAccessor *)scr_as_cell(*p->slot);
        if (scr_is_undefined(acc->getter)) return SCR_UNDEFINED;
        ScrValue g = scr_dup(acc->getter);
        ScrValue r = scr__call(g, receiver, 0, NULL);
        scr_release(g);
        return r;
    }
    return scr_dup(*p->slot);
}

/* Get with a converted key (atom or symbol). */
static ScrValue get_key(ScrValue obj, ScrValue key, ScrValue receiver) {
    ScrValue cur = obj;
    if (!scr_is_object(cur)) {
        if (scr_is_string(cur)) {
            uint32_t idx;
            if (key == atom_length()) return scr_number(scr_str(cur)->len);
            if (key_index(key, &idx)) {
                if (idx < scr_str(cur)->len) return scr__string_sub(cur, idx, idx + 1);
                return SCR_UNDEFINED;
            }
        }
        cur = scr__get_proto(cur);
    }
    while (scr_is_object(cur)) {
        OwnProp p;
        if (find_own(scr_obj(cur), key, &p)) return read_own(&p, receiver);
        if (p.kind == OWN_STOP) return SCR_UNDEFINED;
        ScrValue next = scr_obj(cur)->proto;
        /* A proxy has no [[Prototype]] of its own and no own properties, so
         * only the end of a chain needs the class check. */
        if (!scr_is_object(next)) {
            if (scr_as_cell(cur)->aux == SCR_CLASS_PROXY) return scr__proxy_get(cur, key, receiver);
            break;
        }
        cur = next;
    }
    return SCR_UNDEFINED;
}

ScrValue scr__get_with_receiver(ScrValue obj, ScrValue key, ScrValue receiver) {
    ScrValue k = scr__to_key(key);
    if (scr_is_exception(k)) return k;
    ScrValue r = get_key(obj, k, receiver);
    scr_release(k);
    return r;
}

static ScrValue throw_read_nullish(ScrValue obj, ScrValue key) {
    /* V8 reports a load of @@iterator from null/undefined as an iteration. */
    if (key == scr__thread.realm->sym_iterator) return scr__throw_not_iterable(obj, NULL);
    const char *before = scr_is_null(obj) ? "Cannot read properties of null (reading '"
                                          : "Cannot read properties of undefined (reading '";
    if (scr_is_symbol(key) || scr_is_string(key) || scr_is_number(key))
        return scr__throw_with_value(SCR_ERR_TYPE, before, key, "')");
    return scr__throw_with_value(SCR_ERR_TYPE, before, SCR_ATOM("[object Object]"), "')");
}

ScrValue scr_get(ScrValue obj, ScrValue key) {
    uint32_t ti;
    ScrTypedArray *t = scr__ta_index(obj, key, &ti);
    if (t) return scr__ta_load(t, ti);
    /* Fast path: dense array elements. */
    if (scr_is_object(obj) && scr_is_number(key) && is_arraylike_class(scr_as_cell(obj)->aux)) {
        double d = scr_as_number(key);
        ScrArray *a = (ScrArray *)scr_obj(obj);
        if (d >= 0 && d < a->used && d == (uint32_t)d) {
            ScrValue v = a->elems[(uint32_t)d];
            if (v != SCR_HOLE) return scr_dup(v);
        }
    }
    if (scr_is_nullish(obj)) {
        if (scr_is_number(key) || scr_is_string(key) || scr_is_symbol(key))
            return throw_read_nullish(obj, key);
        /* V8 converts no key of a nullish base: an object that is not a
         * function is left out of the message. */
        if (scr_is_object(key) && !scr__is_callable(key))
            return scr_throw_type_error("Cannot read properties of %s",
                                        scr_is_null(obj) ? "null" : "undefined");
        ScrValue k = scr__to_key(key);
        if (scr_is_exception(k)) return k;
        ScrValue r = throw_read_nullish(obj, k);
        scr_release(k);
        return r;
    }
    if (scr_is_string(key) && scr_str(key)->is_atom) return get_key(obj, key, obj);
    return scr__get_with_receiver(obj, key, obj);
}

ScrValue scr__get_str(ScrValue obj, const char *name) {
    return scr_get(obj, scr__atom(name));
}

ScrValue scr__get_index(ScrValue obj, uint32_t i) { return scr_get(obj, scr_number(i)); }

/* ------------------------------------------------------------------------
 * [[Set]] (strict mode: every failure throws).
 * ---------------------------------------------------------------------- */

static int throw_read_only(ScrValue obj, ScrValue key) {
    char ob[160], after[200];
    if (scr_is_string(obj)) {
        char *s = scr__string_to_utf8(obj, NULL);
        snprintf(after, sizeof after, "' of string '%s'", s);
        free(s);
    } else {
        scr__value_describe(obj, ob, sizeof ob);
        snprintf(after, sizeof after, "' of %s '%s'", scr__is_callable(obj) ? "function" : "object", ob);
    }
    scr__throw_with_value(SCR_ERR_TYPE, "Cannot assign to read only property '", key, after);
    return -1;
}

static int throw_not_extensible(ScrValue key) {
    scr__throw_with_value(SCR_ERR_TYPE, "Cannot add property ", key, ", object is not extensible");
    return -1;
}

/* OrdinarySet's last steps on a receiver whose own properties only its
 * internal methods know (a proxy): [[GetOwnProperty]], then
 * [[DefineOwnProperty]] of the value alone or of a new data property. */
static int set_on_exotic(ScrValue receiver, ScrValue key, ScrValue val, bool strict) {
    ScrPropDesc d;
    int f = scr__get_own_property(receiver, key, &d);
    if (f < 0) return -1;
    ScrPropDesc nd = {SCR_PROP_CWE, val, SCR_UNDEFINED, SCR_UNDEFINED};
    int has = SCR_DESC_HAS_VALUE;
    if (f == 1) {
        bool ok = !(d.flags & SCR_PROP_ACCESSOR) && (d.flags & SCR_PROP_WRITABLE);
        scr__desc_release(&d);
        if (!ok) return strict ? throw_read_only(receiver, key) : 0;
    } else {
        has |= SCR_DESC_HAS_WRITABLE | SCR_DESC_HAS_ENUMERABLE | SCR_DESC_HAS_CONFIGURABLE;
    }
    return scr__define_own_property_ex(receiver, key, &nd, has, strict);
}

/* Writes a data property of receiver (CreateDataProperty or update). A
 * refusal throws in strict code and does nothing in sloppy code. */
static int set_on_receiver(ScrValue receiver, ScrValue key, ScrValue val, bool strict) {
    if (!scr_is_object(receiver)) {
        if (!strict) return 0;
        /* "Cannot create property 'k' on <typeof> 'v'", k and v whole. */
        ScrValue k = scr__value_string(key), v = scr__value_string(receiver);
        ScrValue t = scr_typeof(receiver);
        ScrValue parts[7] = {SCR_ATOM("Cannot create property '"), k, SCR_ATOM("' on "), t,
                             SCR_ATOM(" '"), v, SCR_ATOM("'")};
        if (!scr_is_exception(k) && !scr_is_exception(v))
            scr__throw_with_parts(SCR_ERR_TYPE, 7, parts);
        scr_release(k);
        scr_release(v);
        scr_release(t);
        return -1;
    }
    ScrObject *o = scr_obj(receiver);
    if (o->gc.cell.aux == SCR_CLASS_PROXY) return set_on_exotic(receiver, key, val, strict) < 0 ? -1 : 0;
    OwnProp p;
    if (find_own(o, key, &p)) {
        if (p.kind == OWN_VIRTUAL) {
            scr_release(p.value);
            if (o->gc.cell.aux == SCR_CLASS_ARRAY && key == atom_length() &&
                (p.flags & SCR_PROP_WRITABLE))
                return scr__array_set_length((ScrArray *)o, val);
            return strict ? throw_read_only(receiver, key) : 0;
        }
        if ((p.flags & SCR_PROP_ACCESSOR) || !(p.flags & SCR_PROP_WRITABLE))
            return strict ? throw_read_only(receiver, key) : 0;
        ScrValue old = *p.slot;
        *p.slot = scr_dup(val);
        scr_release(old);
        return 0;
    }
    if (!o->extensible) return strict ? throw_not_extensible(key) : 0;
    if (past_fixed_length(o, key)) /* the element would grow a length that is not writable */
        return strict ? throw_read_only(receiver, atom_length()) : 0;
    put_own(o, key, scr_dup(val), SCR_PROP_CWE);
    return 0;
}

static ScrStringValuesHook string_values_hook;

void scr__object_make_string_values(ScrValue obj, ScrStringValuesHook hook) {
    ScrObject *o = scr_obj(obj);
    shape_changing(o);
    o->shape = scr__shape_to_dict_take(o->shape);
    o->string_values = 1;
    string_values_hook = hook;
}

static int set_key_plain(ScrValue obj, ScrValue key, ScrValue val, ScrValue receiver, bool strict);

/* [[Set]], as an assignment in strict code (`strict`: a refusal throws a
 * TypeError) or in sloppy code (a refusal does nothing); on a string_values
 * receiver (process.env) the value is stored as ToString(value), and the
 * hook sees it. */
static int set_key(ScrValue obj, ScrValue key, ScrValue val, ScrValue receiver, bool strict) {
    if (scr_is_object(receiver) && scr_obj(receiver)->string_values && scr_is_string(key)) {
        ScrValue s = scr_to_string(val);
        if (scr_is_exception(s)) return -1;
        int r = set_key_plain(obj, key, s, receiver, strict);
        if (r == 0 && string_values_hook) string_values_hook(key, s);
        scr_release(s);
        return r;
    }
    return set_key_plain(obj, key, val, receiver, strict);
}

static int set_key_plain(ScrValue obj, ScrValue key, ScrValue val, ScrValue receiver, bool strict) {
    ScrValue cur = obj;
    if (!scr_is_object(cur)) {
        if (scr_is_string(cur)) {
            uint32_t idx;
            if (key == atom_length() || (key_index(key, &idx) && idx < scr_str(cur)->len))
                return strict ? throw_read_only(cur, key) : 0;
        }
        cur = scr__get_proto(cur);
    }
    while (scr_is_object(cur)) {
        OwnProp p;
        ScrObject *o = scr_obj(cur);
        if (o->gc.cell.aux == SCR_CLASS_TYPED_ARRAY) {
            /* TypedArray [[Set]]: a numeric key is an element store on the
             * typed array itself (ignored past the end), never a property. */
            double d;
            if (scr__ta_numeric_key(key, &d)) {
                uint32_t idx;
                ScrTypedArray *t = (ScrTypedArray *)o;
                if (cur == receiver) {
                    if (!scr__ta_valid_index(t, d, &idx)) {
                        ScrValue num;
                        if (scr__ta_convert((int)t->type, val, &num) < 0) return -1;
                        scr_release(num);
                        return 0;
                    }
                    return scr__ta_store(t, idx, val);
                }
                if (!scr__ta_valid_index(t, d, &idx)) return 0;
            }
        }
        if (find_own(o, key, &p)) {
            if (p.kind == OWN_VIRTUAL) scr_release(p.value);
            if (p.flags & SCR_PROP_ACCESSOR) {
                ScrAccessor *acc = (ScrAccessor *)scr_as_cell(*p.slot);
                if (o->gc.cell.aux == SCR_CLASS_NAMESPACE) return strict ? throw_read_only(receiver, key) : 0;
                if (scr_is_undefined(acc->setter)) {
                    if (!strict) return 0;
                    char ob[160], after[200];
                    scr__value_describe(receiver, ob, sizeof ob);
                    snprintf(after, sizeof after, " of %s which has only a getter", ob);
                    scr__throw_with_value(SCR_ERR_TYPE, "Cannot set property ", key, after);
                    return -1;
                }
                ScrValue s = scr_dup(acc->setter);
                ScrValue r = scr__call(s, receiver, 1, &val);
                scr_release(s);
                if (scr_is_exception(r)) return -1;
                scr_release(r);
                return 0;
            }
            if (!(p.flags & SCR_PROP_WRITABLE)) return strict ? throw_read_only(receiver, key) : 0;
            if (cur == receiver && p.kind == OWN_SLOT) {
                ScrValue old = *p.slot;
                *p.slot = scr_dup(val);
                scr_release(old);
                return 0;
            }
            if (cur == receiver && p.kind == OWN_ELEM) {
                ScrValue old = *p.slot;
                *p.slot = scr_dup(val);
                scr_release(old);
                return 0;
            }
            break;
        }
        if (p.kind == OWN_STOP) break;
        if (!scr_is_object(o->proto) && o->gc.cell.aux == SCR_CLASS_PROXY)
            return scr__proxy_set(cur, key, val, receiver, strict) < 0 ? -1 : 0;
        cur = o->proto;
    }
    return set_on_receiver(receiver, key, val, strict);
}

static int set_value(ScrValue obj, ScrValue key, ScrValue val, bool strict);

int scr_set(ScrValue obj, ScrValue key, ScrValue val) { return set_value(obj, key, val, true); }

/* An assignment in sloppy code: as scr_set, but a refusal (a read-only or
 * getter-only property, a non-extensible object, a property of a primitive)
 * does nothing. null and undefined receivers, setters and proxy traps
 * throw as in strict code. */
int scr_set_sloppy(ScrValue obj, ScrValue key, ScrValue val) { return set_value(obj, key, val, false); }

static int set_value(ScrValue obj, ScrValue key, ScrValue val, bool strict) {
    uint32_t ti;
    ScrTypedArray *t = scr__ta_index(obj, key, &ti);
    if (t) return scr__ta_store(t, ti, val);
    if (scr_is_object(obj) && scr_is_number(key) && scr_as_cell(obj)->aux == SCR_CLASS_ARRAY) {
        double d = scr_as_number(key);
        ScrArray *a = (ScrArray *)scr_obj(obj);
        if (d >= 0 && d < a->used && d == (uint32_t)d) {
            ScrValue *slot = &a->elems[(uint32_t)d];
            if (*slot != SCR_HOLE) {
                ScrValue old = *slot;
                *slot = scr_dup(val);
                scr_release(old);
                return 0;
            }
        }
    }
    if (scr_is_nullish(obj)) {
        /* As for reads: no conversion of an object key, and no key in the
         * message unless it is a primitive or a function. */
        if (scr_is_object(key) && !scr__is_callable(key)) {
            scr_throw_type_error("Cannot set properties of %s", scr_is_null(obj) ? "null" : "undefined");
            return -1;
        }
        ScrValue k = scr__to_key(key);
        if (scr_is_exception(k)) return -1;
        scr__throw_with_value(SCR_ERR_TYPE,
                              scr_is_null(obj) ? "Cannot set properties of null (setting '"
                                               : "Cannot set properties of undefined (setting '",
                              k, "')");
        scr_release(k);
        return -1;
    }
    ScrValue k = scr__to_key(key);
    if (scr_is_exception(k)) return -1;
    int r = set_key(obj, k, val, obj, strict);
    scr_release(k);
    return r;
}

int scr__set_str(ScrValue obj, const char *name, ScrValue val) {
    return scr_set(obj, scr__atom(name), val);
}
int scr__set_index(ScrValue obj, uint32_t i, ScrValue val) {
    return scr_set(obj, scr_number(i), val);
}

int scr__set_with_receiver(ScrValue obj, ScrValue key, ScrValue val, ScrValue receiver) {
    ScrValue k = scr__to_key(key);
    if (scr_is_exception(k)) return -1;
    int r = set_key(obj, k, val, receiver, true);
    scr_release(k);
    return r;
}

/* ------------------------------------------------------------------------
 * Inline-cache misses (scr_get_ic and scr_set_ic in scr.h). A miss does
 * the generic operation and, when the property was found in a way a cache
 * entry can re-prove cheaply, records it. Keys whose lookup some class
 * intercepts before the shape (array and string "length", a function's
 * lazy "prototype", an error's pending "stack", index keys) are never
 * cached, so a matching shape id alone proves where the property is.
 * ---------------------------------------------------------------------- */

/* `o.length` (scr_get_length in scr.h): the generic get, and when o is a
 * typed array whose `length` comes from %TypedArray%.prototype's original
 * getter through its prototype, the proof that lets the next read of an
 * object with the same prototype take the inline path. */
ScrValue scr__get_length_miss(ScrValue obj, ScrValue key, ScrPropCache *c) {
    if (scr_is_string(obj)) return scr_number(scr_str(obj)->len);
    /* Only the intrinsic prototypes are cached: they live as long as the
     * realm, so the borrowed holder can never be a new object at an old
     * address. */
    if (scr__class_of(obj) == SCR_CLASS_TYPED_ARRAY && scr_obj(obj)->shape->count == 0 &&
        scr_obj(obj)->proto == scr__thread.realm->ta_protos[((ScrTypedArray *)scr_obj(obj))->type]) {
        ScrValue proto = scr_obj(obj)->proto;
        ScrValue cur = proto;
        while (scr_is_object(cur)) {
            OwnProp p;
            if (find_own(scr_obj(cur), key, &p)) {
                if (p.kind == OWN_VIRTUAL) scr_release(p.value);
                if (p.kind == OWN_SLOT && (p.flags & SCR_PROP_ACCESSOR) &&
                    ((ScrAccessor *)scr_as_cell(*p.slot))->getter == scr__thread.realm->ta_length_getter) {
                    c->holder = proto;
                    c->epoch = scr__proto_epoch;
                }
                break;
            }
            cur = scr_obj(cur)->proto;
        }
    }
    return scr_get(obj, key);
}

static bool ic_key_ok(ScrValue key) {
    uint32_t idx;
    if (!scr_is_string(key) && !scr_is_symbol(key)) return false;
    return key != atom_length() && key != atom_prototype() && key != atom_stack() &&
           !key_index(key, &idx);
}

/* Replaces the inline entry of site c (ScrPropCache's fields up to `far`)
 * with e's; its polymorphic and prototype tables stay. A field left out of
 * e's initializer is 0. */
static void ic_set(ScrPropCache *c, const ScrPropCache *e) {
    memcpy(c, e, offsetof(ScrPropCache, poly_id));
}

/* Records an own data property, or one of the receiver's prototype. */
static void ic_fill(ScrPropCache *c, ScrObject *o, ScrObject *holder, int index) {
    ic_set(c, &(ScrPropCache){.shape_id = o->shape->id,
                              .holder = holder ? scr_from_cell(holder) : 0,
                              .holder_shape_id = holder ? holder->shape->id : 0,
                              .index = (uint32_t)index});
}

void scr_region_fill(ScrRegionCache *c, ScrValue obj, uint32_t stored, int n, const ScrValue *keys) {
    if (!scr_is_object(obj) || n > SCR_REGION_KEYS) return;
    ScrObject *o = scr_obj(obj);
    if (o->shape->id == c->shape_id || c->fills >= SCR_REGION_FILLS) return;
    c->shape_id = 0;
    c->fills++;
    if (o->shape->dictionary) return;
    for (int j = 0; j < n; j++) {
        OwnProp p;
        if (!ic_key_ok(keys[j]) || !find_own(o, keys[j], &p)) return;
        if (p.kind != OWN_SLOT) {
            if (p.kind == OWN_VIRTUAL) scr_release(p.value);
            return;
        }
        if ((p.flags & SCR_PROP_ACCESSOR) || ((stored >> j & 1) && !(p.flags & SCR_PROP_WRITABLE))) return;
        c->index[j] = (uint32_t)p.index;
    }
    c->shape_id = o->shape->id;
}

void scr_release_c(ScrValue v) { scr_release(v); }
void scr_clear_c(ScrValue *slot) { scr_clear(slot); }
void scr_release_locals(int n, ScrValue *const *slots) {
    for (int i = 0; i < n; i++) scr_release(*slots[i]);
}
void scr_release_box_locals(int n, ScrBox **const *slots) {
    for (int i = 0; i < n; i++) scr_box_release(*slots[i]);
}
ScrValue scr_get_ic_c(ScrValue obj, ScrValue key, ScrPropCache *c) { return scr_get_ic(obj, key, c); }
int scr_set_ic_c(ScrValue obj, ScrValue key, ScrValue val, ScrPropCache *c) { return scr_set_ic(obj, key, val, c); }
int scr_set_ic_take_c(ScrValue obj, ScrValue key, ScrValue val, ScrPropCache *c) {
    return scr_set_ic_take(obj, key, val, c);
}
int scr_set_ic_sloppy_take_c(ScrValue obj, ScrValue key, ScrValue val, ScrPropCache *c) {
    return scr_set_ic_sloppy_take(obj, key, val, c);
}
ScrValue scr_get_length_c(ScrValue obj, ScrValue key, ScrPropCache *c) { return scr_get_length(obj, key, c); }

/* A get site whose receivers are string primitives (`s.charCodeAt`,
 * `s.slice`) caches the String.prototype data property it found: shape_id
 * SCR_IC_STRING_RECV (scr.h; no shape has that id), the holder and its
 * shape. A string primitive has no own properties but its length and
 * indices, which are never cached here; the holder is an intrinsic
 * prototype, alive as long as the realm. */

static ScrValue get_string_ic(ScrValue str, ScrValue key, ScrPropCache *c) {
    if (c->shape_id == SCR_IC_STRING_RECV) {
        ScrObject *h = scr_obj(c->holder);
        if (h->shape->id == c->holder_shape_id) return scr_dup(h->slots[c->index]);
    }
    ScrValue sp = scr__thread.realm->string_proto;
    if (!ic_key_ok(key) || !scr_is_object(sp)) return scr_get(str, key);
    ScrObject *h = scr_obj(sp);
    OwnProp p;
    if (!find_own(h, key, &p)) return scr_get(str, key);
    if (p.kind == OWN_SLOT && !(p.flags & SCR_PROP_ACCESSOR) && !h->shape->dictionary) {
        ic_set(c, &(ScrPropCache){.shape_id = SCR_IC_STRING_RECV, .holder = sp, .holder_shape_id = h->shape->id,
                                  .index = (uint32_t)p.index});
    }
    return read_own(&p, str);
}

/* ------------------------------------------------------------------------
 * Prototype hits of a get site (ScrPropCache.protos): a property found on
 * an object of the receiver's prototype chain, up to SCR_IC_PROTO_DEPTH
 * levels up. An entry holds the receiver's shape id (which proves the
 * receiver has no own property of that key) and, for each prototype from
 * the receiver's [[Prototype]] to the holder, the object and its shape id.
 * The check compares each [[Prototype]] link with the recorded object and
 * each shape id with the recorded one: shape ids are never reused, a
 * dictionary shape is never recorded, and a shape records which keys an
 * object has and whether each is data or accessor, so a full match proves
 * that the lookup would end at the same slot of the same holder. The
 * recorded objects are only compared, never followed: the chain is read
 * from the receiver, which is alive. Only ordinary objects, functions and
 * arrays (whose keys, for a key ic_key_ok accepts, all live in their
 * shapes) are recorded as prototypes.
 *
 * An entry also holds the scr__proto_epoch at which its whole chain last
 * matched. While the epoch is the same, no prototype has gained, lost or
 * reflagged a key, changed its own prototype or been freed (object.c bumps
 * the epoch for each), so the receiver's shape and its [[Prototype]]
 * (the recorded object, alive) prove the rest of the chain without reading
 * it: a method that sibling classes inherit from a grandparent costs two
 * compares and the epoch's. */
#define SCR_IC_PROTO_DEPTH 4
#define SCR_IC_PROTO_HITS 8

typedef struct ScrProtoHit {
    uint64_t shape_id; /* the receiver's; 0: unused */
    ScrValue chain[SCR_IC_PROTO_DEPTH];
    uint64_t chain_id[SCR_IC_PROTO_DEPTH];
    uint64_t epoch;   /* scr__proto_epoch when the whole chain last matched */
    uint32_t index;   /* the holder's slot */
    uint8_t depth;    /* 1..SCR_IC_PROTO_DEPTH: the holder is chain[depth - 1] */
    uint8_t accessor; /* the slot holds an accessor: call its getter */
} ScrProtoHit;

struct ScrProtoHits {
    ScrProtoHit hit[SCR_IC_PROTO_HITS];
    uint32_t next;
};

static bool proto_recordable(ScrObject *p) {
    int cls = p->gc.cell.aux;
    return !p->shape->dictionary &&
           (cls == SCR_CLASS_OBJECT || cls == SCR_CLASS_FUNCTION || cls == SCR_CLASS_ARRAY);
}

/* Makes data hit e the entry that the inline path checks (scr__ic_proto_slot
 * in scr.h), valid at the current epoch: the receivers that reach the miss
 * path now are the ones the next reads are likely to see. */
static void ic_take_hit(ScrPropCache *c, const ScrProtoHit *e) {
    /* Field by field rather than through ic_set: scr__get_ic_miss inlines
     * this, and an initializer loads every field before the first store,
     * which costs that function a saved register (dispatch: +0.8%
     * instructions). */
    c->shape_id = e->shape_id;
    c->holder = e->chain[0];
    c->holder_shape_id = e->depth == 1 ? e->chain_id[0] : 0;
    c->new_shape_id = 0;
    c->epoch = scr__proto_epoch;
    c->index = e->index;
    c->kid = 0;
    c->far = e->chain[e->depth - 1];
}

/* A miss that prototype hit e (number i of the site's table) answered.
 * When e also answered the site's previous miss, the site is in a run of
 * receivers like this one (a phase of the program, or the one class it
 * sees once warmed up): e becomes the inline entry. Sites whose receivers
 * take turns (a method of several sibling classes) keep theirs, and skip
 * the stores. */
static void proto_hit_seen(ScrPropCache *c, const ScrProtoHit *e, uint32_t i) {
    if (c->last_hit == i + 1) ic_take_hit(c, e);
    c->last_hit = i + 1;
}

/* The recorded hit for receiver o whose chain still matches, or NULL. */
static ScrProtoHit *proto_hit(ScrPropCache *c, ScrObject *o) {
    struct ScrProtoHits *t = c->protos;
    uint64_t id = o->shape->id;
    ScrValue proto = o->proto;
    uint32_t used = t->next < SCR_IC_PROTO_HITS ? t->next : SCR_IC_PROTO_HITS;
    for (uint32_t i = 0; i < used; i++) {
        ScrProtoHit *e = &t->hit[i];
        if (e->shape_id != id || e->chain[0] != proto) continue;
        if (e->epoch != scr__proto_epoch) {
            ScrValue p = proto;
            int d = 0;
            for (; d < e->depth; d++) {
                if (p != e->chain[d]) break;
                ScrObject *h = scr_obj(p);
                if (h->shape->id != e->chain_id[d]) break;
                p = h->proto;
            }
            if (d < e->depth) continue;
            e->epoch = scr__proto_epoch;
        }
        return e;
    }
    return NULL;
}

/* Records that key, absent from receiver o, was found at slot index of
 * holder, depth levels up o's prototype chain; returns the entry, or NULL
 * when the chain cannot be recorded. */
static ScrProtoHit *proto_record(ScrPropCache *c, ScrObject *o, ScrObject *holder, int index, bool accessor) {
    if (o->shape->dictionary || o->gc.cell.aux == SCR_CLASS_PROXY) return NULL;
    ScrProtoHit e = {.shape_id = o->shape->id, .epoch = scr__proto_epoch, .index = (uint32_t)index,
                     .accessor = accessor};
    ScrValue p = o->proto;
    for (;;) {
        if (!scr_is_object(p) || e.depth == SCR_IC_PROTO_DEPTH) return NULL;
        ScrObject *po = scr_obj(p);
        if (!proto_recordable(po)) return NULL;
        e.chain[e.depth] = p;
        e.chain_id[e.depth] = po->shape->id;
        e.depth++;
        if (po == holder) break;
        p = po->proto;
    }
    if (!c->protos) c->protos = scr__xcalloc(1, sizeof *c->protos);
    ScrProtoHit *slot = &c->protos->hit[c->protos->next++ % SCR_IC_PROTO_HITS];
    *slot = e;
    return slot;
}

/* get_key for a receiver object o that lacks key, recording where the
 * lookup ended when a cache entry can prove it next time. */
static ScrValue get_from_protos(ScrValue obj, ScrObject *o, ScrValue key, ScrPropCache *c) {
    ScrValue cur = o->proto;
    int depth = 0;
    while (scr_is_object(cur) && depth < SCR_IC_PROTO_DEPTH) {
        ScrObject *h = scr_obj(cur);
        OwnProp p;
        if (find_own(h, key, &p)) {
            if (p.kind == OWN_SLOT) {
                ScrProtoHit *e = proto_record(c, o, h, p.index, (p.flags & SCR_PROP_ACCESSOR) != 0);
                /* An inherited method: the inline path proves it from here on. */
                if (e && !e->accessor && c->holder == 0) ic_take_hit(c, e);
            }
            return read_own(&p, obj);
        }
        if (p.kind == OWN_STOP) return SCR_UNDEFINED;
        if (!scr_is_object(h->proto)) return get_key(cur, key, obj);
        cur = h->proto;
        depth++;
    }
    return scr_is_object(cur) ? get_key(cur, key, obj) : SCR_UNDEFINED;
}

static __attribute__((noinline)) ScrValue call_getter(ScrValue acc_cell, ScrValue receiver) {
    ScrAccessor *acc = (ScrAccessor *)scr_as_cell(acc_cell);
    if (scr_is_undefined(acc->getter)) return SCR_UNDEFINED;
    ScrValue g = scr_dup(acc->getter);
    ScrValue r = scr__call(g, receiver, 0, NULL);
    scr_release(g);
    return r;
}

/* The value prototype hit e (number i of c's table) gives receiver obj. */
static inline __attribute__((always_inline)) ScrValue answer_hit(ScrPropCache *c, const ScrProtoHit *e, uint32_t i,
                                                                  ScrValue obj) {
    ScrValue slot = scr_obj(e->chain[e->depth - 1])->slots[e->index];
    if (e->accessor) return call_getter(slot, obj);
    proto_hit_seen(c, e, i);
    return scr_dup(slot);
}

static __attribute__((noinline)) ScrValue get_ic_miss_full(ScrValue obj, ScrValue key, ScrPropCache *c);

/* The miss path's common hits first, in a small function that saves few
 * registers: an own property of one of the site's other shapes
 * (poly), or a prototype hit whose chain matched at the current epoch (a
 * method of sibling classes, or a getter of a base class: dispatch's
 * `s.weight`). Anything else goes to get_ic_miss_full, which checks these
 * again and goes on. */
__attribute__((noinline)) ScrValue scr__get_ic_miss(ScrValue obj, ScrValue key, ScrPropCache *c) {
    if (__builtin_expect(scr_is_object(obj), 1)) {
        ScrObject *o = scr_obj(obj);
        uint64_t id = o->shape->id;
        uint32_t npoly = c->poly_next < SCR_IC_POLY ? c->poly_next : SCR_IC_POLY;
        for (uint32_t i = 0; i < npoly; i++)
            if (c->poly_id[i] == id) return scr_dup(o->slots[c->poly_index[i]]);
        struct ScrProtoHits *t = c->protos;
        if (t) {
            uint32_t used = t->next < SCR_IC_PROTO_HITS ? t->next : SCR_IC_PROTO_HITS;
            for (uint32_t i = 0; i < used; i++) {
                const ScrProtoHit *e = &t->hit[i];
                if (e->shape_id == id && e->chain[0] == o->proto && e->epoch == scr__proto_epoch)
                    return answer_hit(c, e, i, obj);
            }
        }
    }
    return get_ic_miss_full(obj, key, c);
}

static __attribute__((noinline)) ScrValue get_ic_miss_full(ScrValue obj, ScrValue key, ScrPropCache *c) {
    if (scr_is_string(obj)) return get_string_ic(obj, key, c);
    if (!scr_is_object(obj)) return scr_get(obj, key);
    ScrObject *o = scr_obj(obj);
    /* Shape ids are never reused and dictionary shapes never cached, so an
     * id match means the same own data slot. */
    uint64_t id = o->shape->id;
    uint32_t npoly = c->poly_next < SCR_IC_POLY ? c->poly_next : SCR_IC_POLY;
    for (uint32_t i = 0; i < npoly; i++)
        if (c->poly_id[i] == id) return scr_dup(o->slots[c->poly_index[i]]);
    if (c->protos) {
        ScrProtoHit *e = proto_hit(c, o);
        if (e) return answer_hit(c, e, (uint32_t)(e - c->protos->hit), obj);
    }
    if (!ic_key_ok(key)) return scr_get(obj, key);
    OwnProp p;
    if (find_own(o, key, &p)) {
        if (p.kind == OWN_SLOT && !(p.flags & SCR_PROP_ACCESSOR) && !o->shape->dictionary) {
            ic_fill(c, o, NULL, p.index);
            uint32_t k = c->poly_next++ % SCR_IC_POLY;
            c->poly_id[k] = id;
            c->poly_index[k] = (uint32_t)p.index;
        }
        return read_own(&p, obj);
    }
    if (!scr_is_object(o->proto))
        return o->gc.cell.aux == SCR_CLASS_PROXY ? scr__proxy_get(obj, key, obj) : SCR_UNDEFINED;
    ScrObject *h = scr_obj(o->proto);
    if (find_own(h, key, &p)) {
        /* The first prototype data property a site finds goes to the
         * entry the inline path checks. A site that then sees other
         * receiver shapes or prototypes (a method of sibling classes)
         * keeps it and records the others among its prototype hits, where
         * they do not overwrite each other. */
        bool data = p.kind == OWN_SLOT && !(p.flags & SCR_PROP_ACCESSOR) && !o->shape->dictionary;
        if (data && h->shape->dictionary) {
            /* A prototype with a dictionary shape (one of many keys, such
             * as Buffer.prototype), whose id proves nothing: the entry
             * holds while no prototype's keys or flags changed (epoch),
             * and the receiver's shape proves it has no own property of
             * that key. */
            ic_set(c, &(ScrPropCache){.shape_id = id, .holder = o->proto, .epoch = scr__proto_epoch,
                                      .index = (uint32_t)p.index, .far = o->proto});
        } else if (data && c->holder == 0) {
            ic_fill(c, o, h, p.index);
        } else if (p.kind == OWN_SLOT) {
            proto_record(c, o, h, p.index, (p.flags & SCR_PROP_ACCESSOR) != 0);
        }
        return read_own(&p, obj);
    }
    if (p.kind == OWN_STOP) return SCR_UNDEFINED;
    if (!scr_is_object(h->proto))
        return h->gc.cell.aux == SCR_CLASS_PROXY ? scr__proxy_get(o->proto, key, obj) : SCR_UNDEFINED;
    return get_from_protos(obj, o, key, c);
}

/* True if no object on the chain from proto up has key, and each is of a
 * class whose keys all live in its shape (for a non-index key other than
 * "length" and "prototype"): then [[Set]] of key on an extensible receiver
 * without it adds an own data property and runs no code. */
static bool chain_lacks(ScrValue proto, ScrValue key) {
    int depth = 0;
    for (ScrValue p = proto; scr_is_object(p); p = scr_obj(p)->proto) {
        ScrObject *po = scr_obj(p);
        int cls = po->gc.cell.aux;
        if (++depth > 16) return false;
        if (cls != SCR_CLASS_OBJECT && cls != SCR_CLASS_FUNCTION && cls != SCR_CLASS_ARRAY)
            return false;
        if (scr__shape_find(po->shape, key) >= 0) return false;
    }
    return true;
}

static int set_ic_miss(ScrValue obj, ScrValue key, ScrValue val, ScrPropCache *c, bool strict);

int scr__set_ic_miss(ScrValue obj, ScrValue key, ScrValue val, ScrPropCache *c) {
    return set_ic_miss(obj, key, val, c, true);
}

int scr__set_ic_miss_sloppy(ScrValue obj, ScrValue key, ScrValue val, ScrPropCache *c) {
    return set_ic_miss(obj, key, val, c, false);
}

int scr_set_ic_sloppy_c(ScrValue obj, ScrValue key, ScrValue val, ScrPropCache *c) {
    return scr_set_ic_sloppy(obj, key, val, c);
}

static int set_ic_miss(ScrValue obj, ScrValue key, ScrValue val, ScrPropCache *c, bool strict) {
    if (!scr_is_object(obj)) return set_value(obj, key, val, strict);
    ScrObject *o = scr_obj(obj);
    ScrShape *s = o->shape;
    /* A cached add: same shape, same prototype, no prototype changed (the
     * key was checked when the entry was made). */
    if (c->new_shape_id && s->id == c->shape_id && o->proto == c->holder &&
        c->epoch == scr__proto_epoch && o->extensible && c->kid < s->nkids &&
        s->kids[c->kid]->id == c->new_shape_id) {
        ScrShape *k = s->kids[c->kid];
        reserve_slot(o, s->count);
        shape_changing(o);
        o->shape = scr__shape_dup(k);
        scr__shape_release(s); /* k keeps its parent alive */
        o->slots[c->index] = scr_dup(val);
        return 0;
    }
    if (!ic_key_ok(key)) return set_value(obj, key, val, strict);
    OwnProp p;
    if (find_own(o, key, &p)) {
        if (p.kind == OWN_SLOT && (p.flags & (SCR_PROP_ACCESSOR | SCR_PROP_WRITABLE)) == SCR_PROP_WRITABLE &&
            !s->dictionary) {
            ic_fill(c, o, NULL, p.index);
            ScrValue old = *p.slot;
            *p.slot = scr_dup(val);
            scr_release(old);
            return 0;
        }
        if (p.kind == OWN_VIRTUAL) scr_release(p.value);
        return set_key(obj, key, val, obj, strict);
    }
    if (s->dictionary || !o->extensible || !chain_lacks(o->proto, key))
        return set_key(obj, key, val, obj, strict);
    /* Adds the property; no code runs, so s is still o's old shape (and
     * stays alive as the new shape's parent). */
    put_own(o, key, scr_dup(val), SCR_PROP_CWE);
    ScrShape *k = o->shape;
    if (k->dictionary || k->parent != s) return 0;
    keep_transition(k);
    for (uint32_t j = 0; j < s->nkids; j++) {
        if (s->kids[j] != k) continue;
        /* The add itself bumps the epoch when o is a prototype; that
         * changed nothing on o's own chain. */
        ic_set(c, &(ScrPropCache){.shape_id = s->id, .holder = o->proto, .new_shape_id = k->id,
                                  .epoch = scr__proto_epoch, .index = s->count, .kid = j});
        break;
    }
    return 0;
}

/* ------------------------------------------------------------------------
 * Delete, has.
 * ---------------------------------------------------------------------- */

static int delete_key(ScrValue obj, ScrValue key) {
    ScrObject *o = scr_obj(obj);
    OwnProp p;
    if (!find_own(o, key, &p)) {
        if (o->gc.cell.aux == SCR_CLASS_PROXY) return scr__proxy_delete(obj, key, true) < 0 ? -1 : 1;
        return 1;
    }
    if (p.kind == OWN_VIRTUAL) scr_release(p.value);
    if (!(p.flags & SCR_PROP_CONFIGURABLE) ||
        (p.kind == OWN_VIRTUAL && o->gc.cell.aux == SCR_CLASS_TYPED_ARRAY)) {
        char ob[160], after[200];
        if (o->gc.cell.aux == SCR_CLASS_TYPED_ARRAY)
            snprintf(ob, sizeof ob, "[object %s]", scr__ta_name[((ScrTypedArray *)o)->type]);
        else
            scr__value_describe(obj, ob, sizeof ob);
        snprintf(after, sizeof after, "' of %s", ob);
        scr__throw_with_value(SCR_ERR_TYPE, "Cannot delete property '", key, after);
        return -1;
    }
    if (p.kind == OWN_ELEM) {
        ScrValue old = *p.slot;
        *p.slot = SCR_HOLE;
        scr_release(old);
        return 1;
    }
    remove_slot(o, p.index);
    return 1;
}

int scr_delete(ScrValue obj, ScrValue key) {
    if (scr_is_nullish(obj)) {
        /* ToObject(base) fails before the key is converted. */
        scr_throw_type_error("Cannot convert undefined or null to object");
        return -1;
    }
    ScrValue k = scr__to_key(key);
    if (scr_is_exception(k)) return -1;
    int r = 1;
    if (scr_is_object(obj)) {
        r = delete_key(obj, k);
        if (r == 1 && scr_obj(obj)->string_values && scr_is_string(k) && string_values_hook)
            string_values_hook(k, SCR_UNDEFINED);
    } else if (scr_is_string(obj)) {
        uint32_t idx;
        if (k == atom_length() || (key_index(k, &idx) && idx < scr_str(obj)->len)) {
            scr__throw_with_value(SCR_ERR_TYPE, "Cannot delete property '", k,
                                  "' of [object String]");
            r = -1;
        }
    }
    scr_release(k);
    return r;
}

int scr__has_property(ScrValue obj, ScrValue key) {
    for (ScrValue cur = obj; scr_is_object(cur); cur = scr_obj(cur)->proto) {
        OwnProp p;
        if (find_own(scr_obj(cur), key, &p)) {
            if (p.kind == OWN_VIRTUAL) scr_release(p.value);
            return 1;
        }
        if (p.kind == OWN_STOP) return 0;
        if (!scr_is_object(scr_obj(cur)->proto) && scr_as_cell(cur)->aux == SCR_CLASS_PROXY)
            return scr__proxy_has(cur, key);
    }
    return 0;
}

int scr_has(ScrValue key, ScrValue obj) {
    if (!scr_is_object(obj)) {
        /* V8 names the key without running user code, as its
         * side-effect-free ToString does: "#<Map>", "[object Array]", a
         * function's source text, a symbol by its description. */
        ScrValue k = scr_is_object(key) || scr_is_symbol(key) ? scr__value_string(key) : scr_to_string(key);
        if (scr_is_exception(k)) return -1;
        ScrValue o = scr__value_string(obj);
        if (scr_is_exception(o)) {
            scr_release(k);
            return -1;
        }
        ScrValue parts[4] = {SCR_ATOM("Cannot use 'in' operator to search for '"), k,
                             SCR_ATOM("' in "), o};
        scr__throw_with_parts(SCR_ERR_TYPE, 4, parts);
        scr_release(k);
        scr_release(o);
        return -1;
    }
    ScrValue k = scr__to_key(key);
    if (scr_is_exception(k)) return -1;
    int r = scr__has_property(obj, k);
    scr_release(k);
    return r;
}

/* ------------------------------------------------------------------------
 * Defining properties.
 * ---------------------------------------------------------------------- */

int scr__define_value_take(ScrValue obj, ScrValue key, ScrValue val_take, int flags) {
    /* Appending to a plain dense array (map, filter, Array.from build their
     * results this way): no key string, no lookup. */
    if (scr_is_number(key) && flags == SCR_PROP_CWE && scr__class_of(obj) == SCR_CLASS_ARRAY) {
        ScrArray *a = (ScrArray *)scr_obj(obj);
        /* The next dense index: a push, or filling an array made with its
         * length (map's result) from the front. */
        if (scr_as_number(key) == (double)a->used && a->used <= a->length && a->used < UINT32_MAX - 1 &&
            !a->has_sparse && a->length_writable && a->obj.extensible) {
            scr__array_reserve(a, a->used + 1);
            a->elems[a->used++] = val_take;
            if (a->used > a->length) a->length = a->used;
            return 0;
        }
    }
    ScrValue k = scr__to_key(key);
    if (scr_is_exception(k)) {
        scr_release(val_take);
        return -1;
    }
    ScrObject *o = scr_obj(obj);
    OwnProp p;
    if (find_own(o, k, &p)) {
        if (p.kind == OWN_VIRTUAL) {
            scr_release(p.value);
            int r = 0;
            if (o->gc.cell.aux == SCR_CLASS_ARRAY && k == atom_length())
                r = scr__array_set_length((ScrArray *)o, val_take);
            scr_release(val_take);
            scr_release(k);
            return r;
        }
        if (p.kind == OWN_ELEM && flags == SCR_PROP_CWE) {
            ScrValue old = *p.slot;
            *p.slot = val_take;
            scr_release(old);
            scr_release(k);
            return 0;
        }
        if (p.kind == OWN_ELEM) {
            ScrValue old = *p.slot;
            *p.slot = SCR_HOLE;
            scr_release(old);
        }
    } else if (o->gc.cell.aux == SCR_CLASS_PROXY) {
        /* CreateDataProperty on a proxy: its defineProperty trap. */
        ScrPropDesc d = {flags, val_take, SCR_UNDEFINED, SCR_UNDEFINED};
        int r = scr__proxy_define_own_property(obj, k, &d, SCR_DESC_HAS_VALUE | SCR_DESC_HAS_WRITABLE |
                                                   SCR_DESC_HAS_ENUMERABLE | SCR_DESC_HAS_CONFIGURABLE, true);
        scr_release(val_take);
        scr_release(k);
        return r < 0 ? -1 : 0;
    }
    put_own(o, k, val_take, (uint32_t)flags);
    scr_release(k);
    return 0;
}

int scr__define_str_take(ScrValue obj, const char *name, ScrValue val_take, int flags) {
    return scr__define_value_take(obj, scr__atom(name), val_take, flags);
}

int scr_define_field(ScrValue obj, ScrValue key, ScrValue val) {
    ScrObject *o = scr_obj(obj);
    if (!o->extensible && o->gc.cell.aux != SCR_CLASS_PROXY) {
        ScrValue k = scr__to_key(key);
        if (scr_is_exception(k)) return -1;
        OwnProp p;
        int found = find_own(o, k, &p);
        if (found && p.kind == OWN_VIRTUAL) scr_release(p.value);
        if (!found) {
            scr__throw_with_value(SCR_ERR_TYPE, "Cannot define property ", k,
                                  ", object is not extensible");
            scr_release(k);
            return -1;
        }
        scr_release(k);
    }
    return scr__define_value_take(obj, key, scr_dup(val), SCR_PROP_CWE);
}

int scr_define_field_take(ScrValue obj, ScrValue key, ScrValue val) {
    if (scr_obj(obj)->extensible) return scr__define_value_take(obj, key, val, SCR_PROP_CWE);
    int r = scr_define_field(obj, key, val);
    scr_release(val);
    return r;
}

int scr_define_method(ScrValue obj, ScrValue key, ScrValue fn, bool enumerable) {
    return scr__define_value_take(obj, key, scr_dup(fn),
                                  enumerable ? SCR_PROP_CWE : SCR_PROP_CW);
}

/* Defines or merges an accessor; undefined getter/setter keeps the other half
 * of an existing accessor. */
static int define_accessor_key(ScrObject *o, ScrValue k, ScrValue getter, ScrValue setter,
                               int flags, bool merge) {
    OwnProp p;
    ScrValue g = getter, s = setter;
    if (find_own(o, k, &p)) {
        if (p.kind == OWN_VIRTUAL) scr_release(p.value);
        if (merge && p.kind == OWN_SLOT && (p.flags & SCR_PROP_ACCESSOR)) {
            ScrAccessor *acc = (ScrAccessor *)scr_as_cell(*p.slot);
            if (scr_is_undefined(g)) g = acc->getter;
            if (scr_is_undefined(s)) s = acc->setter;
        }
        if (p.kind == OWN_ELEM) {
            ScrValue old = *p.slot;
            *p.slot = SCR_HOLE;
            scr_release(old);
        }
    }
    ScrValue acc = accessor_new(g, s);
    put_own(o, k, acc, (uint32_t)flags | SCR_PROP_ACCESSOR);
    return 0;
}

int scr_define_accessor(ScrValue obj, ScrValue key, ScrValue getter, ScrValue setter,
                        bool enumerable) {
    ScrValue k = scr__to_key(key);
    if (scr_is_exception(k)) return -1;
    int r = define_accessor_key(scr_obj(obj), k, getter, setter,
                                SCR_PROP_CONFIGURABLE | (enumerable ? SCR_PROP_ENUMERABLE : 0), true);
    scr_release(k);
    return r;
}

int scr__define_accessor_flags(ScrValue obj, ScrValue key, ScrValue getter, ScrValue setter,
                               int flags) {
    ScrValue k = scr__to_key(key);
    if (scr_is_exception(k)) return -1;
    int r = define_accessor_key(scr_obj(obj), k, getter, setter, flags & ~SCR_PROP_WRITABLE, false);
    scr_release(k);
    return r;
}

ScrValue scr__define_native(ScrValue obj, const char *name, ScrCode fn, int length) {
    ScrValue f = scr_native_new(fn, name, length);
    if (scr__define_str_take(obj, name, f, SCR_PROP_CW) < 0) return SCR_EXCEPTION;
    return f;
}

void scr__define_tag(ScrValue obj, const char *tag) {
    scr__define_value_take(obj, scr__thread.realm->sym_to_string_tag,
                           scr_string_from_utf8(tag, strlen(tag)), SCR_PROP_CONFIGURABLE);
}

ScrValue scr__define_native_sym(ScrValue obj, ScrValue sym, const char *name, ScrCode fn,
                                int length) {
    ScrValue f = scr_native_new(fn, name, length);
    if (scr__define_value_take(obj, sym, f, SCR_PROP_CW) < 0) return SCR_EXCEPTION;
    return f;
}

int scr__define_native_accessor(ScrValue obj, const char *name, ScrCode getter, ScrCode setter) {
    char buf[128];
    snprintf(buf, sizeof buf, "get %s", name);
    ScrValue g = getter ? scr_native_new(getter, buf, 0) : SCR_UNDEFINED;
    snprintf(buf, sizeof buf, "set %s", name);
    ScrValue s = setter ? scr_native_new(setter, buf, 1) : SCR_UNDEFINED;
    int r = define_accessor_key(scr_obj(obj), scr__atom(name), g, s, SCR_PROP_CONFIGURABLE, false);
    scr_release(g);
    scr_release(s);
    return r;
}

/* ------------------------------------------------------------------------
 * Own keys and descriptors.
 * ---------------------------------------------------------------------- */

static int cmp_u32(const void *a, const void *b) {
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

static ScrValue index_key(uint32_t i) {
    char buf[16];
    int n = snprintf(buf, sizeof buf, "%u", i);
    return scr_atom_from_utf8(buf, (size_t)n);
}

/* scr__own_keys of a proxy: its [[OwnPropertyKeys]], filtered by kind and,
 * for SCR_KEYS_ENUMERABLE, by [[GetOwnProperty]] of each key. */
static ScrValue exotic_own_keys(ScrValue obj, int which) {
    ScrValue all = scr__proxy_own_keys(obj);
    if (scr_is_exception(all)) return all;
    ScrValue out = scr_array_new(0);
    uint32_t n = scr_array_length(all);
    for (uint32_t i = 0; i < n; i++) {
        ScrValue k = scr_array_at(all, i);
        if (!(which & (scr_is_symbol(k) ? SCR_KEYS_SYMBOLS : SCR_KEYS_STRINGS))) continue;
        if (which & SCR_KEYS_ENUMERABLE) {
            ScrPropDesc d;
            int f = scr__get_own_property(obj, k, &d);
            if (f < 0) {
                scr_release(out);
                scr_release(all);
                return SCR_EXCEPTION;
            }
            bool en = f == 1 && (d.flags & SCR_PROP_ENUMERABLE);
            scr__desc_release(&d);
            if (!en) continue;
        }
        scr_array_push(out, k);
    }
    scr_release(all);
    return out;
}

ScrValue scr__own_keys(ScrValue obj, int which) {
    ScrValue out = scr_array_new(0);
    if (!scr_is_object(obj)) {
        if (scr_is_string(obj) && (which & SCR_KEYS_STRINGS)) {
            for (uint32_t i = 0; i < scr_str(obj)->len; i++) scr__array_push_take(out, index_key(i));
        }
        return out;
    }
    ScrObject *o = scr_obj(obj);
    int cls = o->gc.cell.aux;
    bool enum_only = which & SCR_KEYS_ENUMERABLE;
    if (cls == SCR_CLASS_PROXY) {
        scr_release(out);
        return exotic_own_keys(obj, which);
    }
    /* A deferred `prototype` is not enumerable: listing only enumerable keys
     * (inspect, Object.keys) need not create it, nor the cycle it brings. */
    if (cls == SCR_CLASS_FUNCTION && !enum_only) scr__function_materialize_proto((ScrFunction *)o);
    if (which & SCR_KEYS_STRINGS) {
        /* Integer keys: dense elements, string characters, sparse shape keys. */
        uint32_t *idx = NULL;
        size_t n = 0, cap = 0;
#define ADD_IDX(v)                                                          \
    do {                                                                    \
        SCR_GROW(idx, cap, n + 1, 16);                                      \
        idx[n++] = (v);                                                     \
    } while (0)
        if (is_arraylike_class(cls)) {
            ScrArray *a = (ScrArray *)o;
            for (uint32_t i = 0; i < a->used; i++)
                if (a->elems[i] != SCR_HOLE) ADD_IDX(i);
        } else if (cls == SCR_CLASS_STRING) {
            uint32_t len = scr_str(((ScrPrimitiveObject *)o)->value)->len;
            for (uint32_t i = 0; i < len; i++) ADD_IDX(i);
        } else if (cls == SCR_CLASS_TYPED_ARRAY) {
            uint32_t len = ((ScrTypedArray *)o)->length;
            for (uint32_t i = 0; i < len; i++) ADD_IDX(i);
        }
        size_t dense = n;
        uint32_t k;
        for (uint32_t i = 0; i < o->shape->count; i++) {
            ScrShapeProp *sp = &o->shape->props[i];
            if (enum_only && !(sp->flags & SCR_PROP_ENUMERABLE)) continue;
            if (key_index(sp->key, &k)) ADD_IDX(k);
        }
        if (n > dense) qsort(idx, n, sizeof *idx, cmp_u32);
        for (size_t i = 0; i < n; i++) scr__array_push_take(out, index_key(idx[i]));
        free(idx);
#undef ADD_IDX
        if (!enum_only && (cls == SCR_CLASS_ARRAY || cls == SCR_CLASS_STRING))
            scr__array_push_take(out, scr_dup(atom_length()));
        for (uint32_t i = 0; i < o->shape->count; i++) {
            ScrShapeProp *sp = &o->shape->props[i];
            if (!scr_is_string(sp->key) || key_index(sp->key, &k)) continue;
            if (enum_only && !(sp->flags & SCR_PROP_ENUMERABLE)) continue;
            scr__array_push_take(out, scr_dup(sp->key));
        }
    }
    if (which & SCR_KEYS_SYMBOLS) {
        for (uint32_t i = 0; i < o->shape->count; i++) {
            ScrShapeProp *sp = &o->shape->props[i];
            if (!scr_is_symbol(sp->key)) continue;
            if (scr_as_cell(sp->key)->aux & SCR_SYMBOL_PRIVATE) continue;
            if (enum_only && !(sp->flags & SCR_PROP_ENUMERABLE)) continue;
            scr__array_push_take(out, scr_dup(sp->key));
        }
    }
    return out;
}

int scr__get_own_property(ScrValue obj, ScrValue key, ScrPropDesc *out) {
    out->flags = 0;
    out->value = out->getter = out->setter = SCR_UNDEFINED;
    if (!scr_is_object(obj)) return 0;
    ScrValue k = scr__to_key(key);
    if (scr_is_exception(k)) return -1;
    OwnProp p;
    int found = find_own(scr_obj(obj), k, &p);
    if (!found && scr_as_cell(obj)->aux == SCR_CLASS_PROXY) {
        found = scr__proxy_get_own_property(obj, k, out);
        scr_release(k);
        return found;
    }
    scr_release(k);
    if (!found) return 0;
    out->flags = (int)p.flags;
    if (p.kind == OWN_VIRTUAL) {
        out->value = p.value;
    } else if ((p.flags & SCR_PROP_ACCESSOR) && scr__class_of(obj) == SCR_CLASS_NAMESPACE) {
        /* A namespace export reads as a writable data property holding the
         * binding's current value (reading it may throw in the TDZ). */
        ScrValue v = scr__call(((ScrAccessor *)scr_as_cell(*p.slot))->getter, obj, 0, NULL);
        if (scr_is_exception(v)) return -1;
        out->value = v;
        out->flags = SCR_PROP_ENUMERABLE | SCR_PROP_WRITABLE;
    } else if (p.flags & SCR_PROP_ACCESSOR) {
        ScrAccessor *acc = (ScrAccessor *)scr_as_cell(*p.slot);
        out->getter = scr_dup(acc->getter);
        out->setter = scr_dup(acc->setter);
    } else {
        out->value = scr_dup(*p.slot);
    }
    return 1;
}

void scr__desc_release(ScrPropDesc *d) {
    scr_clear(&d->value);
    scr_clear(&d->getter);
    scr_clear(&d->setter);
}

/* Used by Object.defineProperty (builtins): validates against the current
 * property and applies. `has` bits say which fields the descriptor had. */
int scr__define_own_property(ScrValue obj, ScrValue key, const ScrPropDesc *d, int has) {
    ScrObject *o = scr_obj(obj);
    /* A redefinition can replace an accessor in its slot without changing
     * the shape; scr_get_length's cache has proved a getter's identity. */
    if (o->is_proto) scr__proto_epoch++;
    ScrValue k = scr__to_key(key);
    if (scr_is_exception(k)) return -1;
    if (o->gc.cell.aux == SCR_CLASS_PROXY) {
        int r = scr__proxy_define_own_property(obj, k, d, has, true);
        scr_release(k);
        return r < 0 ? -1 : 0;
    }
    bool is_acc = has & (SCR_DESC_HAS_GET | SCR_DESC_HAS_SET);
    int r = 0;
    double nk;
    if (o->gc.cell.aux == SCR_CLASS_TYPED_ARRAY && scr__ta_numeric_key(k, &nk)) {
        /* A typed array's [[DefineOwnProperty]] of a numeric key: only a
         * valid index, only a writable, enumerable, configurable data
         * element, whose value is stored. */
        uint32_t idx;
        if (!scr__ta_valid_index((ScrTypedArray *)o, nk, &idx)) {
            scr_release(k);
            scr_throw_type_error("Invalid typed array index");
            return -1;
        }
        if (is_acc || ((has & SCR_DESC_HAS_CONFIGURABLE) && !(d->flags & SCR_PROP_CONFIGURABLE)) ||
            ((has & SCR_DESC_HAS_ENUMERABLE) && !(d->flags & SCR_PROP_ENUMERABLE)) ||
            ((has & SCR_DESC_HAS_WRITABLE) && !(d->flags & SCR_PROP_WRITABLE))) {
            scr__throw_with_value(SCR_ERR_TYPE, "Cannot redefine property: ", k, "");
            scr_release(k);
            return -1;
        }
        scr_release(k);
        if (has & SCR_DESC_HAS_VALUE) return scr__ta_store((ScrTypedArray *)o, idx, d->value);
        return 0;
    }
    OwnProp p;
    int found = find_own(o, k, &p);
    if (!found) {
        if (!o->extensible || past_fixed_length(o, k)) {
            scr__throw_with_value(SCR_ERR_TYPE, "Cannot define property ", k,
                                  ", object is not extensible");
            r = -1;
        } else if (is_acc) {
            r = define_accessor_key(o, k, d->getter, d->setter,
                                    d->flags & (SCR_PROP_ENUMERABLE | SCR_PROP_CONFIGURABLE), false);
        } else {
            put_own(o, k, scr_dup(d->value), (uint32_t)d->flags & SCR_PROP_CWE);
        }
        scr_release(k);
        return r;
    }
    if (p.kind == OWN_VIRTUAL) {
        /* Only array length is redefinable here (value and writable). */
        scr_release(p.value);
        if (o->gc.cell.aux == SCR_CLASS_ARRAY && k == atom_length() && !is_acc &&
            !(has & SCR_DESC_HAS_ENUMERABLE && (d->flags & SCR_PROP_ENUMERABLE)) &&
            !(has & SCR_DESC_HAS_CONFIGURABLE && (d->flags & SCR_PROP_CONFIGURABLE))) {
            ScrArray *a = (ScrArray *)o;
            if (has & SCR_DESC_HAS_VALUE) {
                if (!a->length_writable) {
                    double nv;
                    if (scr_to_number(d->value, &nv) < 0) r = -1;
                    else if (nv != a->length) r = -2;
                } else {
                    r = scr__array_set_length(a, d->value);
                }
            }
            if (r == 0 && (has & SCR_DESC_HAS_WRITABLE) && !(d->flags & SCR_PROP_WRITABLE))
                a->length_writable = 0;
            if (r == 0 && (has & SCR_DESC_HAS_WRITABLE) && (d->flags & SCR_PROP_WRITABLE) &&
                !a->length_writable)
                r = -2;
        } else {
            r = -2;
        }
        if (r == -2) {
            scr__throw_with_value(SCR_ERR_TYPE, "Cannot redefine property: ", k, "");
            r = -1;
        }
        scr_release(k);
        return r;
    }
    uint32_t cur = p.flags;
    bool cur_acc = cur & SCR_PROP_ACCESSOR;
    if (!(cur & SCR_PROP_CONFIGURABLE)) {
        bool bad = false;
        if ((has & SCR_DESC_HAS_CONFIGURABLE) && (d->flags & SCR_PROP_CONFIGURABLE)) bad = true;
        if ((has & SCR_DESC_HAS_ENUMERABLE) &&
            ((d->flags & SCR_PROP_ENUMERABLE) != (int)(cur & SCR_PROP_ENUMERABLE)))
            bad = true;
        if (is_acc != cur_acc && (is_acc || (has & (SCR_DESC_HAS_VALUE | SCR_DESC_HAS_WRITABLE))))
            bad = true;
        if (!bad && cur_acc) {
            ScrAccessor *acc = (ScrAccessor *)scr_as_cell(*p.slot);
            if ((has & SCR_DESC_HAS_GET) && d->getter != acc->getter) bad = true;
            if ((has & SCR_DESC_HAS_SET) && d->setter != acc->setter) bad = true;
        } else if (!bad && !cur_acc && !(cur & SCR_PROP_WRITABLE)) {
            if ((has & SCR_DESC_HAS_WRITABLE) && (d->flags & SCR_PROP_WRITABLE)) bad = true;
            if ((has & SCR_DESC_HAS_VALUE) && !scr__same_value(d->value, *p.slot)) bad = true;
        }
        if (bad) {
            scr__throw_with_value(SCR_ERR_TYPE, "Cannot redefine property: ", k, "");
            scr_release(k);
            return -1;
        }
    }
    /* Merge the descriptor into the current property. */
    uint32_t nf = cur & (SCR_PROP_ENUMERABLE | SCR_PROP_CONFIGURABLE);
    if (has & SCR_DESC_HAS_ENUMERABLE)
        nf = (nf & ~SCR_PROP_ENUMERABLE) | (d->flags & SCR_PROP_ENUMERABLE);
    if (has & SCR_DESC_HAS_CONFIGURABLE)
        nf = (nf & ~SCR_PROP_CONFIGURABLE) | (d->flags & SCR_PROP_CONFIGURABLE);
    if (is_acc || (cur_acc && !(has & (SCR_DESC_HAS_VALUE | SCR_DESC_HAS_WRITABLE)))) {
        ScrValue g = SCR_UNDEFINED, s = SCR_UNDEFINED;
        if (cur_acc) {
            ScrAccessor *acc = (ScrAccessor *)scr_as_cell(*p.slot);
            g = acc->getter;
            s = acc->setter;
        }
        if (has & SCR_DESC_HAS_GET) g = d->getter;
        if (has & SCR_DESC_HAS_SET) s = d->setter;
        g = scr_dup(g);
        s = scr_dup(s);
        r = define_accessor_key(o, k, g, s, (int)nf, false);
        scr_release(g);
        scr_release(s);
    } else {
        if (!cur_acc) nf |= cur & SCR_PROP_WRITABLE;
        if (has & SCR_DESC_HAS_WRITABLE)
            nf = (nf & ~SCR_PROP_WRITABLE) | (d->flags & SCR_PROP_WRITABLE);
        ScrValue v = (has & SCR_DESC_HAS_VALUE) ? d->value : (cur_acc ? SCR_UNDEFINED : *p.slot);
        v = scr_dup(v);
        if (p.kind == OWN_ELEM) {
            if (nf == SCR_PROP_CWE) {
                ScrValue old = *p.slot;
                *p.slot = v;
                scr_release(old);
                scr_release(k);
                return 0;
            }
            ScrValue old = *p.slot;
            *p.slot = SCR_HOLE;
            scr_release(old);
        }
        put_own(o, k, v, nf);
    }
    scr_release(k);
    return r;
}

/* Object.freeze / preventExtensions helpers. */
void scr__object_freeze(ScrValue obj) { scr__object_seal(obj, true); }

void scr__object_seal(ScrValue obj, bool freeze) {
    ScrObject *o = scr_obj(obj);
    uint32_t elem_flags = SCR_PROP_ENUMERABLE | (freeze ? 0 : SCR_PROP_WRITABLE);
    o->extensible = 0;
    if (is_arraylike_class(o->gc.cell.aux)) {
        ScrArray *a = (ScrArray *)o;
        /* Move dense elements into the shape as read-only properties so that
         * every element path sees the new flags. */
        for (uint32_t i = 0; i < a->used; i++) {
            if (a->elems[i] == SCR_HOLE) continue;
            ScrValue v = a->elems[i];
            a->elems[i] = SCR_HOLE;
            ScrValue key = index_key(i);
            a->has_sparse = 1;
            add_slot(o, key, v, elem_flags);
            scr_release(key);
        }
        a->used = 0;
        if (freeze) a->length_writable = 0;
    }
    for (uint32_t i = 0; i < o->shape->count; i++) {
        uint32_t f = o->shape->props[i].flags & ~SCR_PROP_CONFIGURABLE;
        if (freeze && !(f & SCR_PROP_ACCESSOR)) f &= ~SCR_PROP_WRITABLE;
        set_slot_flags(o, (int)i, f);
    }
}

bool scr__object_is_sealed(ScrValue obj) {
    if (!scr_is_object(obj)) return true;
    ScrObject *o = scr_obj(obj);
    if (o->extensible) return false;
    if (is_arraylike_class(o->gc.cell.aux)) {
        ScrArray *a = (ScrArray *)o;
        for (uint32_t i = 0; i < a->used; i++)
            if (a->elems[i] != SCR_HOLE) return false;
    }
    for (uint32_t i = 0; i < o->shape->count; i++)
        if (o->shape->props[i].flags & SCR_PROP_CONFIGURABLE) return false;
    return true;
}

bool scr__object_is_frozen(ScrValue obj) {
    if (!scr_is_object(obj)) return true;
    ScrObject *o = scr_obj(obj);
    if (o->extensible) return false;
    if (o->gc.cell.aux == SCR_CLASS_TYPED_ARRAY && ((ScrTypedArray *)o)->length) return false;
    if (is_arraylike_class(o->gc.cell.aux)) {
        ScrArray *a = (ScrArray *)o;
        for (uint32_t i = 0; i < a->used; i++)
            if (a->elems[i] != SCR_HOLE) return false;
        if (o->gc.cell.aux == SCR_CLASS_ARRAY && a->length_writable) return false;
    }
    for (uint32_t i = 0; i < o->shape->count; i++) {
        uint32_t f = o->shape->props[i].flags;
        if (f & SCR_PROP_CONFIGURABLE) return false;
        if (!(f & SCR_PROP_ACCESSOR) && (f & SCR_PROP_WRITABLE)) return false;
        /* A namespace's exports are getters that read as writable data. */
        if ((f & SCR_PROP_ACCESSOR) && o->gc.cell.aux == SCR_CLASS_NAMESPACE) return false;
    }
    return true;
}

/* ------------------------------------------------------------------------
 * The internal methods for any object, proxies included (object.h). The
 * ordinary paths above stay as they were; these add the dispatch and the
 * boolean (non-strict) results that Reflect needs.
 * ---------------------------------------------------------------------- */

ScrValue scr__get_prototype_of(ScrValue obj) {
    if (scr__is_proxy(obj)) return scr__proxy_get_prototype_of(obj);
    return scr_dup(scr__get_proto(obj));
}

int scr__set_prototype_of(ScrValue obj, ScrValue proto, bool strict) {
    if (!scr_is_object(obj)) return 1;
    if (scr__is_proxy(obj)) return scr__proxy_set_prototype_of(obj, proto, strict);
    if (strict) return scr__set_proto(obj, proto) < 0 ? -1 : 1;
    ScrObject *o = scr_obj(obj);
    if (o->proto == proto) return 1;
    if (!o->extensible) return 0;
    /* A proxy on the new chain ends the cycle check, as the spec says. */
    for (ScrValue p = proto; scr_is_object(p) && !scr__is_proxy(p); p = scr_obj(p)->proto)
        if (p == obj) return 0;
    return scr__set_proto(obj, proto) < 0 ? -1 : 1;
}

int scr__is_extensible(ScrValue obj) {
    if (!scr_is_object(obj)) return 0;
    if (scr__is_proxy(obj)) return scr__proxy_is_extensible(obj);
    return scr_obj(obj)->extensible;
}

int scr__prevent_extensions(ScrValue obj, bool strict) {
    if (!scr_is_object(obj)) return 1;
    if (scr__is_proxy(obj)) return scr__proxy_prevent_extensions(obj, strict);
    scr_obj(obj)->extensible = 0;
    return 1;
}

/* The ordinary paths report a refusal by throwing; without `strict` the
 * refusal becomes false. They run no JS code once the key is converted
 * (Reflect converts values that could, such as an array length, first),
 * so a throw there is always a refusal. */
static int soften(int r, bool strict) {
    if (r >= 0) return 1;
    if (strict) return -1;
    scr_release(scr_exception_take());
    return 0;
}

/* A module namespace's [[DefineOwnProperty]] for an export (a string key):
 * it changes nothing, and succeeds when d describes what the export already
 * is, a writable, enumerable, non-configurable data property with its
 * current value. 1 when it does, 0 when the ordinary path is to answer (it
 * refuses), -1 when reading the export threw (its dead zone). */
static int namespace_define_same(ScrValue obj, ScrValue key, const ScrPropDesc *d, int has) {
    if (scr_is_symbol(key)) return 0;
    ScrPropDesc cur;
    int r = scr__get_own_property(obj, key, &cur);
    if (r <= 0) return r;
    bool same = !((has & SCR_DESC_HAS_CONFIGURABLE) && (d->flags & SCR_PROP_CONFIGURABLE)) &&
                !((has & SCR_DESC_HAS_ENUMERABLE) && !(d->flags & SCR_PROP_ENUMERABLE)) &&
                !(has & (SCR_DESC_HAS_GET | SCR_DESC_HAS_SET)) &&
                !((has & SCR_DESC_HAS_WRITABLE) && !(d->flags & SCR_PROP_WRITABLE)) &&
                (!(has & SCR_DESC_HAS_VALUE) || scr__same_value(d->value, cur.value));
    scr__desc_release(&cur);
    return same;
}

int scr__define_own_property_ex(ScrValue obj, ScrValue key, const ScrPropDesc *d, int has, bool strict) {
    if (scr__class_of(obj) == SCR_CLASS_NAMESPACE) {
        int r = namespace_define_same(obj, key, d, has);
        if (r != 0) return r;
    }
    if (scr__is_proxy(obj)) {
        ScrValue k = scr__to_key(key);
        if (scr_is_exception(k)) return -1;
        int r = scr__proxy_define_own_property(obj, k, d, has, strict);
        scr_release(k);
        return r;
    }
    if (!strict && (has & SCR_DESC_HAS_VALUE) && scr__class_of(obj) == SCR_CLASS_ARRAY) {
        /* An array length's conversion may run JS code and throws a
         * RangeError for a bad length: neither is a refusal. */
        ScrValue k = scr__to_key(key);
        if (scr_is_exception(k)) return -1;
        bool is_len = k == atom_length();
        scr_release(k);
        if (is_len) {
            double n;
            if (scr_to_number(d->value, &n) < 0) return -1;
            if (!(n >= 0 && n <= 4294967295.0 && n == (double)(uint32_t)n)) {
                scr_throw_range_error("Invalid array length");
                return -1;
            }
            ScrPropDesc nd = *d;
            nd.value = scr_number(n);
            return soften(scr__define_own_property(obj, key, &nd, has), false);
        }
    }
    return soften(scr__define_own_property(obj, key, d, has), strict);
}

/* `delete` in sloppy code: a property that cannot be deleted gives false
 * instead of a TypeError. */
int scr_delete_sloppy(ScrValue obj, ScrValue key) {
    if (scr_is_nullish(obj)) return scr_delete(obj, key);
    ScrValue k = scr__to_key(key);
    if (scr_is_exception(k)) return -1;
    int r = 1;
    if (scr_is_object(obj)) {
        r = scr__delete_property(obj, k, false);
        if (r == 1 && scr_obj(obj)->string_values && scr_is_string(k) && string_values_hook)
            string_values_hook(k, SCR_UNDEFINED);
    } else if (scr_is_string(obj)) {
        uint32_t idx;
        if (k == atom_length() || (key_index(k, &idx) && idx < scr_str(obj)->len)) r = 0;
    }
    scr_release(k);
    return r;
}

int scr__delete_property(ScrValue obj, ScrValue key, bool strict) {
    if (scr__is_proxy(obj)) return scr__proxy_delete(obj, key, strict);
    if (!scr_is_object(obj)) return 1;
    return soften(delete_key(obj, key), strict);
}

/* OrdinarySet as a boolean (Reflect.set): 1, 0, or -1. */
static int ordinary_set_soft(ScrValue o, ScrValue key, ScrValue v, ScrValue receiver) {
    ScrPropDesc d;
    int found = 0;
    for (ScrValue cur = o; scr_is_object(cur); cur = scr_obj(cur)->proto) {
        if (scr__is_proxy(cur)) return scr__proxy_set(cur, key, v, receiver, false);
        found = scr__get_own_property(cur, key, &d);
        if (found < 0) return -1;
        if (found) break;
    }
    if (found && (d.flags & SCR_PROP_ACCESSOR)) {
        ScrValue setter = scr_dup(d.setter);
        scr__desc_release(&d);
        if (scr_is_undefined(setter)) return 0;
        ScrValue r = scr__call(setter, receiver, 1, &v);
        scr_release(setter);
        if (scr_is_exception(r)) return -1;
        scr_release(r);
        return 1;
    }
    bool writable = !found || (d.flags & SCR_PROP_WRITABLE);
    if (found) scr__desc_release(&d);
    if (!writable || !scr_is_object(receiver)) return 0;
    return set_on_exotic(receiver, key, v, false);
}

int scr__set_property(ScrValue obj, ScrValue key, ScrValue val, ScrValue receiver, bool strict) {
    if (scr__is_proxy(obj)) return scr__proxy_set(obj, key, val, receiver, strict);
    /* A typed array's [[Set]] of a numeric key on itself is an element
     * store, true even past the end. */
    double nk;
    if (obj == receiver && scr__class_of(obj) == SCR_CLASS_TYPED_ARRAY && scr__ta_numeric_key(key, &nk))
        return set_key(obj, key, val, receiver, true) < 0 ? -1 : 1;
    if (strict) return set_key(obj, key, val, receiver, true) < 0 ? -1 : 1;
    return ordinary_set_soft(obj, key, val, receiver);
}

int scr__to_property_descriptor(ScrValue d, ScrPropDesc *out, int *has) {
    out->flags = 0;
    out->value = out->getter = out->setter = SCR_UNDEFINED;
    *has = 0;
    if (!scr_is_object(d)) {
        char buf[128];
        scr__value_describe(d, buf, sizeof buf);
        scr_throw_type_error("Property description must be an object: %s", buf);
        return -1;
    }
    static const struct {
        const char *name;
        int has, flag;
    } bools[] = {
        {"enumerable", SCR_DESC_HAS_ENUMERABLE, SCR_PROP_ENUMERABLE},
        {"configurable", SCR_DESC_HAS_CONFIGURABLE, SCR_PROP_CONFIGURABLE},
        {"writable", SCR_DESC_HAS_WRITABLE, SCR_PROP_WRITABLE},
    };
    for (int i = 0; i < 3; i++) {
        ScrValue k = scr__atom(bools[i].name);
        int h = scr__has_property(d, k);
        if (h < 0) return -1;
        if (!h) continue;
        ScrValue v = scr_get(d, k);
        if (scr_is_exception(v)) return -1;
        *has |= bools[i].has;
        if (scr_to_boolean(v)) out->flags |= bools[i].flag;
        scr_release(v);
    }
    int h = scr__has_property(d, SCR_ATOM("value"));
    if (h < 0) return -1;
    if (h) {
        out->value = scr__get_str(d, "value");
        if (scr_is_exception(out->value)) {
            out->value = SCR_UNDEFINED;
            return -1;
        }
        *has |= SCR_DESC_HAS_VALUE;
    }
    const char *acc[2] = {"get", "set"};
    for (int i = 0; i < 2; i++) {
        h = scr__has_property(d, scr__atom(acc[i]));
        if (h < 0) return -1;
        if (!h) continue;
        ScrValue f = scr__get_str(d, acc[i]);
        if (scr_is_exception(f)) return -1;
        if (!scr_is_undefined(f) && !scr__is_callable(f)) {
            char buf[128];
            scr__value_describe(f, buf, sizeof buf);
            scr_release(f);
            scr_throw_type_error("%s must be a function: %s", i ? "Setter" : "Getter", buf);
            return -1;
        }
        if (i) out->setter = f;
        else out->getter = f;
        *has |= i ? SCR_DESC_HAS_SET : SCR_DESC_HAS_GET;
    }
    if ((*has & (SCR_DESC_HAS_GET | SCR_DESC_HAS_SET)) &&
        (*has & (SCR_DESC_HAS_VALUE | SCR_DESC_HAS_WRITABLE))) {
        char buf[128];
        scr__value_describe(d, buf, sizeof buf);
        scr_throw_type_error("Invalid property descriptor. Cannot both specify accessors and a value or writable "
                             "attribute, %s",
                             buf);
        return -1;
    }
    if (*has & (SCR_DESC_HAS_GET | SCR_DESC_HAS_SET)) out->flags |= SCR_PROP_ACCESSOR;
    return 0;
}

ScrValue scr__from_property_descriptor(const ScrPropDesc *d, int has) {
    if (has == -1) {
        has = SCR_DESC_HAS_ENUMERABLE | SCR_DESC_HAS_CONFIGURABLE;
        has |= (d->flags & SCR_PROP_ACCESSOR) ? SCR_DESC_HAS_GET | SCR_DESC_HAS_SET
                                              : SCR_DESC_HAS_VALUE | SCR_DESC_HAS_WRITABLE;
    }
    ScrValue r = scr_object_new();
    if (has & SCR_DESC_HAS_VALUE) scr__define_str_take(r, "value", scr_dup(d->value), SCR_PROP_CWE);
    if (has & SCR_DESC_HAS_WRITABLE)
        scr__define_str_take(r, "writable", scr_bool(d->flags & SCR_PROP_WRITABLE), SCR_PROP_CWE);
    if (has & SCR_DESC_HAS_GET) scr__define_str_take(r, "get", scr_dup(d->getter), SCR_PROP_CWE);
    if (has & SCR_DESC_HAS_SET) scr__define_str_take(r, "set", scr_dup(d->setter), SCR_PROP_CWE);
    if (has & SCR_DESC_HAS_ENUMERABLE)
        scr__define_str_take(r, "enumerable", scr_bool(d->flags & SCR_PROP_ENUMERABLE), SCR_PROP_CWE);
    if (has & SCR_DESC_HAS_CONFIGURABLE)
        scr__define_str_take(r, "configurable", scr_bool(d->flags & SCR_PROP_CONFIGURABLE), SCR_PROP_CWE);
    return r;
}

/* ------------------------------------------------------------------------
 * Object spread and rest, destructuring checks.
 * ---------------------------------------------------------------------- */

static int copy_props(ScrValue target, ScrValue src, int n, ScrValue *excluded) {
    if (scr_is_nullish(src)) return 0;
    ScrValue keys = scr__own_keys(src, SCR_KEYS_STRINGS | SCR_KEYS_SYMBOLS);
    if (scr_is_exception(keys)) return -1;
    int r = 0;
    uint32_t len = scr_array_length(keys);
    for (uint32_t i = 0; i < len && r == 0; i++) {
        ScrValue k = scr_array_at(keys, i);
        bool skip = false;
        for (int j = 0; j < n && !skip; j++) {
            ScrValue ek = scr__to_key(excluded[j]);
            if (scr_is_exception(ek)) {
                r = -1;
                break;
            }
            skip = ek == k;
            scr_release(ek);
        }
        if (r < 0 || skip) continue;
        ScrPropDesc d;
        int f = scr__get_own_property(src, k, &d);
        if (f < 0) {
            r = -1;
            break;
        }
        bool en = f && (d.flags & SCR_PROP_ENUMERABLE);
        scr__desc_release(&d);
        if (!en) continue;
        ScrValue v = scr_get(src, k);
        if (scr_is_exception(v)) {
            r = -1;
            break;
        }
        r = scr__define_value_take(target, k, v, SCR_PROP_CWE);
    }
    scr_release(keys);
    return r;
}

int scr_copy_data_properties(ScrValue target, ScrValue src) {
    return copy_props(target, src, 0, NULL);
}

ScrValue scr_object_rest(ScrValue src, int n, ScrValue *excluded) {
    ScrValue o = scr_object_new();
    if (copy_props(o, src, n, excluded) < 0) {
        scr_release(o);
        return SCR_EXCEPTION;
    }
    return o;
}

int scr_require_object_coercible(ScrValue src, const char *what) {
    if (!scr_is_nullish(src)) return 0;
    const char *v = scr_is_null(src) ? "null" : "undefined";
    scr_throw_type_error("Cannot destructure '%s' as it is %s.", what ? what : v, v);
    return -1;
}

ScrValue scr__to_object(ScrValue v) {
    if (scr_is_object(v)) return scr_dup(v);
    if (scr_is_nullish(v)) return scr_throw_type_error("Cannot convert undefined or null to object");
    int cls = scr_is_string(v) ? SCR_CLASS_STRING
              : scr_is_number(v) ? SCR_CLASS_NUMBER
              : scr_is_bool(v)   ? SCR_CLASS_BOOLEAN
              : scr_is_bigint(v) ? SCR_CLASS_BIGINT
                                 : SCR_CLASS_SYMBOL;
    ScrValue o = scr__object_alloc(sizeof(ScrPrimitiveObject), cls, scr__get_proto(v));
    ((ScrPrimitiveObject *)scr_obj(o))->value = scr_dup(v);
    return o;
}

/* ------------------------------------------------------------------------
 * Private names: symbols flagged private, stored as hidden own properties.
 * ---------------------------------------------------------------------- */

ScrValue scr__symbol_new(ScrValue description) {
    ScrSymbol *s = scr__cell_alloc(sizeof(ScrSymbol), SCR_KIND_SYMBOL, false);
    s->description = scr_dup(description);
    return scr_from_cell(s);
}

ScrValue scr_private_name_new(const char *desc) {
    ScrValue d = scr_string_from_utf8(desc, strlen(desc));
    ScrValue s = scr__symbol_new(d);
    scr_release(d);
    scr_as_cell(s)->aux |= SCR_SYMBOL_PRIVATE;
    return s;
}

static ScrValue private_desc(ScrValue pname, char *buf, size_t size) {
    scr__key_describe(((ScrSymbol *)scr_as_cell(pname))->description, buf, size);
    return SCR_UNDEFINED;
}

ScrValue scr_private_get(ScrValue obj, ScrValue pname) {
    char b[128];
    if (scr_is_object(obj)) {
        OwnProp p;
        if (find_own(scr_obj(obj), pname, &p)) {
            if ((p.flags & SCR_PROP_ACCESSOR) &&
                scr_is_undefined(((ScrAccessor *)scr_as_cell(*p.slot))->getter)) {
                private_desc(pname, b, sizeof b);
                return scr_throw_type_error("'%s' was defined without a getter", b);
            }
            return read_own(&p, obj);
        }
    }
    private_desc(pname, b, sizeof b);
    return scr_throw_type_error("Cannot read private member %s from an object whose class did not declare it", b);
}

int scr_private_set(ScrValue obj, ScrValue pname, ScrValue val) {
    char b[128];
    if (scr_is_object(obj)) {
        OwnProp p;
        if (find_own(scr_obj(obj), pname, &p)) {
            if (p.flags & SCR_PROP_ACCESSOR) {
                ScrAccessor *acc = (ScrAccessor *)scr_as_cell(*p.slot);
                if (scr_is_undefined(acc->setter)) {
                    private_desc(pname, b, sizeof b);
                    scr_throw_type_error("'%s' was defined without a setter", b);
                    return -1;
                }
                ScrValue r = scr__call(acc->setter, obj, 1, &val);
                if (scr_is_exception(r)) return -1;
                scr_release(r);
                return 0;
            }
            if (!(p.flags & SCR_PROP_WRITABLE)) {
                private_desc(pname, b, sizeof b);
                scr_throw_type_error("Private method is not writable");
                return -1;
            }
            ScrValue old = *p.slot;
            *p.slot = scr_dup(val);
            scr_release(old);
            return 0;
        }
    }
    private_desc(pname, b, sizeof b);
    scr_throw_type_error("Cannot write private member %s to an object whose class did not declare it", b);
    return -1;
}

int scr_private_define(ScrValue obj, ScrValue pname, ScrValue val) {
    ScrObject *o = scr_obj(obj);
    if (scr__shape_find(o->shape, pname) >= 0) {
        char b[128];
        private_desc(pname, b, sizeof b);
        scr_throw_type_error("Cannot initialize %s twice on the same object", b);
        return -1;
    }
    /* Methods (functions) are read-only private members; fields are writable. */
    add_slot(o, pname, scr_dup(val), SCR_PROP_WRITABLE);
    return 0;
}

int scr_private_define_accessor(ScrValue obj, ScrValue pname, ScrValue getter, ScrValue setter) {
    if (scr__shape_find(scr_obj(obj)->shape, pname) >= 0) {
        char b[128];
        private_desc(pname, b, sizeof b);
        scr_throw_type_error("Cannot initialize %s twice on the same object", b);
        return -1;
    }
    return define_accessor_key(scr_obj(obj), pname, getter, setter, 0, false);
}

int scr__private_define_accessor(ScrValue obj, ScrValue pname, ScrValue getter, ScrValue setter) {
    return define_accessor_key(scr_obj(obj), pname, getter, setter, 0, true);
}

int scr_private_has(ScrValue obj, ScrValue pname) {
    if (!scr_is_object(obj)) {
        char b[128], before[192];
        private_desc(pname, b, sizeof b);
        snprintf(before, sizeof before, "Cannot use 'in' operator to search for '%s' in ", b);
        scr__throw_with_value(SCR_ERR_TYPE, before, obj, "");
        return -1;
    }
    return scr__shape_find(scr_obj(obj)->shape, pname) >= 0;
}

/* ------------------------------------------------------------------------
 * Misc readers.
 * ---------------------------------------------------------------------- */

const char *scr__class_name(int cls) {
    switch (cls) {
    case SCR_CLASS_ARRAY: return "Array";
    case SCR_CLASS_FUNCTION:
    case SCR_CLASS_BOUND_FUNCTION: return "Function";
    case SCR_CLASS_ERROR: return "Error";
    case SCR_CLASS_BOOLEAN: return "Boolean";
    case SCR_CLASS_NUMBER: return "Number";
    case SCR_CLASS_STRING: return "String";
    case SCR_CLASS_ARGUMENTS: return "Arguments";
    case SCR_CLASS_DATE: return "Date";
    case SCR_CLASS_REGEXP: return "RegExp";
    default: return "Object";
    }
}

int scr__length_of(ScrValue obj, double *out) {
    if (scr__is_array(obj)) {
        *out = ((ScrArray *)scr_obj(obj))->length;
        return 0;
    }
    ScrValue l = scr_get(obj, atom_length());
    if (scr_is_exception(l)) return -1;
    double d;
    int r = scr_to_number(l, &d);
    scr_release(l);
    if (r < 0) return -1;
    if (d != d || d <= 0) d = 0;
    else {
        d = trunc(d);
        if (d > 9007199254740991.0) d = 9007199254740991.0;
    }
    *out = d;
    return 0;
}
