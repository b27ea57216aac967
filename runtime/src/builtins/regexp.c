/* regexp.c - RegExp objects. A pattern is compiled once by scr's own
 * engine (rxengine.c, whose parser also checks the syntax with V8's
 * messages); the compiled program is reference-counted and
 * shared by every object one regex literal creates. This file owns the
 * constructor, exec/test/toString, the flag getters and RegExpExec. */
#include "builtins/regexp.h"
#include "base/base.h"
#include "core/native.h"

#include "core/str.h"
#include "core/ops.h"
#include "core/array.h"
#include "core/function.h"

#include "builtins/rxengine.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* A compiled program with what exec needs. */
typedef struct RxCode {
    uint32_t rc;
    ScrRxProg *prog;
    uint32_t ngroups;
    bool has_names;
} RxCode;

typedef struct ScrRegExp {
    ScrObject obj;      /* slot 0 is the own `lastIndex` property */
    ScrValue source;    /* owned string: the escaped source */
    ScrValue flags_str; /* owned string: the flags in canonical order */
    int flags;          /* SCR_RX_* */
    RxCode *code;       /* owned reference */
} ScrRegExp;

static ScrRegExp *rx(ScrValue v) { return (ScrRegExp *)scr_obj(v); }

static void code_release(RxCode *c) {
    SCR_ASSERT(!c || c->rc > 0);
    if (!c || --c->rc) return;
    scr__rx_free(c->prog);
    free(c);
}

/* ------------------------------------------------------------------------
 * Class hooks.
 * ---------------------------------------------------------------------- */

static void rx_trace(ScrObject *o, ScrRefVisitFn visit, void *arg) {
    ScrRegExp *r = (ScrRegExp *)o;
    visit(r->source, arg);
    visit(r->flags_str, arg);
}

static void rx_finalize(ScrObject *o) {
    ScrRegExp *r = (ScrRegExp *)o;
    scr_clear(&r->source);
    scr_clear(&r->flags_str);
    code_release(r->code);
    r->code = NULL;
}

/* ------------------------------------------------------------------------
 * Compiling.
 * ---------------------------------------------------------------------- */

static void flags_text(int f, char *buf) {
    char *p = buf;
    if (f & SCR_RX_HAS_INDICES) *p++ = 'd';
    if (f & SCR_RX_GLOBAL) *p++ = 'g';
    if (f & SCR_RX_IGNORE_CASE) *p++ = 'i';
    if (f & SCR_RX_MULTILINE) *p++ = 'm';
    if (f & SCR_RX_DOT_ALL) *p++ = 's';
    if (f & SCR_RX_UNICODE) *p++ = 'u';
    if (f & SCR_RX_UNICODE_SETS) *p++ = 'v';
    if (f & SCR_RX_STICKY) *p++ = 'y';
    *p = 0;
}

/* Throws V8's "Invalid regular expression: /src/flags: msg". */
static ScrValue throw_invalid(ScrValue pattern, int flags, const char *msg) {
    char fl[12];
    flags_text(flags, fl);
    char *p = scr__string_to_utf8(pattern, NULL);
    scr_throw_syntax_error("Invalid regular expression: /%s/%s: %s", p, fl, msg);
    free(p);
    return SCR_EXCEPTION;
}

/* Compiles pattern (a string) under flags: a new code (count 1), or NULL
 * with a SyntaxError pending. */
static RxCode *compile(ScrValue pattern, int flags) {
    ScrString *s = scr_str(pattern);
    const char *err = NULL;
    ScrRxProg *prog = scr__rx_compile(s->data, s->len, flags, &err);
    if (!prog) {
        throw_invalid(pattern, flags, err);
        return NULL;
    }
    RxCode *c = scr__xcalloc(1, sizeof *c);
    c->rc = 1;
    c->prog = prog;
    c->ngroups = scr__rx_ngroups(prog);
    c->has_names = scr__rx_has_names(prog);
    return c;
}

/* EscapeRegExpPattern: `/` outside classes and line terminators are
 * escaped; the empty pattern is "(?:)". */
