/* mapset.c - Map and Set. Both are one layout: an array of entries in
 * insertion order plus hash chains over it, keyed by SameValueZero (NaN is
 * one key, -0 is stored as +0). Deleting leaves a hole that iteration
 * skips; holes are squeezed out when the array fills up. Every live cursor
 * (an iterator, or a running forEach) is linked into its table, so that
 * squeezing moves the cursors with their entries: iteration sees entries
 * added after it began and skips deleted ones, as the spec requires. */
#include "builtins/mapset.h"
#include "base/base.h"
#include "core/native.h"

#include "core/bigint.h"
#include "core/iter.h"
#include "core/str.h"
#include "core/ops.h"
#include "core/function.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct MSEntry {
    ScrValue key;   /* owned; SCR_HOLE once deleted */
    ScrValue value; /* owned; undefined for sets and deleted entries */
    uint32_t hash;
    uint32_t next;  /* next entry in the hash chain, plus one; 0 ends it */
    uint64_t small; /* the key's short form (short_form), 0 for a hole */
} MSEntry;

struct MSCursor;

typedef struct ScrMapSet {
    ScrObject obj;
    MSEntry *e;        /* n used entries (live or holes), room for cap */
    uint32_t n, cap;
    uint32_t live;     /* entries that are not holes */
    uint32_t *buckets; /* nbuckets chain heads (entry index plus one) */
    uint32_t nbuckets; /* a power of two, or 0 before the first insert */
    struct MSCursor *cursors; /* live cursors over e[] */
    /* The last string key looked up and where it was (an entry index, or
     * -1: absent), valid while no entry was added or removed since (gen)
     * and no string was freed (scr__string_frees): the key, alive then, is
     * still the same string, so `m.set(k, (m.get(k) || 0) + 1)` and
     * `if (!m.has(k)) m.set(k, v)` look k up once. Borrowed: only ever
     * compared, never read. */
    ScrValue memo_key;
    long memo_idx;
    uint64_t memo_frees;
    uint32_t gen, memo_gen;
} ScrMapSet;

/* A position in a table's entry array, moved along when holes are squeezed. */
typedef struct MSCursor {
    uint32_t index;
    bool linked; /* in its table's list */
    struct MSCursor *prev, *next;
} MSCursor;

/* Map and Set iterators. */
typedef struct MSIter {
    ScrObject obj;
    ScrValue target; /* owned Map or Set; undefined once exhausted */
    MSCursor cur;    /* linked into the target while target is set */
    int kind;        /* SCR_MS_* */
} MSIter;

static ScrMapSet *ms(ScrValue v) { return (ScrMapSet *)scr_obj(v); }

/* V8's "%typeof %value" description in "is not iterable" and "is not a
 * function" messages: `number 5`, `string "a"`, `object null`, `object`. */
static void typed_desc(ScrValue v, char *buf, size_t size) {
    char val[96];
    if (scr_is_undefined(v)) snprintf(buf, size, "undefined");
    else if (scr_is_null(v)) snprintf(buf, size, "object null");
    else if (scr_is_symbol(v)) snprintf(buf, size, "symbol");
    else if (scr_is_object(v)) snprintf(buf, size, "object");
    else {
        scr__value_describe(v, val, sizeof val);
        snprintf(buf, size, "%s %s", scr_is_number(v) ? "number" : scr_is_string(v) ? "string" : "boolean", val);
    }
}

/* ------------------------------------------------------------------------
 * The table.
 * ---------------------------------------------------------------------- */

static uint32_t mix64(uint64_t x) {
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ull;
    x ^= x >> 33;
    return (uint32_t)x;
}


static ScrValue normalize_key(ScrValue k) {
    if (scr_is_number(k) && scr_as_number(k) == 0) return scr_number(0);
    return k;
}

static bool key_equal(ScrValue a, ScrValue b) {
    if (a == b) return true;
    if (scr_is_string(a) && scr_is_string(b)) return scr__string_equal(a, b);
    if (scr_cell_kind(a) == SCR_KIND_BIGINT && scr_cell_kind(b) == SCR_KIND_BIGINT)
        return scr__bigint_equal(a, b);
    return false;
}

