/* test_ic.c - unit tests of the property inline caches (scr_get_ic and
 * scr_set_ic): every way an object or one of its prototypes can change
 * under a filled cache (delete, a flag change, freeze, preventExtensions, a
 * setter or getter appearing on a prototype, a new prototype, dictionary
 * mode) must make the next access through the cache behave as the generic
 * scr_get/scr_set would, and a proxy reaching a filled cache must run its
 * traps; and the element guards and element views of compiled loops
 * (scr_elem_num, ScrTaView). Calls scr.h the way generated code does. */
#include "scr.h"

#include "core/function.h"
#include "core/object.h"
#include "core/str.h"
#include "core/typedarray.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "check.h"

static ScrValue A(const char *s) { return scr_atom_from_utf8(s, strlen(s)); }

/* A setter that counts its calls and remembers the last value. */
static int setter_calls;
static ScrValue setter_last;
static ScrValue count_setter(ScrValue f, ScrValue this_val, int argc, ScrValue *argv, ScrValue nt) {
    (void)f, (void)this_val, (void)nt;
    setter_calls++;
    setter_last = argc > 0 ? argv[0] : SCR_UNDEFINED;
    return SCR_UNDEFINED;
}
static ScrValue answer_getter(ScrValue f, ScrValue this_val, int argc, ScrValue *argv, ScrValue nt) {
    (void)f, (void)this_val, (void)argc, (void)argv, (void)nt;
    return scr_number(42);
}

/* Discards a pending exception; true if there was one. */
static bool threw(int r) {
    if (r >= 0) return false;
    scr_release(scr_exception_take());
    return true;
}

/* Own data properties: hits, then a delete (dictionary shape) and a flag
 * change must not be served from the cache. */
static void test_own_then_delete_and_flags(void) {
    ScrPropCache get = {0}, set = {0};
    ScrValue kx = A("x"), ky = A("y");
    ScrValue o = scr_object_new();
    scr_set(o, kx, scr_number(1));
    scr_set(o, ky, scr_number(2));
    CHECK(scr_get_ic(o, ky, &get) == scr_number(2));
    CHECK(get.shape_id == scr_obj(o)->shape->id); /* filled */
    CHECK(scr_get_ic(o, ky, &get) == scr_number(2));
    CHECK(scr_set_ic(o, ky, scr_number(3), &set) == 0);
    CHECK(scr_set_ic(o, ky, scr_number(4), &set) == 0);
    CHECK(scr_get_ic(o, ky, &get) == scr_number(4));
    /* delete x: y moves to slot 0 of a dictionary shape. */
    CHECK(scr_delete(o, kx) == 1);
    CHECK(scr_obj(o)->shape->id == SCR_SHAPE_ID_DICT);
    CHECK(scr_get_ic(o, ky, &get) == scr_number(4));
    CHECK(scr_get_ic(o, kx, &get) == SCR_UNDEFINED);
    CHECK(get.shape_id != SCR_SHAPE_ID_DICT); /* never recorded */
    CHECK(scr_set_ic(o, ky, scr_number(5), &set) == 0);
    CHECK(scr_get(o, ky) == scr_number(5));
    CHECK(scr_get(o, kx) == SCR_UNDEFINED);
    scr_release(o);

    /* defineProperty(o, "y", {writable: false}) under a filled set cache. */
    ScrPropCache set2 = {0};
    o = scr_object_new();
    scr_set(o, ky, scr_number(1));
    CHECK(scr_set_ic(o, ky, scr_number(2), &set2) == 0);
    ScrPropDesc d = {SCR_PROP_ENUMERABLE | SCR_PROP_CONFIGURABLE, SCR_UNDEFINED, SCR_UNDEFINED, SCR_UNDEFINED};
    CHECK(scr__define_own_property(o, ky, &d, SCR_DESC_HAS_WRITABLE) == 0);
    CHECK(threw(scr_set_ic(o, ky, scr_number(3), &set2)));
    CHECK(scr_get(o, ky) == scr_number(2));
    scr_release(o);
    scr_release(kx), scr_release(ky);
}

/* freeze and preventExtensions under filled set caches (replace and add). */
static void test_freeze_and_prevent_extensions(void) {
    ScrValue kx = A("x"), ky = A("y");
    ScrPropCache replace = {0}, add = {0};
    ScrValue a = scr_object_new(), b = scr_object_new();
    CHECK(scr_set_ic(a, kx, scr_number(1), &add) == 0); /* fills the add */
    CHECK(add.new_shape_id != 0);
    CHECK(scr_set_ic(a, kx, scr_number(2), &replace) == 0);
    CHECK(scr_set_ic(a, kx, scr_number(3), &replace) == 0); /* hit */
    scr__object_freeze(a);
    CHECK(threw(scr_set_ic(a, kx, scr_number(4), &replace)));
    CHECK(scr_get(a, kx) == scr_number(3));
    /* b has a's old (empty) shape: the cached add applies, unless b is
     * not extensible. */
    scr_obj(b)->extensible = 0;
    CHECK(threw(scr_set_ic(b, kx, scr_number(5), &add)));
    CHECK(scr_get(b, kx) == SCR_UNDEFINED);
    scr_obj(b)->extensible = 1;
    CHECK(scr_set_ic(b, kx, scr_number(6), &add) == 0);
    CHECK(scr_get(b, kx) == scr_number(6));
    scr_release(a), scr_release(b);
    scr_release(kx), scr_release(ky);
}