static ScrValue escape_source(ScrValue pattern) {
    ScrString *s = scr_str(pattern);
    if (s->len == 0) return scr_string_from_utf8("(?:)", 4);
    ScrStrBuf b = SCR_STRBUF_INIT;
    bool in_class = false;
    for (uint32_t i = 0; i < s->len; i++) {
        uint16_t c = s->data[i];
        if (c == '\\' && i + 1 < s->len) {
            scr__sb_putc(&b, c);
            c = s->data[++i];
            if (c == '\n') scr__sb_puts(&b, "n");
            else if (c == '\r') scr__sb_puts(&b, "r");
            else if (c == 0x2028) scr__sb_puts(&b, "u2028");
            else if (c == 0x2029) scr__sb_puts(&b, "u2029");
            else scr__sb_putc(&b, c);
            continue;
        }
        if (c == '[') in_class = true;
        else if (c == ']') in_class = false;
        if (c == '/' && !in_class) scr__sb_puts(&b, "\\/");
        else if (c == '\n') scr__sb_puts(&b, "\\n");
        else if (c == '\r') scr__sb_puts(&b, "\\r");
        else if (c == 0x2028) scr__sb_puts(&b, "\\u2028");
        else if (c == 0x2029) scr__sb_puts(&b, "\\u2029");
        else scr__sb_putc(&b, c);
    }
    ScrValue r = scr__sb_to_string(&b);
    scr__sb_free(&b);
    return r;
}

/* A new RegExp object with prototype proto (borrowed) around code (a new
 * reference is taken). */
static ScrValue rx_new(ScrValue proto, ScrValue pattern, int flags, RxCode *code) {
    ScrValue v = scr__object_alloc(sizeof(ScrRegExp), SCR_CLASS_REGEXP, proto);
    ScrRegExp *r = rx(v);
    r->source = escape_source(pattern);
    char fl[12];
    flags_text(flags, fl);
    r->flags_str = scr_string_from_utf8(fl, strlen(fl));
    r->flags = flags;
    r->code = code;
    code->rc++;
    scr__define_str_take(v, "lastIndex", scr_number(0), SCR_PROP_WRITABLE);
    return v;
}

static int flags_of_value(ScrValue flags, int *out) {
    if (scr_is_undefined(flags)) {
        *out = 0;
        return 0;
    }
    ScrString *f = scr_str(flags);
    int bits = scr__rx_parse_flags(f->data, f->len);
    if (bits < 0) {
        char *t = scr__string_to_utf8(flags, NULL);
        scr_throw_syntax_error("Invalid flags supplied to RegExp constructor '%s'", t);
        free(t);
        return -1;
    }
    *out = bits;
    return 0;
}

/* RegExpAlloc + RegExpInitialize with string (or undefined) arguments. */
static ScrValue create_with_proto(ScrValue proto, ScrValue pattern, ScrValue flags) {
    int bits;
    if (flags_of_value(flags, &bits) < 0) return SCR_EXCEPTION;
    ScrValue p = scr_is_undefined(pattern) ? scr_dup(SCR_ATOM("")) : scr_dup(pattern);
    RxCode *c = compile(p, bits);
    if (!c) {
        scr_release(p);
        return SCR_EXCEPTION;
    }
    ScrValue v = rx_new(proto, p, bits, c);
    code_release(c);
    scr_release(p);
    return v;
}

ScrValue scr__regexp_create(ScrValue pattern, ScrValue flags) {
    return create_with_proto(scr__thread.realm->regexp_proto, pattern, flags);
}

/* Generated code: `/pattern/flags`. The first evaluation compiles and
 * keeps the code in *cache (for the program's lifetime); every evaluation
 * creates a new object. The compiler has already checked the syntax. */
ScrValue scr_regexp_literal(void **cache, ScrValue pattern, ScrValue flags) {
    RxCode *c = *cache;
    int bits;
    if (flags_of_value(flags, &bits) < 0) return SCR_EXCEPTION;
    if (!c) {
        c = compile(pattern, bits);
        if (!c) return SCR_EXCEPTION;
        *cache = c;
    }
    return rx_new(scr__thread.realm->regexp_proto, pattern, bits, c);
}

/* ------------------------------------------------------------------------
 * lastIndex and exec.
 * ---------------------------------------------------------------------- */

int scr__regexp_get_last_index(ScrValue r, double *out) {
    ScrValue li = scr__get_str(r, "lastIndex");
    if (scr_is_exception(li)) return -1;
    double d;
    int rc = scr__to_integer(li, &d);
    scr_release(li);
    if (rc < 0) return -1;
    if (d < 0) d = 0;
    if (d > 9007199254740991.0) d = 9007199254740991.0;
    *out = d;
    return 0;
}

int scr__regexp_set_last_index(ScrValue r, double v) {
    return scr__set_str(r, "lastIndex", scr_number(v));
}

