/* proxy.h - Proxy exotic objects: the thirteen internal methods that run a
 * handler's traps and check every invariant of the spec against the
 * target, with V8's messages; the Proxy constructor. Owned by proxy.c;
 * object.c and function.c dispatch to it on their slow paths. */
#ifndef SCR_PROXY_H
#define SCR_PROXY_H

#include "core/object.h"

/* The proxy internal methods. p is a proxy (borrowed), key a converted
 * key (atom or symbol). Results as object.h's internal methods: 1, 0, or
 * -1 with the exception pending; `strict` turns a false result into V8's
 * "trap returned falsish" TypeError. */
ScrValue scr__proxy_get(ScrValue p, ScrValue key, ScrValue receiver);
int scr__proxy_set(ScrValue p, ScrValue key, ScrValue val, ScrValue receiver, bool strict);
int scr__proxy_has(ScrValue p, ScrValue key);
int scr__proxy_delete(ScrValue p, ScrValue key, bool strict);
/* [[OwnPropertyKeys]]: a new array of keys (atoms and symbols), or SCR_EXCEPTION. */
ScrValue scr__proxy_own_keys(ScrValue p);
int scr__proxy_get_own_property(ScrValue p, ScrValue key, ScrPropDesc *out);
int scr__proxy_define_own_property(ScrValue p, ScrValue key, const ScrPropDesc *d, int has,
                                   bool strict);
ScrValue scr__proxy_get_prototype_of(ScrValue p);
int scr__proxy_set_prototype_of(ScrValue p, ScrValue proto, bool strict);
int scr__proxy_is_extensible(ScrValue p);
int scr__proxy_prevent_extensions(ScrValue p, bool strict);
ScrValue scr__proxy_call(ScrValue p, ScrValue this_val, int argc, ScrValue *argv);
ScrValue scr__proxy_construct(ScrValue p, int argc, ScrValue *argv, ScrValue new_target);
/* IsArray(v): 1, 0, or -1 (a revoked proxy on the way). */
int scr__is_array_deep(ScrValue v);
/* SetIntegrityLevel / TestIntegrityLevel for any object (used for proxies;
 * ordinary objects keep object.c's direct versions). */
int scr__set_integrity_level(ScrValue obj, bool frozen);
int scr__test_integrity_level(ScrValue obj, bool frozen);
/* Installs Proxy on the global object and the class hooks. */
void scr__proxy_init(void);

#endif