static void rebuild_buckets(ScrMapSet *m) {
    uint32_t nb = 8;
    while (nb < m->cap) nb <<= 1;
    if (nb != m->nbuckets) {
        free(m->buckets);
        m->buckets = scr__xmalloc(sizeof(uint32_t) * nb);
        m->nbuckets = nb;
    }
    memset(m->buckets, 0, sizeof(uint32_t) * nb);
    for (uint32_t i = 0; i < m->n; i++) {
        if (m->e[i].key == SCR_HOLE) continue;
        uint32_t b = m->e[i].hash & (nb - 1);
        m->e[i].next = m->buckets[b];
        m->buckets[b] = i + 1;
    }
}

/* Squeezes out the holes, moving every cursor to the entry it pointed at
 * (or to the next live one). */
static void squeeze(ScrMapSet *m) {
    for (MSCursor *c = m->cursors; c; c = c->next) {
        uint32_t before = 0;
        for (uint32_t i = 0; i < c->index && i < m->n; i++)
            if (m->e[i].key != SCR_HOLE) before++;
        c->index = before;
    }
    uint32_t j = 0;
    for (uint32_t i = 0; i < m->n; i++)
        if (m->e[i].key != SCR_HOLE) m->e[j++] = m->e[i];
    m->n = j;
}

/* A string key of at most 7 code units, each under 256, packed into one
 * word with its length (the low byte, 0x80 | length: never 0); 0 for every
 * other key. Two keys with short forms are equal exactly when the forms
 * are, and a key with one never equals a key without: a lookup compares
 * the entries' words and leaves their key strings, which are somewhere
 * else in memory, unread (a word count's Map of short words misses the
 * cache on the key string more than anywhere else). */
static inline uint64_t short_form(ScrValue k) {
    if (!scr_is_string(k)) return 0;
    const ScrString *s = scr_str(k);
    if (s->len > 7) return 0;
    uint64_t w = 0x80u | s->len;
    for (uint32_t i = 0; i < s->len; i++) {
        if (s->data[i] > 0xFF) return 0;
        w |= (uint64_t)s->data[i] << (8 * (i + 1));
    }
    return w;
}

/* A key's hash and its short form (0 when it has none). Keys arrive
 * normalised (-0 already +0, NaN canonical), so equal keys hash alike: a
 * short string key by its short form (one pass over at most 7 units, which
 * finds the form too, instead of the string's own hash: a word count hashes
 * a new string a word), the other strings by content, BigInts by value,
 * the rest by identity. */
typedef struct KeyHash {
    uint32_t h;
    uint64_t ks;
} KeyHash;

static inline KeyHash key_hash(ScrValue k) {
    uint64_t ks = short_form(k);
    if (ks) return (KeyHash){mix64(ks), ks};
    if (scr_is_string(k)) return (KeyHash){scr__string_hash(scr_str(k)), 0};
    if (scr_cell_kind(k) == SCR_KIND_BIGINT) return (KeyHash){scr__bigint_hash(k), 0};
    return (KeyHash){mix64(k), 0};
}

static inline __attribute__((always_inline)) long find(ScrMapSet *m, ScrValue k, KeyHash kh) {
    if (!m->nbuckets) return -1;
    uint32_t h = kh.h;
    uint64_t ks = kh.ks;
    for (uint32_t i = m->buckets[h & (m->nbuckets - 1)]; i; i = m->e[i - 1].next) {
        MSEntry *e = &m->e[i - 1];
        if (e->hash != h) continue;
        if (ks | e->small) {
            if (e->small == ks) return (long)i - 1;
        } else if (e->key != SCR_HOLE && key_equal(e->key, k)) {
            return (long)i - 1;
        }
    }
    return -1;
}

/* The memo's answer for k: true with *i when it holds one. */
static inline bool memo_get(const ScrMapSet *m, ScrValue k, long *i) {
    if (k != m->memo_key || !scr_is_string(k) || m->memo_gen != m->gen || m->memo_frees != scr__string_frees)
        return false;
    *i = m->memo_idx;
    return true;
}