static int32_t *match_caps;
static uint32_t match_ncaps;

/* Runs the code on s from `start`: 1 matched (offsets in match_caps), 0
 * not, -1 with V8's RangeError pending (the backtrack stack overflowed). */
static int run(RxCode *c, ScrString *s, size_t start, bool sticky) {
    if (match_ncaps < 2 * (c->ngroups + 1)) {
        match_ncaps = 2 * (c->ngroups + 1) < 32 ? 32 : 2 * (c->ngroups + 1);
        free(match_caps);
        match_caps = scr__xmalloc(sizeof(int32_t) * match_ncaps);
    }
    int r = scr__rx_exec(c->prog, s->data, s->len, start, sticky, match_caps);
    if (r < 0) scr_throw_range_error("Maximum call stack size exceeded");
    return r;
}

/* A [start, end] pair array. */
static ScrValue pair_array(size_t a, size_t b) {
    ScrValue v[2] = {scr_number((double)a), scr_number((double)b)};
    return scr_array_from_take(2, v);
}

/* RegExpBuiltinExec. */
static ScrValue builtin_exec(ScrValue rv, ScrValue str) {
    ScrRegExp *r = rx(rv);
    ScrString *s = scr_str(str);
    double li;
    if (scr__regexp_get_last_index(rv, &li) < 0) return SCR_EXCEPTION;
    bool global = r->flags & SCR_RX_GLOBAL, sticky = r->flags & SCR_RX_STICKY;
    if (!global && !sticky) li = 0;
    RxCode *c = r->code;
    int found = li > s->len ? 0 : run(c, s, (size_t)li, sticky);
    if (found < 0) return SCR_EXCEPTION;
    if (!found) {
        if ((global || sticky) && scr__regexp_set_last_index(rv, 0) < 0) return SCR_EXCEPTION;
        return SCR_NULL;
    }
    const int32_t *ov = match_caps;
    size_t ms = (size_t)ov[0], me = (size_t)ov[1];
    if ((global || sticky) && scr__regexp_set_last_index(rv, (double)me) < 0) return SCR_EXCEPTION;
    /* Copy the ovector: creating strings cannot run JS, but keep it simple. */
    uint32_t n = c->ngroups + 1;
    int32_t *pos = scr__xmalloc(sizeof(int32_t) * 2 * n);
    for (uint32_t i = 0; i < 2 * n; i++) pos[i] = ov[i];
    ScrValue arr = scr_array_new(n);
    for (uint32_t i = 0; i < n; i++) {
        if (pos[2 * i] < 0) scr__array_push_take(arr, SCR_UNDEFINED);
        else scr__array_push_take(arr, scr__string_sub(str, (uint32_t)pos[2 * i], (uint32_t)pos[2 * i + 1]));
    }
    scr__define_str_take(arr, "index", scr_number((double)ms), SCR_PROP_CWE);
    scr__define_str_take(arr, "input", scr_dup(str), SCR_PROP_CWE);
    ScrValue groups = SCR_UNDEFINED;
    if (c->has_names) {
        groups = scr_object_new_proto(SCR_NULL);
        for (uint32_t g = 1; g < n; g++) {
            uint32_t nl;
            const uint16_t *nm = scr__rx_group_name(c->prog, g, &nl);
            if (!nm) continue;
            ScrValue key = scr_atom_from_utf16(nm, nl);
            scr__define_value_take(groups, key, scr_dup(scr_array_at(arr, g)), SCR_PROP_CWE);
            scr_release(key);
        }
    }
    scr__define_str_take(arr, "groups", scr_dup(groups), SCR_PROP_CWE);
    if (r->flags & SCR_RX_HAS_INDICES) {
        ScrValue ind = scr_array_new(n);
        for (uint32_t i = 0; i < n; i++)
            scr__array_push_take(ind, pos[2 * i] < 0 ? SCR_UNDEFINED
                                                                 : pair_array((size_t)pos[2 * i], (size_t)pos[2 * i + 1]));
        ScrValue ig = SCR_UNDEFINED;
        if (c->has_names) {
            ig = scr_object_new_proto(SCR_NULL);
            for (uint32_t g = 1; g < n; g++) {
                uint32_t nl;
                const uint16_t *nm = scr__rx_group_name(c->prog, g, &nl);
                if (!nm) continue;
                ScrValue key = scr_atom_from_utf16(nm, nl);
                scr__define_value_take(ig, key, scr_dup(scr_array_at(ind, g)), SCR_PROP_CWE);
                scr_release(key);
            }
        }
        scr__define_str_take(ind, "groups", ig, SCR_PROP_CWE);
        scr__define_str_take(arr, "indices", ind, SCR_PROP_CWE);
    }
    scr_release(groups);
    free(pos);
    return arr;
}

