/* proxy.c - Proxy exotic objects (ECMA-262 10.5): each internal method
 * looks its trap up on the handler, forwards to the target when there is
 * none, and otherwise checks the trap's result against the target with
 * every invariant the spec lists, throwing V8's TypeErrors. object.c and
 * function.c call in here only after their ordinary lookups missed, so
 * ordinary objects pay nothing on the inline-cache paths (docs/builtins.md,
 * "Proxy and Reflect"). */
#include "core/proxy.h"
#include "core/native.h"
#include "base/base.h"

#include "core/array.h"
#include "core/function.h"
#include "core/ops.h"
#include "core/shape.h"
#include "core/str.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static ScrProxy *px(ScrValue p) { return (ScrProxy *)scr_obj(p); }

/* A value as V8 quotes it in the invariant messages: strings bare. */
static void quote(ScrValue v, char *buf, size_t size) {
    if (scr_is_string(v)) {
        char *s = scr__string_to_utf8(v, NULL);
        snprintf(buf, size, "%s", s);
        free(s);
    } else {
        scr__value_describe(v, buf, size);
    }
}

static int throw_revoked(const char *op) {
    scr_throw_type_error("Cannot perform '%s' on a proxy that has been revoked", op);
    return -1;
}

/* Looks up trap `name`: 0 with *trap owned (undefined when the handler has
 * none) and the proxy's target and handler (owned: held before the trap
 * is read, since a getter on the handler or the trap itself may revoke
 * the proxy), or -1 (revoked, a throwing getter, a non-callable trap). */
static int get_trap(ScrValue p, const char *name, ScrValue *trap, ScrValue *target,
                    ScrValue *handler) {
    ScrProxy *x = px(p);
    *trap = *target = *handler = SCR_UNDEFINED;
    /* A proxy whose target is a proxy, a million deep, forwards through
     * here with no JS frame between: V8's RangeError, not a crash. */
    if (scr_stack_exhausted()) {
        scr_throw_stack_overflow();
        return -1;
    }
    if (!scr_is_object(x->handler)) return throw_revoked(name);
    ScrValue h = scr_dup(x->handler), tg = scr_dup(x->target);
    ScrValue t = scr_get(h, scr__atom(name));
    if (scr_is_exception(t)) goto fail;
    if (!scr_is_nullish(t) && !scr__is_callable(t)) {
        char vb[128], hb[128];
        quote(t, vb, sizeof vb);
        scr__value_describe(h, hb, sizeof hb);
        scr_release(t);
        scr_throw_type_error("'%s' returned for property '%s' of object '%s' is not a function", vb,
                             name, hb);
        goto fail;
    }
    *trap = scr_is_nullish(t) ? SCR_UNDEFINED : t;
    *target = tg;
    *handler = h;
    return 0;
fail:
    scr_release(h);
    scr_release(tg);
    return -1;
}

/* Calls a trap with this = handler. Owned result. */
static ScrValue call_trap(ScrValue handler, ScrValue trap, int argc, ScrValue *argv) {
    return scr__call(trap, handler, argc, argv);
}

/* The trap's result as a boolean: 1, 0, or -1. */
static int call_trap_bool(ScrValue handler, ScrValue trap, int argc, ScrValue *argv) {
    ScrValue r = call_trap(handler, trap, argc, argv);
    if (scr_is_exception(r)) return -1;
    bool b = scr_to_boolean(r);
    scr_release(r);
    return b;
}

static int falsish(bool strict, const char *op, ScrValue key) {
    if (!strict) return 0;
    char before[96];
    snprintf(before, sizeof before, "'%s' on proxy: trap returned falsish for property '", op);
    scr__throw_with_value(SCR_ERR_TYPE, before, key, "'");
    return -1;
}

/* A TypeError whose message is fmt with the key where its one %s is. */
static int type_error(const char *fmt, ScrValue key) {
    char before[256];
    const char *at = strstr(fmt, "%s");
    SCR_ASSERT(at);
    size_t n = (size_t)(at - fmt) < sizeof before ? (size_t)(at - fmt) : sizeof before - 1;
    memcpy(before, fmt, n);
    before[n] = 0;
    scr__throw_with_value(SCR_ERR_TYPE, before, key, at + 2);
    return -1;
}

/* The invariant of a trap that reports key absent (has) or removed
 * (deleteProperty): the target may not hold it as non-configurable, nor
 * hold it at all while not extensible. 0, or -1 with the TypeError (the
 * messages take the key's '%s'). */