static inline void memo_put(ScrMapSet *m, ScrValue k, long i) {
    if (!scr_is_string(k)) return;
    m->memo_key = k;
    m->memo_idx = i;
    m->memo_gen = m->gen;
    m->memo_frees = scr__string_frees;
}

/* Where k (normalised) is, or -1, through the memo when it knows. */
static long lookup(ScrMapSet *m, ScrValue k) {
    long i;
    if (memo_get(m, k, &i)) return i;
    i = find(m, k, key_hash(k));
    memo_put(m, k, i);
    return i;
}

/* Sets k (borrowed, normalised) to v (borrowed). */
static void table_set(ScrMapSet *m, ScrValue k, ScrValue v) {
    KeyHash kh = {0, 0};
    long i;
    if (!memo_get(m, k, &i)) {
        kh = key_hash(k);
        i = find(m, k, kh);
    } else if (i < 0) {
        kh = key_hash(k);
    }
    if (i >= 0) {
        ScrValue old = m->e[i].value;
        m->e[i].value = scr_dup(v);
        scr_release(old);
        return;
    }
    if (m->n == m->cap) {
        if (m->n - m->live >= m->n / 2 && m->n) {
            squeeze(m);
        } else {
            SCR_GROW(m->e, m->cap, m->n + 1, 8);
        }
        rebuild_buckets(m);
    }
    MSEntry *e = &m->e[m->n];
    e->key = scr_dup(k);
    e->value = scr_dup(v);
    e->hash = kh.h;
    e->small = kh.ks;
    uint32_t b = kh.h & (m->nbuckets - 1);
    e->next = m->buckets[b];
    m->buckets[b] = ++m->n;
    m->live++;
    m->gen++;
    memo_put(m, k, (long)m->n - 1);
}

static bool table_delete(ScrMapSet *m, ScrValue k) {
    long i = lookup(m, k);
    if (i < 0) return false;
    m->gen++;
    ScrValue ok = m->e[i].key, ov = m->e[i].value;
    /* The entry stays in its chain as a hole until the next rebuild. */
    m->e[i].key = SCR_HOLE;
    m->e[i].value = SCR_UNDEFINED;
    m->e[i].small = 0;
    m->live--;
    scr_release(ok);
    scr_release(ov);
    return true;
}

/* Drops every entry. Cursors go back to the start, so that an iteration in
 * progress sees the entries added after the clear. */
static void table_clear(ScrMapSet *m) {
    MSEntry *e = m->e;
    uint32_t n = m->n;
    m->gen++;
    m->e = NULL;
    m->n = m->cap = m->live = 0;
    free(m->buckets);
    m->buckets = NULL;
    m->nbuckets = 0;
    for (MSCursor *c = m->cursors; c; c = c->next) c->index = 0;
    for (uint32_t i = 0; i < n; i++) {
        scr_release(e[i].key);
        scr_release(e[i].value);
    }
    free(e);
}

static void cursor_link(ScrMapSet *m, MSCursor *c) {
    c->index = 0;
    c->linked = true;
    c->prev = NULL;
    c->next = m->cursors;
    if (m->cursors) m->cursors->prev = c;
    m->cursors = c;
}

static void cursor_unlink(ScrMapSet *m, MSCursor *c) {
    if (!c->linked) return;
    c->linked = false;
    if (c->prev) c->prev->next = c->next;
    else m->cursors = c->next;
    if (c->next) c->next->prev = c->prev;
    c->prev = c->next = NULL;
}

/* The next live entry at or after the cursor; advances past it. */
static MSEntry *cursor_step(ScrMapSet *m, MSCursor *c) {
    while (c->index < m->n) {
        MSEntry *e = &m->e[c->index++];
        if (e->key != SCR_HOLE) return e;
    }
    return NULL;
}

/* ------------------------------------------------------------------------
 * Class hooks: trace, finalize and clear side by side.
 * ---------------------------------------------------------------------- */

static void ms_trace(ScrObject *o, ScrRefVisitFn visit, void *arg) {
    ScrMapSet *m = (ScrMapSet *)o;
    for (uint32_t i = 0; i < m->n; i++) {
        if (m->e[i].key == SCR_HOLE) continue;
        visit(m->e[i].key, arg);
        visit(m->e[i].value, arg);
    }
}