ScrValue scr__regexp_exec(ScrValue r, ScrValue str) {
    ScrValue exec = scr__get_str(r, "exec");
    if (scr_is_exception(exec)) return exec;
    bool builtin = scr__class_of(exec) == SCR_CLASS_FUNCTION &&
                   ((ScrFunction *)scr_obj(exec))->magic == 0x5245 /* 'RE' */;
    if (scr__is_callable(exec) && !builtin) {
        ScrValue res = scr__call(exec, r, 1, &str);
        scr_release(exec);
        if (scr_is_exception(res)) return res;
        if (!scr_is_object(res) && !scr_is_null(res)) {
            scr_release(res);
            return scr_throw_type_error("object null or function expected");
        }
        return res;
    }
    scr_release(exec);
    if (scr__class_of(r) != SCR_CLASS_REGEXP) {
        char buf[128];
        scr__value_describe(r, buf, sizeof buf);
        return scr_throw_type_error("Method RegExp.prototype.exec called on incompatible receiver %s", buf);
    }
    return builtin_exec(r, str);
}

/* ------------------------------------------------------------------------
 * Queries for strregex.c.
 * ---------------------------------------------------------------------- */

int scr__regexp_flag_bits(ScrValue r) { return rx(r)->flags; }
ScrValue scr__regexp_source(ScrValue r) { return rx(r)->source; }

int scr__is_regexp(ScrValue v) {
    if (!scr_is_object(v)) return 0;
    ScrValue m = scr_get(v, scr__thread.realm->sym_match);
    if (scr_is_exception(m)) return -1;
    int r;
    if (!scr_is_undefined(m)) r = scr_to_boolean(m);
    else r = scr__class_of(v) == SCR_CLASS_REGEXP;
    scr_release(m);
    return r;
}

/* ------------------------------------------------------------------------
 * The constructor and the prototype.
 * ---------------------------------------------------------------------- */

static ScrValue to_string_or_undefined(ScrValue v) {
    return scr_is_undefined(v) ? SCR_UNDEFINED : scr_to_string(v);
}

NATIVE(regexp_ctor) {
    (void)fn, (void)this_val;
    ScrValue pattern = ARG(0), flags = ARG(1);
    int is_re = scr__is_regexp(pattern);
    if (is_re < 0) return SCR_EXCEPTION;
    ScrValue new_target = nt;
    if (scr_is_undefined(nt)) {
        new_target = scr__thread.realm->regexp_ctor;
        if (is_re && scr_is_undefined(flags)) {
            ScrValue c = scr__get_str(pattern, "constructor");
            if (scr_is_exception(c)) return c;
            bool same = c == new_target;
            scr_release(c);
            if (same) return scr_dup(pattern);
        }
    }
    ScrValue p, f;
    if (scr__class_of(pattern) == SCR_CLASS_REGEXP) {
        /* The original source text, unescaped, is not kept: the escaped
         * source compiles to the same pattern. */
        p = scr_dup(rx(pattern)->source);
        if (scr_str(p)->len == 4 && scr_str(p)->data[0] == '(' && scr_str(p)->data[1] == '?' &&
            scr_str(p)->data[2] == ':' && scr_str(p)->data[3] == ')') {
            scr_release(p);
            p = scr_dup(SCR_ATOM(""));
        }
        f = scr_is_undefined(flags) ? scr_dup(rx(pattern)->flags_str) : to_string_or_undefined(flags);
    } else if (is_re) {
        p = scr__get_str(pattern, "source");
        if (scr_is_exception(p)) return p;
        ScrValue ps = to_string_or_undefined(p);
        scr_release(p);
        p = ps;
        if (scr_is_exception(p)) return p;
        if (scr_is_undefined(flags)) {
            ScrValue fv = scr__get_str(pattern, "flags");
            f = scr_is_exception(fv) ? fv : to_string_or_undefined(fv);
            scr_release(fv);
        } else {
            f = to_string_or_undefined(flags);
        }
    } else {
        p = to_string_or_undefined(pattern);
        if (scr_is_exception(p)) return p;
        f = to_string_or_undefined(flags);
    }
    if (scr_is_exception(f)) {
        scr_release(p);
        return f;
    }
    ScrValue proto = scr__proto_from_ctor(new_target, scr__thread.realm->regexp_proto);
    ScrValue r = SCR_EXCEPTION;
    if (!scr_is_exception(proto)) {
        r = create_with_proto(proto, p, f);
        scr_release(proto);
    }
    scr_release(p);
    scr_release(f);
    return r;
}