/* An add on short-lived objects: after the only object with the new shape
 * dies, the next object's add must find the same transition (the same
 * new shape id), not make a fresh shape and refill the cache. */
static void test_add_on_short_lived_objects(void) {
    ScrValue ka = A("a"), kd = A("d");
    ScrPropCache add = {0};
    uint64_t first = 0;
    int same = 0;
    for (int i = 0; i < 100; i++) {
        ScrValue o = scr_object_new();
        scr_define_field(o, ka, scr_number(i));
        CHECK(scr_set_ic(o, kd, scr_number(i * 2), &add) == 0);
        ScrValue d = scr_get(o, kd);
        CHECK(d == scr_number(i * 2));
        if (i == 0) first = add.new_shape_id;
        else same += add.new_shape_id == first;
        scr_release(o);
    }
    CHECK(first != 0);
    CHECK(same == 99);
    scr_release(ka), scr_release(kd);
}

/* A setter that appears on a prototype (directly or higher up the chain)
 * after an add was cached must run instead of the add. */
static void test_setter_appears_on_prototype(void) {
    ScrValue kx = A("x");
    ScrValue top = scr_object_new_proto(SCR_NULL);
    ScrValue mid = scr_object_new_proto(top);
    ScrPropCache add = {0};
    ScrValue o1 = scr_object_new_proto(mid);
    CHECK(scr_set_ic(o1, kx, scr_number(1), &add) == 0);
    CHECK(add.new_shape_id != 0);
    ScrValue o2 = scr_object_new_proto(mid);
    CHECK(scr_set_ic(o2, kx, scr_number(2), &add) == 0); /* cached add */
    CHECK(scr_get(o2, kx) == scr_number(2));
    /* A setter on the prototype's prototype. */
    ScrValue setter = scr_native_new(count_setter, "set", 1);
    CHECK(scr_define_accessor(top, kx, SCR_UNDEFINED, setter, false) == 0);
    ScrValue o3 = scr_object_new_proto(mid);
    setter_calls = 0;
    CHECK(scr_set_ic(o3, kx, scr_number(3), &add) == 0);
    CHECK(setter_calls == 1 && setter_last == scr_number(3));
    CHECK(scr_get(o3, kx) == SCR_UNDEFINED); /* no getter, no own x */
    /* A read-only data property on the direct prototype. */
    ScrValue ky = A("y");
    ScrPropCache add_y = {0};
    ScrValue o4 = scr_object_new_proto(mid), o5 = scr_object_new_proto(mid);
    CHECK(scr_set_ic(o4, ky, scr_number(1), &add_y) == 0);
    CHECK(scr__define_value_take(mid, ky, scr_number(9), SCR_PROP_ENUMERABLE) == 0);
    CHECK(threw(scr_set_ic(o5, ky, scr_number(2), &add_y)));
    CHECK(scr_get(o5, ky) == scr_number(9));
    scr_release(o1), scr_release(o2), scr_release(o3), scr_release(o4), scr_release(o5);
    scr_release(setter), scr_release(mid), scr_release(top);
    scr_release(kx), scr_release(ky);
}

/* Prototype hits: the value is read live; an own property, a new
 * prototype, a getter replacing the data property, or a delete on the
 * prototype are all seen. */
static void test_prototype_hits(void) {
    ScrValue km = A("m");
    ScrValue p = scr_object_new(), q = scr_object_new();
    scr_set(p, km, scr_number(1));
    scr_set(q, km, scr_number(2));
    ScrValue o = scr_object_new_proto(p);
    ScrPropCache get = {0};
    CHECK(scr_get_ic(o, km, &get) == scr_number(1));
    CHECK(get.holder == p);
    CHECK(scr_get_ic(o, km, &get) == scr_number(1));
    scr_set(p, km, scr_number(3)); /* same shape, new value */
    CHECK(scr_get_ic(o, km, &get) == scr_number(3));
    CHECK(scr__set_proto(o, q) == 0);
    CHECK(scr_get_ic(o, km, &get) == scr_number(2));
    CHECK(scr__set_proto(o, p) == 0);
    CHECK(scr_get_ic(o, km, &get) == scr_number(3));
    ScrValue getter = scr_native_new(answer_getter, "get", 0);
    CHECK(scr_define_accessor(p, km, getter, SCR_UNDEFINED, false) == 0);
    CHECK(scr_get_ic(o, km, &get) == scr_number(42));
    CHECK(scr_delete(p, km) == 1);
    CHECK(scr_get_ic(o, km, &get) == SCR_UNDEFINED);
    scr_set(o, km, scr_number(7)); /* own now */
    CHECK(scr_get_ic(o, km, &get) == scr_number(7));
    /* A generated site is a static; this one dies with the function, so
     * the prototype hits its miss path allocated go with it. */
    free(get.protos);
    scr_release(getter), scr_release(o), scr_release(p), scr_release(q);
    scr_release(km);
}

