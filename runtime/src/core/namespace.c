/* namespace.c - module namespace objects (`import * as ns`). A namespace
 * is an ordinary object of class SCR_CLASS_NAMESPACE whose exports are
 * accessor properties; object.c presents them as data properties (their
 * current values) and turns writes into Node's read-only TypeError. */
#include "core/object.h"


ScrValue scr_namespace_new(void) {
    ScrValue ns = scr__object_alloc(sizeof(ScrObject), SCR_CLASS_NAMESPACE, SCR_NULL);
    scr__define_value_take(ns, scr__thread.realm->sym_to_string_tag,
                           scr_string_from_utf8("Module", 6), 0);
    return ns;
}

void scr_namespace_add(ScrValue ns, ScrValue name_atom, ScrValue getter) {
    scr__define_accessor_flags(ns, name_atom, getter, SCR_UNDEFINED, SCR_PROP_ENUMERABLE);
}

void scr_namespace_finish(ScrValue ns) { scr_obj(ns)->extensible = 0; }