static ScrValue incompatible(const char *method, ScrValue v) {
    char buf[128];
    scr__value_describe(v, buf, sizeof buf);
    return scr_throw_type_error("Method RegExp.prototype.%s called on incompatible receiver %s", method, buf);
}

NATIVE(rp_exec) {
    UNUSED;
    if (scr__class_of(this_val) != SCR_CLASS_REGEXP) return incompatible("exec", this_val);
    ScrValue s = scr_to_string(ARG(0));
    if (scr_is_exception(s)) return s;
    ScrValue r = builtin_exec(this_val, s);
    scr_release(s);
    return r;
}

NATIVE(rp_test) {
    UNUSED;
    if (!scr_is_object(this_val)) return incompatible("test", this_val);
    ScrValue s = scr_to_string(ARG(0));
    if (scr_is_exception(s)) return s;
    ScrValue r = scr__regexp_exec(this_val, s);
    scr_release(s);
    if (scr_is_exception(r)) return r;
    bool ok = !scr_is_null(r);
    scr_release(r);
    return scr_bool(ok);
}

NATIVE(rp_to_string) {
    UNUSED, (void)argc, (void)argv;
    if (!scr_is_object(this_val)) return incompatible("toString", this_val);
    ScrValue src = scr__get_str(this_val, "source");
    if (scr_is_exception(src)) return src;
    ScrValue ss = scr_to_string(src);
    scr_release(src);
    if (scr_is_exception(ss)) return ss;
    ScrValue fl = scr__get_str(this_val, "flags");
    ScrValue fs = scr_is_exception(fl) ? fl : scr_to_string(fl);
    scr_release(fl);
    if (scr_is_exception(fs)) {
        scr_release(ss);
        return fs;
    }
    ScrStrBuf b = SCR_STRBUF_INIT;
    scr__sb_putc(&b, '/');
    scr__sb_put_string(&b, ss);
    scr__sb_putc(&b, '/');
    scr__sb_put_string(&b, fs);
    scr_release(ss);
    scr_release(fs);
    ScrValue r = scr__sb_to_string(&b);
    scr__sb_free(&b);
    return r;
}

NATIVE(rp_source) {
    UNUSED, (void)argc, (void)argv;
    if (scr__class_of(this_val) == SCR_CLASS_REGEXP) return scr_dup(rx(this_val)->source);
    if (this_val == scr__thread.realm->regexp_proto) return scr_string_from_utf8("(?:)", 4);
    return scr_throw_type_error("RegExp.prototype.source getter called on non-RegExp object");
}

/* The flag getters share one native; magic is the flag bit. */
NATIVE(flag_getter) {
    (void)argc, (void)argv, (void)nt;
    int bit = ((ScrFunction *)scr_obj(fn))->magic;
    if (scr__class_of(this_val) == SCR_CLASS_REGEXP) return scr_bool(rx(this_val)->flags & bit);
    if (this_val == scr__thread.realm->regexp_proto) return SCR_UNDEFINED;
    static const char *names[] = {"hasIndices", "global", "ignoreCase", "multiline",
                                  "dotAll", "unicode", "sticky", "unicodeSets"};
    int k = 0;
    while ((1 << k) != bit) k++;
    return scr_throw_type_error("RegExp.prototype.%s getter called on non-RegExp object", names[k]);
}

NATIVE(rp_flags) {
    UNUSED, (void)argc, (void)argv;
    if (!scr_is_object(this_val)) {
        char buf[128];
        scr__value_describe(this_val, buf, sizeof buf);
        return scr_throw_type_error("RegExp.prototype.flags getter called on non-object %s", buf);
    }
    static const struct { const char *prop; char c; } fl[] = {
        {"hasIndices", 'd'}, {"global", 'g'}, {"ignoreCase", 'i'}, {"multiline", 'm'},
        {"dotAll", 's'}, {"unicode", 'u'}, {"unicodeSets", 'v'}, {"sticky", 'y'},
    };
    char out[12];
    int k = 0;
    for (size_t i = 0; i < sizeof fl / sizeof *fl; i++) {
        ScrValue v = scr__get_str(this_val, fl[i].prop);
        if (scr_is_exception(v)) return v;
        if (scr_to_boolean(v)) out[k++] = fl[i].c;
        scr_release(v);
    }
    return scr_string_from_utf8(out, (size_t)k);
}

