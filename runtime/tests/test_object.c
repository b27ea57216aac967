/* test_object.c - unit tests of the runtime core's object model: property
 * order, shapes, arrays with holes, native calls, exceptions, errors, and
 * freeing a long linked list without recursion. Calls scr.h the way
 * generated code does. */
#include "scr.h"

#include "memory/heap.h"
#include "core/object.h"
#include "core/str.h"

#include <stdio.h>
#include <stdlib.h>

#include "check.h"
#include "core/array.h"

static ScrValue A(const char *s) { return scr_atom_from_utf8(s, strlen(s)); }

/* True if string value v has UTF-8 content s. */
static bool str_is(ScrValue v, const char *s) {
    if (!scr_is_string(v)) return false;
    char *u = scr__string_to_utf8(v, NULL);
    bool r = strcmp(u, s) == 0;
    free(u);
    return r;
}

/* Joins a key array with commas into buf. */
static void keys_str(ScrValue keys, char *buf, size_t size) {
    buf[0] = 0;
    for (uint32_t i = 0; i < scr_array_length(keys); i++) {
        char *u = scr__string_to_utf8(scr_array_at(keys, i), NULL);
        if (i) strncat(buf, ",", size - strlen(buf) - 1);
        strncat(buf, u, size - strlen(buf) - 1);
        free(u);
    }
}

static ScrValue exception_message(void) {
    ScrValue e = scr_exception_take();
    ScrValue m = scr_get(e, scr__atom("message"));
    scr_release(e);
    return m;
}

static void test_property_order(void) {
    ScrValue o = scr_object_new();
    ScrValue kb = A("b"), ka = A("a"), k2 = A("2"), k10 = A("10");
    scr_define_field(o, kb, scr_number(1));
    scr_define_field(o, k10, scr_number(2));
    scr_define_field(o, ka, scr_number(3));
    scr_define_field(o, k2, scr_number(4));
    ScrValue keys = scr__own_keys(o, SCR_KEYS_STRINGS);
    char buf[256];
    keys_str(keys, buf, sizeof buf);
    CHECK(strcmp(buf, "2,10,b,a") == 0);
    scr_release(keys);
    /* Delete then re-add moves the key to the end. */
    CHECK(scr_delete(o, kb) == 1);
    scr_set(o, kb, scr_number(5));
    keys = scr__own_keys(o, SCR_KEYS_STRINGS);
    keys_str(keys, buf, sizeof buf);
    CHECK(strcmp(buf, "2,10,a,b") == 0);
    scr_release(keys);
    ScrValue v = scr_get(o, ka);
    CHECK(v == scr_number(3));
    v = scr_get(o, scr_number(10));
    CHECK(v == scr_number(2));
    scr_release(kb), scr_release(ka), scr_release(k2), scr_release(k10);
    scr_release(o);
}

static void test_shapes_shared_and_many_keys(void) {
    ScrValue o1 = scr_object_new(), o2 = scr_object_new();
    ScrValue kx = A("x"), ky = A("y");
    scr_set(o1, kx, scr_number(1));
    scr_set(o1, ky, scr_number(2));
    scr_set(o2, kx, scr_number(3));
    scr_set(o2, ky, scr_number(4));
    CHECK(scr_obj(o1)->shape == scr_obj(o2)->shape);
    scr_release(kx), scr_release(ky);
    /* 500 keys: dictionary mode with a hash index. */
    ScrValue big = scr_object_new();
    for (int i = 0; i < 500; i++) {
        char n[16];
        snprintf(n, sizeof n, "k%d", i);
        ScrValue k = A(n);
        scr_set(big, k, scr_number(i));
        scr_release(k);
    }
    bool ok = true;
    for (int i = 0; i < 500; i++) {
        char n[16];
        snprintf(n, sizeof n, "k%d", i);
        ScrValue k = A(n);
        ScrValue v = scr_get(big, k);
        ok = ok && v == scr_number(i);
        scr_release(k);
    }
    CHECK(ok);
    scr_release(o1), scr_release(o2), scr_release(big);
}

static void test_arrays(void) {
    ScrValue vals[4] = {scr_number(1), SCR_HOLE, scr_number(3), A("s")};
    ScrValue a = scr_array_from_take(4, vals);
    CHECK(scr_array_length(a) == 4);
    CHECK(scr__array_get_borrowed(a, 1) == SCR_HOLE);
    ScrValue v = scr_get(a, scr_number(1));
    CHECK(scr_is_undefined(v));
    CHECK(scr_has(scr_number(1), a) == 0);
    CHECK(scr_has(scr_number(2), a) == 1);
    scr_array_push(a, scr_number(9));
    CHECK(scr_array_length(a) == 5);
    ScrValue len = A("length");
    scr_set(a, len, scr_number(2));
    CHECK(scr_array_length(a) == 2);
    scr_set(a, scr_number(100000), scr_number(7)); /* sparse */
    CHECK(scr_array_length(a) == 100001);
    v = scr_get(a, scr_number(100000));
    CHECK(v == scr_number(7));
    CHECK(scr_set(a, len, scr_number(-1)) == -1);
    ScrValue m = exception_message();
    CHECK(str_is(m, "Invalid array length"));
    scr_release(m);
    scr_release(len);
    scr_release(a);
}