/* A property two prototypes up (a base-class method on a subclass
 * instance) is proved by the inline entry itself (holder: the receiver's
 * prototype, far: the object that has it) while the prototype epoch holds;
 * any change on the chain bumps the epoch and the next read sees it. A
 * second chain at the same site answers from the miss path's table, and
 * becomes the inline entry only after answering two misses in a row. */
static void test_deep_prototype_hits(void) {
    ScrValue km = A("m");
    ScrValue base = scr_object_new(), mid = scr_object_new_proto(base), mid2 = scr_object_new_proto(base);
    scr_set(base, km, scr_number(1));
    ScrValue o = scr_object_new_proto(mid), o2 = scr_object_new_proto(mid2);
    ScrPropCache get = {0};
    CHECK(scr_get_ic(o, km, &get) == scr_number(1));
    CHECK(get.holder == mid && get.far == base && get.holder_shape_id == 0);
    ScrValue v;
    CHECK(scr_ic_peek(o, &get, &v) && v == scr_number(1));
    scr_set(base, km, scr_number(2)); /* a new value: same keys, same epoch */
    CHECK(scr_ic_peek(o, &get, &v) && v == scr_number(2));
    scr_set(mid, km, scr_number(3)); /* the middle prototype shadows it */
    CHECK(!scr_ic_peek(o, &get, &v));
    CHECK(scr_get_ic(o, km, &get) == scr_number(3));
    CHECK(scr_delete(mid, km) == 1);
    CHECK(scr_get_ic(o, km, &get) == scr_number(2));
    /* Another chain: the table answers; the inline entry moves to it only
     * on its second miss in a row. */
    CHECK(scr_get_ic(o, km, &get) == scr_number(2));
    CHECK(scr_get_ic(o2, km, &get) == scr_number(2));
    CHECK(scr_get_ic(o, km, &get) == scr_number(2));
    CHECK(get.holder == mid);
    CHECK(scr_get_ic(o2, km, &get) == scr_number(2));
    CHECK(get.holder == mid);
    CHECK(scr_get_ic(o2, km, &get) == scr_number(2));
    CHECK(scr_get_ic(o2, km, &get) == scr_number(2));
    CHECK(get.holder == mid2 && get.far == base);
    /* A getter on the base, reached through the table. */
    ScrValue getter = scr_native_new(answer_getter, "get", 0);
    CHECK(scr_define_accessor(base, km, getter, SCR_UNDEFINED, false) == 0);
    for (int i = 0; i < 3; i++) {
        CHECK(scr_get_ic(o, km, &get) == scr_number(42));
        CHECK(scr_get_ic(o2, km, &get) == scr_number(42));
    }
    CHECK(!scr_ic_peek(o, &get, &v));
    free(get.protos);
    scr_release(getter), scr_release(o), scr_release(o2), scr_release(mid), scr_release(mid2);
    scr_release(base), scr_release(km);
}

/* Objects with many keys use dictionary shapes, which change in place:
 * nothing about them may be cached. */
static void test_dictionary_mode(void) {
    ScrValue big = scr_object_new();
    ScrValue keys[80];
    for (int i = 0; i < 80; i++) {
        char n[16];
        snprintf(n, sizeof n, "k%d", i);
        keys[i] = A(n);
    }
    ScrPropCache set = {0}, get = {0};
    for (int i = 0; i < 80; i++) CHECK(scr_set_ic(big, keys[i], scr_number(i), &set) == 0);
    CHECK(scr_obj(big)->shape->dictionary);
    for (int i = 0; i < 80; i++) CHECK(scr_get_ic(big, keys[i], &get) == scr_number(i));
    CHECK(get.shape_id != SCR_SHAPE_ID_DICT && set.shape_id != SCR_SHAPE_ID_DICT);
    CHECK(scr_delete(big, keys[3]) == 1);
    CHECK(scr_get_ic(big, keys[3], &get) == SCR_UNDEFINED);
    CHECK(scr_get_ic(big, keys[4], &get) == scr_number(4));
    for (int i = 0; i < 80; i++) scr_release(keys[i]);
    scr_release(big);
}

