/* test_inspect.c - util.inspect and util.format on values built through
 * the runtime API, compared with what Node v20 prints for the same values
 * (the JS equivalent of each case is in its comment). Links with libscr. */
#include "memory/heap.h"
#include "node/inspect.h"
#include "builtins/json.h"
#include "builtins/global.h"
#include "core/object.h"
#include "scr.h"
#include "core/str.h"
#include "core/error.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>


static int passed, failed;

static void expect_str(ScrValue got_take, const char *want, int line) {
    if (scr_is_exception(got_take)) {
        failed++;
        printf("FAIL line %d: exception\n", line);
        scr_release(scr_exception_take());
        return;
    }
    char *g = scr__string_to_utf8(got_take, NULL);
    if (strcmp(g, want) == 0) {
        passed++;
    } else {
        failed++;
        printf("FAIL line %d:\n--- got\n%s\n--- want\n%s\n", line, g, want);
    }
    free(g);
    scr_release(got_take);
}

#define EXPECT(v, want) expect_str(scr__inspect((v), NULL), (want), __LINE__)

static ScrValue S(const char *s) { return scr_string_from_utf8(s, strlen(s)); }
static ScrValue A(const char *s) { return scr_atom_from_utf8(s, strlen(s)); }
static ScrValue N(double d) { return scr_number(d); }

static void set(ScrValue o, const char *k, ScrValue v_take) {
    ScrValue key = A(k);
    scr_define_field(o, key, v_take);
    scr_release(key);
    scr_release(v_take);
}

static ScrValue arr(int n, ...) {
    __builtin_va_list ap;
    __builtin_va_start(ap, n);
    ScrValue vals[64];
    for (int i = 0; i < n; i++) vals[i] = __builtin_va_arg(ap, ScrValue);
    __builtin_va_end(ap);
    return scr_array_from_take((uint32_t)n, vals);
}

static ScrValue dummy(ScrValue f, ScrValue t, int argc, ScrValue *argv, ScrValue nt) {
    (void)f, (void)t, (void)argc, (void)argv, (void)nt;
    return SCR_UNDEFINED;
}

/* Functions and their prototypes form cycles, which the (future) cycle
 * collector would free; the test breaks them by hand for the leak check. */
static void break_proto_cycle(ScrValue f) {
    ScrValue p = scr__get_str(f, "prototype");
    if (scr_is_object(p)) scr__set_str(p, "constructor", SCR_UNDEFINED);
    scr_release(p);
}

static ScrValue fmt(int argc, ScrValue *argv) {
    ScrStrBuf b = SCR_STRBUF_INIT;
    ScrValue r = SCR_EXCEPTION;
    if (scr__format(&b, argc, argv) == 0) r = scr__sb_to_string(&b);
    scr__sb_free(&b);
    return r;
}

