/* weak.c - WeakRef, FinalizationRegistry, WeakMap and WeakSet. Weak edges
 * hold no count. Every weak record is a node in two lists: its owner's (the
 * weak object) and its key's (the weakly held cell, found through a hash
 * index; such a cell carries SCR_GC_WEAK). When a key dies, by its count or
 * in the collector, key_dead clears what pointed at it. For the
 * collector a WeakMap value is an edge of its key, not of the map
 * (ephemerons: the value is live only while the key is); see
 * docs/collector.md. */
#include "builtins/weak.h"
#include "memory/gc.h"
#include "base/base.h"
#include "core/native.h"
#include "core/object.h"
#include "core/str.h"
#include "core/function.h"
#include "core/ops.h"

#include <stdio.h>
#include <stdlib.h>

enum { NODE_MAP, NODE_SET, NODE_REF, NODE_FIN_TARGET, NODE_FIN_TOKEN };

typedef struct WeakNode {
    ScrCell *key;                 /* weak, or owned when strong_key */
    struct ScrWeakObject *owner;  /* the weak object (no count) */
    ScrValue value;               /* owned: map value, registry held value */
    struct WeakNode *knext, *kprev; /* the key's list (while key is set) */
    struct WeakNode *onext, *oprev; /* the owner's list (not token nodes) */
    struct WeakNode *partner;     /* registry: target node <-> token node */
    uint8_t type;
    bool strong_key;              /* a symbol key, held by a count */
} WeakNode;

typedef struct ScrWeakObject {
    ScrObject obj;
    WeakNode *nodes;    /* live records (owner list) */
    WeakNode *pending;  /* registry: records whose target died */
    ScrValue callback;  /* registry: the cleanup callback (owned) */
    bool queued;        /* registry: in the due list */
} ScrWeakObject;

/* ------------------------------------------------------------------------
 * The index: cell address -> first node of its key list. Open addressing
 * with linear probing and backward-shift deletion.
 * ---------------------------------------------------------------------- */
typedef struct Slot {
    ScrCell *key;
    WeakNode *head;
} Slot;
static Slot *slots;
static size_t nslots, nused; /* nslots is a power of two */

static bool any_records(void) { return nused != 0; }

static size_t hash_ptr(const void *p) {
    uint64_t x = (uint64_t)(uintptr_t)p;
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    return (size_t)x;
}

static Slot *index_find(ScrCell *k) {
    if (!nslots) return NULL;
    for (size_t i = hash_ptr(k) & (nslots - 1);; i = (i + 1) & (nslots - 1)) {
        if (slots[i].key == k) return &slots[i];
        if (!slots[i].key) return NULL;
    }
}

static WeakNode *index_get(ScrCell *k) {
    Slot *s = index_find(k);
    return s ? s->head : NULL;
}

static void index_put(ScrCell *k, WeakNode *head);

static void index_grow(void) {
    Slot *old = slots;
    size_t oldn = nslots;
    nslots = nslots ? nslots * 2 : 64;
    slots = scr__xcalloc(nslots, sizeof *slots);
    nused = 0;
    for (size_t i = 0; i < oldn; i++)
        if (old[i].key) index_put(old[i].key, old[i].head);
    free(old);
}

static void index_put(ScrCell *k, WeakNode *head) {
    Slot *s = index_find(k);
    if (s) {
        s->head = head;
        return;
    }
    if ((nused + 1) * 4 > nslots * 3) index_grow();
    size_t i = hash_ptr(k) & (nslots - 1);
    while (slots[i].key) i = (i + 1) & (nslots - 1);
    slots[i].key = k;
    slots[i].head = head;
    nused++;
}

static void index_del(ScrCell *k) {
    Slot *s = index_find(k);
    if (!s) return;
    size_t i = (size_t)(s - slots), mask = nslots - 1;
    slots[i].key = NULL;
    nused--;
    /* Backward shift: move later entries of the run into the hole when
     * their home slot does not lie strictly between the hole and them. */
    for (size_t j = (i + 1) & mask; slots[j].key; j = (j + 1) & mask) {
        size_t home = hash_ptr(slots[j].key) & mask;
        bool between = i <= j ? (i < home && home <= j) : (i < home || home <= j);
        if (between) continue;
        slots[i] = slots[j];
        slots[j].key = NULL;
        i = j;
    }
}

