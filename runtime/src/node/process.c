/* process.c - the `process` object (also `node:process`'s module object):
 * nextTick, argv, argv0, execPath, env, cwd, chdir, hrtime, memoryUsage,
 * uptime, pid, ppid, platform, arch, version(s), emitWarning,
 * stdout/stderr.write, and the listeners of the events the
 * runtime emits ('exit', 'beforeExit', 'uncaughtException',
 * 'unhandledRejection') with on/once/off/emit. process.exit and exitCode
 * live in exit.c. */
#include "node/process.h"
#include "base/base.h"
#include "core/native.h"

#include "exec/loop.h"
#include "exec/output.h"
#include "node/exit.h"
#include "node/errors.h"
#include "node/webglobals.h"
#include "node/buffer.h"
#include "node/crypto.h"
#include "node/zlib.h"
#include "node/url.h"
#include "node/eventtarget.h"
#include "node/inspect.h"
#include "node/util.h"
#include "core/error.h"
#include "core/object.h"
#include "core/array.h"

#include "core/str.h"
#include "core/ops.h"
#include "core/function.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <signal.h>
#include <time.h>
#include <unistd.h>
#include <uv.h>

extern char **environ;

typedef struct Listener {
    ScrValue event; /* owned: a string or symbol */
    ScrValue fn;    /* owned */
    bool once;
} Listener;

static Listener *listeners;
static int nlisteners, caplisteners;

static void sync_signals(void);

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
    sync_signals(); /* a once-listener of a signal may be gone */
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
 * Signals: a listener for 'SIGxxx' starts a libuv signal handle, unref'd
 * as Node's are (a listener alone does not keep the program alive); the
 * last one removed stops it. The handles are static: the loop's shutdown
 * closes them.
 * ---------------------------------------------------------------------- */

static const struct {
    const char *name;
    int num;
} signals[] = {
    {"SIGHUP", SIGHUP},   {"SIGINT", SIGINT},       {"SIGQUIT", SIGQUIT},   {"SIGILL", SIGILL},
    {"SIGTRAP", SIGTRAP}, {"SIGABRT", SIGABRT},     {"SIGIOT", SIGIOT},     {"SIGBUS", SIGBUS},
    {"SIGFPE", SIGFPE},   {"SIGKILL", SIGKILL},     {"SIGUSR1", SIGUSR1},   {"SIGSEGV", SIGSEGV},
    {"SIGUSR2", SIGUSR2}, {"SIGPIPE", SIGPIPE},     {"SIGALRM", SIGALRM},   {"SIGTERM", SIGTERM},
    {"SIGCHLD", SIGCHLD}, {"SIGSTKFLT", SIGSTKFLT}, {"SIGCONT", SIGCONT},   {"SIGSTOP", SIGSTOP},
    {"SIGTSTP", SIGTSTP}, {"SIGTTIN", SIGTTIN},     {"SIGTTOU", SIGTTOU},   {"SIGURG", SIGURG},
    {"SIGXCPU", SIGXCPU}, {"SIGXFSZ", SIGXFSZ},     {"SIGVTALRM", SIGVTALRM}, {"SIGPROF", SIGPROF},
    {"SIGWINCH", SIGWINCH}, {"SIGIO", SIGIO},       {"SIGPOLL", SIGPOLL},   {"SIGPWR", SIGPWR},
    {"SIGSYS", SIGSYS},
};
enum { NSIGNALS = sizeof signals / sizeof signals[0] };

static uv_signal_t sig_handles[NSIGNALS];
static bool sig_init[NSIGNALS], sig_active[NSIGNALS];

int scr__signal_arg(ScrValue sig, int *num) {
    *num = SIGTERM;
    if (scr_is_number(sig)) {
        *num = (int)scr_as_number(sig);
        return 0;
    }
    if (scr_is_undefined(sig)) return 0;
    if (scr_is_string(sig)) {
        char *u = scr__string_to_utf8(sig, NULL);
        for (int i = 0; i < NSIGNALS; i++)
            if (strcmp(u, signals[i].name) == 0) {
                *num = signals[i].num;
                free(u);
                return 0;
            }
        scr__node_error_code(scr_throw_type_error("Unknown signal: %s", u), "ERR_UNKNOWN_SIGNAL");
        free(u);
        return -1;
    }
    char *u = scr__inspect_utf8(sig, NULL);
    scr__node_error_code(scr_throw_type_error("Unknown signal: %s", u), "ERR_UNKNOWN_SIGNAL");
    free(u);
    return -1;
}