static int check_may_lack(ScrValue target, ScrValue key, const char *non_config, const char *non_ext) {
    ScrPropDesc td;
    int found = scr__get_own_property(target, key, &td);
    if (found <= 0) return found;
    bool config = td.flags & SCR_PROP_CONFIGURABLE;
    scr__desc_release(&td);
    if (!config) return type_error(non_config, key);
    int ext = scr__is_extensible(target);
    if (ext < 0) return -1;
    return ext ? 0 : type_error(non_ext, key);
}

static bool is_accessor_desc(int has) { return has & (SCR_DESC_HAS_GET | SCR_DESC_HAS_SET); }
static bool is_data_desc(int has) { return has & (SCR_DESC_HAS_VALUE | SCR_DESC_HAS_WRITABLE); }

/* IsCompatiblePropertyDescriptor(ext, d, cur): cur NULL when absent. */
static bool compatible(bool ext, const ScrPropDesc *d, int has, const ScrPropDesc *cur) {
    if (!cur) return ext;
    if (cur->flags & SCR_PROP_CONFIGURABLE) return true;
    if ((has & SCR_DESC_HAS_CONFIGURABLE) && (d->flags & SCR_PROP_CONFIGURABLE)) return false;
    if ((has & SCR_DESC_HAS_ENUMERABLE) &&
        ((d->flags & SCR_PROP_ENUMERABLE) != (cur->flags & SCR_PROP_ENUMERABLE)))
        return false;
    bool cur_acc = cur->flags & SCR_PROP_ACCESSOR;
    if ((is_accessor_desc(has) || is_data_desc(has)) && is_accessor_desc(has) != cur_acc)
        return false;
    if (cur_acc) {
        if ((has & SCR_DESC_HAS_GET) && !scr__same_value(d->getter, cur->getter)) return false;
        if ((has & SCR_DESC_HAS_SET) && !scr__same_value(d->setter, cur->setter)) return false;
    } else if (!(cur->flags & SCR_PROP_WRITABLE)) {
        if ((has & SCR_DESC_HAS_WRITABLE) && (d->flags & SCR_PROP_WRITABLE)) return false;
        if ((has & SCR_DESC_HAS_VALUE) && !scr__same_value(d->value, cur->value)) return false;
    }
    return true;
}

/* ------------------------------------------------------------------------
 * [[GetPrototypeOf]], [[SetPrototypeOf]], [[IsExtensible]],
 * [[PreventExtensions]].
 * ---------------------------------------------------------------------- */

ScrValue scr__proxy_get_prototype_of(ScrValue p) {
    ScrValue trap, target, handler;
    if (get_trap(p, "getPrototypeOf", &trap, &target, &handler) < 0) return SCR_EXCEPTION;
    ScrValue r = SCR_EXCEPTION;
    if (scr_is_undefined(trap)) {
        r = scr__get_prototype_of(target);
        goto out;
    }
    ScrValue hp = call_trap(handler, trap, 1, &target);
    if (scr_is_exception(hp)) goto out;
    if (!scr_is_object(hp) && !scr_is_null(hp)) {
        scr_release(hp);
        scr_throw_type_error("'getPrototypeOf' on proxy: trap returned neither object nor null");
        goto out;
    }
    int ext = scr__is_extensible(target);
    if (ext != 0) {
        if (ext < 0)
            scr_release(hp);
        else
            r = hp;
        goto out;
    }
    ScrValue tp = scr__get_prototype_of(target);
    if (scr_is_exception(tp)) {
        scr_release(hp);
        goto out;
    }
    bool same = tp == hp;
    scr_release(tp);
    if (!same) {
        scr_release(hp);
        scr_throw_type_error(
            "'getPrototypeOf' on proxy: proxy target is non-extensible but the trap "
            "did not return its actual prototype");
        goto out;
    }
    r = hp;
out:
    scr_release(trap);
    scr_release(target);
    scr_release(handler);
    return r;
}

int scr__proxy_set_prototype_of(ScrValue p, ScrValue proto, bool strict) {
    ScrValue trap, target, handler;
    if (get_trap(p, "setPrototypeOf", &trap, &target, &handler) < 0) return -1;
    int r = -1;
    if (scr_is_undefined(trap)) {
        r = scr__set_prototype_of(target, proto, strict);
        goto out;
    }
    ScrValue args[2] = {target, proto};
    int b = call_trap_bool(handler, trap, 2, args);
    if (b <= 0) {
        /* V8 names no property here, and says so literally. */
        r = b < 0 ? -1 : falsish(strict, "setPrototypeOf", SCR_ATOM("undefined"));
        goto out;
    }
    int ext = scr__is_extensible(target);
    if (ext != 0) {
        r = ext < 0 ? -1 : 1;
        goto out;
    }
    ScrValue tp = scr__get_prototype_of(target);
    if (scr_is_exception(tp)) goto out;
    bool same = tp == proto;
    scr_release(tp);
    if (!same) {
        scr_throw_type_error("'setPrototypeOf' on proxy: trap returned truish for setting a new "
                             "prototype on the non-extensible proxy target");
        goto out;
    }
    r = 1;
out:
    scr_release(trap);
    scr_release(target);
    scr_release(handler);
    return r;
}