/* Non-objects go the generic way, errors included. */
static void test_primitives(void) {
    ScrValue kx = A("x");
    ScrPropCache c = {0};
    CHECK(scr_get_ic(scr_number(1), kx, &c) == SCR_UNDEFINED);
    CHECK(scr_is_exception(scr_get_ic(SCR_UNDEFINED, kx, &c)));
    scr_release(scr_exception_take());
    CHECK(threw(scr_set_ic(SCR_NULL, kx, scr_number(1), &c)));
    scr_release(kx);
}

/* Traps for the proxy test: get answers 99, set counts and says true. */
static int set_trap_calls;
static ScrValue trap_get(ScrValue f, ScrValue this_val, int argc, ScrValue *argv, ScrValue nt) {
    (void)f, (void)this_val, (void)argc, (void)argv, (void)nt;
    return scr_number(99);
}
static ScrValue trap_set(ScrValue f, ScrValue this_val, int argc, ScrValue *argv, ScrValue nt) {
    (void)f, (void)this_val, (void)argc, (void)argv, (void)nt;
    set_trap_calls++;
    return SCR_TRUE;
}

/* A proxy at sites whose caches ordinary objects filled (own read, write,
 * add, and a read through a prototype): its dictionary shape id matches
 * no entry, so the slow path runs its traps and nothing lands on the
 * proxy itself. */
static void test_proxy_through_filled_caches(void) {
    ScrValue kx = A("x"), ky = A("y");
    ScrValue handler = scr_object_new();
    scr__define_str_take(handler, "get", scr__native_new_ex(trap_get, "get", 3, 0, SCR_UNDEFINED), SCR_PROP_CWE);
    scr__define_str_take(handler, "set", scr__native_new_ex(trap_set, "set", 4, 0, SCR_UNDEFINED), SCR_PROP_CWE);
    ScrValue target = scr_object_new();
    scr_set(target, kx, scr_number(1));
    ScrValue ctor = scr__get_str(scr__thread.realm->global, "Proxy");
    ScrValue args[2] = {target, handler};
    ScrValue p = scr_new(ctor, 2, args, NULL);
    CHECK(scr_is_object(p));
    ScrPropCache get = {0}, set = {0}, add = {0}, viaproto = {0};
    ScrValue o = scr_object_new();
    scr_set(o, kx, scr_number(1));
    CHECK(scr_get_ic(o, kx, &get) == scr_number(1));
    CHECK(scr_get_ic(p, kx, &get) == scr_number(99));
    CHECK(scr_set_ic(o, kx, scr_number(2), &set) == 0);
    CHECK(scr_set_ic(p, kx, scr_number(3), &set) == 0);
    CHECK(set_trap_calls == 1 && scr_get(target, kx) == scr_number(1));
    for (int i = 0; i < 2; i++) {
        ScrValue e = scr_object_new();
        CHECK(scr_set_ic(e, ky, scr_number(1), &add) == 0);
        scr_release(e);
    }
    CHECK(add.new_shape_id != 0);
    CHECK(scr_set_ic(p, ky, scr_number(5), &add) == 0);
    CHECK(set_trap_calls == 2 && scr_obj(p)->shape->count == 0);
    /* Reads that miss an object reach a proxy prototype's get trap. */
    ScrValue child = scr_object_new_proto(p);
    CHECK(scr_get_ic(o, kx, &viaproto) == scr_number(2));
    CHECK(scr_get_ic(child, kx, &viaproto) == scr_number(99));
    CHECK(scr_get_ic(child, kx, &viaproto) == scr_number(99));
    CHECK(get.shape_id != SCR_SHAPE_ID_DICT && viaproto.shape_id != SCR_SHAPE_ID_DICT);
    scr_release(child), scr_release(o), scr_release(p), scr_release(ctor);
    scr_release(target), scr_release(handler), scr_release(kx), scr_release(ky);
}

/* scr_elem_num, the element guard of the fast paths: a Number element of
 * an array's dense elements or of a typed array of Numbers, else false
 * (a hole, past the end, a key that is no index, another type, a BigInt
 * typed array, not an array). */
