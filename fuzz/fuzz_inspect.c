/* fuzz_inspect.c - libFuzzer target for util.inspect (node/inspect.c) over
 * object graphs the input builds, in the bare realm of the C unit tests.
 *
 * The input is a program for a small builder with a stack of at most
 * NODES values: each byte is an operation, some followed by operand bytes
 * (a missing operand reads as 0). Operations make objects, arrays, Maps,
 * Sets, strings of any UTF-16 code units (lone surrogates included),
 * numbers, bigints, symbols, class instances (an object whose prototype's
 * constructor is a named function), null-prototype objects, typed arrays,
 * Dates, Errors, RegExps; and join them: a property (string, index or
 * symbol key) set to any value on the stack (itself: cycles), an accessor
 * property, a far index that makes an array sparse, Map and Set entries,
 * array elements. Others set the options: depth, breakLength, compact,
 * sorted, showHidden, maxArrayLength, maxStringLength.
 *
 * Properties checked besides ASan and UBSan: inspect returns a string and
 * calls no getter but an error's stack, name and message, which Node's
 * reads too (the getters are natives that abort while inspect runs; the
 * builder's own operations may call them; the one exception
 * the builder can cause is the RangeError of an Error whose name or message
 * is itself, which Node's inspect throws too, and then both inspects must
 * throw); inspecting the same graph again gives the
 * same string; the reference audit of fuzz_realm.h (each input runs twice,
 * the second run leaves the count of live cells unchanged). */
#include <stdio.h>
#include <string.h>

#include "core/native.h"
#include "core/object.h"
#include "core/str.h"
#include "memory/gc.h"
#include "fuzz_realm.h"
#include "node/inspect.h"
#include "scr.h"

#define NODES 24

typedef struct Reader {
    const uint8_t *p, *end;
} Reader;

static uint8_t byte(Reader *r) { return r->p < r->end ? *r->p++ : 0; }

int LLVMFuzzerInitialize(int *argc, char ***argv) {
    (void)argc;
    (void)argv;
    fuzz_realm_init(true);
    return 0;
}

/* Whether inspect is running: the builder's own operations may call the
 * getters below (invoke reads `set`, `add` and `push` through [[Get]], and
 * the builder may have made any of them an accessor). */
static bool inspecting;

/* A getter inspect must never call (getters: false is the default). */
NATIVE(forbidden_getter) {
    (void)fn, (void)this_val, (void)argc, (void)argv, (void)nt;
    if (!inspecting) return SCR_UNDEFINED;
    fprintf(stderr, "fuzz_inspect: inspect called a getter\n");
    abort();
}

/* The getter of an accessor named stack, name or message: Node's inspect
 * reads those of an error through [[Get]] (getStackString, improveStack),
 * so it may run for a receiver that is an error (an Error, or an object
 * with Error.prototype on its chain), and for nothing else. */
NATIVE(error_getter) {
    (void)fn, (void)argc, (void)argv, (void)nt;
    if (!inspecting) return SCR_UNDEFINED;
    bool error_like = scr__is_error(this_val);
    ScrValue ep = scr__thread.realm->error_protos[SCR_ERR_ERROR];
    for (ScrValue p = scr__get_proto(this_val); !error_like && scr_is_object(p); p = scr__get_proto(p))
        error_like = p == ep;
    if (!error_like) {
        fprintf(stderr, "fuzz_inspect: inspect called an error's getter on something else\n");
        abort();
    }
    return SCR_UNDEFINED;
}

/* A setter; the builder's own assignments may call it. */
NATIVE(ignored_setter) {
    (void)fn, (void)this_val, (void)argc, (void)argv, (void)nt;
    return SCR_UNDEFINED;
}

/* A string of n code units read as pairs of bytes (high, low). */
static ScrValue read_string(Reader *r, size_t n) {
    uint16_t u[64];
    if (n > 64) n = 64;
    for (size_t i = 0; i < n; i++) {
        uint8_t hi = byte(r), lo = byte(r);
        /* Mostly ASCII: a high byte of 0..3 maps to 0, the rest spell any unit. */
        u[i] = hi < 4 ? lo : (uint16_t)(hi << 8 | lo);
    }
    return scr_string_from_utf16(u, n);
}