static void key_link(WeakNode *n, ScrCell *k) {
    n->key = k;
    WeakNode *head = index_get(k);
    n->knext = head;
    n->kprev = NULL;
    if (head) head->kprev = n;
    index_put(k, n);
    ((ScrGcHeader *)k)->gc_flags |= SCR_GC_WEAK;
}

static void key_unlink(WeakNode *n) {
    ScrCell *k = n->key;
    if (n->kprev) {
        n->kprev->knext = n->knext;
    } else if (n->knext) {
        index_put(k, n->knext);
    } else {
        index_del(k);
        ((ScrGcHeader *)k)->gc_flags &= ~SCR_GC_WEAK;
    }
    if (n->knext) n->knext->kprev = n->kprev;
    n->knext = n->kprev = NULL;
    n->key = NULL;
}

static void list_link(WeakNode **head, WeakNode *n) {
    n->onext = *head;
    n->oprev = NULL;
    if (*head) (*head)->oprev = n;
    *head = n;
}

static void list_unlink(WeakNode **head, WeakNode *n) {
    if (n->oprev)
        n->oprev->onext = n->onext;
    else
        *head = n->onext;
    if (n->onext) n->onext->oprev = n->oprev;
    n->onext = n->oprev = NULL;
}

/* A key a weak object can hold: objects weakly; symbols (which hold no
 * references to cycle-capable cells, so they cannot close a cycle) by a
 * count, for as long as the record exists. */
static bool can_be_held_weakly(ScrValue v) { return scr_is_object(v) || scr_is_symbol(v); }

/* Attaches node n to key v (weakly, or by a count for a symbol). */
static void attach_key(WeakNode *n, ScrValue v) {
    if (scr_is_object(v)) {
        key_link(n, scr_as_cell(v));
    } else {
        n->key = scr_as_cell(scr_dup(v));
        n->strong_key = true;
    }
}

/* Detaches n from its key. Returns a value the caller must release (the
 * symbol key held by a count), or undefined. */
static ScrValue detach_key(WeakNode *n) {
    if (!n->key) return SCR_UNDEFINED;
    if (n->strong_key) {
        ScrValue k = scr_from_cell(n->key);
        n->key = NULL;
        n->strong_key = false;
        return k;
    }
    key_unlink(n);
    return SCR_UNDEFINED;
}

/* Values to release once every list is consistent again: releasing can
 * free cells, which re-enters this file for their own weak records. */
typedef struct Releases {
    ScrValue *v;
    size_t n, cap;
} Releases;

static void defer(Releases *r, ScrValue v) {
    if (!scr_is_cell(v)) return;
    SCR_GROW(r->v, r->cap, r->n + 1, 16);
    r->v[r->n++] = v;
}

static void release_all(Releases *r) {
    for (size_t i = 0; i < r->n; i++) scr_release(r->v[i]);
    free(r->v);
}

/* Removes a whole registry record (target node n and its token partner). */
static void drop_record(WeakNode *n, Releases *r) {
    if (n->partner) {
        defer(r, detach_key(n->partner));
        free(n->partner);
    }
    defer(r, detach_key(n));
    defer(r, n->value);
    free(n);
}

/* ------------------------------------------------------------------------
 * Hooks for the collector and heap.c.
 * ---------------------------------------------------------------------- */
static ScrValue *due;     /* registries with pending records (owned) */
static size_t ndue, cap_due;

static void key_dead(ScrCell *c) {
    WeakNode *n = index_get(c);
    index_del(c);
    ((ScrGcHeader *)c)->gc_flags &= ~SCR_GC_WEAK;
    Releases r = {0};
    while (n) {
        WeakNode *next = n->knext;
        n->knext = n->kprev = NULL;
        n->key = NULL;
        ScrWeakObject *o = n->owner;
        switch (n->type) {
        case NODE_MAP:
        case NODE_SET:
        case NODE_REF:
            list_unlink(&o->nodes, n);
            defer(&r, n->value);
            free(n);
            break;
        case NODE_FIN_TARGET:
            /* The record waits in the registry until its callback runs (an
             * unregister before that still removes it). A registry that is
             * itself being collected gets no callbacks. */
            list_unlink(&o->nodes, n);
            list_link(&o->pending, n);
            if (!o->queued && !(o->obj.gc.gc_flags & SCR_GC_HELD)) {
                o->queued = true;
                SCR_GROW(due, cap_due, ndue + 1, 8);
                due[ndue++] = scr_dup(scr_from_cell(o));
            }
            break;
        case NODE_FIN_TOKEN:
            n->partner->partner = NULL;
            free(n);
            break;
        }
        n = next;
    }
    release_all(&r);
}