static void ms_finalize(ScrObject *o) {
    ScrMapSet *m = (ScrMapSet *)o;
    /* Cursors are linked here only when the collector frees a table and
     * its iterators together; detach them so they never look back. */
    for (MSCursor *c = m->cursors, *next; c; c = next) {
        next = c->next;
        c->linked = false;
        c->prev = c->next = NULL;
    }
    m->cursors = NULL;
    table_clear(m);
}

static void it_trace(ScrObject *o, ScrRefVisitFn visit, void *arg) {
    visit(((MSIter *)o)->target, arg);
}

static void it_finalize(ScrObject *o) {
    MSIter *it = (MSIter *)o;
    if (it->cur.linked) cursor_unlink(ms(it->target), &it->cur);
    scr_clear(&it->target);
}

/* ------------------------------------------------------------------------
 * Shared helpers for the natives.
 * ---------------------------------------------------------------------- */

static ScrMapSet *this_ms(ScrValue this_val, int cls, const char *method) {
    if (scr__class_of(this_val) == cls) return ms(this_val);
    char buf[128];
    scr__value_describe(this_val, buf, sizeof buf);
    bool getter = !strcmp(method, "size");
    scr_throw_type_error("Method %s%s.prototype.%s called on incompatible receiver %s",
                         getter ? "get " : "", cls == SCR_CLASS_MAP ? "Map" : "Set", method, buf);
    return NULL;
}

static ScrValue iter_new(ScrValue target, int cls, int kind) {
    ScrValue proto = cls == SCR_CLASS_MAP_ITERATOR ? scr__thread.realm->map_iterator_proto
                                                   : scr__thread.realm->set_iterator_proto;
    ScrValue v = scr__object_alloc(sizeof(MSIter), cls, proto);
    MSIter *it = (MSIter *)scr_obj(v);
    it->target = scr_dup(target);
    it->kind = kind;
    cursor_link(ms(target), &it->cur);
    return v;
}

/* One step of a Map or Set iterator of class cls: 1 with *out (owned), or
 * 0 when it is exhausted (then it lets go of its collection). */
static int ms_iter_step(MSIter *it, int cls, ScrValue *out) {
    if (!scr_is_object(it->target)) return 0;
    ScrMapSet *m = ms(it->target);
    MSEntry *e = cursor_step(m, &it->cur);
    if (!e) {
        cursor_unlink(m, &it->cur);
        scr_clear(&it->target);
        return 0;
    }
    ScrValue second = cls == SCR_CLASS_MAP_ITERATOR ? e->value : e->key;
    if (it->kind == SCR_MS_KEYS) {
        *out = scr_dup(e->key);
    } else if (it->kind == SCR_MS_VALUES) {
        *out = scr_dup(second);
    } else {
        ScrValue pair[2] = {scr_dup(e->key), scr_dup(second)};
        *out = scr_array_from_take(2, pair);
    }
    return 1;
}

static ScrValue iter_next(ScrValue this_val, int cls) {
    if (scr__class_of(this_val) != cls) {
        char buf[128];
        scr__value_describe(this_val, buf, sizeof buf);
        return scr_throw_type_error("Method %s Iterator.prototype.next called on incompatible receiver %s",
                                    cls == SCR_CLASS_MAP_ITERATOR ? "Map" : "Set", buf);
    }
    ScrValue v;
    if (!ms_iter_step((MSIter *)scr_obj(this_val), cls, &v)) return scr__iter_result(SCR_UNDEFINED, true);
    ScrValue r = scr__iter_result(v, false);
    scr_release(v);
    return r;
}

/* Fills a new Map or Set from an iterable with its own set/add method, as
 * the constructors do. 0 or -1. */