static ScrValue global(const char *name) {
    ScrValue k = scr_atom_from_utf8(name, strlen(name));
    ScrValue g = scr_global_get(k);
    scr_release(k);
    return g;
}

/* new G(args...), or undefined when it throws (the exception dropped). */
static ScrValue construct(const char *name, int argc, ScrValue *argv) {
    ScrValue g = global(name);
    if (scr_is_exception(g)) {
        scr_release(scr_exception_take());
        return SCR_UNDEFINED;
    }
    ScrValue v = scr_new(g, argc, argv, name);
    scr_release(g);
    if (scr_is_exception(v)) {
        scr_release(scr_exception_take());
        return SCR_UNDEFINED;
    }
    return v;
}

/* obj.method(args...), the result dropped; an exception is dropped too. */
static void invoke(ScrValue obj, const char *method, int argc, ScrValue *argv) {
    ScrValue k = scr_atom_from_utf8(method, strlen(method));
    ScrValue f = scr_get(obj, k);
    scr_release(k);
    if (!scr_is_exception(f)) {
        ScrValue r = scr_call(f, obj, argc, argv, method);
        scr_release(f);
        if (!scr_is_exception(r)) {
            scr_release(r);
            return;
        }
    }
    scr_release(scr_exception_take());
}

static const char *const KEYS[] = {"a", "b", "constructor", "__proto__", "length", "0", "1", "10",
                                   "name", "message", "stack", "x y", "", "\xe2\x80\xa8", "size",
                                   "4294967295"};
static const char *const TYPED[] = {"Uint8Array", "Int16Array", "Float32Array", "Float64Array",
                                    "BigInt64Array", "Uint8ClampedArray", "Uint32Array", "Int8Array"};

static ScrValue key_of(Reader *r, ScrValue *nodes, int n) {
    uint8_t k = byte(r);
    if (k & 0x80) {
        /* A symbol on the stack, else a string key. */
        ScrValue v = nodes[k % (n ? n : 1)];
        if (n && scr_is_symbol(v)) return scr_dup(v);
    }
    if ((k & 0x70) == 0x70) return read_string(r, byte(r) % 6);
    const char *s = KEYS[k % (sizeof KEYS / sizeof *KEYS)];
    return scr_atom_from_utf8(s, strlen(s));
}

/* Whether storing v into target under key k (NULL: an element) converts
 * it: a typed array turns what it stores into a number, and so does an
 * array's length. An array's conversion joins its elements, arrays among
 * them, so a graph of shared arrays (or a far sparse index) converts in
 * exponential time, in Node too. The builder stores only primitives
 * there; what inspect sees is the same kind of graph. */
static bool key_is(ScrValue k, const char *s);
static bool converts(ScrValue target, const ScrValue *k, ScrValue v) {
    if (!scr_is_object(v) || !scr_is_object(target)) return false;
    uint16_t cls = scr_as_cell(target)->aux;
    return cls == SCR__CLASS_TYPED_ARRAY || (cls == SCR__CLASS_ARRAY && k && key_is(*k, "length"));
}

/* Whether storing v into target under key k is one the builder leaves
 * out because Node's inspect would convert v: it turns an error's stack
 * into a string (String(err.stack)) and reads its name and message, and
 * converting an object runs whatever its conversion reaches (an array's
 * join reads every element, getters included, and takes exponential time
 * over shared arrays). So a stack, name or message is a primitive, or the
 * error itself (Error.prototype.toString then recurses to the stack
 * limit's RangeError, as in Node), and an error keeps its prototype. */
static bool error_part(ScrValue target, ScrValue k, ScrValue v) {
    if (key_is(k, "__proto__")) return scr__is_error(target);
    if (!scr_is_object(v) || !(key_is(k, "stack") || key_is(k, "name") || key_is(k, "message"))) return false;
    return !(v == target && scr__is_error(target));
}