int scr__proxy_is_extensible(ScrValue p) {
    ScrValue trap, target, handler;
    if (get_trap(p, "isExtensible", &trap, &target, &handler) < 0) return -1;
    int r = -1;
    if (scr_is_undefined(trap)) {
        r = scr__is_extensible(target);
        goto out;
    }
    int b = call_trap_bool(handler, trap, 1, &target);
    if (b < 0) goto out;
    int t = scr__is_extensible(target);
    if (t < 0) goto out;
    if (b != t) {
        scr_throw_type_error(
            "'isExtensible' on proxy: trap result does not reflect extensibility of "
            "proxy target (which is '%s')",
            t ? "true" : "false");
        goto out;
    }
    r = b;
out:
    scr_release(trap);
    scr_release(target);
    scr_release(handler);
    return r;
}

int scr__proxy_prevent_extensions(ScrValue p, bool strict) {
    ScrValue trap, target, handler;
    if (get_trap(p, "preventExtensions", &trap, &target, &handler) < 0) return -1;
    int r = -1;
    if (scr_is_undefined(trap)) {
        r = scr__prevent_extensions(target, strict);
        goto out;
    }
    int b = call_trap_bool(handler, trap, 1, &target);
    if (b < 0) goto out;
    if (b) {
        int t = scr__is_extensible(target);
        if (t < 0) goto out;
        if (t) {
            scr_throw_type_error("'preventExtensions' on proxy: trap returned truish but the proxy "
                                 "target is extensible");
            goto out;
        }
        r = 1;
    } else if (strict) {
        scr_throw_type_error("'preventExtensions' on proxy: trap returned falsish");
    } else {
        r = 0;
    }
out:
    scr_release(trap);
    scr_release(target);
    scr_release(handler);
    return r;
}

/* ------------------------------------------------------------------------
 * [[GetOwnProperty]], [[DefineOwnProperty]].
 * ---------------------------------------------------------------------- */

int scr__proxy_get_own_property(ScrValue p, ScrValue key, ScrPropDesc *out) {
    out->flags = 0;
    out->value = out->getter = out->setter = SCR_UNDEFINED;
    ScrValue trap, target, handler;
    if (get_trap(p, "getOwnPropertyDescriptor", &trap, &target, &handler) < 0) return -1;
    int r = -1;
    ScrPropDesc td = {0, SCR_UNDEFINED, SCR_UNDEFINED, SCR_UNDEFINED};
    if (scr_is_undefined(trap)) {
        r = scr__get_own_property(target, key, out);
        goto out;
    }
    ScrValue args[2] = {target, key};
    ScrValue res = call_trap(handler, trap, 2, args);
    if (scr_is_exception(res)) goto out;
    if (!scr_is_object(res) && !scr_is_undefined(res)) {
        scr_release(res);
        type_error("'getOwnPropertyDescriptor' on proxy: trap returned neither object nor "
                   "undefined for property '%s'",
                   key);
        goto out;
    }
    int found = scr__get_own_property(target, key, &td);
    if (found < 0) {
        scr_release(res);
        goto out;
    }
    if (scr_is_undefined(res)) {
        if (!found) {
            r = 0;
            goto out;
        }
        if (!(td.flags & SCR_PROP_CONFIGURABLE)) {
            type_error("'getOwnPropertyDescriptor' on proxy: trap returned undefined for property "
                       "'%s' which is "
                       "non-configurable in the proxy target",
                       key);
            goto out;
        }
        int ext = scr__is_extensible(target);
        if (ext < 0) goto out;
        if (!ext) {
            type_error("'getOwnPropertyDescriptor' on proxy: trap returned undefined for property "
                       "'%s' which "
                       "exists in the non-extensible proxy target",
                       key);
            goto out;
        }
        r = 0;
        goto out;
    }
    int ext = scr__is_extensible(target);
    if (ext < 0) {
        scr_release(res);
        goto out;
    }
    ScrPropDesc d;
    int has;
    int ok = scr__to_property_descriptor(res, &d, &has);
    scr_release(res);
    if (ok < 0) {
        scr__desc_release(&d);
        goto out;
    }
    /* CompletePropertyDescriptor: absent fields read as their defaults. */
    int full = has | SCR_DESC_HAS_ENUMERABLE | SCR_DESC_HAS_CONFIGURABLE;
    full |= is_accessor_desc(has) ? (SCR_DESC_HAS_GET | SCR_DESC_HAS_SET)
                                  : (SCR_DESC_HAS_VALUE | SCR_DESC_HAS_WRITABLE);
    if (!compatible(ext, &d, full, found ? &td : NULL)) {
        scr__desc_release(&d);
        type_error("'getOwnPropertyDescriptor' on proxy: trap returned descriptor for property "
                   "'%s' that is "
                   "incompatible with the existing property in the proxy target",
                   key);
        goto out;
    }
    if (!(d.flags & SCR_PROP_CONFIGURABLE)) {
        if (!found || (td.flags & SCR_PROP_CONFIGURABLE)) {
            scr__desc_release(&d);
            type_error("'getOwnPropertyDescriptor' on proxy: trap reported non-configurability for "
                       "property '%s' "
                       "which is either non-existent or configurable in the proxy target",
                       key);
            goto out;
        }
        if ((has & SCR_DESC_HAS_WRITABLE) && !(d.flags & SCR_PROP_WRITABLE) &&
            (td.flags & SCR_PROP_WRITABLE)) {
            scr__desc_release(&d);
            type_error("'getOwnPropertyDescriptor' on proxy: trap reported non-configurable and "
                       "writable for "
                       "property '%s' which is non-configurable, non-writable in the proxy target",
                       key);
            goto out;
        }
    }
    *out = d;
    r = 1;
out:
    scr__desc_release(&td);
    scr_release(trap);
    scr_release(target);
    scr_release(handler);
    return r;
}