static int fill_from(ScrValue obj, ScrValue iterable, bool is_map) {
    if (scr_is_nullish(iterable)) return 0;
    ScrValue adder = scr__get_str(obj, is_map ? "set" : "add");
    if (scr_is_exception(adder)) return -1;
    if (!scr__is_callable(adder)) {
        char buf[128];
        scr__value_describe(adder, buf, sizeof buf);
        scr_release(adder);
        scr_throw_type_error("'%s' returned for property '%s' of object '#<%s>' is not a function",
                             buf, is_map ? "set" : "add", is_map ? "Map" : "Set");
        return -1;
    }
    ScrIter it = SCR_ITER_INIT;
    int rc = -1;
    if (!scr_is_string(iterable)) {
        ScrValue m = scr_get(iterable, scr__thread.realm->sym_iterator);
        if (scr_is_exception(m)) goto out;
        bool callable = scr__is_callable(m);
        scr_release(m);
        if (!callable) {
            char buf[128];
            typed_desc(iterable, buf, sizeof buf);
            scr_throw_type_error("%s is not iterable (cannot read property Symbol(Symbol.iterator))", buf);
            goto out;
        }
    }
    if (scr_iter_open(&it, iterable, NULL) < 0) goto out;
    for (;;) {
        ScrValue item;
        int r = scr_iter_next(&it, &item);
        if (r < 0) goto out;
        if (r == 0) break;
        ScrValue res;
        if (is_map) {
            if (!scr_is_object(item)) {
                scr__throw_with_value(SCR_ERR_TYPE, "Iterator value ", item,
                                      " is not an entry object");
                scr_release(item);
                scr_iter_close(&it, true);
                goto out;
            }
            ScrValue k = scr__get_index(item, 0);
            ScrValue v = scr_is_exception(k) ? SCR_EXCEPTION : scr__get_index(item, 1);
            scr_release(item);
            if (scr_is_exception(v)) {
                scr_release(k);
                scr_iter_close(&it, true);
                goto out;
            }
            ScrValue args[2] = {k, v};
            res = scr__call(adder, obj, 2, args);
            scr_release(k);
            scr_release(v);
        } else {
            res = scr__call(adder, obj, 1, &item);
            scr_release(item);
        }
        if (scr_is_exception(res)) {
            scr_iter_close(&it, true);
            goto out;
        }
        scr_release(res);
    }
    rc = 0;
out:
    scr_iter_release(&it);
    scr_release(adder);
    return rc;
}

static ScrValue construct(ScrValue nt, ScrValue iterable, bool is_map) {
    if (scr_is_undefined(nt))
        return scr_throw_type_error("Constructor %s requires 'new'", is_map ? "Map" : "Set");
    ScrValue proto = scr__proto_from_ctor(nt, is_map ? scr__thread.realm->map_proto
                                                     : scr__thread.realm->set_proto);
    if (scr_is_exception(proto)) return proto;
    ScrValue obj = scr__object_alloc(sizeof(ScrMapSet), is_map ? SCR_CLASS_MAP : SCR_CLASS_SET, proto);
    scr_release(proto);
    if (fill_from(obj, iterable, is_map) < 0) {
        scr_release(obj);
        return SCR_EXCEPTION;
    }
    return obj;
}

/* forEach for both: callback(value, key, collection) with thisArg. */
static ScrValue for_each(ScrValue this_val, ScrMapSet *m, int argc, ScrValue *argv, bool is_map) {
    ScrValue cb = ARG(0);
    if (!scr__is_callable(cb)) {
        char buf[128];
        typed_desc(cb, buf, sizeof buf);
        return scr_throw_type_error("%s is not a function", buf);
    }
    scr_dup(this_val); /* keeps the table alive while callbacks run */
    MSCursor cur;
    cursor_link(m, &cur);
    ScrValue rc = SCR_UNDEFINED;
    MSEntry *e;
    while ((e = cursor_step(m, &cur))) {
        ScrValue k = scr_dup(e->key), v = scr_dup(is_map ? e->value : e->key);
        ScrValue args[3] = {v, k, this_val};
        ScrValue r = scr__call(cb, ARG(1), 3, args);
        scr_release(k);
        scr_release(v);
        if (scr_is_exception(r)) {
            rc = r;
            break;
        }
        scr_release(r);
    }
    cursor_unlink(m, &cur);
    scr_release(this_val);
    return rc;
}

