/* main.c - scr_main: runtime start-up (stack limit, atoms, realm,
 * constants), module evaluation, the uncaught-error report, and the orderly
 * shutdown with the live-cell audit of SCR_AUDIT builds. */
#include "exec/async.h"
#include "base/base.h"
#include "core/error.h"
#include "memory/gc.h"
#include "memory/heap.h"
#include "exec/loop.h"
#include "exec/promise.h"
#include "memory/region.h"
#include "node/child.h"
#include "node/fs.h"
#include "node/builtin_modules.h"
#include "node/cjs.h"
#include "node/dynamic_import.h"
#include "node/console.h"
#include "node/exit.h"
#include "node/inspect.h"
#include "node/process.h"
#include "builtins/global.h"
#include "exec/output.h"
#include "core/object.h"
#include "core/str.h"

#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>

/* Room kept below the limit for the runtime's own frames (the error
 * constructor, stack-string building, native built-ins between frames). */
#define STACK_SAFETY (256 * 1024)

#define TSAN_STACK_USABLE (4u << 20)

void scr__set_stack_limit(void) {
    char here;
    size_t size = 8u << 20;
    struct rlimit rl;
    if (getrlimit(RLIMIT_STACK, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur > 0)
        size = rl.rlim_cur;
#ifdef SCR_ASAN
    /* ASan's frames are several times larger; keep a wider margin. */
    size_t safety = STACK_SAFETY * 4;
#else
    size_t safety = STACK_SAFETY;
#endif
    if (size < safety * 2) safety = size / 2;
    size_t usable = size - safety;
#ifdef SCR_TSAN
    /* ThreadSanitizer records every instrumented call on a shadow call stack
     * of 64K entries that it never bounds-checks in release builds; at about
     * 110 bytes a C frame, 8 MB of native stack outruns it and deep recursion
     * dies in __tsan_func_entry instead of throwing RangeError. 4 MB keeps the
     * depth near 37K frames. */
    if (usable > TSAN_STACK_USABLE) usable = TSAN_STACK_USABLE;
#endif
    scr__thread.exec.stack_limit = &here - usable;
}

/* Prints the source line `line` of source `file` and a caret under `col`. */
static void print_source_line_ex(const ScrPos *pos, bool blank);
static void print_source_line(const ScrPos *pos) { print_source_line_ex(pos, true); }
static void print_source_line_ex(const ScrPos *pos, bool blank) {
    if (!scr__program || pos->file >= (uint32_t)scr__program->nsources) return;
    const ScrSource *src = &scr__program->sources[pos->file];
    fprintf(stderr, "%s:%u\n", src->url, pos->line);
    const char *t = src->text;
    for (uint32_t l = 1; t && *t && l < pos->line; t++)
        if (*t == '\n') l++;
    if (!t) return;
    const char *end = t;
    while (*end && *end != '\n') end++;
    fwrite(t, 1, (size_t)(end - t), stderr);
    fputc('\n', stderr);
    /* The caret column counts UTF-16 units; tabs are copied so the caret
     * lines up under tabs too. */
    uint32_t col = 1;
    for (const char *p = t; p < end && col < pos->col; p++) {
        unsigned char c = (unsigned char)*p;
        if ((c & 0xC0) == 0x80) continue;
        fputc(c == '\t' ? '\t' : ' ', stderr);
        col += (c >= 0xF0) ? 2 : 1;
    }
    fputs(blank ? "^\n\n" : "^\n", stderr);
}

/* The uncaught-error report, as Node prints it. The loop reaches it through
 * its host table; scr__thread.exc.report_from_callback says whether the
 * error came out of a callback. */
static void report_uncaught(ScrValue exc) {
    scr__stdout_flush();
    if (!scr__is_error(exc) && scr__thread.exc.report_from_callback &&
        scr__thread.exc.first_pos.line) {
        /* A primitive thrown by a callback: Node shows where it was thrown. */
        fputc('\n', stderr);
        ScrPos pos = scr__thread.exc.first_pos;
        if (scr__program && pos.file < (uint32_t)scr__program->nsources) {
            print_source_line_ex(&pos, false);
        }
        char *text = NULL;
        size_t len = 0;
        if (scr_is_string(exc)) text = scr__string_to_utf8(exc, &len);
        else text = scr__inspect_utf8(exc, &len);
        if (text) {
            fwrite(text, 1, len, stderr);
            free(text);
        }
        fputc('\n', stderr);
        if (!scr_is_object(exc))
            fputs("(Use `node --trace-uncaught ...` to show where the exception was thrown)\n", stderr);
        return;
    }
    if (scr__is_error(exc)) {
        /* From a callback, V8's message points at the throw; at the top of
         * a module (and for rejections) at the error's creation. */
        const ScrPos *pos = scr__thread.exc.report_from_callback && scr__thread.exc.first_pos.line
                                ? &scr__thread.exc.first_pos
                                : scr__error_pos(exc);
        const char *site = scr__error_internal_site(exc);
        /* An error Node's own JS throws: from a callback Node shows that
         * throw site; at the top of a module, where the module job rethrew. */
        if (site && scr__thread.exc.report_from_rejection)
            fputs("node:internal/process/promises:391\n    triggerUncaughtException(err, true "
                  "/* fromPromise */);\n    ^\n\n",
                  stderr);
        else if (site && (scr__thread.exc.report_from_callback ||
                          (scr__program && scr__program->main_record >= 0)))
            fprintf(stderr, "%s\n", site); /* a callback, or a CommonJS main module */
        else if (site)
            fputs("node:internal/modules/run_main:123\n    triggerUncaughtException(\n    ^\n\n",
                  stderr);
        else if (pos)
            print_source_line(pos);
        char *text = NULL;
        size_t len = 0;
        text = scr__inspect_utf8(exc, &len);
        if (text) {
            fwrite(text, 1, len, stderr);
            fputc('\n', stderr);
            free(text);
        } else {
            ScrValue st = scr__get_str(exc, "stack");
            if (scr_is_exception(st)) {
                scr_release(scr_exception_take());
                st = SCR_UNDEFINED;
            }
            char *s = scr_is_string(st) ? scr__string_to_utf8(st, NULL) : NULL;
            fprintf(stderr, "%s\n", s ? s : "Error");
            free(s);
            scr_release(st);
        }
        /* Node's blank line and version footer follow; scr prints neither. */
        return;
    }
    fputs("\nnode:internal/modules/run_main:123\n    triggerUncaughtException(\n    ^\n", stderr);
    char *text = NULL;
    size_t len = 0;
    /* Node prints a thrown primitive as String(value) (a symbol, which has
     * no such conversion, as an empty line) and an object inspected. */
    if (scr_is_object(exc)) text = scr__inspect_utf8(exc, &len);
    if (text) {
        fwrite(text, 1, len, stderr);
        free(text);
    } else if (scr_is_symbol(exc)) {
    } else {
        ScrValue s = scr_to_string(exc);
        if (scr_is_exception(s)) {
            scr_release(scr_exception_take());
            s = scr_string_from_utf8("[object]", 8);
        }
        char *u = scr__string_to_utf8(s, NULL);
        fputs(u, stderr);
        free(u);
        scr_release(s);
    }
    fputc('\n', stderr);
    if (!scr_is_object(exc))
        fputs("(Use `node --trace-uncaught ...` to show where the exception was thrown)\n", stderr);
}

/* Waits for the promise of a module body with top-level await: runs jobs
 * and the loop until it settles. Returns 0 fulfilled, 1 rejected (reported),
 * 13 when the loop ran dry first (Node's unsettled top-level await). */
static int wait_module(ScrValue p) {
    ScrPromise *pr = (ScrPromise *)scr_obj(p);
    for (;;) {
        scr__run_microtasks();
        scr__drain();
        if (scr__thread.exit.flags & SCR_EXIT_ENDING) return scr__thread.exit.status;
        if (scr__region_checks_due) scr__region_checkpoint();
        if (pr->state != SCR_PROMISE_PENDING) break;
        if (!uv_run(scr__uv_loop(), UV_RUN_ONCE) && pr->state == SCR_PROMISE_PENDING) {
            scr__run_microtasks();
            scr__drain();
            if (pr->state == SCR_PROMISE_PENDING && !uv_loop_alive(scr__uv_loop())) return 13;
        }
    }
    if (pr->state == SCR_PROMISE_REJECTED) {
        pr->handled = 1;
        scr__uncaught(scr_dup(pr->result), "uncaughtException");
        return (scr__thread.exit.flags & SCR_EXIT_ENDING) ? scr__thread.exit.status : 0;
    }
    return 0;
}

/* What the loop reaches above itself through (exec/loop.h). */
static const ScrLoopHost loop_host = {scr__process_has_listeners, scr__process_emit,
                                      scr__process_exit_code, scr__process_emit_exit,
                                      report_uncaught};

/* The orderly shutdown: suspended activations, module globals, the loop,
 * constants, the realm, atoms. After the program's end (scr_main), or, in
 * SCR_AUDIT builds, inside process.exit before the audit (exit.c); only
 * the first call does anything. */
void scr__shutdown(void) {
    static bool done;
    if (done) return;
    done = true;
    const ScrProgram *prog = scr__program;
    scr__async_shutdown();
    for (int i = 0; i < prog->nmodules; i++)
        if (prog->modules[i].teardown) prog->modules[i].teardown();
    scr__fs_shutdown(); /* its requests in flight, before the loop closes */
    scr__child_shutdown();
    scr__loop_shutdown();
    scr__async_shutdown();
    scr__process_shutdown();
    for (int t = 0; t < prog->nconst_tables; t++)
        for (int i = 0; i < prog->const_tables[t]->n; i++) scr_clear(&prog->const_tables[t]->consts[i]);
    if (scr__has_exception()) scr_release(scr_exception_take());
    scr__dynamic_import_shutdown();
    scr__promise_shutdown();
    scr__builtin_modules_shutdown();
    scr__cjs_shutdown();
    scr__gc_exit(false); /* the program's cycles, while the realm exists */
    scr__realm_shutdown();
    scr__gc_exit(true); /* whatever the realm's teardown left; statistics */
    scr__region_shutdown();
    scr__console_shutdown(); /* its count labels are strings */
    scr__strings_shutdown();
    scr__stdout_flush();
    scr_fiber_pool_drain();
}

/* glibc's malloc gives memory back to the kernel as soon as the top of
 * its heap holds more free than a threshold it adapts to the blocks it
 * has mapped (a few hundred KiB), and maps big blocks on their own.
 * Streams allocate and free the same few blocks per chunk (a 64 KiB
 * read, its string twice that size): each chunk then moved the heap's
 * end up and down and faulted fresh zeroed pages back in (bench/linecount:
 * about 1,500 brk calls per 50 MB read, a fifth of the run in the
 * kernel). Fixed thresholds keep up to 4 MiB free at the top and map only
 * blocks of 4 MiB and more on their own. */
static void malloc_tune(void) {
#ifdef __GLIBC__
    mallopt(M_MMAP_THRESHOLD, 4 << 20);
    mallopt(M_TRIM_THRESHOLD, 4 << 20);
#endif
}

int scr_main(int argc, char **argv, const ScrProgram *prog) {
    malloc_tune();
    scr__set_stack_limit();
    scr__program = prog;
    scr__strings_init();
    scr__loop_set_host(&loop_host);
    scr__loop_init();
    const ScrRealmHost host = {scr__console_init, scr__process_init, argc, argv};
    scr__realm_init(&host);
    for (int t = 0; t < prog->nconst_tables; t++) {
        const ScrConstTable *k = prog->const_tables[t];
        for (int i = 0; i < k->n; i++) {
            if (k->utf16 && k->utf16[i]) k->consts[i] = scr_atom_from_utf16(k->utf16[i], k->len[i]);
            else k->consts[i] = scr_atom_from_utf8(k->utf8[i], k->len[i]);
        }
    }
    int status = 0;
    bool unsettled = false; /* a top-level await that can never settle */
    for (int ran = 0; ran < prog->nmodules; ran++) {
        if (prog->modules[ran].lazy) continue; /* on its first import() or require */
        /* An ES module a CommonJS module already required has run. */
        if (!scr__cjs_mark_evaluated(prog->modules[ran].record)) continue;
        ScrValue r = prog->modules[ran].body();
        if (scr_is_exception(r)) {
            ScrValue exc = scr_exception_take();
            report_uncaught(exc);
            scr_release(exc);
            status = 1;
            scr__thread.exit.flags |= SCR_EXIT_ENDING;
            scr__thread.exit.status = 1;
            status = scr__thread.exit.status = scr__process_emit_exit(1);
            break;
        }
        if (scr__is_promise(r)) {
            int st = wait_module(r);
            scr_release(r);
            if (st) {
                status = st;
                unsettled = st == 13 && !(scr__thread.exit.flags & SCR_EXIT_ENDING);
                break;
            }
            continue;
        }
        scr_release(r);
    }
    if (!(scr__thread.exit.flags & SCR_EXIT_ENDING) && !unsettled) {
        /* An ES module's evaluation ends in a promise job: its microtasks
         * run before the first nextTick. A CommonJS main module's does not:
         * the ticks run first, as after any callback. */
        if (prog->main_record < 0) scr__run_microtasks();
        scr__drain();
        if (scr__region_checks_due) scr__region_checkpoint();
        scr__loop_run();
    }
    if (scr__thread.exit.flags & SCR_EXIT_ENDING) status = scr__thread.exit.status;
    else status = scr__process_exit_natural(unsettled);
    scr__stdout_flush();
    scr__async_stats_print();
    scr__region_exit_stats();
    scr__shutdown();
#ifdef SCR_AUDIT
    /* Whatever the status: a program that ends with an uncaught error
     * unwinds its frames too, so every cell must be gone. */
    if (scr__live_total() != 0) {
        char buf[512];
        scr__leak_summary(buf, sizeof buf);
        fprintf(stderr, "scr: audit: leak report: %s\n", buf);
        return 70;
    }
#endif
    return status;
}