static void trace_key(ScrCell *c, ScrVisitFn visit, void *arg) {
    for (WeakNode *n = index_get(c); n; n = n->knext)
        if (n->type == NODE_MAP) visit(n->value, arg);
}

/* Trace of a weak object: what it holds by a count, which excludes the
 * values of entries with object keys (those are their keys' edges). */
static void weak_object_trace(ScrObject *obj, ScrRefVisitFn visit, void *arg) {
    ScrWeakObject *o = (ScrWeakObject *)obj;
    visit(o->callback, arg);
    for (int list = 0; list < 2; list++) {
        for (WeakNode *n = list ? o->pending : o->nodes; n; n = n->onext) {
            if (n->strong_key) visit(scr_from_cell(n->key), arg);
            if (n->strong_key || n->type == NODE_FIN_TARGET) visit(n->value, arg);
        }
    }
}

/* Drops every record of a weak object, leaving it valid and empty (used
 * both as its finalize and its clear). */
static void weak_object_finalize(ScrObject *obj) {
    ScrWeakObject *o = (ScrWeakObject *)obj;
    Releases r = {0};
    defer(&r, o->callback);
    o->callback = SCR_UNDEFINED;
    for (int list = 0; list < 2; list++) {
        WeakNode **head = list ? &o->pending : &o->nodes;
        while (*head) {
            WeakNode *n = *head;
            list_unlink(head, n);
            if (n->type == NODE_FIN_TARGET) {
                drop_record(n, &r);
            } else {
                defer(&r, detach_key(n));
                defer(&r, n->value);
                free(n);
            }
        }
    }
    release_all(&r);
}

/* ------------------------------------------------------------------------
 * WeakRef's kept objects and the registries' callbacks.
 * ---------------------------------------------------------------------- */
static ScrValue *kept;
static size_t nkept, cap_kept;

/* AddToKeptObjects: the target of a new WeakRef, or of deref, stays alive
 * until the current job ends (scr_gc_checkpoint). */
static void keep(ScrValue v) {
    SCR_GROW(kept, cap_kept, nkept + 1, 16);
    kept[nkept++] = scr_dup(v);
}

static void clear_kept(void) {
    ScrValue *v = kept;
    size_t n = nkept;
    kept = NULL;
    nkept = cap_kept = 0;
    for (size_t i = 0; i < n; i++) scr_release(v[i]);
    free(v);
}

static int run_cleanups(void) {
    while (ndue) {
        ScrValue reg = due[--ndue];
        ScrWeakObject *o = (ScrWeakObject *)scr_obj(reg);
        o->queued = false;
        while (o->pending) {
            WeakNode *n = o->pending;
            list_unlink(&o->pending, n);
            ScrValue held = n->value;
            n->value = SCR_UNDEFINED;
            Releases r = {0};
            drop_record(n, &r);
            release_all(&r);
            ScrValue res = scr_is_undefined(o->callback)
                               ? SCR_UNDEFINED
                               : scr_call(o->callback, SCR_UNDEFINED, 1, &held, NULL);
            scr_release(held);
            if (scr_is_exception(res)) {
                if (o->pending && !o->queued) {
                    o->queued = true;
                    due[ndue++] = scr_dup(reg);
                }
                scr_release(reg);
                return -1;
            }
            scr_release(res);
        }
        scr_release(reg);
    }
    return 0;
}

static void drop_cleanups(void) {
    while (ndue) {
        ScrValue reg = due[--ndue];
        ((ScrWeakObject *)scr_obj(reg))->queued = false;
        scr_release(reg);
    }
    free(due);
    due = NULL;
    cap_due = 0;
}

/* ------------------------------------------------------------------------
 * The built-ins.
 * ---------------------------------------------------------------------- */
static ScrValue protos[4]; /* borrowed: each constructor's prototype */

static ScrValue construct(int cls, ScrValue nt, const char *name) {
    if (scr_is_undefined(nt)) return scr_throw_type_error("Constructor %s requires 'new'", name);
    ScrValue p = scr__proto_from_ctor(nt, protos[cls - SCR_CLASS_WEAKREF]);
    if (scr_is_exception(p)) return p;
    ScrValue o = scr__object_alloc(sizeof(ScrWeakObject), cls, p);
    scr_release(p);
    ((ScrWeakObject *)scr_obj(o))->callback = SCR_UNDEFINED;
    return o;
}