/* ------------------------------------------------------------------------
 * Map.
 * ---------------------------------------------------------------------- */

#define WITH_MAP(method)                                             \
    ScrMapSet *m = this_ms(this_val, SCR_CLASS_MAP, method);        \
    if (!m) return SCR_EXCEPTION

NATIVE(map_ctor) {
    (void)fn, (void)this_val;
    return construct(nt, ARG(0), true);
}

NATIVE(map_get) {
    UNUSED;
    WITH_MAP("get");
    long i = lookup(m, normalize_key(ARG(0)));
    return i < 0 ? SCR_UNDEFINED : scr_dup(m->e[i].value);
}

NATIVE(map_set) {
    UNUSED;
    WITH_MAP("set");
    table_set(m, normalize_key(ARG(0)), ARG(1));
    return scr_dup(this_val);
}

NATIVE(map_has) {
    UNUSED;
    WITH_MAP("has");
    return scr_bool(lookup(m, normalize_key(ARG(0))) >= 0);
}

NATIVE(map_delete) {
    UNUSED;
    WITH_MAP("delete");
    return scr_bool(table_delete(m, normalize_key(ARG(0))));
}

NATIVE(map_clear) {
    UNUSED, (void)argc, (void)argv;
    WITH_MAP("clear");
    table_clear(m);
    return SCR_UNDEFINED;
}

NATIVE(map_size) {
    UNUSED, (void)argc, (void)argv;
    WITH_MAP("size");
    return scr_number(m->live);
}

NATIVE(map_for_each) {
    UNUSED;
    WITH_MAP("forEach");
    return for_each(this_val, m, argc, argv, true);
}

NATIVE(map_keys) {
    UNUSED, (void)argc, (void)argv;
    WITH_MAP("keys");
    (void)m;
    return iter_new(this_val, SCR_CLASS_MAP_ITERATOR, SCR_MS_KEYS);
}

NATIVE(map_values) {
    UNUSED, (void)argc, (void)argv;
    WITH_MAP("values");
    (void)m;
    return iter_new(this_val, SCR_CLASS_MAP_ITERATOR, SCR_MS_VALUES);
}

NATIVE(map_entries) {
    UNUSED, (void)argc, (void)argv;
    WITH_MAP("entries");
    (void)m;
    return iter_new(this_val, SCR_CLASS_MAP_ITERATOR, SCR_MS_ENTRIES);
}

NATIVE(map_iter_next) {
    UNUSED, (void)argc, (void)argv;
    return iter_next(this_val, SCR_CLASS_MAP_ITERATOR);
}

/* ------------------------------------------------------------------------
 * Set.
 * ---------------------------------------------------------------------- */

#define WITH_SET(method)                                             \
    ScrMapSet *m = this_ms(this_val, SCR_CLASS_SET, method);        \
    if (!m) return SCR_EXCEPTION

NATIVE(set_ctor) {
    (void)fn, (void)this_val;
    return construct(nt, ARG(0), false);
}

NATIVE(set_add) {
    UNUSED;
    WITH_SET("add");
    /* An entry already there keeps its place (its value stays undefined). */
    table_set(m, normalize_key(ARG(0)), SCR_UNDEFINED);
    return scr_dup(this_val);
}

NATIVE(set_has) {
    UNUSED;
    WITH_SET("has");
    return scr_bool(lookup(m, normalize_key(ARG(0))) >= 0);
}

NATIVE(set_delete) {
    UNUSED;
    WITH_SET("delete");
    return scr_bool(table_delete(m, normalize_key(ARG(0))));
}

NATIVE(set_clear) {
    UNUSED, (void)argc, (void)argv;
    WITH_SET("clear");
    table_clear(m);
    return SCR_UNDEFINED;
}

NATIVE(set_size) {
    UNUSED, (void)argc, (void)argv;
    WITH_SET("size");
    return scr_number(m->live);
}

NATIVE(set_for_each) {
    UNUSED;
    WITH_SET("forEach");
    return for_each(this_val, m, argc, argv, false);
}

NATIVE(set_values) {
    UNUSED, (void)argc, (void)argv;
    WITH_SET("values");
    (void)m;
    return iter_new(this_val, SCR_CLASS_SET_ITERATOR, SCR_MS_VALUES);
}

