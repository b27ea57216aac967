/* symbol.c - the Symbol built-in: the constructor (callable, never with
 * new), the well-known symbols as its statics, the registry behind
 * Symbol.for / Symbol.keyFor (a null-prototype object kept in the realm),
 * and Symbol.prototype. */
#include "builtins/symbol.h"
#include "core/native.h"

#include "builtins/global.h"
#include "core/str.h"
#include "core/function.h"
#include "core/ops.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* thisSymbolValue: a symbol, or a Symbol wrapper object's symbol. */
static bool this_symbol(ScrValue v, ScrValue *out) {
    if (scr_is_symbol(v)) {
        *out = v;
        return true;
    }
    if (scr__class_of(v) == SCR_CLASS_SYMBOL) {
        *out = ((ScrPrimitiveObject *)scr_obj(v))->value;
        return true;
    }
    return false;
}

/* The TypeError a Symbol.prototype method throws for any other `this`. */
static ScrValue throw_not_symbol(const char *method) {
    return scr_throw_type_error("%s requires that 'this' be a Symbol", method);
}

NATIVE(symbol_ctor) {
    (void)this_val, (void)fn;
    if (!scr_is_undefined(nt)) return scr_throw_type_error("Symbol is not a constructor");
    ScrValue d = SCR_UNDEFINED;
    if (!scr_is_undefined(ARG(0))) {
        d = scr_to_string(ARG(0));
        if (scr_is_exception(d)) return d;
    }
    ScrValue s = scr__symbol_new(d);
    scr_release(d);
    return s;
}

/* Symbol.for: the registry is a null-prototype object from keys to
 * symbols, kept in the realm. */
/* Symbol.for(key) with key a string (borrowed): the registry's symbol. */
static ScrValue symbol_for_string(ScrValue key) {
    if (!scr_is_object(scr__thread.realm->symbol_registry))
        scr__thread.realm->symbol_registry = scr_object_new_proto(SCR_NULL);
    ScrValue reg = scr__thread.realm->symbol_registry;
    ScrPropDesc d;
    int r = scr__get_own_property(reg, key, &d);
    ScrValue sym;
    if (r == 1) {
        sym = scr_dup(d.value);
        scr__desc_release(&d);
    } else if (r == 0) {
        sym = scr__symbol_new(key);
        scr__define_value_take(reg, key, scr_dup(sym), SCR_PROP_CWE);
    } else {
        sym = SCR_EXCEPTION;
    }
    return sym;
}

ScrValue scr__symbol_for(const char *key) {
    ScrValue k = scr_string_from_utf8(key, strlen(key));
    ScrValue sym = symbol_for_string(k);
    scr_release(k);
    return sym;
}

NATIVE(symbol_for) {
    UNUSED;
    ScrValue key = scr_to_string(ARG(0));
    if (scr_is_exception(key)) return key;
    ScrValue sym = symbol_for_string(key);
    scr_release(key);
    return sym;
}

NATIVE(symbol_key_for) {
    UNUSED;
    ScrValue sym = ARG(0);
    if (!scr_is_symbol(sym)) {
        if (scr_is_string(sym)) {
            char *u = scr__string_to_utf8(sym, NULL);
            ScrValue r = scr_throw_type_error("%s is not a symbol", u);
            free(u);
            return r;
        }
        char buf[128];
        scr__value_describe(sym, buf, sizeof buf);
        return scr_throw_type_error("%s is not a symbol", buf);
    }
    if (!scr_is_object(scr__thread.realm->symbol_registry)) return SCR_UNDEFINED;
    ScrValue reg = scr__thread.realm->symbol_registry;
    ScrValue keys = scr__own_keys(reg, SCR_KEYS_STRINGS);
    if (scr_is_exception(keys)) return keys;
    ScrValue found = SCR_UNDEFINED;
    for (uint32_t i = 0, n = scr_array_length(keys); i < n; i++) {
        ScrPropDesc d;
        if (scr__get_own_property(reg, scr_array_at(keys, i), &d) != 1) continue;
        if (d.value == sym) found = scr_dup(scr_array_at(keys, i));
        scr__desc_release(&d);
        if (!scr_is_undefined(found)) break;
    }
    scr_release(keys);
    return found;
}