int scr__proxy_define_own_property(ScrValue p, ScrValue key, const ScrPropDesc *d, int has,
                                   bool strict) {
    ScrValue trap, target, handler;
    if (get_trap(p, "defineProperty", &trap, &target, &handler) < 0) return -1;
    int r = -1;
    ScrPropDesc td = {0, SCR_UNDEFINED, SCR_UNDEFINED, SCR_UNDEFINED};
    if (scr_is_undefined(trap)) {
        r = scr__define_own_property_ex(target, key, d, has, strict);
        goto out;
    }
    ScrValue args[3] = {target, key, scr__from_property_descriptor(d, has)};
    int b = call_trap_bool(handler, trap, 3, args);
    scr_release(args[2]);
    if (b <= 0) {
        r = b < 0 ? -1 : falsish(strict, "defineProperty", key);
        goto out;
    }
    int found = scr__get_own_property(target, key, &td);
    if (found < 0) goto out;
    int ext = scr__is_extensible(target);
    if (ext < 0) goto out;
    bool config_false = (has & SCR_DESC_HAS_CONFIGURABLE) && !(d->flags & SCR_PROP_CONFIGURABLE);
    static const char *const non_config = "'defineProperty' on proxy: trap returned truish for "
                                          "defining non-configurable property '%s' which is "
                                          "either non-existent or configurable in the proxy target";
    if (!found) {
        if (!ext) {
            type_error(
                "'defineProperty' on proxy: trap returned truish for adding property '%s'  to the "
                "non-extensible proxy target",
                key);
            goto out;
        }
        if (config_false) {
            type_error(non_config, key);
            goto out;
        }
    } else {
        if (!compatible(ext, d, has, &td)) {
            type_error(
                "'defineProperty' on proxy: trap returned truish for adding property '%s'  that is "
                "incompatible with the existing property in the proxy target",
                key);
            goto out;
        }
        if (config_false && (td.flags & SCR_PROP_CONFIGURABLE)) {
            type_error(non_config, key);
            goto out;
        }
        if (!(td.flags & (SCR_PROP_ACCESSOR | SCR_PROP_CONFIGURABLE)) &&
            (td.flags & SCR_PROP_WRITABLE) && (has & SCR_DESC_HAS_WRITABLE) &&
            !(d->flags & SCR_PROP_WRITABLE)) {
            type_error("'defineProperty' on proxy: trap returned truish for defining "
                       "non-configurable property "
                       "'%s' which cannot be non-writable, unless there exists a corresponding "
                       "non-configurable, non-writable own property of the target object.",
                       key);
            goto out;
        }
    }
    r = 1;
out:
    scr__desc_release(&td);
    scr_release(trap);
    scr_release(target);
    scr_release(handler);
    return r;
}

/* ------------------------------------------------------------------------
 * [[HasProperty]], [[Get]], [[Set]], [[Delete]].
 * ---------------------------------------------------------------------- */

