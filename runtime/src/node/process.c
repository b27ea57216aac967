/* process.c - the `process` object: nextTick, argv,
 * env, platform, stdout/stderr.write, and the listeners of the events the
 * runtime emits ('exit', 'beforeExit', 'uncaughtException',
 * 'unhandledRejection') with on/once/off/emit. process.exit and exitCode
 * live in exit.c. */
#include "node/process.h"
#include "base/base.h"
#include "core/native.h"

#include "exec/loop.h"
#include "exec/output.h"
#include "node/exit.h"

#include "core/str.h"
#include "core/ops.h"
#include "core/function.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

extern char **environ;

typedef struct Listener {
    ScrValue event; /* owned: a string or symbol */
    ScrValue fn;    /* owned */
    bool once;
} Listener;

static Listener *listeners;
static int nlisteners, caplisteners;

static bool event_is(ScrValue ev, const char *name) {
    if (!scr_is_string(ev)) return false;
    return scr__same_value(ev, scr__atom(name));
}

static void add_listener(ScrValue ev, ScrValue fn, bool once, bool prepend) {
    SCR_GROW(listeners, caplisteners, nlisteners + 1, 8);
    Listener l = {scr_dup(ev), scr_dup(fn), once};
    if (prepend) {
        memmove(listeners + 1, listeners, sizeof(Listener) * (size_t)nlisteners);
        listeners[0] = l;
    } else {
        listeners[nlisteners] = l;
    }
    nlisteners++;
}

bool scr__process_has_listeners(const char *event) {
    for (int i = 0; i < nlisteners; i++)
        if (event_is(listeners[i].event, event)) return true;
    return false;
}

/* Calls the listeners of `ev` registered now, in order; once-listeners are
 * removed before they run. */
static int emit_value(ScrValue ev, int argc, ScrValue *argv) {
    int n = 0;
    for (int i = 0; i < nlisteners; i++)
        if (scr__same_value(listeners[i].event, ev)) n++;
    if (!n) return 0;
    ScrValue *fns = scr__xmalloc(sizeof(ScrValue) * (size_t)n);
    int k = 0;
    for (int i = 0; i < nlisteners;) {
        if (!scr__same_value(listeners[i].event, ev)) {
            i++;
            continue;
        }
        fns[k++] = scr_dup(listeners[i].fn);
        if (listeners[i].once) {
            scr_release(listeners[i].event);
            scr_release(listeners[i].fn);
            memmove(listeners + i, listeners + i + 1, sizeof(Listener) * (size_t)(nlisteners - i - 1));
            nlisteners--;
        } else {
            i++;
        }
    }
    int rc = n;
    for (int i = 0; i < n; i++) {
        if (rc >= 0) {
            ScrValue r = scr_call(fns[i], scr__thread.realm->process_obj, argc, argv, NULL);
            if (scr_is_exception(r)) rc = -1;
            else scr_release(r);
        }
        scr_release(fns[i]);
    }
    free(fns);
    return rc;
}

int scr__process_emit(const char *event, int argc, ScrValue *argv) {
    return emit_value(scr__atom(event), argc, argv);
}

/* ------------------------------------------------------------------------
 * Methods.
 * ---------------------------------------------------------------------- */

NATIVE(p_on) {
    (void)nt;
    int m = ((ScrFunction *)scr_obj(fn))->magic; /* 0 on, 1 once, 2 prepend */
    if (!scr__is_callable(ARG(1))) {
        char buf[128];
        scr__value_describe(ARG(1), buf, sizeof buf);
        return scr_throw_type_error("The \"listener\" argument must be of type function. Received %s", buf);
    }
    add_listener(ARG(0), ARG(1), m == 1, m == 2);
    return scr_dup(this_val);
}

NATIVE(p_off) {
    (void)fn, (void)nt;
    for (int i = nlisteners - 1; i >= 0; i--) {
        if (scr__same_value(listeners[i].event, ARG(0)) && listeners[i].fn == ARG(1)) {
            scr_release(listeners[i].event);
            scr_release(listeners[i].fn);
            memmove(listeners + i, listeners + i + 1, sizeof(Listener) * (size_t)(nlisteners - i - 1));
            nlisteners--;
            break;
        }
    }
    return scr_dup(this_val);
}

NATIVE(p_remove_all) {
    (void)fn, (void)nt;
    for (int i = nlisteners - 1; i >= 0; i--) {
        if (argc == 0 || scr__same_value(listeners[i].event, ARG(0))) {
            scr_release(listeners[i].event);
            scr_release(listeners[i].fn);
            memmove(listeners + i, listeners + i + 1, sizeof(Listener) * (size_t)(nlisteners - i - 1));
            nlisteners--;
        }
    }
    return scr_dup(this_val);
}