int main(void) {
    scr__strings_init();
    scr__realm_init(NULL); /* the bare realm: no host */

    /* Primitives. */
    EXPECT(N(-0.0), "-0");
    EXPECT(N(1e21), "1e+21");
    EXPECT(SCR_UNDEFINED, "undefined");
    ScrValue s = S("it's");
    EXPECT(s, "\"it's\"");
    scr_release(s);
    s = S("all ' \" `");
    EXPECT(s, "'all \\' \" `'");
    scr_release(s);
    s = S("a\nb\t\x01\x7f");
    EXPECT(s, "'a\\nb\\t\\x01\\x7F'");
    scr_release(s);

    /* { a: 1, 'a-b': 2, b: 'x', '$c': [ 1, 2 ] } */
    ScrValue o = scr_object_new();
    set(o, "a", N(1));
    set(o, "a-b", N(2));
    set(o, "b", S("x"));
    set(o, "$c", arr(2, N(1), N(2)));
    EXPECT(o, "{ a: 1, 'a-b': 2, b: 'x', '$c': [ 1, 2 ] }");
    scr_release(o);

    /* {} and [] and holes: [ 1, <2 empty items>, 4 ] */
    o = scr_object_new();
    EXPECT(o, "{}");
    scr_release(o);
    ScrValue a = arr(0);
    EXPECT(a, "[]");
    scr_release(a);
    a = arr(4, N(1), SCR_HOLE, SCR_HOLE, N(4));
    EXPECT(a, "[ 1, <2 empty items>, 4 ]");
    scr_release(a);

    /* Depth: { a: { b: { c: {} } }, d: { e: { f: { g: 1 } } } } */
    o = scr_object_new();
    ScrValue l1 = scr_object_new(), l2 = scr_object_new();
    set(l2, "c", scr_object_new());
    set(l1, "b", l2);
    set(o, "a", l1);
    ScrValue m1 = scr_object_new(), m2 = scr_object_new(), m3 = scr_object_new();
    set(m3, "g", N(1));
    set(m2, "f", m3);
    set(m1, "e", m2);
    set(o, "d", m1);
    EXPECT(o, "{ a: { b: { c: {} } }, d: { e: { f: [Object] } } }");
    scr_release(o);

    /* Grouping: Array.from({length: 27}, (_, i) => i + 1) */
    ScrValue vals[120];
    for (int i = 0; i < 27; i++) vals[i] = N(i + 1);
    a = scr_array_from_take(27, vals);
    EXPECT(a, "[\n   1,  2,  3,  4,  5,  6,  7,  8,\n   9, 10, 11, 12, 13, 14, 15, 16,\n  17, 18, "
              "19, 20, 21, 22, 23, 24,\n  25, 26, 27\n]");
    scr_release(a);
    /* Array.from({length: 120}, (_, i) => i) */
    for (int i = 0; i < 120; i++) vals[i] = N(i);
    a = scr_array_from_take(120, vals);
    EXPECT(a, "[\n"
              "   0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11,\n"
              "  12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,\n"
              "  24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35,\n"
              "  36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47,\n"
              "  48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59,\n"
              "  60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71,\n"
              "  72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83,\n"
              "  84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95,\n"
              "  96, 97, 98, 99,\n"
              "  ... 20 more items\n"
              "]");
    scr_release(a);
    /* Array.from({length: 30}, (_, i) => 'item' + i) */
    for (int i = 0; i < 30; i++) {
        char buf[16];
        snprintf(buf, sizeof buf, "item%d", i);
        vals[i] = S(buf);
    }
    a = scr_array_from_take(30, vals);
    EXPECT(a, "[\n  'item0',  'item1',  'item2',\n  'item3',  'item4',  'item5',\n  'item6',  "
              "'item7',  'item8',\n  'item9',  'item10', 'item11',\n  'item12', 'item13', "
              "'item14',\n  'item15', 'item16', 'item17',\n  'item18', 'item19', 'item20',\n  "
              "'item21', 'item22', 'item23',\n  'item24', 'item25', 'item26',\n  'item27', "
              "'item28', 'item29'\n]");
    scr_release(a);

    /* Breaking at 80 columns: six keys of ten letters. */
    o = scr_object_new();
    set(o, "aaaaaaaaaa", N(1));
    set(o, "bbbbbbbbbb", N(2));
    set(o, "cccccccccc", N(3));
    set(o, "dddddddddd", N(4));
    set(o, "eeeeeeeeee", N(5));
    set(o, "ffffffffff", N(6));
    EXPECT(o, "{\n  aaaaaaaaaa: 1,\n  bbbbbbbbbb: 2,\n  cccccccccc: 3,\n  dddddddddd: 4,\n  "
              "eeeeeeeeee: 5,\n  ffffffffff: 6\n}");
    scr_release(o);

    /* Circular: const c = {name: 'c'}; c.self = c */
    o = scr_object_new();
    set(o, "name", S("c"));
    set(o, "self", scr_dup(o));
    EXPECT(o, "<ref *1> { name: 'c', self: [Circular *1] }");
    /* Break the cycle so the audit stays clean. */
    set(o, "self", SCR_NULL);
    scr_release(o);

    /* Null prototype. */
    o = scr_object_new_proto(SCR_NULL);
    EXPECT(o, "[Object: null prototype] {}");
    set(o, "a", N(1));
    EXPECT(o, "[Object: null prototype] { a: 1 }");
    scr_release(o);

    /* Functions and classes. */
    ScrValue fname = A("f");
    ScrValue f = scr_function_new(dummy, fname, 0, 0, SCR_FN_CONSTRUCTOR);
    EXPECT(f, "[Function: f]");
    set(f, "a", N(1));
    EXPECT(f, "[Function: f] { a: 1 }");
    scr_release(fname);
    ScrValue empty = A("");
    ScrValue anon = scr_function_new(dummy, empty, 0, 0, SCR_FN_ARROW);
    EXPECT(anon, "[Function (anonymous)]");
    scr_release(anon);
    ScrValue pname = A("Point");
    ScrValue point = scr_function_new(dummy, pname, 0, 0, SCR_FN_CLASS);
    EXPECT(point, "[class Point]");
    ScrValue bname = A("B");
    ScrValue bcls = scr_function_new(dummy, bname, 0, 0, SCR_FN_CLASS | SCR_FN_DERIVED);
    scr_class_extends(bcls, point);
    EXPECT(bcls, "[class B extends Point]");
    /* new Point() with x, y; and an empty instance of B. */
    ScrValue proto = scr__get_str(point, "prototype");
    o = scr_object_new_proto(proto);
    set(o, "x", N(1));
    set(o, "y", N(2));
    EXPECT(o, "Point { x: 1, y: 2 }");
    ScrValue list = arr(1, scr_dup(o));
    EXPECT(list, "[ Point { x: 1, y: 2 } ]");
    scr_release(list);
    scr_release(o);
    scr_release(proto);
    proto = scr__get_str(bcls, "prototype");
    o = scr_object_new_proto(proto);
    EXPECT(o, "B {}");
    scr_release(o);
    scr_release(proto);
    break_proto_cycle(bcls);
    break_proto_cycle(point);
    scr_release(bcls);
    scr_release(bname);
    scr_release(point);
    scr_release(pname);
    scr_release(empty);

    /* Accessors: { a: [Getter], b: [Setter], c: [Getter/Setter] } */
    o = scr_object_new();
    ScrValue ka = A("a"), kb = A("b"), kc = A("c");
    scr_define_accessor(o, ka, f, SCR_UNDEFINED, true);
    scr_define_accessor(o, kb, SCR_UNDEFINED, f, true);
    scr_define_accessor(o, kc, f, f, true);
    EXPECT(o, "{ a: [Getter], b: [Setter], c: [Getter/Setter] }");
    scr_release(o);
    scr_release(ka);
    scr_release(kb);
    scr_release(kc);
    break_proto_cycle(f);
    scr_release(f);

    /* Symbols: { [Symbol(s)]: 1 } and Symbol() */
    ScrValue desc = S("s");
    ScrValue sym = scr__symbol_new(desc);
    o = scr_object_new();
    scr_define_field(o, sym, N(1));
    EXPECT(o, "{ [Symbol(s)]: 1 }");
    EXPECT(sym, "Symbol(s)");
    scr_release(o);
    scr_release(sym);
    scr_release(desc);
    sym = scr__symbol_new(SCR_UNDEFINED);
    EXPECT(sym, "Symbol()");

    /* util.format. */
    ScrValue args[6];
    args[0] = S("%s|%d|%i|%f|%j|%%|%c.");
    args[1] = S("str");
    args[2] = S("42");
    args[3] = S("3.9");
    args[4] = S("1.5e3");
    o = scr_object_new();
    set(o, "a", arr(2, N(1), S("x")));
    args[5] = o;
    expect_str(fmt(6, args), "str|42|3|1500|{\"a\":[1,\"x\"]}|%|%c.", __LINE__);
    for (int i = 0; i < 5; i++) scr_release(args[i]);
    args[0] = N(1);
    args[1] = S("a");
    args[2] = sym;
    args[3] = N(-0.0);
    args[4] = o;
    expect_str(fmt(5, args), "1 a Symbol() -0 { a: [ 1, 'x' ] }", __LINE__);
    scr_release(args[1]);
    args[0] = S("a%");
    args[1] = N(1);
    expect_str(fmt(2, args), "a% 1", __LINE__);
    scr_release(args[0]);
    scr_release(args[1]);
    scr_release(args[3]);
    args[0] = S("%s:%s");
    args[1] = S("only");
    expect_str(fmt(2, args), "only:%s", __LINE__);
    scr_release(args[0]);
    scr_release(args[1]);
    args[0] = S("%o");
    args[1] = arr(2, N(1), N(2));
    expect_str(fmt(2, args), "[ 1, 2, [length]: 2 ]", __LINE__);
    scr_release(args[0]);
    scr_release(args[1]);
    scr_release(sym);
    scr_release(o);

    /* JSON. */
    o = scr_object_new();
    set(o, "a", arr(2, N(1), S("x\n")));
    set(o, "u", SCR_UNDEFINED);
    ScrValue two = N(2);
    expect_str(scr__json_stringify(o, SCR_UNDEFINED, SCR_UNDEFINED), "{\"a\":[1,\"x\\n\"]}",
               __LINE__);
    expect_str(scr__json_stringify(o, SCR_UNDEFINED, two),
               "{\n  \"a\": [\n    1,\n    \"x\\n\"\n  ]\n}", __LINE__);
    set(o, "self", scr_dup(o));
    ScrValue r = scr__json_stringify(o, SCR_UNDEFINED, SCR_UNDEFINED);
    if (scr_is_exception(r)) {
        ScrValue e = scr_exception_take();
        ScrValue msg = scr__get_str(e, "message");
        expect_str(msg, "Converting circular structure to JSON\n    --> starting at object with "
                        "constructor 'Object'\n    --- property 'self' closes the circle",
                   __LINE__);
        scr_release(e);
    } else {
        failed++;
        printf("FAIL: no circular error\n");
        scr_release(r);
    }
    set(o, "self", SCR_NULL);
    scr_release(o);
    ScrValue text = S("{\"a\":[1,2.5e3,-0,true,null,\"\\u00e9\\n\"],\"__proto__\":1}");
    ScrValue parsed = scr__json_parse(text);
    EXPECT(parsed, "{ a: [ 1, 2500, -0, true, null, '\xc3\xa9\\n' ], ['__proto__']: 1 }");
    scr_release(parsed);
    scr_release(text);
    text = S("[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, x, 16, 17, 18, 19, 20, 21, 22]");
    parsed = scr__json_parse(text);
    if (scr_is_exception(parsed)) {
        ScrValue e = scr_exception_take();
        expect_str(scr__get_str(e, "message"),
                   "Unexpected token 'x', ...\", 13, 14, x, 16, 17,\"... is not valid JSON",
                   __LINE__);
        scr_release(e);
    } else {
        failed++;
        scr_release(parsed);
    }
    scr_release(text);

    /* Errors: e.stack = "TypeError: tt\n    at x (file:///a:1:1)"; e.code = 'E_X';
     * console.log({ err: e }) and an error without frames. */
    ScrValue msg = S("tt");
    ScrValue err = scr__error_new(SCR_ERR_TYPE, msg);
    scr_release(msg);
    ScrValue st = S("TypeError: tt\n    at x (file:///a:1:1)");
    scr__set_str(err, "stack", st);
    scr_release(st);
    set(err, "code", S("E_X"));
    o = scr_object_new();
    set(o, "err", err);
    EXPECT(o, "{\n  err: TypeError: tt\n      at x (file:///a:1:1) {\n    code: 'E_X'\n  }\n}");
    scr_release(o);
    msg = S("nostack");
    err = scr__error_new(SCR_ERR_ERROR, msg);
    scr_release(msg);
    st = S("Error: nostack");
    scr__set_str(err, "stack", st);
    scr_release(st);
    EXPECT(err, "[Error: nostack]");
    scr_release(err);

    scr__realm_shutdown();
    scr__strings_shutdown();
    if (scr__live_total() != 0) {
        char buf[512];
        scr__leak_summary(buf, sizeof buf);
        printf("FAIL leak: %s\n", buf);
        failed++;
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
