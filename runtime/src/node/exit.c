/* exit.c - how a program ends, as Node v20 ends it: process.exit,
 * process.exitCode (an accessor with Node's validation), the 'exit' event
 * on each path (process.exit, an uncaught error, the loop running dry),
 * and --detached-exit, the helper that frees the address space after the
 * waiting parent has already seen the exit status (detached exit). */
#define _GNU_SOURCE 1
#include "node/exit.h"
#include "node/errors.h"

#include "exec/loop.h"
#include "exec/output.h"
#include "base/base.h"
#include "core/native.h"
#include "node/process.h"
#include "memory/region.h"
#include "memory/audit.h"
#include "exec/fiber.h"
#include "core/object.h"
#include "memory/heap.h"

#include "exec/async.h"
#include "core/str.h"
#include "core/ops.h"
#include "core/error.h"
#include "core/numconv.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <pthread.h>
#include <setjmp.h>

#ifdef __linux__
#include <linux/futex.h>
#include <sched.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#ifdef SCR_TSAN
#include <dlfcn.h>
#endif
#endif

/* The program object of a build with --detached-exit defines this as a
 * strong `const int scr_detached_exit = 1;`, which overrides this weak
 * definition at link time: no runtime flavour and no linker flag depend on
 * the option, and builds without it are unchanged. */
__attribute__((weak)) const int scr_detached_exit = 0;

/* process.exitCode lives in scr__thread.exit (code_value, has_code,
 * code_int), and Node's process._exiting is SCR_EXIT_EMITTED there, next
 * to the SCR_EXIT_ENDING stage that exec/loop.c sets. */

/* ------------------------------------------------------------------------
 * Node's internal errors (ERR_INVALID_ARG_TYPE, ERR_OUT_OF_RANGE).
 * ---------------------------------------------------------------------- */

/* Node's addNumericalSeparator: "_" every three digits from the right. */
static void numerical_separator(const char *s, char *out, size_t size) {
    size_t n = strlen(s), start = s[0] == '-' ? 1 : 0, i = n;
    char tail[96] = "";
    for (; i >= start + 4; i -= 3) {
        char t[96];
        snprintf(t, sizeof t, "_%.3s%s", s + i - 3, tail);
        snprintf(tail, sizeof tail, "%s", t);
    }
    snprintf(out, size, "%.*s%s", (int)i, s, tail);
}

/* import.meta.resolve's failure, resolved at compile time: Node's error
 * class ("Error" or "TypeError"), code and message. */
ScrValue scr_throw_module_error(const char *name, const char *code, const char *message) {
    if (strcmp(name, "TypeError") == 0) scr_throw_type_error("%s", message);
    else {
        ScrValue m = scr_string_from_utf8(message, strlen(message));
        scr_throw_take(scr__error_new(SCR_ERR_ERROR, m));
        scr_release(m);
    }
    return scr__node_error_code(SCR_EXCEPTION, code);
}


/* ------------------------------------------------------------------------
 * process.exitCode.
 * ---------------------------------------------------------------------- */

/* Node's exitCode setter: null and undefined unset it; a string that
 * converts to a number is validated as that number; anything else must be
 * a safe integer. The int32 the status comes from is ToInt32 of it. */
static int set_code(ScrValue code) {
    if (scr_is_null(code) || scr_is_undefined(code)) {
        scr__thread.exit.has_code = false;
    } else {
        double d = 0;
        bool number = scr_is_number(code);
        if (scr_is_string(code) && scr_str(code)->len) {
            if (scr_to_number(code, &d) < 0) return -1;
            number = d == d;
        } else if (number) {
            d = scr_as_number(code);
        }
        char got[160];
        if (!number) {
            scr__node_received(code, got, sizeof got);
            scr__node_error_code(scr_throw_type_error("The \"code\" argument must be of type number. Received %s", got),
                      "ERR_INVALID_ARG_TYPE");
            return -1;
        }
        char num[40];
        scr__number_format(d, num);
        bool integer = isfinite(d) && d == trunc(d);
        if (!integer) {
            scr__node_error_code(scr_throw_range_error("The value of \"code\" is out of range. It must be an integer. "
                                            "Received %s",
                                            num),
                      "ERR_OUT_OF_RANGE");
            return -1;
        }
        if (d < -9007199254740991.0 || d > 9007199254740991.0) {
            if (d > 4294967296.0 || d < -4294967296.0) numerical_separator(num, got, sizeof got);
            else snprintf(got, sizeof got, "%s", num);
            scr__node_error_code(scr_throw_range_error("The value of \"code\" is out of range. It must be >= "
                                            "-9007199254740991 && <= 9007199254740991. Received %s",
                                            got),
                      "ERR_OUT_OF_RANGE");
            return -1;
        }
        scr__thread.exit.has_code = true;
        scr__thread.exit.code_int = scr__to_int32_d(d);
    }
    scr_release(scr__thread.exit.code_value);
    scr__thread.exit.code_value = scr_dup(code);
    return 0;
}