int scr__proxy_has(ScrValue p, ScrValue key) {
    ScrValue trap, target, handler;
    if (get_trap(p, "has", &trap, &target, &handler) < 0) return -1;
    int r = -1;
    if (scr_is_undefined(trap)) {
        r = scr__has_property(target, key);
        goto out;
    }
    ScrValue args[2] = {target, key};
    int b = call_trap_bool(handler, trap, 2, args);
    if (b != 0) {
        r = b;
        goto out;
    }
    if (check_may_lack(target, key,
                       "'has' on proxy: trap returned falsish for property '%s' which exists in the "
                       "proxy target as non-configurable",
                       "'has' on proxy: trap returned falsish for property '%s' but the proxy target "
                       "is not extensible") < 0)
        goto out;
    r = 0;
out:
    scr_release(trap);
    scr_release(target);
    scr_release(handler);
    return r;
}

ScrValue scr__proxy_get(ScrValue p, ScrValue key, ScrValue receiver) {
    ScrValue trap, target, handler;
    if (get_trap(p, "get", &trap, &target, &handler) < 0) return SCR_EXCEPTION;
    ScrValue r = SCR_EXCEPTION;
    if (scr_is_undefined(trap)) {
        r = scr__get_with_receiver(target, key, receiver);
        goto out;
    }
    ScrValue args[3] = {target, key, receiver};
    ScrValue v = call_trap(handler, trap, 3, args);
    if (scr_is_exception(v)) goto out;
    ScrPropDesc td;
    int found = scr__get_own_property(target, key, &td);
    if (found < 0) {
        scr_release(v);
        goto out;
    }
    if (found && !(td.flags & SCR_PROP_CONFIGURABLE)) {
        char kb[128], eb[128], gb[128];
        scr__key_describe(key, kb, sizeof kb);
        if (!(td.flags & (SCR_PROP_ACCESSOR | SCR_PROP_WRITABLE)) &&
            !scr__same_value(v, td.value)) {
            quote(td.value, eb, sizeof eb);
            quote(v, gb, sizeof gb);
            scr_throw_type_error(
                "'get' on proxy: property '%s' is a read-only and non-configurable data property "
                "on the proxy target but the proxy did not return its actual value (expected "
                "'%s' but got '%s')",
                kb, eb, gb);
            scr__desc_release(&td);
            scr_release(v);
            goto out;
        }
        if ((td.flags & SCR_PROP_ACCESSOR) && scr_is_undefined(td.getter) && !scr_is_undefined(v)) {
            quote(v, gb, sizeof gb);
            scr_throw_type_error(
                "'get' on proxy: property '%s' is a non-configurable accessor property on the "
                "proxy target and does not have a getter function, but the trap did not return "
                "'undefined' (got '%s')",
                kb, gb);
            scr__desc_release(&td);
            scr_release(v);
            goto out;
        }
    }
    if (found) scr__desc_release(&td);
    r = v;
out:
    scr_release(trap);
    scr_release(target);
    scr_release(handler);
    return r;
}

int scr__proxy_set(ScrValue p, ScrValue key, ScrValue val, ScrValue receiver, bool strict) {
    ScrValue trap, target, handler;
    if (get_trap(p, "set", &trap, &target, &handler) < 0) return -1;
    int r = -1;
    if (scr_is_undefined(trap)) {
        r = scr__set_property(target, key, val, receiver, strict);
        goto out;
    }
    ScrValue args[4] = {target, key, val, receiver};
    int b = call_trap_bool(handler, trap, 4, args);
    if (b <= 0) {
        r = b < 0 ? -1 : falsish(strict, "set", key);
        goto out;
    }
    ScrPropDesc td;
    int found = scr__get_own_property(target, key, &td);
    if (found < 0) goto out;
    if (found && !(td.flags & SCR_PROP_CONFIGURABLE)) {
        bool bad_data = !(td.flags & (SCR_PROP_ACCESSOR | SCR_PROP_WRITABLE)) &&
                        !scr__same_value(val, td.value);
        bool bad_acc = (td.flags & SCR_PROP_ACCESSOR) && scr_is_undefined(td.setter);
        scr__desc_release(&td);
        if (bad_data) {
            type_error(
                "'set' on proxy: trap returned truish for property '%s' which exists in the proxy "
                "target "
                "as a non-configurable and non-writable data property with a different value",
                key);
            goto out;
        }
        if (bad_acc) {
            type_error("'set' on proxy: trap returned truish for property '%s' which exists in the "
                       "proxy target "
                       "as a non-configurable and non-writable accessor property without a setter",
                       key);
            goto out;
        }
    } else if (found) {
        scr__desc_release(&td);
    }
    r = 1;
out:
    scr_release(trap);
    scr_release(target);
    scr_release(handler);
    return r;
}