NATIVE(p_emit) {
    (void)fn, (void)this_val, (void)nt;
    int n = emit_value(ARG(0), argc > 1 ? argc - 1 : 0, argv + 1);
    if (n < 0) return SCR_EXCEPTION;
    return scr_bool(n > 0);
}

NATIVE(p_listener_count) {
    (void)fn, (void)this_val, (void)nt;
    int n = 0;
    for (int i = 0; i < nlisteners; i++)
        if (scr__same_value(listeners[i].event, ARG(0))) n++;
    return scr_number(n);
}

/* process.stdout.write / process.stderr.write (magic: the fd). */
NATIVE(p_write) {
    (void)this_val, (void)nt;
    int fd = ((ScrFunction *)scr_obj(fn))->magic;
    ScrValue s = scr_to_string(ARG(0));
    if (scr_is_exception(s)) return s;
    scr__write_string(fd, s);
    scr_release(s);
    return SCR_TRUE;
}

static ScrValue make_stream(int fd) {
    ScrValue o = scr_object_new();
    scr__define_str_take(o, "write", scr__native_new_ex(p_write, "write", 1, fd, SCR_UNDEFINED), SCR_PROP_CWE);
    scr__define_str_take(o, "fd", scr_number(fd), SCR_PROP_CWE);
    scr__define_str_take(o, "isTTY", scr_bool(isatty(fd)), SCR_PROP_CWE);
    return o;
}

void scr__process_init(ScrValue global, int argc, char **argv) {
    ScrValue p = scr_object_new();
    scr__thread.realm->process_obj = p;
    scr__define_str_take(p, "nextTick", scr__next_tick_fn(), SCR_PROP_CWE);
    static const char *on_names[] = {"on", "once", "prependListener"};
    for (int i = 0; i < 3; i++)
        scr__define_str_take(p, on_names[i], scr__native_new_ex(p_on, on_names[i], 2, i, SCR_UNDEFINED), SCR_PROP_CWE);
    scr__define_str_take(p, "addListener", scr__native_new_ex(p_on, "addListener", 2, 0, SCR_UNDEFINED), SCR_PROP_CWE);
    scr__define_str_take(p, "off", scr__native_new_ex(p_off, "off", 2, 0, SCR_UNDEFINED), SCR_PROP_CWE);
    scr__define_str_take(p, "removeListener", scr__native_new_ex(p_off, "removeListener", 2, 0, SCR_UNDEFINED),
                         SCR_PROP_CWE);
    scr__define_native(p, "removeAllListeners", p_remove_all, 1);
    scr__define_native(p, "emit", p_emit, 1);
    scr__define_native(p, "listenerCount", p_listener_count, 1);
    scr__exit_init(p);
    scr__define_str_take(p, "platform", scr_string_from_utf8("linux", 5), SCR_PROP_CWE);
    scr__define_str_take(p, "pid", scr_number(getpid()), SCR_PROP_CWE);
    scr__define_str_take(p, "stdout", make_stream(1), SCR_PROP_CWE);
    scr__define_str_take(p, "stderr", make_stream(2), SCR_PROP_CWE);
    /* argv: Node's is [node, script, ...args]; ours names the executable
     * twice, its path standing in for both. */
    ScrValue av = scr_array_new((uint32_t)argc + 1);
    for (int i = 0; i < argc; i++) {
        ScrValue s = scr_string_from_utf8(argv[i], strlen(argv[i]));
        scr_array_push(av, s);
        if (i == 0) scr_array_push(av, s);
        scr_release(s);
    }
    scr__define_str_take(p, "argv", av, SCR_PROP_CWE);
    ScrValue env = scr_object_new();
    for (char **e = environ; e && *e; e++) {
        const char *eq = strchr(*e, '=');
        if (!eq) continue;
        ScrValue k = scr_string_from_utf8(*e, (size_t)(eq - *e));
        ScrValue v = scr_string_from_utf8(eq + 1, strlen(eq + 1));
        scr_set(env, k, v);
        scr_release(k);
        scr_release(v);
    }
    scr__define_str_take(p, "env", env, SCR_PROP_CWE);
    scr__define_str_take(global, "process", scr_dup(p), SCR_PROP_CW);
}

void scr__process_shutdown(void) {
    for (int i = 0; i < nlisteners; i++) {
        scr_release(listeners[i].event);
        scr_release(listeners[i].fn);
    }
    free(listeners);
    listeners = NULL;
    nlisteners = caplisteners = 0;
    scr__exit_shutdown();
}