NATIVE(p_exit_code_get) {
    (void)fn, (void)this_val, (void)argc, (void)argv, (void)nt;
    return scr_dup(scr__thread.exit.code_value);
}

NATIVE(p_exit_code_set) {
    (void)fn, (void)this_val, (void)nt;
    if (set_code(argc > 0 ? argv[0] : SCR_UNDEFINED) < 0) return SCR_EXCEPTION;
    return SCR_UNDEFINED;
}

int scr__process_exit_code(void) {
    return scr__thread.exit.has_code ? scr__thread.exit.code_int : 0;
}

/* ------------------------------------------------------------------------
 * The 'exit' event.
 * ---------------------------------------------------------------------- */

int scr__process_emit_exit(int code) {
    if (!(scr__thread.exit.flags & SCR_EXIT_EMITTED)) {
        /* Node's uncaught-exception path: process.exitCode = code, then
         * 'exit' with the code; a listener's exception is dropped. */
        scr__thread.exit.flags |= SCR_EXIT_EMITTED;
        ScrValue c = scr_number(code);
        set_code(c);
        if (scr__process_emit("exit", 1, &c) < 0) scr_release(scr_exception_take());
    }
    return scr__thread.exit.has_code ? scr__thread.exit.code_int : code;
}

int scr__process_exit_natural(bool unsettled_await) {
    /* Node emits 'exit' when the loop is done even when a process.exit
     * whose listener threw (and was caught) emitted it before. */
    int code = scr__process_exit_code();
    scr__thread.exit.flags |= SCR_EXIT_EMITTED;
    /* An unsettled top-level await: Node's own first 'exit' listener sets
     * process.exitCode ??= 13, after the code passed on was computed. */
    if (unsettled_await && !scr__thread.exit.has_code) set_code(scr_number(13));
    ScrValue c = scr_number(code);
    if (scr__process_emit("exit", 1, &c) < 0) {
        /* Reported as an error thrown by a callback; the status is
         * process.exitCode if set, else 1 (scr__uncaught sets both). */
        scr__uncaught(scr_exception_take(), "uncaughtException");
    }
    return scr__thread.exit.flags & SCR_EXIT_ENDING ? scr__thread.exit.status
                                                    : scr__process_exit_code();
}

/* ------------------------------------------------------------------------
 * --detached-exit.
 * ---------------------------------------------------------------------- */

#ifdef __linux__
/* The helper runs on this stack in the shared address space; it calls
 * nothing but raw system calls, so a page is plenty. */
static char helper_stack[16384] __attribute__((aligned(64)));
/* 0 until the helper has closed every descriptor but the pipe's read end. */
static int helper_ready;

#if defined(__has_attribute)
#if __has_attribute(disable_sanitizer_instrumentation)
#define NO_INSTRUMENT __attribute__((disable_sanitizer_instrumentation, noinline))
#endif
#endif
#ifndef NO_INSTRUMENT
#define NO_INSTRUMENT __attribute__((no_sanitize("address", "thread", "undefined"), noinline))
#endif

/* The helper: a separate process (no CLONE_THREAD, so the parent's
 * exit_group does not take it along) that shares the parent's address space
 * (CLONE_VM) but has its own copy of the descriptor table (no CLONE_FILES).
 * It runs no sanitizer instrumentation and no libc code that keeps state:
 * it shares the parent's thread pointer, so errno, TSan's and ASan's thread
 * state are the parent's. */