static void test_element_guard(void) {
    double d = 0;
    ScrValue s = A("s"), digits = A("12");
    ScrValue a = scr_array_new(4);
    CHECK(scr_array_push(a, scr_number(1.5)) >= 0 && scr_array_push(a, SCR_HOLE) >= 0);
    CHECK(scr_array_push(a, s) >= 0 && scr_array_push(a, scr_number(-0.0)) >= 0);
    CHECK(scr_elem_num(a, 0, &d) && d == 1.5);
    CHECK(!scr_elem_num(a, 1, &d) && !scr_elem_num(a, 2, &d) && !scr_elem_num(a, 4, &d));
    CHECK(scr_elem_num(a, -0.0, &d) && d == 1.5); /* -0 names element 0 */
    CHECK(scr_elem_num(a, 3, &d) && d == 0 && signbit(d));
    CHECK(!scr_elem_num(a, 0.5, &d) && !scr_elem_num(a, -1, &d) && !scr_elem_num(a, NAN, &d));
    CHECK(!scr_elem_num(digits, 0, &d) && !scr_elem_num(scr_number(3), 0, &d));
    ScrValue buf = scr__array_buffer_new(16, SCR_NULL);
    ScrValue f64 = scr__typed_array_new(SCR_TA_FLOAT64, buf, 0, 2, SCR_NULL);
    ScrValue u16 = scr__typed_array_new(SCR_TA_UINT16, buf, 0, 8, SCR_NULL);
    ScrValue big = scr__typed_array_new(SCR_TA_BIGINT64, buf, 0, 2, SCR_NULL);
    CHECK(scr_set_elem_d(f64, 1, scr_number(-2.25)) == 0 && scr_set_elem_d(u16, 0, scr_number(65535)) == 0);
    CHECK(scr_elem_num(f64, 1, &d) && d == -2.25);
    CHECK(scr_elem_num(u16, 0, &d) && d == 65535);
    CHECK(!scr_elem_num(f64, 2, &d) && !scr_elem_num(u16, 8, &d));
    CHECK(!scr_elem_num(big, 0, &d));
    scr_release(a), scr_release(buf), scr_release(f64), scr_release(u16), scr_release(big);
    scr_release(s), scr_release(digits);
}

/* A typed array of `type` and n elements (no prototype), owned. */
static ScrValue make_ta(int type, uint32_t n) {
    ScrValue buf = scr__array_buffer_new((size_t)n * scr__ta_size[type], SCR_NULL);
    ScrValue t = scr__typed_array_new(type, buf, 0, n, SCR_NULL);
    scr_release(buf);
    return t;
}

/* The int32-index guard and the element updates' guard and store: the
 * same elements as scr_elem_num, negative int32s refused; a store goes to
 * the array's slot or through the typed array's conversion. */
static void test_element_refs(void) {
    double d = 0;
    ScrElemRef r;
    ScrValue s = A("s");
    ScrValue a = scr_array_new(4);
    CHECK(scr_array_push(a, scr_number(1.5)) >= 0 && scr_array_push(a, SCR_HOLE) >= 0);
    CHECK(scr_array_push(a, s) >= 0 && scr_array_push(a, scr_number(7)) >= 0);
    CHECK(scr_elem_num_i32(a, 0, &d) && d == 1.5 && scr_elem_num_i32(a, 3, &d) && d == 7);
    CHECK(!scr_elem_num_i32(a, 1, &d) && !scr_elem_num_i32(a, 2, &d) && !scr_elem_num_i32(a, 4, &d));
    CHECK(!scr_elem_num_i32(a, -1, &d) && !scr_elem_num_i32(a, INT32_MIN, &d) && !scr_elem_num_i32(s, 0, &d));
    CHECK(scr_elem_ref_i32(a, 3, &d, &r) && d == 7 && r.slot);
    scr_elem_put(&r, d + 0.25);
    CHECK(scr_elem_num(a, 3, &d) && d == 7.25);
    CHECK(scr_elem_ref_d(a, -0.0, &d, &r) && d == 1.5);
    scr_elem_put(&r, NAN);
    CHECK(scr_elem_num(a, 0, &d) && isnan(d));
    CHECK(!scr_elem_ref_i32(a, 1, &d, &r) && !scr_elem_ref_i32(a, 2, &d, &r) && !scr_elem_ref_i32(a, -4, &d, &r));
    CHECK(!scr_elem_ref_d(a, 0.5, &d, &r) && !scr_elem_ref_d(a, 4294967295.0, &d, &r) &&
          !scr_elem_ref_d(a, NAN, &d, &r) && !scr_elem_ref_d(a, -1, &d, &r) && !scr_elem_ref_d(a, 1e300, &d, &r));
    ScrValue u8 = make_ta(SCR_TA_UINT8, 2), c8 = make_ta(SCR_TA_UINT8C, 1), f32 = make_ta(SCR_TA_FLOAT32, 1);
    ScrValue big = make_ta(SCR_TA_BIGINT64, 1);
    CHECK(scr_elem_ref_i32(u8, 1, &d, &r) && d == 0 && !r.slot);
    scr_elem_put(&r, 300); /* ToUint8: 300 mod 256 */
    CHECK(scr_elem_num_i32(u8, 1, &d) && d == 44);
    CHECK(scr_elem_ref_d(u8, 1, &d, &r));
    scr_elem_put(&r, -1.5);
    CHECK(scr_elem_num_i32(u8, 1, &d) && d == 255);
    CHECK(scr_elem_ref_i32(c8, 0, &d, &r));
    scr_elem_put(&r, 300.7); /* clamped */
    CHECK(scr_elem_num_i32(c8, 0, &d) && d == 255);
    CHECK(scr_elem_ref_i32(f32, 0, &d, &r));
    scr_elem_put(&r, 0.1);
    CHECK(scr_elem_num_i32(f32, 0, &d) && d == (double)0.1f);
    CHECK(!scr_elem_ref_i32(u8, 2, &d, &r) && !scr_elem_ref_i32(big, 0, &d, &r) && !scr_elem_num_i32(big, 0, &d));
    scr_release(a), scr_release(s), scr_release(u8), scr_release(c8), scr_release(f32), scr_release(big);
}