int scr__proxy_delete(ScrValue p, ScrValue key, bool strict) {
    ScrValue trap, target, handler;
    if (get_trap(p, "deleteProperty", &trap, &target, &handler) < 0) return -1;
    int r = -1;
    if (scr_is_undefined(trap)) {
        r = scr__delete_property(target, key, strict);
        goto out;
    }
    ScrValue args[2] = {target, key};
    int b = call_trap_bool(handler, trap, 2, args);
    if (b <= 0) {
        r = b < 0 ? -1 : falsish(strict, "deleteProperty", key);
        goto out;
    }
    if (check_may_lack(target, key,
                       "'deleteProperty' on proxy: trap returned truish for property '%s' which is "
                       "non-configurable in the proxy target",
                       "'deleteProperty' on proxy: trap returned truish for property '%s' but the "
                       "proxy target is non-extensible") < 0)
        goto out;
    r = 1;
out:
    scr_release(trap);
    scr_release(target);
    scr_release(handler);
    return r;
}

/* ------------------------------------------------------------------------
 * [[OwnPropertyKeys]].
 * ---------------------------------------------------------------------- */

static bool list_has(ScrValue arr, ScrValue key) {
    uint32_t n = scr_array_length(arr);
    for (uint32_t i = 0; i < n; i++)
        if (scr_array_at(arr, i) == key) return true;
    return false;
}

/* Removes the first occurrence of key from the list; false when absent. */
static bool list_take(ScrValue *items, uint32_t n, ScrValue key) {
    for (uint32_t i = 0; i < n; i++) {
        if (items[i] == key) {
            items[i] = SCR_UNDEFINED;
            return true;
        }
    }
    return false;
}

ScrValue scr__proxy_own_keys(ScrValue p) {
    ScrValue trap, target, handler;
    if (get_trap(p, "ownKeys", &trap, &target, &handler) < 0) return SCR_EXCEPTION;
    ScrValue out = SCR_EXCEPTION, tkeys = SCR_EXCEPTION;
    ScrValue *unchecked = NULL;
    if (scr_is_undefined(trap)) {
        out = scr__own_keys(target, SCR_KEYS_STRINGS | SCR_KEYS_SYMBOLS);
        goto done;
    }
    ScrValue res = call_trap(handler, trap, 1, &target);
    if (scr_is_exception(res)) goto done;
    /* CreateListFromArrayLike(res, « String, Symbol »). */
    if (!scr_is_object(res)) {
        scr_release(res);
        scr_throw_type_error("CreateListFromArrayLike called on non-object");
        goto done;
    }
    double len;
    if (scr__length_of(res, &len) < 0) {
        scr_release(res);
        goto done;
    }
    ScrValue keys = scr_array_new(0);
    for (uint32_t i = 0; i < (uint32_t)len; i++) {
        ScrValue k = scr__get_index(res, i);
        if (scr_is_exception(k)) {
            scr_release(keys);
            scr_release(res);
            goto done;
        }
        if (!scr_is_string(k) && !scr_is_symbol(k)) {
            char vb[128];
            scr__value_describe(k, vb, sizeof vb);
            scr_release(k);
            scr_release(keys);
            scr_release(res);
            scr_throw_type_error("%s is not a valid property name", vb);
            goto done;
        }
        ScrValue a = scr__to_key(k);
        scr_release(k);
        if (list_has(keys, a)) {
            scr_release(a);
            scr_release(keys);
            scr_release(res);
            scr_throw_type_error("'ownKeys' on proxy: trap returned duplicate entries");
            goto done;
        }
        scr__array_push_take(keys, a);
    }
    scr_release(res);
    int ext = scr__is_extensible(target);
    if (ext < 0) goto fail;
    tkeys = scr__own_keys(target, SCR_KEYS_STRINGS | SCR_KEYS_SYMBOLS);
    if (scr_is_exception(tkeys)) goto fail;
    uint32_t nt = scr_array_length(tkeys), nk = scr_array_length(keys);
    /* The target's keys split into non-configurable ones (checked first)
     * and configurable ones (checked only for a non-extensible target). */
    uint8_t *nonconfig = calloc(nt ? nt : 1, 1);
    bool any_nonconfig = false;
    for (uint32_t i = 0; i < nt; i++) {
        ScrPropDesc td;
        int f = scr__get_own_property(target, scr_array_at(tkeys, i), &td);
        if (f < 0) {
            free(nonconfig);
            goto fail;
        }
        if (f == 1) {
            nonconfig[i] = !(td.flags & SCR_PROP_CONFIGURABLE);
            any_nonconfig |= nonconfig[i];
            scr__desc_release(&td);
        }
    }
    if (ext && !any_nonconfig) {
        free(nonconfig);
        out = keys;
        goto done;
    }
    unchecked = scr__xmalloc((nk ? nk : 1) * sizeof(ScrValue));
    for (uint32_t i = 0; i < nk; i++) unchecked[i] = scr_array_at(keys, i);
    for (int pass = 0; pass < 2; pass++) {
        if (pass == 1 && ext) break;
        for (uint32_t i = 0; i < nt; i++) {
            if (nonconfig[i] != (pass == 0)) continue;
            ScrValue k = scr_array_at(tkeys, i);
            if (!list_take(unchecked, nk, k)) {
                free(nonconfig);
                type_error("'ownKeys' on proxy: trap result did not include '%s'", k);
                goto fail;
            }
        }
    }
    free(nonconfig);
    if (!ext) {
        for (uint32_t i = 0; i < nk; i++) {
            if (!scr_is_undefined(unchecked[i])) {
                scr_throw_type_error("'ownKeys' on proxy: trap returned extra keys but proxy "
                                     "target is non-extensible");
                goto fail;
            }
        }
    }
    out = keys;
    goto done;
fail:
    scr_release(keys);
done:
    free(unchecked);
    if (!scr_is_exception(tkeys)) scr_release(tkeys);
    scr_release(trap);
    scr_release(target);
    scr_release(handler);
    return out;
}