/* `this` as a weak object of class cls, or NULL with a TypeError thrown. */
static ScrWeakObject *this_weak(ScrValue this_val, int cls, const char *method) {
    if (scr__class_of(this_val) == cls) return (ScrWeakObject *)scr_obj(this_val);
    char buf[128];
    scr__value_describe(this_val, buf, sizeof buf);
    scr_throw_type_error("Method %s called on incompatible receiver %s", method, buf);
    return NULL;
}

/* The record of owner o for key v (NULL when none). */
static WeakNode *find(ScrWeakObject *o, ScrValue v) {
    if (scr_is_object(v)) {
        for (WeakNode *n = index_get(scr_as_cell(v)); n; n = n->knext)
            if (n->owner == o) return n;
        return NULL;
    }
    if (!scr_is_symbol(v)) return NULL;
    for (WeakNode *n = o->nodes; n; n = n->onext)
        if (n->strong_key && n->key == scr_as_cell(v)) return n;
    return NULL;
}

static WeakNode *add_node(ScrWeakObject *o, int type, ScrValue key, ScrValue value) {
    WeakNode *n = scr__xcalloc(1, sizeof *n);
    n->type = (uint8_t)type;
    n->owner = o;
    n->value = scr_dup(value);
    attach_key(n, key);
    list_link(&o->nodes, n);
    return n;
}

static void remove_node(ScrWeakObject *o, WeakNode *n) {
    list_unlink(&o->nodes, n);
    Releases r = {0};
    defer(&r, detach_key(n));
    defer(&r, n->value);
    free(n);
    release_all(&r);
}

/* WeakMap.prototype.set's core; 0 or -1. */
static int map_set(ScrWeakObject *o, ScrValue k, ScrValue v) {
    if (!can_be_held_weakly(k)) {
        scr_throw_type_error("Invalid value used as weak map key");
        return -1;
    }
    WeakNode *n = find(o, k);
    if (n) {
        ScrValue old = n->value;
        n->value = scr_dup(v);
        scr_release(old);
    } else {
        add_node(o, NODE_MAP, k, v);
    }
    return 0;
}

static int set_add(ScrWeakObject *o, ScrValue k) {
    if (!can_be_held_weakly(k)) {
        scr_throw_type_error("Invalid value used in weak set");
        return -1;
    }
    if (!find(o, k)) add_node(o, NODE_SET, k, SCR_UNDEFINED);
    return 0;
}

/* new WeakMap(iterable) / new WeakSet(iterable). */
static ScrValue fill_from(ScrValue obj, ScrValue iterable, bool map) {
    if (scr_is_nullish(iterable)) return obj;
    ScrWeakObject *o = (ScrWeakObject *)scr_obj(obj);
    ScrIter it = SCR_ITER_INIT;
    if (scr_iter_open(&it, iterable, NULL) < 0) goto fail;
    for (;;) {
        ScrValue item;
        int r = scr_iter_next(&it, &item);
        if (r < 0) goto fail;
        if (r == 0) break;
        int ok;
        if (!map) {
            ok = set_add(o, item);
        } else if (!scr_is_object(item)) {
            scr__throw_with_value(SCR_ERR_TYPE, "Iterator value ", item, " is not an entry object");
            ok = -1;
        } else {
            ScrValue k = scr__get_index(item, 0), v = SCR_UNDEFINED;
            ok = scr_is_exception(k) ? -1 : 0;
            if (ok == 0) {
                v = scr__get_index(item, 1);
                ok = scr_is_exception(v) ? -1 : map_set(o, k, v);
            }
            if (!scr_is_exception(k)) scr_release(k);
            if (!scr_is_exception(v)) scr_release(v);
        }
        scr_release(item);
        if (ok < 0) {
            scr_iter_close(&it, true);
            goto fail;
        }
    }
    scr_iter_release(&it);
    return obj;
fail:
    scr_iter_release(&it);
    scr_release(obj);
    return SCR_EXCEPTION;
}

NATIVE(weakmap_ctor) {
    (void)fn, (void)this_val;
    ScrValue o = construct(SCR_CLASS_WEAKMAP, nt, "WeakMap");
    return scr_is_exception(o) ? o : fill_from(o, ARG(0), true);
}

NATIVE(weakset_ctor) {
    (void)fn, (void)this_val;
    ScrValue o = construct(SCR_CLASS_WEAKSET, nt, "WeakSet");
    return scr_is_exception(o) ? o : fill_from(o, ARG(0), false);
}