/* The index conversions of the guards, the remainder by a constant and
 * charCodeAt's guard, at the edges of their ranges. */
static void test_index_conversions(void) {
    uint32_t i = 7;
    CHECK(scr__index_d(0, &i) && i == 0 && scr__index_d(-0.0, &i) && i == 0);
    CHECK(scr__index_d(4294967294.0, &i) && i == 4294967294u);
    CHECK(!scr__index_d(4294967295.0, &i) && !scr__index_d(-1, &i) && !scr__index_d(0.5, &i));
    CHECK(!scr__index_d(NAN, &i) && !scr__index_d(INFINITY, &i) && !scr__index_d(-INFINITY, &i));
    CHECK(!scr__index_d(1e300, &i) && !scr__index_d(-1e300, &i) && !scr__index_d(9223372036854775808.0, &i));
    CHECK(!scr__index_d(4294967296.0, &i) && !scr__index_d(-4294967296.0, &i));
    ScrValue t = make_ta(SCR_TA_INT32, 3);
    ScrTaView w = scr_ta_view(t);
    CHECK(scr__view_d(&w, 2, &i) && i == 2 && scr__view_d(&w, -0.0, &i) && i == 0);
    CHECK(!scr__view_d(&w, 3, &i) && !scr__view_d(&w, 1.5, &i) && !scr__view_d(&w, NAN, &i) &&
          !scr__view_d(&w, -1, &i) && !scr__view_d(&w, 4294967298.0, &i));
    scr_release(t);
    double m = scr__mod_d_int(-14, 7);
    CHECK(m == 0 && signbit(m));
    m = scr__mod_d_int(-0.0, 3);
    CHECK(m == 0 && signbit(m));
    m = scr__mod_d_int(14, 7);
    CHECK(m == 0 && !signbit(m));
    CHECK(scr__mod_d_int(-15, 7) == -1 && scr__mod_d_int(2147483647.0, 1000003) == 2147483647 % 1000003);
    CHECK(scr__mod_d_int(-2147483648.0, 7) == -2147483648LL % 7 && scr__mod_d_int(2147483648.0, 7) == 2147483648LL % 7);
    CHECK(scr__mod_d_int(3.5, 2) == 1.5 && scr__mod_d_int(-1e20, 3) == fmod(-1e20, 3));
    CHECK(isnan(scr__mod_d_int(NAN, 3)) && isnan(scr__mod_d_int(INFINITY, 3)));
}


/* Element views: exact within a typed array, empty for anything else, and
 * every access outside the view answered by the ordinary path. */