/* ------------------------------------------------------------------------
 * [[Call]] and [[Construct]].
 * ---------------------------------------------------------------------- */

ScrValue scr__proxy_call(ScrValue p, ScrValue this_val, int argc, ScrValue *argv) {
    ScrValue trap, target, handler;
    if (get_trap(p, "apply", &trap, &target, &handler) < 0) return SCR_EXCEPTION;
    ScrValue r;
    if (scr_is_undefined(trap)) {
        r = scr_call(target, this_val, argc, argv, NULL);
    } else {
        ScrValue args[3] = {target, this_val, scr_array_new(0)};
        for (int i = 0; i < argc; i++) scr_array_push(args[2], argv[i]);
        r = call_trap(handler, trap, 3, args);
        scr_release(args[2]);
    }
    scr_release(trap);
    scr_release(target);
    scr_release(handler);
    return r;
}

ScrValue scr__proxy_construct(ScrValue p, int argc, ScrValue *argv, ScrValue new_target) {
    ScrValue trap, target, handler;
    if (get_trap(p, "construct", &trap, &target, &handler) < 0) return SCR_EXCEPTION;
    ScrValue r;
    if (scr_is_undefined(trap)) {
        r = scr__construct(target, argc, argv, new_target);
    } else {
        ScrValue args[3] = {target, scr_array_new(0), new_target};
        for (int i = 0; i < argc; i++) scr_array_push(args[1], argv[i]);
        r = call_trap(handler, trap, 3, args);
        scr_release(args[1]);
        if (!scr_is_exception(r) && !scr_is_object(r)) {
            char vb[128];
            quote(r, vb, sizeof vb);
            scr_release(r);
            r = scr_throw_type_error("'construct' on proxy: trap returned non-object ('%s')", vb);
        }
    }
    scr_release(trap);
    scr_release(target);
    scr_release(handler);
    return r;
}

/* ------------------------------------------------------------------------
 * IsArray and the integrity levels.
 * ---------------------------------------------------------------------- */

int scr__is_array_deep(ScrValue v) {
    while (scr__is_proxy(v)) {
        v = px(v)->target;
        if (!scr_is_object(v)) return throw_revoked("IsArray");
    }
    return scr__is_array(v);
}

int scr__set_integrity_level(ScrValue obj, bool frozen) {
    int r = scr__prevent_extensions(obj, true);
    if (r < 0) return -1;
    ScrValue keys = scr__own_keys(obj, SCR_KEYS_STRINGS | SCR_KEYS_SYMBOLS);
    if (scr_is_exception(keys)) return -1;
    uint32_t n = scr_array_length(keys);
    r = 1;
    for (uint32_t i = 0; i < n && r >= 0; i++) {
        ScrValue k = scr_array_at(keys, i);
        ScrPropDesc d = {0, SCR_UNDEFINED, SCR_UNDEFINED, SCR_UNDEFINED};
        int has = SCR_DESC_HAS_CONFIGURABLE;
        if (frozen) {
            ScrPropDesc cur;
            int f = scr__get_own_property(obj, k, &cur);
            if (f < 0) {
                r = -1;
                break;
            }
            if (f == 0) continue;
            if (!(cur.flags & SCR_PROP_ACCESSOR)) has |= SCR_DESC_HAS_WRITABLE;
            scr__desc_release(&cur);
        }
        r = scr__define_own_property_ex(obj, k, &d, has, true);
    }
    scr_release(keys);
    return r < 0 ? -1 : 1;
}