NATIVE(weakmap_get) {
    (void)fn, (void)nt;
    ScrWeakObject *o = this_weak(this_val, SCR_CLASS_WEAKMAP, "WeakMap.prototype.get");
    if (!o) return SCR_EXCEPTION;
    WeakNode *n = find(o, ARG(0));
    return n ? scr_dup(n->value) : SCR_UNDEFINED;
}

NATIVE(weakmap_set) {
    (void)fn, (void)nt;
    ScrWeakObject *o = this_weak(this_val, SCR_CLASS_WEAKMAP, "WeakMap.prototype.set");
    if (!o || map_set(o, ARG(0), ARG(1)) < 0) return SCR_EXCEPTION;
    return scr_dup(this_val);
}

/* has and delete of both collections; magic: 0 WeakMap.has, 1 WeakMap.delete,
 * 2 WeakSet.has, 3 WeakSet.delete. */
static ScrValue has_delete(ScrValue this_val, int argc, ScrValue *argv, int magic) {
    static const char *names[] = {"WeakMap.prototype.has", "WeakMap.prototype.delete",
                                  "WeakSet.prototype.has", "WeakSet.prototype.delete"};
    ScrWeakObject *o =
        this_weak(this_val, magic < 2 ? SCR_CLASS_WEAKMAP : SCR_CLASS_WEAKSET, names[magic]);
    if (!o) return SCR_EXCEPTION;
    WeakNode *n = find(o, ARG(0));
    if (n && (magic & 1)) remove_node(o, n);
    return scr_bool(n != NULL);
}
NATIVE(weakmap_has) { (void)fn, (void)nt; return has_delete(this_val, argc, argv, 0); }
NATIVE(weakmap_delete) { (void)fn, (void)nt; return has_delete(this_val, argc, argv, 1); }
NATIVE(weakset_has) { (void)fn, (void)nt; return has_delete(this_val, argc, argv, 2); }
NATIVE(weakset_delete) { (void)fn, (void)nt; return has_delete(this_val, argc, argv, 3); }

NATIVE(weakset_add) {
    (void)fn, (void)nt;
    ScrWeakObject *o = this_weak(this_val, SCR_CLASS_WEAKSET, "WeakSet.prototype.add");
    if (!o || set_add(o, ARG(0)) < 0) return SCR_EXCEPTION;
    return scr_dup(this_val);
}

NATIVE(weakref_ctor) {
    (void)fn, (void)this_val;
    if (!scr_is_undefined(nt) && !can_be_held_weakly(ARG(0)))
        return scr_throw_type_error("WeakRef: invalid target");
    ScrValue r = construct(SCR_CLASS_WEAKREF, nt, "WeakRef");
    if (scr_is_exception(r)) return r;
    add_node((ScrWeakObject *)scr_obj(r), NODE_REF, ARG(0), SCR_UNDEFINED);
    keep(ARG(0));
    return r;
}

NATIVE(weakref_deref) {
    (void)fn, (void)nt, (void)argc, (void)argv;
    ScrWeakObject *o = this_weak(this_val, SCR_CLASS_WEAKREF, "WeakRef.prototype.deref");
    if (!o) return SCR_EXCEPTION;
    if (!o->nodes) return SCR_UNDEFINED;
    ScrValue t = scr_from_cell(o->nodes->key);
    keep(t);
    return scr_dup(t);
}

NATIVE(finreg_ctor) {
    (void)fn, (void)this_val;
    if (!scr_is_undefined(nt) && !scr__is_callable(ARG(0)))
        return scr_throw_type_error("FinalizationRegistry: cleanup must be callable");
    ScrValue r = construct(SCR_CLASS_FINREG, nt, "FinalizationRegistry");
    if (scr_is_exception(r)) return r;
    ((ScrWeakObject *)scr_obj(r))->callback = scr_dup(ARG(0));
    return r;
}

static ScrValue throw_bad_token(ScrValue token) {
    ScrValue s = scr_is_symbol(token) ? SCR_UNDEFINED : scr_to_string(token);
    if (scr_is_exception(s)) return s;
    char *u = scr_is_string(s) ? scr__string_to_utf8(s, NULL) : NULL;
    scr_throw_type_error("Invalid unregisterToken ('%s')", u ? u : "");
    free(u);
    scr_release(s);
    return SCR_EXCEPTION;
}