static void test_element_views(void) {
    ScrValue f = make_ta(SCR_TA_FLOAT64, 4);
    ScrTaView w = scr_ta_view(f);
    CHECK(w.t == scr__ta(f) && w.length == 4 && w.type == SCR_TA_FLOAT64);
    CHECK(scr_view_set_d(&w, f, 1, scr_number(2.5)) == 0 && scr__ta(f)->length == 4);
    double d = 0;
    CHECK(scr_view_num(&w, 1, &d) && d == 2.5);
    CHECK(scr_view_num(&w, -0.0, &d) && d == 0 && !signbit(d)); /* -0 names element 0 */
    CHECK(scr_view_num_i32(&w, 1, &d) && d == 2.5);
    /* Outside: past the end, negative, fractional, NaN, huge. */
    CHECK(!scr_view_num(&w, 4, &d) && !scr_view_num(&w, -1, &d) && !scr_view_num(&w, 1.5, &d));
    CHECK(!scr_view_num(&w, NAN, &d) && !scr_view_num(&w, 1e300, &d) && !scr_view_num_i32(&w, -1, &d));
    CHECK(!scr_view_num_i32(&w, 4, &d) && !scr_view_num_i32(&w, INT32_MIN, &d));
    /* The ordinary path answers outside the view: undefined, and a store
     * past the end of a typed array is ignored. */
    CHECK(scr_view_get_d(&w, f, 7) == SCR_UNDEFINED && scr_view_get_i32(&w, f, -3) == SCR_UNDEFINED);
    CHECK(scr_view_set_i32(&w, f, 9, scr_number(1)) == 0 && scr_view_set_d(&w, f, 0.5, scr_number(1)) == 0);
    CHECK(scr_view_get_d(&w, f, 1) == scr_number(2.5) && scr_view_get_i32(&w, f, 0) == scr_number(0));
    /* Stores convert as any element store does. */
    ScrValue u = make_ta(SCR_TA_UINT8C, 3);
    ScrTaView wu = scr_ta_view(u);
    CHECK(scr_view_set_i32_sloppy(&wu, u, 0, scr_number(300)) == 0 && scr_view_set_d_sloppy(&wu, u, 1, scr_number(2.5)) == 0);
    CHECK(scr_view_set_i32(&wu, u, 2, scr_number(-7)) == 0);
    CHECK(scr_view_get_i32(&wu, u, 0) == scr_int32(255) && scr_view_get_d(&wu, u, 1) == scr_int32(2) &&
          scr_view_get_d(&wu, u, 2) == scr_int32(0));
    ScrValue i8 = make_ta(SCR_TA_INT8, 2);
    ScrTaView w8 = scr_ta_view(i8);
    CHECK(scr_view_set_d(&w8, i8, 1, scr_number(255)) == 0 && scr_view_num(&w8, 1, &d) && d == -1);
    /* A BigInt64Array: no Number guard holds, reads and stores go through
     * the BigInt conversions. */
    ScrValue b = make_ta(SCR_TA_BIGINT64, 2);
    ScrTaView wb = scr_ta_view(b);
    CHECK(wb.length == 2 && !scr_view_num(&wb, 0, &d) && !scr_view_num_i32(&wb, 1, &d));
    CHECK(scr_view_set_i32(&wb, b, 1, scr_small_bigint(-5)) == 0);
    ScrValue got = scr_view_get_d(&wb, b, 1);
    CHECK(got == scr_small_bigint(-5));
    scr_release(got);
    /* Anything else gives the empty view. */
    ScrValue others[] = {scr_number(3), SCR_UNDEFINED, SCR_UNINIT, SCR_NULL};
    for (size_t k = 0; k < sizeof others / sizeof *others; k++) {
        ScrTaView e = scr_ta_view(others[k]);
        CHECK(e.t == NULL && e.length == 0 && !scr_view_num(&e, 0, &d) && !scr_view_num_i32(&e, 0, &d));
    }
    ScrValue ab = scr__array_buffer_new(8, SCR_NULL);
    ScrTaView ea = scr_ta_view(ab);
    CHECK(ea.t == NULL && ea.length == 0 && ea.arr == NULL);
    scr_release(ab);
    /* An Array's view holds the array and reads its elements as they are
     * at each access: a hole, a non-Number, the end (which moves) and
     * non-index keys go to the ordinary path. */
    ScrValue arr = scr_array_new(2);
    CHECK(scr_array_push(arr, scr_number(1.5)) >= 0 && scr_array_push(arr, SCR_HOLE) >= 0 &&
          scr_array_push(arr, SCR_TRUE) >= 0);
    ScrTaView wa = scr_ta_view(arr);
    CHECK(wa.t == NULL && wa.length == 0 && wa.arr != NULL);
    CHECK(scr_view_num(&wa, 0, &d) && d == 1.5 && scr_view_num(&wa, -0.0, &d) && d == 1.5);
    CHECK(scr_view_num_i32(&wa, 0, &d) && d == 1.5 && !scr_view_num_i32(&wa, -1, &d));
    CHECK(!scr_view_num(&wa, 1, &d) && !scr_view_num(&wa, 2, &d) && !scr_view_num(&wa, 3, &d));
    CHECK(!scr_view_num(&wa, 0.5, &d) && !scr_view_num(&wa, NAN, &d) && !scr_view_num(&wa, -1, &d) &&
          !scr_view_num(&wa, 18446744073709551616.0, &d) && !scr_view_num(&wa, -9223372036854775808.0, &d));
    CHECK(scr_view_get_d(&wa, arr, 2) == SCR_TRUE && scr_view_get_i32(&wa, arr, 1) == SCR_UNDEFINED &&
          scr_view_get_d(&wa, arr, 3) == SCR_UNDEFINED && scr_view_get_d(&wa, arr, -1) == SCR_UNDEFINED);
    for (int k = 0; k < 40; k++) CHECK(scr_array_push(arr, scr_int32(k)) >= 0); /* the elements move */
    CHECK(scr_view_num(&wa, 42, &d) && d == 39 && scr_view_get_i32(&wa, arr, 3) == scr_int32(0));
    scr_release(arr);
    scr_release(f);
    scr_release(u);
    scr_release(i8);
    scr_release(b);
}

/* A fast region's object cache (scr_region_fill, scr_region_obj,
 * scr_region_num): it records a shape only when every key is an own data
 * property there (writable where stored), and its slots then read and
 * write the right properties. */