const char *scr__signal_name(int num) {
    for (int i = 0; i < NSIGNALS; i++)
        if (signals[i].num == num && strcmp(signals[i].name, "SIGIOT") != 0 && strcmp(signals[i].name, "SIGPOLL") != 0)
            return signals[i].name;
    return NULL;
}

/* The index in `signals` of an event name, or -1. */
static int signal_index(ScrValue ev) {
    if (!scr_is_string(ev) || scr_str(ev)->len < 4 || scr_str(ev)->data[0] != 'S') return -1;
    for (int i = 0; i < NSIGNALS; i++)
        if (event_is(ev, signals[i].name)) return i;
    return -1;
}

static void on_signal(uv_signal_t *h, int signum) {
    int i = (int)(h - sig_handles);
    (void)signum;
    ScrValue args[2] = {scr__atom(signals[i].name), scr_number(signals[i].num)};
    if (emit_value(args[0], 2, args) < 0) scr__callback_result(SCR_EXCEPTION);
    scr__drain();
    scr__macrotask_end();
}

/* Starts or stops the handles to match the listeners. */
static void sync_signals(void) {
    for (int i = 0; i < NSIGNALS; i++) {
        bool want = false;
        for (int j = 0; j < nlisteners && !want; j++)
            if (signal_index(listeners[j].event) == i) want = true;
        if (want == sig_active[i]) continue;
        if (want) {
            if (!sig_init[i]) {
                uv_signal_init(scr__uv_loop(), &sig_handles[i]);
                sig_init[i] = true;
            }
            if (uv_signal_start(&sig_handles[i], on_signal, signals[i].num) != 0) continue;
            uv_unref((uv_handle_t *)&sig_handles[i]);
        } else {
            uv_signal_stop(&sig_handles[i]);
        }
        sig_active[i] = want;
    }
}