static ScrValue native_add(ScrValue f, ScrValue this_val, int argc, ScrValue *argv, ScrValue nt) {
    (void)f, (void)this_val, (void)nt;
    if (argc < 2) return scr_throw_type_error("need two");
    return scr_add(argv[0], argv[1]);
}

static void test_calls_and_exceptions(void) {
    ScrValue f = scr_native_new(native_add, "add", 2);
    ScrValue args[2] = {scr_number(2), scr_number(40)};
    ScrValue r = scr_call(f, SCR_UNDEFINED, 2, args, "add");
    CHECK(r == scr_number(42));
    r = scr_call(f, SCR_UNDEFINED, 0, NULL, "add");
    CHECK(scr_is_exception(r));
    ScrValue m = exception_message();
    CHECK(str_is(m, "need two"));
    scr_release(m);
    r = scr_call(scr_number(5), SCR_UNDEFINED, 0, NULL, "o.f");
    CHECK(scr_is_exception(r));
    m = exception_message();
    CHECK(str_is(m, "o.f is not a function"));
    scr_release(m);
    ScrValue kx = A("x");
    r = scr_get(SCR_UNDEFINED, kx);
    CHECK(scr_is_exception(r));
    m = exception_message();
    CHECK(str_is(m, "Cannot read properties of undefined (reading 'x')"));
    scr_release(m);
    CHECK(scr_set(SCR_NULL, kx, scr_number(1)) == -1);
    m = exception_message();
    CHECK(str_is(m, "Cannot set properties of null (setting 'x')"));
    scr_release(m);
    /* Frozen objects. */
    ScrValue o = scr_object_new();
    scr_set(o, kx, scr_number(1));
    ScrValue freeze = scr_get(scr__thread.realm->object_ctor, scr__atom("freeze"));
    scr_release(scr_call(freeze, scr__thread.realm->object_ctor, 1, &o, NULL));
    CHECK(scr_set(o, kx, scr_number(2)) == -1);
    m = exception_message();
    CHECK(str_is(m, "Cannot assign to read only property 'x' of object '#<Object>'"));
    scr_release(m);
    ScrValue ky = A("y");
    CHECK(scr_set(o, ky, scr_number(2)) == -1);
    m = exception_message();
    CHECK(str_is(m, "Cannot add property y, object is not extensible"));
    scr_release(m);
    scr_release(ky), scr_release(freeze), scr_release(o), scr_release(kx), scr_release(f);
    /* Bound functions and Function.prototype.call. */
    f = scr_native_new(native_add, "add", 2);
    ScrValue bind = scr_get(f, scr__atom("bind"));
    ScrValue bargs[2] = {SCR_NULL, scr_number(1)};
    ScrValue b = scr_call(bind, f, 2, bargs, NULL);
    ScrValue one = scr_number(10);
    r = scr_call(b, SCR_UNDEFINED, 1, &one, NULL);
    CHECK(r == scr_number(11));
    ScrValue name = scr_get(b, scr__atom("name"));
    CHECK(str_is(name, "bound add"));
    scr_release(name), scr_release(b), scr_release(bind), scr_release(f);
}

static void test_errors(void) {
    ScrValue te = scr__thread.realm->error_ctors[SCR_ERR_TYPE];
    ScrValue msg = A("bad");
    ScrValue e = scr_new(te, 1, &msg, "TypeError");
    CHECK(scr__is_error(e));
    ScrValue s = scr_to_string(e);
    CHECK(str_is(s, "TypeError: bad"));
    scr_release(s);
    int r = scr_instanceof(e, scr__thread.realm->error_ctors[SCR_ERR_ERROR]);
    CHECK(r == 1);
    ScrValue st = scr_get(e, scr__atom("stack"));
    CHECK(scr_is_string(st));
    char *u = scr__string_to_utf8(st, NULL);
    CHECK(strncmp(u, "TypeError: bad", 14) == 0);
    free(u);
    scr_release(st), scr_release(e), scr_release(msg);
}