NO_INSTRUMENT static int helper_main(void *arg) {
    int rfd = (int)(intptr_t)arg;
    /* Every signal is already blocked: the parent blocked them before the
     * clone and the mask is inherited, so no handler of the program can run
     * here (SIGKILL still ends the helper, and the kernel then frees). */
    /* Close the copies of the program's descriptors: a reader of the
     * program's stdout must see EOF when the program exits, and our copy of
     * the pipe's write end would otherwise keep the read below from ever
     * returning 0. */
    if (rfd > 0) syscall(SYS_close_range, 0u, (unsigned)rfd - 1, 0u);
    if (syscall(SYS_close_range, (unsigned)rfd + 1, ~0u, 0u) != 0) {
        /* Kernels before 5.9: close them one by one. */
        struct rlimit rl = {1024, 1024};
        syscall(SYS_prlimit64, 0, RLIMIT_NOFILE, NULL, &rl);
        unsigned max = rl.rlim_cur == RLIM_INFINITY || rl.rlim_cur > (1u << 20) ? (1u << 20) : (unsigned)rl.rlim_cur;
        for (unsigned fd = 0; fd < max; fd++)
            if ((int)fd != rfd) syscall(SYS_close, fd);
    }
    /* Tell the parent it may exit now. */
    __atomic_store_n(&helper_ready, 1, __ATOMIC_RELEASE);
    syscall(SYS_futex, &helper_ready, FUTEX_WAKE, 1, NULL, NULL, 0);
    /* EOF comes when the last holder of the write end closes it: the
     * parent's exit_files, which the kernel runs after exit_mm. By then the
     * parent (every thread of it) has dropped its reference to the address
     * space, so ours is the last one, and the pages are freed when we exit,
     * after the parent's waiter has already seen its status. */
    /* Nobody writes to the pipe: read returns 0 at EOF, or fails (not
     * with EINTR: every signal is blocked), and either ends the wait. */
    char c;
    while (syscall(SYS_read, rfd, &c, 1) > 0) {
    }
    syscall(SYS_exit, 0);
    return 0;
}

/* glibc's clone. ThreadSanitizer intercepts clone as a fork (the child
 * re-initialises its thread state, which with CLONE_VM is the parent's), so
 * a TSan build calls the next definition, glibc's, past the interceptor. */
typedef int (*CloneFn)(int (*)(void *), void *, int, void *, ...);
static CloneFn clone_fn(void) {
#ifdef SCR_TSAN
    CloneFn f = (CloneFn)dlsym(RTLD_NEXT, "clone");
    if (f) return f;
#endif
    return clone;
}

/* Starts the helper; on any failure the program simply exits the usual
 * way, paying the teardown itself. */
static void detach_teardown(void) {
    int p[2];
    if (pipe(p) != 0) return;
    /* Blocked here, blocked in the helper (the mask is inherited): the
     * parent only has _exit left to do. */
    sigset_t all;
    sigfillset(&all);
    sigprocmask(SIG_SETMASK, &all, NULL);
    /* SIGCHLD: the helper outlives us, is reparented to init (or a
     * subreaper) and reaped there like any orphan. */
    pid_t pid = clone_fn()(helper_main, helper_stack + sizeof helper_stack, CLONE_VM | SIGCHLD, (void *)(intptr_t)p[0]);
    if (pid < 0) return;
    /* Wait until the helper holds none of our descriptors, so that nobody
     * reading our stdout or stderr can see EOF later than without it. */
    while (!__atomic_load_n(&helper_ready, __ATOMIC_ACQUIRE))
        syscall(SYS_futex, &helper_ready, FUTEX_WAIT, 0, NULL, NULL, 0);
    /* p[1] stays open on purpose: the kernel closes it in exit_files. */
}
#endif

#ifdef SCR_EXIT_AUDIT
#include <sanitizer/lsan_interface.h>
/* The thread's stack: [*lo, *hi) from pthread. */
static bool thread_stack(const char **lo, const char **hi) {
    pthread_attr_t attr;
    void *addr;
    size_t size;
    if (pthread_getattr_np(pthread_self(), &attr) != 0) return false;
    int r = pthread_attr_getstack(&attr, &addr, &size);
    pthread_attr_destroy(&attr);
    if (r != 0) return false;
    *lo = addr;
    *hi = (const char *)addr + size;
    return true;
}

static void stack_root(const void *lo, const void *hi, void *arg) {
    (void)arg;
    const char *tlo, *thi;
    if ((!lo || !hi) && thread_stack(&tlo, &thi)) {
        if (!lo) lo = tlo;
        if (!hi) hi = thi;
    }
    if (lo && hi && (const char *)hi > (const char *)lo)
        scr__audit_root_range(lo, (size_t)((const char *)hi - (const char *)lo));
}

/* An object's keys live in its shape (malloc'ed, which the scan follows
 * word by word only under ASan). */
static void shape_keys(ScrCell *c, ScrVisitFn visit, void *arg) {
    if (c->kind != SCR_KIND_OBJECT) return;
    for (const ScrShape *s = ((ScrObject *)c)->shape; s; s = s->parent)
        for (uint32_t i = 0; i < s->count && s->props; i++) visit(s->props[i].key, arg);
}