static bool key_is(ScrValue k, const char *s) {
    if (!scr_is_string(k)) return false;
    ScrValue a = scr_atom_from_utf8(s, strlen(s));
    bool r = scr__string_equal(k, a);
    scr_release(a);
    return r;
}

static void one_input(const uint8_t *data, size_t size) {
    Reader r = {data, data + size};
    ScrValue nodes[NODES];
    int n = 0;
    ScrInspectOptions o;
    scr__inspect_default_options(&o);
    /* Never more than a few thousand operations: the graph stays small. */
    for (int steps = 0; r.p < r.end && steps < 4096; steps++) {
        uint8_t op = byte(&r) % 24;
        ScrValue made = SCR_HOLE;
        ScrValue target = n ? nodes[byte(&r) % n] : SCR_UNDEFINED;
        switch (op) {
        case 0: made = scr_object_new(); break;
        case 1: made = scr_array_new(0); break;
        case 2: made = construct("Map", 0, NULL); break;
        case 3: made = construct("Set", 0, NULL); break;
        case 4: made = read_string(&r, byte(&r) % 24); break;
        case 5: {
            double d;
            uint8_t b[8];
            for (int i = 0; i < 8; i++) b[i] = byte(&r);
            memcpy(&d, b, 8);
            made = scr_number(d);
            break;
        }
        case 6: {
            ScrValue desc = read_string(&r, byte(&r) % 8);
            ScrValue s = global("Symbol");
            made = scr_call(s, SCR_UNDEFINED, 1, &desc, "Symbol");
            scr_release(s);
            scr_release(desc);
            break;
        }
        case 7: /* target[key] = value */
        case 8:
            if (n && scr_is_object(target)) {
                ScrValue k = key_of(&r, nodes, n);
                ScrValue v = nodes[byte(&r) % n];
                if (converts(target, &k, v) || error_part(target, k, v)) {
                    scr_release(k);
                    break;
                }
                if (scr_set(target, k, v) < 0) scr_release(scr_exception_take());
                scr_release(k);
            }
            break;
        case 9: /* a far index: a sparse array */
            if (n && scr_is_object(target)) {
                double i = (double)byte(&r) * 1000 + byte(&r);
                ScrValue v = nodes[byte(&r) % n];
                if (converts(target, NULL, v)) break;
                if (scr_set(target, scr_number(i), v) < 0) scr_release(scr_exception_take());
            }
            break;
        case 10: /* map.set(k, v) / set.add(v) / array.push(v) */
            if (n && scr_is_object(target)) {
                ScrValue kv[2] = {nodes[byte(&r) % n], nodes[byte(&r) % n]};
                if (converts(target, NULL, kv[0]) || converts(target, NULL, kv[1])) break;
                invoke(target, "set", 2, kv);
                invoke(target, "add", 1, kv);
                invoke(target, "push", 1, kv + 1);
            }
            break;
        case 11: /* an accessor */
            if (n && scr_is_object(target)) {
                ScrValue k = key_of(&r, nodes, n);
                uint8_t how = byte(&r);
                bool error_key = key_is(k, "stack") || key_is(k, "name") || key_is(k, "message");
                ScrValue g = scr_native_new(error_key ? error_getter : forbidden_getter, "get", 0);
                ScrValue s = (how & 1) ? scr_native_new(ignored_setter, "set", 1) : SCR_UNDEFINED;
                if (scr__define_accessor_flags(target, k, (how & 2) ? SCR_UNDEFINED : g, s,
                                               (how & 4) ? SCR_PROP_ENUMERABLE | SCR_PROP_CONFIGURABLE
                                                         : SCR_PROP_CONFIGURABLE) < 0)
                    scr_release(scr_exception_take());
                scr_release(g);
                scr_release(s);
                scr_release(k);
            }
            break;
        case 12: { /* an instance of a class named by the input */
            ScrValue name = read_string(&r, byte(&r) % 6);
            char *u = scr__string_to_utf8(name, NULL);
            ScrValue ctor = scr_native_new(forbidden_getter, u ? u : "C", 0);
            free(u);
            scr_release(name);
            ScrValue proto = scr_object_new();
            ScrValue ck = scr_atom_from_utf8("constructor", 11);
            if (scr_set(proto, ck, ctor) < 0) scr_release(scr_exception_take());
            made = scr_object_new_proto(proto);
            scr_release(ck);
            scr_release(proto);
            scr_release(ctor);
            break;
        }
        case 13: made = scr_object_new_proto(SCR_NULL); break;
        case 14: {
            ScrValue len = scr_number(byte(&r) % 40);
            made = construct(TYPED[byte(&r) % 8], 1, &len);
            break;
        }
        case 15: {
            ScrValue t = scr_number((double)(int8_t)byte(&r) * 1e10);
            made = construct("Date", 1, &t);
            break;
        }
        case 16: {
            ScrValue m = read_string(&r, byte(&r) % 10);
            made = construct((byte(&r) & 1) ? "TypeError" : "Error", 1, &m);
            scr_release(m);
            break;
        }
        case 17: {
            ScrValue p = read_string(&r, byte(&r) % 8);
            made = construct("RegExp", 1, &p);
            scr_release(p);
            break;
        }
        case 18: {
            ScrValue b = global("BigInt");
            ScrValue x = scr_number((double)(int16_t)(byte(&r) << 8 | byte(&r)));
            made = scr_call(b, SCR_UNDEFINED, 1, &x, "BigInt");
            scr_release(b);
            break;
        }
        case 19: o.depth = (int)(byte(&r) % 8) - 1; break;
        case 20: o.break_length = byte(&r) % 120; break;
        case 21: o.compact = (int)(byte(&r) % 6) - 1; break;
        case 22: {
            uint8_t f = byte(&r);
            o.sorted = f & 1;
            o.show_hidden = f & 2;
            o.max_array_length = (f >> 2) % 8 * 3;
            break;
        }
        case 23: o.max_string_length = byte(&r) % 50; break;
        }
        if (made == SCR_HOLE) continue;
        if (scr_is_exception(made)) {
            scr_release(scr_exception_take());
            continue;
        }
        if (n == NODES) {
            scr_release(made);
            continue;
        }
        nodes[n++] = made;
    }
    if (n) {
        /* With showHidden, each object also shows its prototype's
         * properties, objects formatted at the same level: over a graph
         * that shares its nodes the output grows as a power of the depth
         * (a 24-node graph at depth 2 took 6 s an inspect under ASan, as
         * long as Node's would be). One level keeps those inputs fast. */
        if (o.show_hidden && o.depth > 1) o.depth = 1;
        inspecting = true;
        ScrValue s1 = scr__inspect(nodes[0], &o);
        if (scr_is_exception(s1)) {
            /* The one exception the builder can cause: an Error whose name
             * or message is itself recurses in Error.prototype.toString to
             * the stack limit, a RangeError in Node's inspect too. The
             * second inspect must throw as well. */
            scr_release(scr_exception_take());
            ScrValue s2 = scr__inspect(nodes[0], &o);
            if (!scr_is_exception(s2)) {
                fprintf(stderr, "fuzz_inspect: inspect threw, then did not\n");
                abort();
            }
            scr_release(scr_exception_take());
            goto done;
        }
        if (!scr_is_string(s1)) {
            fprintf(stderr, "fuzz_inspect: inspect gave no string\n");
            abort();
        }
        ScrValue s2 = scr__inspect(nodes[0], &o);
        if (!scr_is_string(s2) || !scr__string_equal(s1, s2)) {
            fprintf(stderr, "fuzz_inspect: a second inspect gave another string\n");
            abort();
        }
        scr_release(s1);
        scr_release(s2);
    }
done:
    inspecting = false;
    /* The graph may be cyclic: the collector frees what counting cannot (a
     * candidate pass: the cells released here are its candidates). */
    for (int i = 0; i < n; i++) scr_release(nodes[i]);
    scr__gc_collect(false);
}

FUZZ_MAIN(one_input)