static void test_sort_and_join(void) {
    ScrValue vals[5] = {scr_number(10), scr_number(9), scr_number(1), SCR_UNDEFINED, scr_number(100)};
    ScrValue a = scr_array_from_take(5, vals);
    ScrValue sort = scr_get(a, scr__atom("sort"));
    scr_release(scr_call(sort, a, 0, NULL, NULL));
    ScrValue join = scr_get(a, scr__atom("join"));
    ScrValue j = scr_call(join, a, 0, NULL, NULL);
    CHECK(str_is(j, "1,10,100,9,"));
    scr_release(j), scr_release(join), scr_release(sort), scr_release(a);
}

static void test_join_holes(void) {
    /* Holes, nullish elements and a long separator; separators are written
     * between every index, whatever the elements. */
    ScrValue vals[6] = {SCR_HOLE, A("a"), SCR_NULL, SCR_HOLE, A("bc"), SCR_UNDEFINED};
    ScrValue a = scr_array_from_take(6, vals);
    ScrValue join = scr_get(a, scr__atom("join"));
    ScrValue sep = A("<->");
    ScrValue j = scr_call(join, a, 1, &sep, NULL);
    CHECK(str_is(j, "<->a<-><-><->bc<->"));
    scr_release(j);
    /* One element and no separators: the element itself comes back. */
    ScrValue one_v[1] = {A("only")};
    ScrValue one = scr_array_from_take(1, one_v);
    j = scr_call(join, one, 1, &sep, NULL);
    CHECK(j == scr_array_at(one, 0));
    scr_release(j), scr_release(one), scr_release(sep), scr_release(join), scr_release(a);
}

static void test_template_site(void) {
    static ScrTemplateSite site;
    ScrValue cooked[2] = {A("a\n"), SCR_UNDEFINED}, raw[2] = {A("a\\n"), A("\\u")};
    ScrValue s1 = scr_template_object(&site, 2, cooked, raw);
    ScrValue s2 = scr_template_object(&site, 2, cooked, raw);
    CHECK(s1 == s2); /* one array per site */
    CHECK(scr_array_length(s1) == 2);
    /* (A frozen array keeps its elements as read-only properties.) */
    ScrValue e0 = scr_get(s1, scr_number(0)), e1 = scr_get(s1, scr_number(1));
    CHECK(e0 == cooked[0] && e1 == SCR_UNDEFINED);
    scr_release(e0);
    CHECK(scr__object_is_frozen(s1));
    ScrValue r = scr_get(s1, scr__atom("raw"));
    ScrValue r1 = scr_get(r, scr_number(1));
    CHECK(scr__object_is_frozen(r) && r1 == raw[1]);
    scr_release(r1);
    ScrPropDesc d;
    CHECK(scr__get_own_property(s1, scr__atom("raw"), &d) == 1);
    CHECK((d.flags & (SCR_PROP_WRITABLE | SCR_PROP_ENUMERABLE | SCR_PROP_CONFIGURABLE)) == 0);
    scr__desc_release(&d);
    scr_release(r), scr_release(s1), scr_release(s2);
    for (int i = 0; i < 2; i++) scr_release(cooked[i]), scr_release(raw[i]);
    /* The site holds the array until the realm shuts down. */
    CHECK(site.strings != 0);
}

static void test_long_list(void) {
    /* A linked list of a million nodes: freeing the head must not recurse. */
    ScrValue next = A("next");
    ScrValue head = SCR_NULL;
    for (int i = 0; i < 1000000; i++) {
        ScrValue n = scr_object_new();
        scr_define_field(n, next, head);
        scr_release(head);
        head = n;
    }
    size_t before = scr__live_cells[SCR_KIND_OBJECT];
    scr_release(head);
    CHECK(before - scr__live_cells[SCR_KIND_OBJECT] == 1000000);
    scr_release(next);
}

static void test_ops(void) {
    ScrValue s = A("5");
    ScrValue r = scr_add(s, scr_number(1));
    CHECK(str_is(r, "51"));
    scr_release(r);
    r = scr_sub(s, scr_number(1));
    CHECK(r == scr_number(4));
    CHECK(scr_loose_eq(s, scr_number(5)) == 1);
    CHECK(!scr_strict_eq(s, scr_number(5)));
    ScrValue t = scr_typeof(s);
    CHECK(str_is(t, "string"));
    scr_release(t);
    scr_release(s);
}

static ScrValue body(void) {
    test_property_order();
    test_shapes_shared_and_many_keys();
    test_arrays();
    test_calls_and_exceptions();
    test_errors();
    test_sort_and_join();
    test_join_holes();
    test_template_site();
    test_long_list();
    test_ops();
    return SCR_UNDEFINED;
}

int main(int argc, char **argv) {
    static const ScrModule mods[] = {{body, NULL, 0, 0}};
    static const ScrProgram prog = {NULL, 0, mods, 1, NULL, 0, NULL, 0, -1};
    int st = scr_main(argc, argv, &prog);
    printf("%d passed, %d failed\n", passed, failed);
    return failed || st ? 1 : 0;
}