NATIVE(set_entries) {
    UNUSED, (void)argc, (void)argv;
    WITH_SET("entries");
    (void)m;
    return iter_new(this_val, SCR_CLASS_SET_ITERATOR, SCR_MS_ENTRIES);
}

NATIVE(set_iter_next) {
    UNUSED, (void)argc, (void)argv;
    return iter_next(this_val, SCR_CLASS_SET_ITERATOR);
}

/* for-of's fast path (core/iter.h), registered for both iterator classes. */
static bool iter_fast_is_native(ScrValue iter, ScrValue next) {
    int cls = scr__class_of(iter);
    if ((cls != SCR_CLASS_MAP_ITERATOR && cls != SCR_CLASS_SET_ITERATOR) ||
        scr__class_of(next) != SCR_CLASS_FUNCTION)
        return false;
    ScrFunction *f = (ScrFunction *)scr_obj(next);
    return (f->flags & SCR_FN__NATIVE) &&
           f->code == (cls == SCR_CLASS_MAP_ITERATOR ? map_iter_next : set_iter_next);
}

static int iter_fast_step(ScrValue iter, ScrValue *out) {
    return ms_iter_step((MSIter *)scr_obj(iter), scr__class_of(iter), out);
}
static const ScrIterFastPath fast_path = {iter_fast_is_native, iter_fast_step};

/* ------------------------------------------------------------------------
 * Access for inspect.c.
 * ---------------------------------------------------------------------- */

uint32_t scr__mapset_size(ScrValue v) { return ms(v)->live; }

bool scr__mapset_step(ScrValue v, uint32_t *cursor, ScrValue *key, ScrValue *value) {
    ScrMapSet *m = ms(v);
    while (*cursor < m->n) {
        MSEntry *e = &m->e[(*cursor)++];
        if (e->key == SCR_HOLE) continue;
        *key = e->key;
        *value = scr__class_of(v) == SCR_CLASS_MAP ? e->value : e->key;
        return true;
    }
    return false;
}

ScrValue scr__mapset_iter_state(ScrValue v, uint32_t *cursor, int *kind) {
    MSIter *it = (MSIter *)scr_obj(v);
    *cursor = it->cur.index;
    *kind = it->kind;
    return it->target;
}

/* ------------------------------------------------------------------------
 * Setup.
 * ---------------------------------------------------------------------- */

static void tag(ScrValue obj, const char *name) {
    scr__define_value_take(obj, scr__thread.realm->sym_to_string_tag,
                           scr_string_from_utf8(name, strlen(name)), SCR_PROP_CONFIGURABLE);
}

/* get Map[@@species] and get Set[@@species]: the receiver. */
NATIVE(mapset_species) {
    UNUSED, (void)argc, (void)argv;
    return scr_dup(this_val);
}

static void define_species(ScrValue ctor) {
    ScrValue g = scr_native_new(mapset_species, "get [Symbol.species]", 0);
    scr__define_accessor_flags(ctor, scr__thread.realm->sym_species, g, SCR_UNDEFINED,
                               SCR_PROP_CONFIGURABLE);
    scr_release(g);
}