/* process.kill(pid[, signal]): Node's validation and errors. */
NATIVE(p_kill) {
    UNUSED;
    ScrValue pid = ARG(0), sig = ARG(1);
    if (!scr_is_number(pid) || scr_as_number(pid) != (double)(int32_t)scr_as_number(pid))
        return scr__throw_arg_type("pid", "of type number", pid);
    int num;
    if (scr__signal_arg(sig, &num) < 0) return SCR_EXCEPTION;
    scr__stdout_flush();
    int err = uv_kill((int)scr_as_number(pid), num);
    if (err) {
        const char *code = uv_err_name(err);
        char msg[64];
        snprintf(msg, sizeof msg, "kill %s", code);
        ScrValue m = scr_string_from_utf8(msg, strlen(msg));
        ScrValue e = scr__error_new(SCR_ERR_ERROR, m);
        scr_release(m);
        scr__define_str_take(e, "errno", scr_number(err), SCR_PROP_CWE);
        scr__define_str_take(e, "code", scr_string_from_utf8(code, strlen(code)), SCR_PROP_CWE);
        scr__define_str_take(e, "syscall", scr_string_from_utf8("kill", 4), SCR_PROP_CWE);
        scr_throw_take(e);
        return SCR_EXCEPTION;
    }
    return SCR_TRUE;
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
    sync_signals();
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
    sync_signals();
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
    sync_signals();
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

/* process.stdout.write / process.stderr.write (magic: the fd). The output
 * is written (buffered in order with console's) before the callback, which
 * runs on the next tick as Node's does for a synchronous stream. */
NATIVE(p_write) {
    (void)this_val, (void)nt;
    int fd = ((ScrFunction *)scr_obj(fn))->magic;
    ScrValue s = scr_to_string(ARG(0));
    if (scr_is_exception(s)) return s;
    scr__write_string(fd, s);
    scr_release(s);
    ScrValue cb = scr__is_callable(ARG(1)) ? ARG(1) : ARG(2);
    if (scr__is_callable(cb)) {
        ScrValue tick = scr__get_str(scr__thread.realm->process_obj, "nextTick");
        if (scr_is_exception(tick)) return tick;
        ScrValue r = scr_call(tick, SCR_UNDEFINED, 1, &cb, NULL);
        scr_release(tick);
        if (scr_is_exception(r)) return r;
        scr_release(r);
    }
    return SCR_TRUE;
}

NATIVE(p_cwd) {
    UNUSED;
    char *d = getcwd(NULL, 0);
    if (!d) return scr__throw_uv(-errno, "uv_cwd", "", NULL);
    ScrValue r = scr_string_from_utf8(d, strlen(d));
    free(d);
    return r;
}

NATIVE(p_chdir) {
    UNUSED;
    if (!scr_is_string(ARG(0))) return scr__throw_arg_type("directory", "of type string", ARG(0));
    char *dir = scr__string_to_utf8(ARG(0), NULL);
    if (chdir(dir) == 0) {
        free(dir);
        return SCR_UNDEFINED;
    }
    int err = -errno;
    char *cwd = getcwd(NULL, 0);
    ScrValue r = scr__throw_uv(err, "chdir", cwd ? cwd : "", dir);
    free(cwd);
    free(dir);
    return r;
}

static uint64_t now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

NATIVE(p_hrtime) {
    UNUSED;
    uint64_t t = now_ns();
    double sec = (double)(t / 1000000000u), nsec = (double)(t % 1000000000u);
    ScrValue prev = ARG(0);
    if (!scr_is_undefined(prev)) {
        if (!scr__is_array(prev)) return scr__throw_arg_type("time", "an instance of Array", prev);
        uint32_t n = scr_array_length(prev);
        if (n != 2)
            return scr__node_error_code(
                scr_throw_range_error("The value of \"time\" is out of range. It must be 2. Received %u", n),
                "ERR_OUT_OF_RANGE");
        double ps, pn;
        if (scr_to_number(scr__array_get_borrowed(prev, 0), &ps) < 0 ||
            scr_to_number(scr__array_get_borrowed(prev, 1), &pn) < 0)
            return SCR_EXCEPTION;
        sec -= ps, nsec -= pn;
        if (nsec < 0) sec -= 1, nsec += 1e9;
    }
    ScrValue a = scr_array_new(2);
    scr_array_push_take(a, scr_number(sec));
    scr_array_push_take(a, scr_number(nsec));
    return a;
}

NATIVE(p_hrtime_bigint) {
    UNUSED;
    return scr_bigint_from_u64(now_ns());
}

static uint64_t start_ns;

NATIVE(p_uptime) {
    UNUSED;
    return scr_number((double)(now_ns() - start_ns) / 1e9);
}

static double rss_bytes(void) {
    size_t rss = 0;
    if (uv_resident_set_memory(&rss) != 0) return 0;
    return (double)rss;
}

NATIVE(p_rss) {
    UNUSED;
    return scr_number(rss_bytes());
}

/* memoryUsage(): the fields Node has; scr has no separate JS heap, so
 * heapTotal and heapUsed report the resident set as well. */
NATIVE(p_memory_usage) {
    UNUSED;
    ScrValue o = scr_object_new();
    double rss = rss_bytes();
    scr__define_str_take(o, "rss", scr_number(rss), SCR_PROP_CWE);
    scr__define_str_take(o, "heapTotal", scr_number(rss), SCR_PROP_CWE);
    scr__define_str_take(o, "heapUsed", scr_number(rss), SCR_PROP_CWE);
    scr__define_str_take(o, "external", scr_number(0), SCR_PROP_CWE);
    scr__define_str_take(o, "arrayBuffers", scr_number(0), SCR_PROP_CWE);
    return o;
}

/* The tick that delivers a warning: Node's default handler prints it, then
 * the 'warning' listeners get it. */
NATIVE(warning_tick) {
    UNUSED;
    ScrValue w = ARG(0);
    char *s[4] = {NULL, NULL, NULL, NULL};
    static const char *keys[4] = {"name", "message", "code", "detail"};
    for (int i = 0; i < 4; i++) {
        ScrValue v = scr__get_str(w, keys[i]);
        if (scr_is_exception(v)) goto fail;
        if (scr_is_string(v) || i < 2) {
            ScrValue t = scr_to_string(v);
            scr_release(v);
            if (scr_is_exception(t)) goto fail;
            s[i] = scr__string_to_utf8(t, NULL);
            scr_release(t);
        } else {
            scr_release(v);
        }
    }
    scr__emit_warning_ex(s[2], s[0], s[1], s[3]);
    for (int i = 0; i < 4; i++) free(s[i]);
    if (emit_value(scr__atom("warning"), 1, &w) < 0) return SCR_EXCEPTION;
    return SCR_UNDEFINED;
fail:
    for (int i = 0; i < 4; i++) free(s[i]);
    return SCR_EXCEPTION;
}

int scr__process_warn(ScrValue warning) {
    ScrValue tick = scr__get_str(scr__thread.realm->process_obj, "nextTick");
    if (scr_is_exception(tick)) return -1;
    ScrValue args[2] = {scr_native_new(warning_tick, "", 1), warning};
    ScrValue r = scr_call(tick, SCR_UNDEFINED, 2, args, NULL);
    scr_release(args[0]);
    scr_release(tick);
    if (scr_is_exception(r)) return -1;
    scr_release(r);
    return 0;
}

/* process.emitWarning(warning[, type[, code]]) or (warning, options). */
NATIVE(p_emit_warning) {
    UNUSED;
    ScrValue w = ARG(0), type = ARG(1), code = ARG(2), detail = SCR_UNDEFINED;
    bool owned_type = false, owned_code = false;
    if (scr_is_object(type) && !scr__is_callable(type)) {
        ScrValue o = type;
        type = scr__get_str(o, "type");
        if (scr_is_exception(type)) return type;
        code = scr__get_str(o, "code");
        if (scr_is_exception(code)) {
            scr_release(type);
            return code;
        }
        detail = scr__get_str(o, "detail");
        if (scr_is_exception(detail)) {
            scr_release(type), scr_release(code);
            return detail;
        }
        owned_type = owned_code = true;
    }
    ScrValue r = SCR_EXCEPTION;
    if (!scr_is_undefined(type) && !scr_is_string(type)) {
        scr__throw_arg_type("type", "of type string", type);
        goto done;
    }
    if (!scr_is_undefined(code) && !scr_is_string(code)) {
        scr__throw_arg_type("code", "of type string", code);
        goto done;
    }
    ScrValue warning;
    if (scr_is_string(w)) {
        warning = scr__error_new(SCR_ERR_ERROR, w);
        ScrValue name = scr_is_string(type) ? scr_dup(type) : scr_string_from_utf8("Warning", 7);
        scr__define_str_take(warning, "name", name, SCR_PROP_CW);
        if (scr_is_string(code)) scr__define_str_take(warning, "code", scr_dup(code), SCR_PROP_CWE);
        if (scr_is_string(detail)) scr__define_str_take(warning, "detail", scr_dup(detail), SCR_PROP_CWE);
    } else if (scr__is_error(w)) {
        warning = scr_dup(w);
    } else {
        scr__throw_arg_type("warning", "of type string or an instance of Error", w);
        goto done;
    }
    r = scr__process_warn(warning) < 0 ? SCR_EXCEPTION : SCR_UNDEFINED;
    scr_release(warning);
done:
    if (owned_type) scr_release(type);
    if (owned_code) scr_release(code);
    scr_release(detail);
    return r;
}

/* process.env's hook (core/object.h): assignments and deletes reach the C
 * environment, as Node's do, so getenv (os.tmpdir) and later children see
 * them. */
static void env_changed(ScrValue key, ScrValue value) {
    char *k = scr__string_to_utf8(key, NULL);
    if (*k && !strchr(k, '=')) {
        if (scr_is_string(value)) {
            char *v = scr__string_to_utf8(value, NULL);
            setenv(k, v, 1);
            free(v);
        } else {
            unsetenv(k);
        }
    }
    free(k);
}

ScrValue scr__process_module_new(void) { return scr_dup(scr__thread.realm->process_obj); }

#if defined(__aarch64__)
#define ARCH "arm64"
#elif defined(__x86_64__)
#define ARCH "x64"
#else
#define ARCH "unknown"
#endif

static ScrValue str(const char *s) { return scr_string_from_utf8(s, strlen(s)); }

static ScrValue make_stream(int fd) {
    ScrValue o = scr_object_new();
    scr__define_str_take(o, "write", scr__native_new_ex(p_write, "write", 4, fd, SCR_UNDEFINED), SCR_PROP_CWE);
    scr__define_str_take(o, "fd", scr_number(fd), SCR_PROP_CWE);
    /* Node's stdout and stderr are tty.WriteStreams (isTTY true) only on a
     * terminal; on a pipe or a file they have no isTTY at all. */
    if (isatty(fd)) scr__define_str_take(o, "isTTY", SCR_TRUE, SCR_PROP_CWE);
    return o;
}

/* Node's enumerable globals in the order Object.keys(globalThis) lists
 * them (less fetch, which scr lacks), `global` (globalThis) first: each is
 * moved to the end of the global object's keys, enumerable. The rest stay
 * non-enumerable, as in Node. */
static void enumerable_globals(ScrValue global) {
    static const char *const names[] = {
        "global",       "clearImmediate", "setImmediate",    "clearInterval", "clearTimeout",
        "setInterval",  "setTimeout",     "queueMicrotask",  "structuredClone", "atob",
        "btoa",         "performance",    "crypto",
    };
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
        ScrValue v = i == 0 ? scr_dup(global) : scr__get_str(global, names[i]);
        scr__delete_property(global, scr__atom(names[i]), false);
        scr__define_str_take(global, names[i], v, SCR_PROP_CWE);
    }
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
    scr__define_str_take(p, "ppid", scr_number(getppid()), SCR_PROP_CWE);
    scr__define_str_take(p, "arch", str(ARCH),
                         SCR_PROP_CWE);
    /* The Node release scr matches (docs/node.md). */
    scr__define_str_take(p, "version", str("v20.20.2"), SCR_PROP_CWE);
    ScrValue versions = scr_object_new();
    scr__define_str_take(versions, "node", str("20.20.2"), SCR_PROP_CWE);
    scr__define_str_take(versions, "uv", str(uv_version_string()), SCR_PROP_CWE);
    scr__define_str_take(versions, "scr", str("0.1.0"), SCR_PROP_CWE);
    scr__define_str_take(p, "versions", versions, SCR_PROP_CWE);
    ScrValue release = scr_object_new();
    scr__define_str_take(release, "name", str("node"), SCR_PROP_CWE);
    scr__define_str_take(p, "release", release, SCR_PROP_CWE);
    scr__define_str_take(p, "argv0", str(argc > 0 ? argv[0] : ""), SCR_PROP_CWE);
    char exe[4096];
    ssize_t en = readlink("/proc/self/exe", exe, sizeof exe - 1);
    scr__define_str_take(p, "execPath", scr_string_from_utf8(exe, en > 0 ? (size_t)en : 0), SCR_PROP_CWE);
    static const struct {
        const char *name;
        ScrCode fn;
        int length;
    } fns[] = {
        {"cwd", p_cwd, 0},       {"chdir", p_chdir, 1},         {"hrtime", p_hrtime, 1},
        {"uptime", p_uptime, 0}, {"memoryUsage", p_memory_usage, 0}, {"emitWarning", p_emit_warning, 4},
        {"kill", p_kill, 2},
    };
    for (size_t i = 0; i < sizeof fns / sizeof *fns; i++) {
        ScrValue f = scr__native_new_ex(fns[i].fn, fns[i].name, fns[i].length, 0, SCR_UNDEFINED);
        scr__define_str_take(p, fns[i].name, scr_dup(f), SCR_PROP_CWE);
        if (fns[i].fn == p_hrtime) scr__define_native(f, "bigint", p_hrtime_bigint, 0);
        if (fns[i].fn == p_memory_usage) scr__define_native(f, "rss", p_rss, 0);
        scr_release(f);
    }
    if (!start_ns) start_ns = now_ns();
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
    scr__object_make_string_values(env, env_changed);
    scr__define_str_take(p, "env", env, SCR_PROP_CWE);
    scr__define_str_take(global, "process", scr_dup(p), SCR_PROP_CW);
    scr__web_globals_init(global);
    scr__buffer_init(global);
    scr__crypto_init(global);
    scr__zlib_init();
    scr__url_init(global);
    scr__event_target_init(global);
    enumerable_globals(global);
    scr__util_timers_promisify_init(global);
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
    scr__web_globals_shutdown();
    scr__buffer_shutdown();
    scr__crypto_shutdown();
    scr__url_shutdown();
    scr__event_target_shutdown();
}