static void test_region_cache(void) {
    ScrValue kx = A("x"), ky = A("y"), kz = A("z");
    ScrValue keys[] = {ky, kx};
    ScrValue *slots = NULL, *py = NULL, *px = NULL;
    ScrRegionCache c = {0};
    ScrValue o = scr_object_new();
    scr_set(o, kx, scr_number(1));
    scr_set(o, ky, scr_number(2));
    CHECK(!scr_region_obj(o, &c, &slots));
    scr_region_fill(&c, o, 0x1, 2, keys);
    CHECK(c.shape_id == scr_obj(o)->shape->id && c.fills == 1);
    CHECK(scr_region_obj(o, &c, &slots) && scr_region_num(slots, &c, 0, &py) && scr_region_num(slots, &c, 1, &px));
    CHECK(*py == scr_number(2) && *px == scr_number(1));
    *py = scr_number(7);
    CHECK(scr_get(o, ky) == scr_number(7));
    scr_region_fill(&c, o, 0x1, 2, keys); /* same shape: nothing to do */
    CHECK(c.fills == 1);
    /* Another object of the same shape passes; a string value fails the
     * Number test; a primitive fails the object test. */
    ScrValue o2 = scr_object_new();
    scr_set(o2, kx, kz);
    scr_set(o2, ky, scr_number(3));
    CHECK(scr_region_obj(o2, &c, &slots) && scr_region_num(slots, &c, 0, &py) && !scr_region_num(slots, &c, 1, &px));
    CHECK(!scr_region_obj(scr_number(1), &c, &slots) && !scr_region_obj(kx, &c, &slots));
    /* A key missing from the shape, or a prototype's: nothing recorded. */
    ScrValue o3 = scr_object_new_proto(o);
    scr_set(o3, ky, scr_number(4));
    scr_region_fill(&c, o3, 0x1, 2, keys);
    CHECK(c.shape_id == 0 && c.fills == 2 && !scr_region_obj(o, &c, &slots));
    /* An accessor, a read-only property stored to, a dictionary shape. */
    ScrValue acc = scr_object_new();
    scr_set(acc, ky, scr_number(1));
    ScrValue g = scr_function_new(answer_getter, kx, 0, 0, 0);
    CHECK(scr_define_accessor(acc, kx, g, SCR_UNDEFINED, true) == 0);
    scr_region_fill(&c, acc, 0, 2, keys);
    CHECK(c.shape_id == 0);
    ScrValue o4 = scr_object_new();
    ScrPropDesc ro = {SCR_PROP_ENUMERABLE | SCR_PROP_CONFIGURABLE, scr_number(5), SCR_UNDEFINED, SCR_UNDEFINED};
    CHECK(scr__define_own_property(o4, ky, &ro, SCR_DESC_HAS_VALUE | SCR_DESC_HAS_WRITABLE) == 0);
    scr_set(o4, kx, scr_number(6));
    CHECK(!scr_obj(o4)->shape->dictionary);
    scr_region_fill(&c, o4, 0x1, 2, keys);
    CHECK(c.shape_id == 0);
    scr_region_fill(&c, o4, 0x2, 2, keys); /* only x is stored: y may be read-only */
    CHECK(c.shape_id == scr_obj(o4)->shape->id);
    CHECK(scr_delete(o, kz) == 1 && scr_delete(o, kx) == 1);
    scr_region_fill(&c, o, 0, 1, keys);
    CHECK(c.shape_id == 0);
    /* A cache stops recording after SCR_REGION_FILLS shapes. */
    c.fills = SCR_REGION_FILLS;
    scr_region_fill(&c, o4, 0x2, 2, keys);
    CHECK(c.shape_id == 0 && !scr_region_obj(o4, &c, &slots));
    scr_release(o), scr_release(o2), scr_release(o3), scr_release(o4), scr_release(acc), scr_release(g);
    scr_release(kx), scr_release(ky), scr_release(kz);
}

static ScrValue body(void) {
    test_region_cache();
    test_element_guard();
    test_element_views();
    test_element_refs();
    test_index_conversions();
    test_own_then_delete_and_flags();
    test_freeze_and_prevent_extensions();
    test_add_on_short_lived_objects();
    test_setter_appears_on_prototype();
    test_prototype_hits();
    test_deep_prototype_hits();
    test_dictionary_mode();
    test_primitives();
    test_proxy_through_filled_caches();
    return SCR_UNDEFINED;
}

int main(int argc, char **argv) {
    static const ScrModule mods[] = {{body, NULL, 0, 0}};
    static const ScrProgram prog = {NULL, 0, mods, 1, NULL, 0, NULL, 0, -1};
    int st = scr_main(argc, argv, &prog);
    printf("%d passed, %d failed\n", passed, failed);
    return failed || st ? 1 : 0;
}