NATIVE(finreg_register) {
    (void)fn, (void)nt;
    ScrWeakObject *o =
        this_weak(this_val, SCR_CLASS_FINREG, "FinalizationRegistry.prototype.register");
    if (!o) return SCR_EXCEPTION;
    ScrValue target = ARG(0), held = ARG(1), token = ARG(2);
    if (!can_be_held_weakly(target))
        return scr_throw_type_error("FinalizationRegistry.prototype.register: invalid target");
    if (scr_strict_eq(target, held))
        return scr_throw_type_error(
            "FinalizationRegistry.prototype.register: target and holdings must not be same");
    if (!scr_is_undefined(token) && !can_be_held_weakly(token)) return throw_bad_token(token);
    WeakNode *n = add_node(o, NODE_FIN_TARGET, target, held);
    if (!scr_is_undefined(token)) {
        WeakNode *t = scr__xcalloc(1, sizeof *t);
        t->type = NODE_FIN_TOKEN;
        t->owner = o;
        t->value = SCR_UNDEFINED;
        t->partner = n;
        n->partner = t;
        attach_key(t, token);
    }
    return SCR_UNDEFINED;
}

NATIVE(finreg_unregister) {
    (void)fn, (void)nt;
    ScrWeakObject *o =
        this_weak(this_val, SCR_CLASS_FINREG, "FinalizationRegistry.prototype.unregister");
    if (!o) return SCR_EXCEPTION;
    ScrValue token = ARG(0);
    if (!can_be_held_weakly(token)) return throw_bad_token(token);
    bool removed = false;
    Releases r = {0};
    for (int list = 0; list < 2; list++) {
        WeakNode **head = list ? &o->pending : &o->nodes;
        for (WeakNode *n = *head, *next; n; n = next) {
            next = n->onext;
            if (n->partner && n->partner->key == scr_as_cell(token)) {
                list_unlink(head, n);
                drop_record(n, &r);
                removed = true;
            }
        }
    }
    release_all(&r);
    return scr_bool(removed);
}

/* Makes constructor `name` with prototype methods and the toStringTag. */
static ScrValue install(int cls, const char *name, ScrCode ctor, int length) {
    ScrValue proto = scr_object_new();
    protos[cls - SCR_CLASS_WEAKREF] = proto;
    ScrValue c = scr__native_ctor_new(ctor, name, length, proto);
    scr__define_value_take(proto, scr__thread.realm->sym_to_string_tag,
                           scr_atom_from_utf8(name, strlen(name)), SCR_PROP_CONFIGURABLE);
    scr__define_str_take(scr__thread.realm->global, name, c, SCR_PROP_CW);
    scr_release(proto); /* the constructor's `prototype` keeps it */
    return proto;
}

/* The collector's view of this file (memory/gc.h). */
static const ScrWeakHooks weak_hooks = {
    .key_dead = key_dead,
    .trace_key = trace_key,
    .clear_kept = clear_kept,
    .run_cleanups = run_cleanups,
    .any = any_records,
    .drop_cleanups = drop_cleanups,
};

void scr__weak_init(void) {
    scr__gc_set_weak_hooks(&weak_hooks);
    /* The records of a weak object live outside it; its finalize leaves it
     * valid and empty, so it serves as its clear too (object.c runs it
     * before the object's own fields are cleared). */
    for (int cls = SCR_CLASS_WEAKREF; cls <= SCR_CLASS_FINREG; cls++)
        scr__class_hooks[cls] = (ScrClassHooks){weak_object_trace, weak_object_finalize, NULL};
    ScrValue p = install(SCR_CLASS_WEAKMAP, "WeakMap", weakmap_ctor, 0);
    scr__define_native(p, "delete", weakmap_delete, 1);
    scr__define_native(p, "get", weakmap_get, 1);
    scr__define_native(p, "set", weakmap_set, 2);
    scr__define_native(p, "has", weakmap_has, 1);
    p = install(SCR_CLASS_WEAKSET, "WeakSet", weakset_ctor, 0);
    scr__define_native(p, "delete", weakset_delete, 1);
    scr__define_native(p, "has", weakset_has, 1);
    scr__define_native(p, "add", weakset_add, 1);
    p = install(SCR_CLASS_WEAKREF, "WeakRef", weakref_ctor, 1);
    scr__define_native(p, "deref", weakref_deref, 0);
    p = install(SCR_CLASS_FINREG, "FinalizationRegistry", finreg_ctor, 1);
    scr__define_native(p, "register", finreg_register, 2);
    scr__define_native(p, "unregister", finreg_unregister, 1);
}