/* The roots of the audit: the active stacks, from this frame up (the
 * frames of the code that called process.exit), and the callee-saved
 * registers, spilled into this frame. */
__attribute__((noinline)) static size_t audit_from_here(char *buf, size_t size) {
    jmp_buf regs;
    setjmp(regs);
    scr__audit_root_range(&regs, sizeof regs);
    const volatile char here = 0;
    if (scr_fiber_current()) scr_fiber_active_stacks((const void *)&here, stack_root, NULL);
    else stack_root((const void *)&here, NULL, NULL);
    return scr__audit_unreached(shape_keys, buf, size);
}

/* The audit of the asan flavour after process.exit (docs/testing.md,
 * "Audit after process.exit"): the orderly shutdown runs from here, inside
 * the frames of the code that called process.exit; then every cell still
 * alive must be reachable from those frames (memory/audit.c), and in ASan
 * builds LeakSanitizer checks the rest of the heap. Returns the status: 70
 * with a report on stderr when cells leaked, else `code`. Output is
 * flushed already; the audit prints nothing when nothing leaked. */
static int exit_audit(int code) {
    static bool ran;
    if (ran) return code; /* process.exit from inside the shutdown */
    ran = true;
    /* The audit's own test (runner/test_exit_audit.py): a string that
     * nothing refers to, which it must report. */
    const char *self_test = getenv("SCR_AUDIT_SELF_TEST");
    if (self_test && strcmp(self_test, "leak") == 0) (void)scr_string_from_utf8("leaked on purpose", 17);
    scr__shutdown();
    if (scr__live_total() != 0) {
        char buf[768];
        if (audit_from_here(buf, sizeof buf) != 0) {
            fprintf(stderr, "scr: audit: leak report after process.exit: %s\n", buf);
            code = 70;
        }
    }
    fflush(stderr);
    /* At most once per process; it ends the process (status 86 in the
     * lanes) when it finds a leak. */
    __lsan_do_leak_check();
    return code;
}
#endif

/* Ends the process with `code` after output is flushed. */
static _Noreturn void really_exit(int code) {
    scr__async_stats_print();
    scr__region_exit_stats();
    scr__stdout_flush();
    fflush(stderr);
#ifdef SCR_EXIT_AUDIT
    code = exit_audit(code);
#endif
#ifdef SCR_DEBUG
    code = scr__fault_walk_end(code); /* SCR_FAIL_ALLOC=walk: its summary */
#endif
#ifdef __linux__
    /* Read through a volatile pointer: the weak definition above must not
     * be folded into a constant 0 by the compiler. */
    if (*(const volatile int *)&scr_detached_exit) detach_teardown();
#endif
    /* Like Node, no teardown: the process ends here (the asan flavour
     * has torn down and audited above). */
    _exit(code & 0xff);
}

/* process.exit([code]) as Node's lib/internal/process/per_thread.js. */
NATIVE(p_exit) {
    (void)fn, (void)this_val, (void)nt;
    /* process.exit(undefined) unsets exitCode: Node tests arguments.length. */
    if (argc > 0 && set_code(argv[0]) < 0) return SCR_EXCEPTION;
    if (!(scr__thread.exit.flags & SCR_EXIT_EMITTED)) {
        scr__thread.exit.flags |= SCR_EXIT_EMITTED;
        /* The listeners get `process.exitCode || 0`, the value itself (a
         * string stays a string). An exception leaves process.exit: the
         * caller may catch it, and the program goes on. */
        ScrValue code = scr__thread.exit.code_value;
        ScrValue c = scr_to_boolean(code) ? scr_dup(code) : scr_number(0);
        int n = scr__process_emit("exit", 1, &c);
        scr_release(c);
        if (n < 0) return SCR_EXCEPTION;
    }
    really_exit(scr__process_exit_code());
}

void scr__exit_init(ScrValue process) {
    scr__define_native(process, "exit", p_exit, 1);
    ScrValue g = scr_native_new(p_exit_code_get, "get", 0);
    ScrValue s = scr_native_new(p_exit_code_set, "set", 1);
    scr__define_accessor_flags(process, SCR_ATOM("exitCode"), g, s, SCR_PROP_ENUMERABLE);
    scr_release(g);
    scr_release(s);
}

void scr__exit_shutdown(void) { scr_clear(&scr__thread.exit.code_value); }