void scr__mapset_init(void) {
    ScrRealm *r = scr__thread.realm;
    scr__class_hooks[SCR_CLASS_MAP] = (ScrClassHooks){ms_trace, ms_finalize, ms_finalize};
    scr__class_hooks[SCR_CLASS_SET] = (ScrClassHooks){ms_trace, ms_finalize, ms_finalize};
    scr__class_hooks[SCR_CLASS_MAP_ITERATOR] = (ScrClassHooks){it_trace, it_finalize, it_finalize};
    scr__class_hooks[SCR_CLASS_SET_ITERATOR] = (ScrClassHooks){it_trace, it_finalize, it_finalize};
    scr__iter_register_fast_path(SCR_CLASS_MAP_ITERATOR, &fast_path);
    scr__iter_register_fast_path(SCR_CLASS_SET_ITERATOR, &fast_path);

    /* Map */
    ScrValue mp = r->map_proto = scr_object_new();
    ScrValue mc = scr__native_ctor_new(map_ctor, "Map", 0, mp);
    scr__define_str_take(r->global, "Map", mc, SCR_PROP_CW);
    define_species(mc);
    scr__intrinsic_set(SCR_INTRINSIC_MAP_GET, scr__define_native(mp, "get", map_get, 1), map_get);
    scr__intrinsic_set(SCR_INTRINSIC_MAP_SET, scr__define_native(mp, "set", map_set, 2), map_set);
    scr__intrinsic_set(SCR_INTRINSIC_MAP_HAS, scr__define_native(mp, "has", map_has, 1), map_has);
    scr__define_native(mp, "delete", map_delete, 1);
    scr__define_native(mp, "clear", map_clear, 0);
    ScrValue ent = scr__define_native(mp, "entries", map_entries, 0);
    scr__define_native(mp, "forEach", map_for_each, 1);
    scr__define_native(mp, "keys", map_keys, 0);
    scr__define_native_accessor(mp, "size", map_size, NULL);
    scr__define_native(mp, "values", map_values, 0);
    tag(mp, "Map");
    scr__define_value_take(mp, r->sym_iterator, scr_dup(ent), SCR_PROP_CW);

    r->map_iterator_proto = scr_object_new_proto(r->iterator_proto);
    scr__define_native(r->map_iterator_proto, "next", map_iter_next, 0);
    tag(r->map_iterator_proto, "Map Iterator");

    /* Set */
    ScrValue sp = r->set_proto = scr_object_new();
    ScrValue sc = scr__native_ctor_new(set_ctor, "Set", 0, sp);
    scr__define_str_take(r->global, "Set", sc, SCR_PROP_CW);
    define_species(sc);
    scr__define_native(sp, "has", set_has, 1);
    scr__define_native(sp, "add", set_add, 1);
    scr__define_native(sp, "delete", set_delete, 1);
    scr__define_native(sp, "clear", set_clear, 0);
    scr__define_native(sp, "entries", set_entries, 0);
    scr__define_native(sp, "forEach", set_for_each, 1);
    scr__define_native_accessor(sp, "size", set_size, NULL);
    ScrValue vals = scr__define_native(sp, "values", set_values, 0);
    scr__define_str_take(sp, "keys", scr_dup(vals), SCR_PROP_CW);
    tag(sp, "Set");
    scr__define_value_take(sp, r->sym_iterator, scr_dup(vals), SCR_PROP_CW);

    r->set_iterator_proto = scr_object_new_proto(r->iterator_proto);
    scr__define_native(r->set_iterator_proto, "next", set_iter_next, 0);
    tag(r->set_iterator_proto, "Set Iterator");
}

/* ------------------------------------------------------------------------
 * Inspection hooks (core/inspect_hook.h).
 * ---------------------------------------------------------------------- */

static bool iter_step(ScrValue v, uint32_t *cursor, ScrValue *key, ScrValue *value) {
    MSIter *it = (MSIter *)scr_obj(v);
    if (!scr_is_object(it->target)) return false;
    if (*cursor < it->cur.index) *cursor = it->cur.index;
    if (!scr__mapset_step(it->target, cursor, key, value)) return false;
    if (it->kind == SCR_MS_KEYS) *value = *key;
    return true;
}

static bool iter_pairs(ScrValue v) { return ((MSIter *)scr_obj(v))->kind == SCR_MS_ENTRIES; }

const ScrInspectHook scr__map_inspect_hook = {SCR_INSPECT_MAP, "Map", NULL, scr__mapset_size,
                                              scr__mapset_step, NULL};
const ScrInspectHook scr__set_inspect_hook = {SCR_INSPECT_SET, "Set", NULL, scr__mapset_size,
                                              scr__mapset_step, NULL};
const ScrInspectHook scr__map_iterator_inspect_hook = {SCR_INSPECT_ITER, "Map", NULL, NULL,
                                                       iter_step, iter_pairs};
const ScrInspectHook scr__set_iterator_inspect_hook = {SCR_INSPECT_ITER, "Set", NULL, NULL,
                                                       iter_step, iter_pairs};