int scr__test_integrity_level(ScrValue obj, bool frozen) {
    int ext = scr__is_extensible(obj);
    if (ext != 0) return ext < 0 ? -1 : 0;
    ScrValue keys = scr__own_keys(obj, SCR_KEYS_STRINGS | SCR_KEYS_SYMBOLS);
    if (scr_is_exception(keys)) return -1;
    uint32_t n = scr_array_length(keys);
    int r = 1;
    for (uint32_t i = 0; i < n && r == 1; i++) {
        ScrPropDesc cur;
        int f = scr__get_own_property(obj, scr_array_at(keys, i), &cur);
        if (f < 0) r = -1;
        if (f != 1) continue;
        if (cur.flags & SCR_PROP_CONFIGURABLE) r = 0;
        if (frozen && !(cur.flags & SCR_PROP_ACCESSOR) && (cur.flags & SCR_PROP_WRITABLE)) r = 0;
        scr__desc_release(&cur);
    }
    scr_release(keys);
    return r;
}

/* ------------------------------------------------------------------------
 * The Proxy constructor, Proxy.revocable, the class hooks.
 * ---------------------------------------------------------------------- */

static ScrValue proxy_create(ScrValue target, ScrValue handler) {
    if (!scr_is_object(target) || !scr_is_object(handler))
        return scr_throw_type_error("Cannot create proxy with a non-object as target or handler");
    ScrValue v = scr__object_alloc(sizeof(ScrProxy), SCR_CLASS_PROXY, SCR_NULL);
    ScrProxy *x = px(v);
    /* Its own dictionary shape: an id no inline cache holds. */
    ScrShape *s = x->obj.shape;
    x->obj.shape = scr__shape_to_dict_take(s);
    x->target = scr_dup(target);
    x->handler = scr_dup(handler);
    x->callable = scr__is_callable(target);
    x->constructor = scr__is_constructor(target);
    return v;
}

NATIVE(proxy_ctor) {
    UNUSED;
    if (scr_is_undefined(nt)) return scr_throw_type_error("Constructor Proxy requires 'new'");
    return proxy_create(ARG(0), ARG(1));
}

NATIVE(proxy_revoke) {
    UNUSED;
    ScrFunction *f = (ScrFunction *)scr_obj(fn);
    ScrValue p = f->data;
    if (scr_is_null(p)) return SCR_UNDEFINED;
    f->data = SCR_NULL;
    ScrProxy *x = px(p);
    ScrValue t = x->target, h = x->handler;
    x->target = x->handler = SCR_NULL;
    scr_release(t);
    scr_release(h);
    scr_release(p);
    return SCR_UNDEFINED;
}

NATIVE(proxy_revocable) {
    UNUSED;
    ScrValue p = proxy_create(ARG(0), ARG(1));
    if (scr_is_exception(p)) return p;
    ScrValue revoke = scr__native_new_ex(proxy_revoke, "", 0, 0, p);
    ScrValue r = scr_object_new();
    scr__define_str_take(r, "proxy", p, SCR_PROP_CWE);
    scr__define_str_take(r, "revoke", revoke, SCR_PROP_CWE);
    return r;
}

static void proxy_trace(ScrObject *o, ScrRefVisitFn visit, void *arg) {
    ScrProxy *x = (ScrProxy *)o;
    visit(x->target, arg);
    visit(x->handler, arg);
}

static void proxy_finalize(ScrObject *o) {
    ScrProxy *x = (ScrProxy *)o;
    ScrValue t = x->target, h = x->handler;
    x->target = x->handler = SCR_NULL;
    scr_release(t);
    scr_release(h);
}

void scr__proxy_init(void) {
    scr__class_hooks[SCR_CLASS_PROXY] = (ScrClassHooks){proxy_trace, proxy_finalize, NULL};
    ScrValue c = scr__native_ctor_new(proxy_ctor, "Proxy", 2, SCR_UNDEFINED);
    scr__define_native(c, "revocable", proxy_revocable, 2);
    scr__define_str_take(scr__thread.realm->global, "Proxy", c, SCR_PROP_CW);
}