NATIVE(rp_compile) {
    UNUSED;
    if (scr__class_of(this_val) != SCR_CLASS_REGEXP) return incompatible("compile", this_val);
    ScrValue p = to_string_or_undefined(ARG(0));
    if (scr_is_exception(p)) return p;
    ScrValue f = to_string_or_undefined(ARG(1));
    if (scr_is_exception(f)) {
        scr_release(p);
        return f;
    }
    ScrValue fresh = scr__regexp_create(p, f);
    scr_release(p);
    scr_release(f);
    if (scr_is_exception(fresh)) return fresh;
    ScrRegExp *a = rx(this_val), *b = rx(fresh);
    ScrValue t;
    t = a->source, a->source = b->source, b->source = t;
    t = a->flags_str, a->flags_str = b->flags_str, b->flags_str = t;
    RxCode *c = a->code;
    a->code = b->code;
    b->code = c;
    a->flags = b->flags;
    scr_release(fresh);
    if (scr__regexp_set_last_index(this_val, 0) < 0) return SCR_EXCEPTION;
    return scr_dup(this_val);
}

/* Tells inspect.c and others how a RegExp prints: `/source/flags`. */
static void regexp_to_sb(ScrValue r, ScrStrBuf *b) {
    scr__sb_putc(b, '/');
    scr__sb_put_string(b, rx(r)->source);
    scr__sb_putc(b, '/');
    scr__sb_put_string(b, rx(r)->flags_str);
}

const ScrInspectHook scr__regexp_inspect_hook = {SCR_INSPECT_BASE, "RegExp", regexp_to_sb,
                                                 NULL, NULL, NULL};

NATIVE(species_getter) {
    UNUSED, (void)argc, (void)argv;
    return scr_dup(this_val);
}

void scr__regexp_init(void) {
    ScrRealm *r = scr__thread.realm;
    scr__class_hooks[SCR_CLASS_REGEXP] = (ScrClassHooks){rx_trace, rx_finalize, rx_finalize};
    ScrValue p = r->regexp_proto = scr_object_new();
    ScrValue c = scr__native_ctor_new(regexp_ctor, "RegExp", 2, p);
    r->regexp_ctor = scr_dup(c);
    scr__define_str_take(r->global, "RegExp", c, SCR_PROP_CW);
    ScrValue sg = scr_native_new(species_getter, "get [Symbol.species]", 0);
    scr__define_accessor_flags(c, r->sym_species, sg, SCR_UNDEFINED, SCR_PROP_CONFIGURABLE);
    scr_release(sg);

    ScrValue ex = scr__define_native(p, "exec", rp_exec, 1);
    ((ScrFunction *)scr_obj(ex))->magic = 0x5245;
    scr__define_native(p, "compile", rp_compile, 2);
    static const struct { const char *name; int bit; } fl[] = {
        {"dotAll", SCR_RX_DOT_ALL}, {"global", SCR_RX_GLOBAL}, {"hasIndices", SCR_RX_HAS_INDICES},
        {"ignoreCase", SCR_RX_IGNORE_CASE}, {"multiline", SCR_RX_MULTILINE},
        {"sticky", SCR_RX_STICKY}, {"unicode", SCR_RX_UNICODE},
        {"unicodeSets", SCR_RX_UNICODE_SETS},
    };
    scr__define_native_accessor(p, "flags", rp_flags, NULL);
    for (size_t i = 0; i < sizeof fl / sizeof *fl; i++) {
        char nm[40];
        snprintf(nm, sizeof nm, "get %s", fl[i].name);
        ScrValue g = scr__native_new_ex(flag_getter, nm, 0, fl[i].bit, SCR_UNDEFINED);
        ScrValue key = scr_dup(scr__atom(fl[i].name));
        scr__define_accessor_flags(p, key, g, SCR_UNDEFINED, SCR_PROP_CONFIGURABLE);
        scr_release(key);
        scr_release(g);
    }
    scr__define_native_accessor(p, "source", rp_source, NULL);
    scr__define_native(p, "test", rp_test, 1);
    scr__define_native(p, "toString", rp_to_string, 0);
}