NATIVE(symbol_to_string) {
    UNUSED;
    ScrValue v;
    if (!this_symbol(this_val, &v)) return throw_not_symbol("Symbol.prototype.toString");
    char buf[512];
    scr__key_describe(v, buf, sizeof buf);
    ScrValue d = ((ScrSymbol *)scr_as_cell(v))->description;
    if (!scr_is_string(d)) return scr_string_from_utf8(buf, strlen(buf));
    /* Build from code units so that non-ASCII descriptions survive. */
    ScrValue open = scr_string_from_utf8("Symbol(", 7), close = scr_string_from_utf8(")", 1);
    ScrValue a = scr_string_concat(open, d);
    ScrValue r = scr_string_concat(a, close);
    scr_release(open);
    scr_release(close);
    scr_release(a);
    return r;
}

NATIVE(symbol_value_of) {
    UNUSED;
    ScrValue v;
    if (!this_symbol(this_val, &v)) return throw_not_symbol("Symbol.prototype.valueOf");
    return scr_dup(v);
}

NATIVE(symbol_description) {
    UNUSED;
    ScrValue v;
    if (!this_symbol(this_val, &v)) return throw_not_symbol("Symbol.prototype.description");
    return scr_dup(((ScrSymbol *)scr_as_cell(v))->description);
}

NATIVE(symbol_to_primitive) {
    UNUSED;
    ScrValue v;
    if (!this_symbol(this_val, &v)) return throw_not_symbol("Symbol.prototype [ @@toPrimitive ]");
    return scr_dup(v);
}

/* ------------------------------------------------------------------------
 * Installation.
 * ---------------------------------------------------------------------- */

void scr__symbol_init(void) {
    ScrValue g = scr__thread.realm->global;
    ScrValue proto = scr__thread.realm->symbol_proto;
    ScrValue ctor = scr__native_ctor_new(symbol_ctor, "Symbol", 0, proto);
    scr__thread.realm->symbol_ctor = ctor;
    scr__define_str_take(g, "Symbol", scr_dup(ctor), SCR_PROP_CW);
    static const struct {
        const char *n;
        size_t off;
    } wk[] = {
        {"iterator", offsetof(ScrRealm, sym_iterator)},
        {"hasInstance", offsetof(ScrRealm, sym_has_instance)},
        {"toPrimitive", offsetof(ScrRealm, sym_to_primitive)},
        {"toStringTag", offsetof(ScrRealm, sym_to_string_tag)},
        {"asyncIterator", offsetof(ScrRealm, sym_async_iterator)},
        {"species", offsetof(ScrRealm, sym_species)},
        {"isConcatSpreadable", offsetof(ScrRealm, sym_is_concat_spreadable)},
        {"unscopables", offsetof(ScrRealm, sym_unscopables)},
        {"match", offsetof(ScrRealm, sym_match)},
    };
    for (size_t i = 0; i < sizeof wk / sizeof *wk; i++) {
        ScrValue sym = *(ScrValue *)((char *)scr__thread.realm + wk[i].off);
        scr__define_str_take(ctor, wk[i].n, scr_dup(sym), 0);
    }
    static const char *const disposers[] = {"dispose", "asyncDispose"};
    for (int i = 0; i < 2; i++) {
        char desc[32];
        int n = snprintf(desc, sizeof desc, "Symbol.%s", disposers[i]);
        ScrValue d = scr_string_from_utf8(desc, (size_t)n);
        scr__define_str_take(ctor, disposers[i], scr__symbol_new(d), 0);
        scr_release(d);
    }
    scr__define_native(ctor, "for", symbol_for, 1);
    scr__define_native(ctor, "keyFor", symbol_key_for, 1);
    scr__define_native(proto, "toString", symbol_to_string, 0);
    scr__define_native(proto, "valueOf", symbol_value_of, 0);
    scr__define_native_accessor(proto, "description", symbol_description, NULL);
    scr__define_value_take(proto, scr__thread.realm->sym_to_string_tag, scr_string_from_utf8("Symbol", 6),
                           SCR_PROP_CONFIGURABLE);
    ScrValue tp = scr_native_new(symbol_to_primitive, "[Symbol.toPrimitive]", 1);
    scr__define_value_take(proto, scr__thread.realm->sym_to_primitive, tp, SCR_PROP_CONFIGURABLE);
}
