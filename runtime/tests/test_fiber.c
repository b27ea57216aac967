/* test_fiber.c - ScrFiber (fiber.c): resume/yield, nesting, misuse, the
 * stack pool and its counters, trimming of pooled stacks, the per-context
 * ScrExec switched as one unit, the stack limit, the guard page, the
 * floating-point control state, region hooks and per-thread state. Each test runs in
 * its own child process with a timeout; `test_fiber NAME` runs one test and
 * `test_fiber bench [N]` measures resume+yield round trips.
 *
 * Standalone build (links only fiber.c; the macro makes the test define the
 * thread state fiber.c uses), from the repository root:
 *   clang -std=c11 -D_GNU_SOURCE -Wall -Wextra -O2 -DSCR_FIBER_TEST_STANDALONE \
 *     -Iruntime/include -Iruntime/src runtime/tests/test_fiber.c \
 *     runtime/src/exec/fiber.c -o build/test_fiber -lm -lpthread
 * Add -DSCR_FIBER_UCONTEXT for the portable switch, or the asan/tsan
 * flavour flags for a sanitized build. Without the macro it links against
 * libscr, which defines the thread state. */
#include "exec/fiber.h"
#include "scr.h"

#include <errno.h>
#include <fenv.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#ifdef SCR_FIBER_TEST_STANDALONE
_Thread_local ScrThread scr__thread;
ScrValue scr_throw_stack_overflow(void) { return SCR_EXCEPTION; }
#endif

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TEST_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) && !defined(TEST_ASAN)
#define TEST_ASAN 1
#endif
#ifdef TEST_ASAN
#define MARGIN_FACTOR 2
#else
#define MARGIN_FACTOR 1
#endif

static int failures;

#define CHECK(cond)                                                                                \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            failures++;                                                                            \
            printf("    FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond);                             \
            fflush(stdout);                                                                        \
        }                                                                                          \
    } while (0)

/* ------------------------------------------------------------------------
 * Resume and yield, passing values both ways through the user-data slot.
 * ---------------------------------------------------------------------- */
typedef struct Channel {
    long to_fiber;   /* written by the resumer before each resume */
    long from_fiber; /* written by the fiber before each yield */
} Channel;

static void ping_body(ScrFiber *self, void *arg) {
    Channel *ch = self->data;
    CHECK(arg == (void *)0x1234);
    CHECK(scr_fiber_current() == self);
    CHECK(scr_fiber_state(self) == SCR_FIBER_RUNNING);
    for (long i = 0; i < 100; i++) {
        ch->from_fiber = ch->to_fiber * 2 + i;
        CHECK(scr_fiber_yield() == 0);
        CHECK(scr_fiber_current() == self);
    }
    ch->from_fiber = -1;
}

static void test_ping_pong(void) {
    Channel ch = {0, 0};
    ScrFiber *f = scr_fiber_create(ping_body, (void *)0x1234);
    CHECK(f && scr_fiber_state(f) == SCR_FIBER_CREATED);
    f->data = &ch;
    CHECK(scr_fiber_current() == NULL);
    for (long i = 0; i < 100; i++) {
        ch.to_fiber = i * 7;
        CHECK(scr_fiber_resume(f) == 0);
        CHECK(ch.from_fiber == i * 14 + i);
        CHECK(scr_fiber_state(f) == SCR_FIBER_SUSPENDED);
        CHECK(scr_fiber_current() == NULL);
    }
    CHECK(!scr_fiber_done(f));
    CHECK(scr_fiber_resume(f) == 0);
    CHECK(ch.from_fiber == -1);
    CHECK(scr_fiber_done(f));
    /* A finished fiber cannot be resumed; its stack is already pooled. */
    CHECK(scr_fiber_resume(f) == -1);
    ScrFiberStats s = scr_fiber_stats();
    CHECK(s.fibers_created == 1 && s.fibers_finished == 1);
    CHECK(s.stacks_live == 0 && s.stacks_pooled == 1);
    CHECK(scr_fiber_destroy(f) == 0);
    CHECK(scr_fiber_stats().fibers_destroyed == 1);
}

/* ------------------------------------------------------------------------
 * A fiber driving another, as an async body drives a generator: B yields
 * to A, A yields to the thread; the resumer chain follows.
 * ---------------------------------------------------------------------- */
static ScrFiber *fa, *fb;
static int nest_trace[64];
static int nest_n;

static void gen_body(ScrFiber *self, void *arg) {
    (void)arg;
    for (int i = 1; i <= 3; i++) {
        CHECK(scr_fiber_current() == self && self->resumer == fa && fa->resumer == NULL);
        CHECK(scr_fiber_state(fa) == SCR_FIBER_RUNNING);
        /* A is in the active chain: resuming it, or ourselves, is refused. */
        CHECK(scr_fiber_resume(fa) == -1);
        CHECK(scr_fiber_resume(self) == -1);
        CHECK(scr_fiber_destroy(fa) == -1);
        nest_trace[nest_n++] = 10 + i;
        *(int *)self->data = i;
        scr_fiber_yield();
    }
    nest_trace[nest_n++] = 19;
}

static void async_body(ScrFiber *self, void *arg) {
    (void)arg;
    int v = 0, sum = 0;
    fb = scr_fiber_create(gen_body, NULL);
    fb->data = &v;
    while (scr_fiber_resume(fb) == 0 && !scr_fiber_done(fb)) {
        CHECK(scr_fiber_current() == self);
        CHECK(scr_fiber_state(fb) == SCR_FIBER_SUSPENDED);
        sum += v;
        nest_trace[nest_n++] = 20 + v;
        scr_fiber_yield(); /* to the thread, leaving B suspended */
    }
    CHECK(scr_fiber_done(fb));
    CHECK(scr_fiber_destroy(fb) == 0);
    *(int *)self->data = sum;
    nest_trace[nest_n++] = 29;
}

static void test_nesting(void) {
    int sum = -1;
    fa = scr_fiber_create(async_body, NULL);
    fa->data = &sum;
    int rounds = 0;
    while (!scr_fiber_done(fa)) {
        CHECK(scr_fiber_resume(fa) == 0);
        CHECK(scr_fiber_current() == NULL);
        if (!scr_fiber_done(fa)) {
            /* Both suspended: destroying either is refused. */
            CHECK(scr_fiber_destroy(fa) == -1);
            CHECK(scr_fiber_state(fb) == SCR_FIBER_SUSPENDED);
            CHECK(scr_fiber_destroy(fb) == -1);
        }
        rounds++;
    }
    CHECK(rounds == 4 && sum == 6);
    static const int want[] = {11, 21, 12, 22, 13, 23, 19, 29};
    CHECK(nest_n == 8);
    for (int i = 0; i < 8 && i < nest_n; i++) CHECK(nest_trace[i] == want[i]);
    ScrFiberStats s = scr_fiber_stats();
    CHECK(s.fibers_created == 2 && s.fibers_finished == 2 && s.stacks_peak_live == 2);
    CHECK(scr_fiber_destroy(fa) == 0);
}

/* ------------------------------------------------------------------------
 * Misuse outside any fiber, and a fiber destroyed before it ever ran.
 * ---------------------------------------------------------------------- */
static void never_body(ScrFiber *self, void *arg) {
    (void)self, (void)arg;
    CHECK(!"a never-resumed fiber ran");
}

static void test_misuse(void) {
    CHECK(scr_fiber_yield() == -1);
    CHECK(scr_fiber_destroy(NULL) == 0);
    ScrFiber *f = scr_fiber_create(never_body, NULL);
    CHECK(f != NULL);
    ScrFiberStats s = scr_fiber_stats();
    /* No stack until the first resume. */
    CHECK(s.stacks_mapped == 0 && s.stacks_live == 0);
    CHECK(scr_fiber_destroy(f) == 0);
    s = scr_fiber_stats();
    CHECK(s.fibers_created == 1 && s.fibers_finished == 0 && s.fibers_destroyed == 1);
}

/* ------------------------------------------------------------------------
 * 10,000 fibers in rounds of 200 live at once: stacks are reused, the pool
 * never holds more than its bound, and the counters add up.
 * ---------------------------------------------------------------------- */
static void count_body(ScrFiber *self, void *arg) {
    (void)arg;
    ++*(long *)self->data;
    scr_fiber_yield();
    ++*(long *)self->data;
}

static void test_many_fibers(void) {
    enum { ROUNDS = 50, LIVE = SCR_FIBER_POOL_MAX + 136 }; /* more live than the pool keeps */
    static ScrFiber *fs[LIVE];
    long counter = 0;
    for (int r = 0; r < ROUNDS; r++) {
        for (int i = 0; i < LIVE; i++) {
            fs[i] = scr_fiber_create(count_body, NULL);
            fs[i]->data = &counter;
            CHECK(scr_fiber_resume(fs[i]) == 0);
        }
        ScrFiberStats s = scr_fiber_stats();
        CHECK(s.stacks_live == LIVE);
        CHECK(s.stacks_mapped - s.stacks_unmapped == LIVE);
        for (int i = 0; i < LIVE; i++) {
            CHECK(scr_fiber_resume(fs[i]) == 0);
            CHECK(scr_fiber_done(fs[i]));
            CHECK(scr_fiber_destroy(fs[i]) == 0);
        }
        s = scr_fiber_stats();
        CHECK(s.stacks_live == 0 && s.stacks_pooled == SCR_FIBER_POOL_MAX);
        CHECK(s.stacks_mapped - s.stacks_unmapped == SCR_FIBER_POOL_MAX);
    }
    CHECK(counter == 2L * ROUNDS * LIVE);
    ScrFiberStats s = scr_fiber_stats();
    CHECK(s.fibers_created == ROUNDS * LIVE && s.fibers_finished == ROUNDS * LIVE);
    CHECK(s.fibers_destroyed == ROUNDS * LIVE);
    CHECK(s.stacks_peak_live == LIVE);
    /* Round 1 maps 200; every later round reuses the 64 pooled stacks. */
    CHECK(s.stacks_mapped == LIVE + (ROUNDS - 1) * (LIVE - SCR_FIBER_POOL_MAX));
    CHECK(s.stacks_reused == (ROUNDS - 1) * SCR_FIBER_POOL_MAX);
    /* One at a time, 10,000 more fibers need no new stack at all. */
    uint64_t mapped = s.stacks_mapped;
    for (int i = 0; i < ROUNDS * LIVE; i++) {
        ScrFiber *f = scr_fiber_create(count_body, NULL);
        f->data = &counter;
        scr_fiber_resume(f);
        scr_fiber_resume(f);
        CHECK(scr_fiber_destroy(f) == 0);
    }
    s = scr_fiber_stats();
    CHECK(s.stacks_mapped == mapped && s.stacks_peak_live == LIVE);
    scr_fiber_pool_drain();
    s = scr_fiber_stats();
    CHECK(s.stacks_pooled == 0 && s.stacks_mapped == s.stacks_unmapped);
}

/* ------------------------------------------------------------------------
 * A pooled stack keeps only its warm top resident: a deep body's pages are
 * dropped when it finishes (mincore says so), a shallow one's cost nothing.
 * ---------------------------------------------------------------------- */
static char *deep_page;

static __attribute__((noinline)) void touch_deep(int kb) {
    /* A variable-size alloca, not an array: ASan's
     * detect_stack_use_after_return moves fixed-size locals to its
     * heap-allocated fake stack. */
    static volatile size_t size = 1024;
    volatile char *buf = __builtin_alloca(size);
    for (size_t i = 0; i < size; i++) buf[i] = (char)i;
    if (kb > 0)
        touch_deep(kb - 1);
    else
        deep_page = (char *)((uintptr_t)__builtin_frame_address(0) & ~(uintptr_t)4095);
    buf[1] = 2;
}

static void deep_body(ScrFiber *self, void *arg) {
    (void)self, (void)arg;
    touch_deep(96);
}

static void shallow_body(ScrFiber *self, void *arg) { (void)self, (void)arg; }

static bool resident(char *page) {
    unsigned char v = 0;
    if (mincore(page, 4096, &v) != 0) return true;
    return v & 1;
}

static void test_pool_trim(void) {
    ScrFiber *f = scr_fiber_create(deep_body, NULL);
    scr_fiber_resume(f);
    CHECK(scr_fiber_done(f));
    CHECK(deep_page != NULL && !resident(deep_page));
    ScrFiberStats s = scr_fiber_stats();
    CHECK(s.stacks_trimmed == 1 && s.stacks_pooled == 1);
    scr_fiber_destroy(f);
    f = scr_fiber_create(shallow_body, NULL);
    scr_fiber_resume(f);
    s = scr_fiber_stats();
    CHECK(s.stacks_trimmed == 1 && s.stacks_reused == 1 && s.stacks_mapped == 1);
    scr_fiber_destroy(f);
    scr_fiber_pool_drain();
}

/* ------------------------------------------------------------------------
 * The stack limit: set for the fiber's own stack, restored for the thread;
 * recursion that checks it, as scr_frame_enter does, stops above the guard
 * with the margin to spare.
 * ---------------------------------------------------------------------- */
static char *fiber_limit;
static char *lowest;
static long depth;

static __attribute__((noinline)) int recurse_to_limit(void) {
    volatile char buf[200];
    char *here = __builtin_frame_address(0);
    if (here < scr__thread.exec.stack_limit) return -1; /* "Maximum call stack size exceeded" */
    buf[0] = 1;
    depth++;
    if (here < lowest) lowest = here;
    int r = recurse_to_limit();
    return r + (buf[0] - 1); /* not a tail call */
}

static void limit_body(ScrFiber *self, void *arg) {
    (void)self, (void)arg;
    char *here = __builtin_frame_address(0);
    fiber_limit = scr__thread.exec.stack_limit;
    /* The limit is below us, on this stack, the margin above its bottom. */
    size_t size = scr_fiber_stats().stack_size;
    CHECK(fiber_limit < here && here - fiber_limit < (ptrdiff_t)size);
    lowest = here;
    CHECK(recurse_to_limit() == -1);
    CHECK(depth > 100);
    CHECK(lowest >= fiber_limit);
    CHECK(lowest - fiber_limit < 4096);
    scr_fiber_yield();
    CHECK(scr__thread.exec.stack_limit == fiber_limit);
}

static void test_stack_limit(void) {
    char *root_limit = (char *)((uintptr_t)__builtin_frame_address(0) - (1u << 20));
    scr__thread.exec.stack_limit = root_limit;
    ScrFiber *f = scr_fiber_create(limit_body, NULL);
    scr_fiber_resume(f);
    CHECK(scr__thread.exec.stack_limit == root_limit);
    CHECK(fiber_limit != root_limit && fiber_limit != NULL);
    scr_fiber_resume(f);
    CHECK(scr_fiber_done(f) && scr__thread.exec.stack_limit == root_limit);
    scr_fiber_destroy(f);
}

/* ------------------------------------------------------------------------
 * The frame chain and the position belong to each context.
 * ---------------------------------------------------------------------- */
static ScrFrame root_frame, fiber_frame, inner_frame;

static void inner_frames_body(ScrFiber *self, void *arg) {
    (void)self, (void)arg;
    CHECK(scr__thread.exec.frame_top == NULL);
    CHECK(scr__thread.exec.pos.line == 20); /* copied from its first resumer */
    scr_frame_enter(&inner_frame, "inner");
    SCR_POS(0, 30, 1);
    scr_fiber_yield();
    CHECK(scr__thread.exec.frame_top == &inner_frame && scr__thread.exec.pos.line == 30);
    scr_frame_leave(&inner_frame);
}

static void frames_body(ScrFiber *self, void *arg) {
    (void)self, (void)arg;
    /* A fiber starts with an empty chain and its resumer's position. */
    CHECK(scr__thread.exec.frame_top == NULL);
    CHECK(scr__thread.exec.pos.line == 10);
    CHECK(scr_frame_enter(&fiber_frame, "gen") == 0);
    CHECK(fiber_frame.prev == NULL);
    SCR_POS(0, 20, 1);
    ScrFiber *inner = scr_fiber_create(inner_frames_body, NULL);
    scr_fiber_resume(inner);
    CHECK(scr__thread.exec.frame_top == &fiber_frame && scr__thread.exec.pos.line == 20);
    scr_fiber_yield();
    CHECK(scr__thread.exec.frame_top == &fiber_frame && scr__thread.exec.pos.line == 20);
    scr_fiber_resume(inner);
    CHECK(scr_fiber_done(inner));
    CHECK(scr__thread.exec.frame_top == &fiber_frame && scr__thread.exec.pos.line == 20);
    scr_fiber_destroy(inner);
    scr_frame_leave(&fiber_frame);
}

static void test_frame_top(void) {
    scr__thread.exec.stack_limit = NULL;
    scr__thread.exec.frame_top = NULL;
    CHECK(scr_frame_enter(&root_frame, "main") == 0);
    SCR_POS(0, 10, 1);
    ScrFiber *f = scr_fiber_create(frames_body, NULL);
    scr_fiber_resume(f);
    CHECK(scr__thread.exec.frame_top == &root_frame && scr__thread.exec.pos.line == 10);
    SCR_POS(0, 11, 1);
    scr_fiber_resume(f);
    CHECK(scr_fiber_done(f));
    CHECK(scr__thread.exec.frame_top == &root_frame && scr__thread.exec.pos.line == 11);
    scr_frame_leave(&root_frame);
    CHECK(scr__thread.exec.frame_top == NULL);
    scr_fiber_destroy(f);
}

/* ------------------------------------------------------------------------
 * The context part of the thread state (ScrExec) switches as one unit:
 * whatever a fiber does to its frames, position and stack limit stays with
 * it across a yield, its resumer finds its own ScrExec exactly as it left
 * it (and changes it meanwhile without the fiber seeing that), and the rest
 * of scr__thread is one for both.
 * ---------------------------------------------------------------------- */
static ScrFrame unit_frame;
static ScrExec unit_fiber_exec;

static bool exec_equal(const ScrExec *a, const ScrExec *b) {
    return a->frame_top == b->frame_top && a->stack_limit == b->stack_limit &&
           a->pos.file == b->pos.file && a->pos.line == b->pos.line && a->pos.col == b->pos.col;
}

static void exec_unit_body(ScrFiber *self, void *arg) {
    (void)self, (void)arg;
    char *limit = scr__thread.exec.stack_limit;
    CHECK(scr_frame_enter(&unit_frame, "fiber") == 0);
    SCR_POS(2, 200, 20);
    scr__thread.exec.stack_limit = limit + 64;
    scr__thread.global_keys_epoch++; /* not per context: the resumer sees it */
    unit_fiber_exec = scr__thread.exec;
    scr_fiber_yield();
    CHECK(exec_equal(&scr__thread.exec, &unit_fiber_exec));
    scr__thread.exec.stack_limit = limit;
    scr_frame_leave(&unit_frame);
}

static void test_exec_unit(void) {
    ScrFrame main_frame;
    scr__thread.exec =
        (ScrExec){.stack_limit = (char *)((uintptr_t)__builtin_frame_address(0) - (1u << 20))};
    CHECK(scr_frame_enter(&main_frame, "main") == 0);
    SCR_POS(1, 100, 10);
    ScrExec mine = scr__thread.exec;
    uint64_t epoch = scr__thread.global_keys_epoch;
    ScrFiber *f = scr_fiber_create(exec_unit_body, NULL);
    CHECK(scr_fiber_resume(f) == 0);
    CHECK(exec_equal(&scr__thread.exec, &mine));
    CHECK(scr__thread.global_keys_epoch == epoch + 1);
    /* The fiber's own part, saved while it is out. */
    CHECK(exec_equal(&f->ctx.exec, &unit_fiber_exec));
    CHECK(unit_fiber_exec.frame_top == &unit_frame && unit_frame.prev == NULL);
    CHECK(unit_fiber_exec.pos.line == 200 && unit_fiber_exec.stack_limit != mine.stack_limit);
    SCR_POS(1, 101, 11);
    mine = scr__thread.exec;
    CHECK(scr_fiber_resume(f) == 0 && scr_fiber_done(f));
    CHECK(exec_equal(&scr__thread.exec, &mine));
    scr_frame_leave(&main_frame);
    CHECK(scr__thread.exec.frame_top == NULL);
    scr_fiber_destroy(f);
}

/* ------------------------------------------------------------------------
 * The guard page: unchecked recursion on a fiber dies of SIGSEGV at the
 * guard page (the handler checks the faulting address, then lets the
 * signal kill the process) rather than writing below the stack.
 * ---------------------------------------------------------------------- */
static char *guard_lo, *guard_hi;

static void on_segv(int sig, siginfo_t *si, void *uc) {
    (void)uc;
    char *a = si->si_addr;
    if (a >= guard_lo && a < guard_hi) {
        signal(sig, SIG_DFL); /* the faulting store runs again and kills us */
        return;
    }
    static const char msg[] = "    FAIL: SIGSEGV outside the guard page\n";
    (void)!write(1, msg, sizeof msg - 1);
    _exit(3);
}

static __attribute__((noinline)) long overflow(long n) {
    volatile char buf[512];
    buf[0] = (char)n;
    long r = n < 0 ? 0 : overflow(n + 1) + buf[0];
    buf[1] = 0;
    return r;
}

static void overflow_body(ScrFiber *self, void *arg) {
    (void)self, (void)arg;
    overflow(0);
}

/* The guard page is the page below the usable stack, whose bottom is the
 * margin below the fiber's stack limit (twice the margin in ASan builds). */
static void guard_bounds_body(ScrFiber *self, void *arg) {
    (void)self, (void)arg;
    char *bottom = scr__thread.exec.stack_limit - SCR_FIBER_STACK_MARGIN * MARGIN_FACTOR;
    CHECK((uintptr_t)bottom % 4096 == 0);
    guard_hi = bottom;
    guard_lo = bottom - 4096;
}

static void test_guard_page(void) {
    /* Learn where the stack is, then overflow one in a fresh fiber: the
     * pool hands the same stack back. */
    ScrFiber *g = scr_fiber_create(guard_bounds_body, NULL);
    scr_fiber_resume(g);
    scr_fiber_destroy(g);
    stack_t ss = {.ss_sp = malloc(1 << 16), .ss_size = 1 << 16, .ss_flags = 0};
    sigaltstack(&ss, NULL);
    struct sigaction sa = {0};
    sa.sa_sigaction = on_segv;
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigaction(SIGSEGV, &sa, NULL);
    ScrFiber *f = scr_fiber_create(overflow_body, NULL);
    scr_fiber_resume(f);
    printf("    FAIL: the overflow returned\n");
    failures++;
}

/* ------------------------------------------------------------------------
 * The floating-point control state is per context (MXCSR and the x87
 * control word on x86-64, FPCR on aarch64).
 * ---------------------------------------------------------------------- */
static void round_body(ScrFiber *self, void *arg) {
    (void)self, (void)arg;
    CHECK(fegetround() == FE_TONEAREST);
    fesetround(FE_UPWARD);
    scr_fiber_yield();
    CHECK(fegetround() == FE_UPWARD);
    volatile double one = 1.0, three = 3.0;
    CHECK(one / three > 0.3333333333333333);
}

static void test_fp_control(void) {
    ScrFiber *f = scr_fiber_create(round_body, NULL);
    scr_fiber_resume(f);
    CHECK(fegetround() == FE_TONEAREST);
    fesetround(FE_DOWNWARD);
    scr_fiber_resume(f);
    CHECK(fegetround() == FE_DOWNWARD);
    fesetround(FE_TONEAREST);
    scr_fiber_destroy(f);
}

/* ------------------------------------------------------------------------
 * Region hooks: the region current at spawn is held until the fiber
 * finishes; runs_in_region fibers keep their own current region across
 * yields, others run in their resumer's.
 * ---------------------------------------------------------------------- */
static int region_cur; /* a "region" is an int; 0 is the default */
static int holds[4];

static void *hook_current(void) { return region_cur ? &holds[region_cur] : NULL; }
static void hook_hold(void *r) { ++*(int *)r; }
static void hook_drop(void *r) { --*(int *)r; }
static void *hook_swap(void *r) {
    void *old = region_cur ? &holds[region_cur] : NULL;
    region_cur = r ? (int)((int *)r - holds) : 0;
    return old;
}
static const ScrFiberRegionHooks test_hooks = {hook_current, hook_hold, hook_drop, hook_swap};

static void async_region_body(ScrFiber *self, void *arg) {
    (void)arg;
    CHECK(region_cur == 1 && self->region == &holds[1]);
    region_cur = 2; /* region.run(...) around an await */
    scr_fiber_yield();
    CHECK(region_cur == 2);
    region_cur = 1;
}

static void gen_region_body(ScrFiber *self, void *arg) {
    (void)self, (void)arg;
    CHECK(region_cur == 3);
    scr_fiber_yield();
    CHECK(region_cur == 0);
}

static void test_region_hooks(void) {
    ScrFiber *before = scr_fiber_create(shallow_body, NULL);
    scr_fiber_set_region_hooks(&test_hooks);
    CHECK(before->region == NULL);
    region_cur = 1;
    ScrFiber *a = scr_fiber_create(async_region_body, NULL);
    a->runs_in_region = true;
    CHECK(a->region == &holds[1] && holds[1] == 1);
    region_cur = 3;
    ScrFiber *g = scr_fiber_create(gen_region_body, NULL);
    CHECK(g->region == &holds[3] && holds[3] == 1);
    region_cur = 0;
    scr_fiber_resume(a);
    CHECK(region_cur == 0);
    region_cur = 3;
    scr_fiber_resume(g);
    CHECK(region_cur == 3);
    region_cur = 0;
    scr_fiber_resume(a);
    CHECK(scr_fiber_done(a) && region_cur == 0);
    /* A finished fiber no longer carries its region. */
    CHECK(holds[1] == 0 && a->region == NULL);
    scr_fiber_resume(g);
    CHECK(holds[3] == 0);
    /* Replacing and destroying before the first resume. */
    ScrFiber *c = scr_fiber_create(shallow_body, NULL);
    scr_fiber_set_region(c, &holds[2]);
    CHECK(holds[2] == 1 && c->region == &holds[2]);
    scr_fiber_destroy(c);
    CHECK(holds[2] == 0);
    scr_fiber_destroy(a);
    scr_fiber_destroy(g);
    scr_fiber_destroy(before);
    scr_fiber_set_region_hooks(NULL);
}

/* ------------------------------------------------------------------------
 * SCR_FIBER_STACK_KB sets the usable size (read once, at first use).
 * ---------------------------------------------------------------------- */
static void big_frame_body(ScrFiber *self, void *arg) {
    (void)self, (void)arg;
    volatile char big[600 * 1024];
    big[0] = 1;
    big[sizeof big - 1] = 1;
}

static void test_stack_size_env(void) {
    setenv("SCR_FIBER_STACK_KB", "1024", 1);
    CHECK(scr_fiber_stats().stack_size == 1024 * 1024);
    ScrFiber *f = scr_fiber_create(big_frame_body, NULL);
    scr_fiber_resume(f);
    CHECK(scr_fiber_done(f));
    scr_fiber_destroy(f);
}

/* ------------------------------------------------------------------------
 * Each thread has its own fibers, pool and counters, and its own thread
 * state: a new thread starts with an empty ScrExec whatever the others'
 * hold. The threads run one after the other, because the heap and the
 * collector are still process-wide.
 * ---------------------------------------------------------------------- */
static void *thread_main(void *arg) {
    bool fresh = scr__thread.exec.frame_top == NULL && scr__thread.exec.pos.line == 0;
    SCR_POS(0, 5, 5);
    long counter = 0;
    for (int i = 0; i < 500; i++) {
        ScrFiber *f = scr_fiber_create(count_body, NULL);
        f->data = &counter;
        scr_fiber_resume(f);
        scr_fiber_resume(f);
        scr_fiber_destroy(f);
    }
    ScrFiberStats s = scr_fiber_stats();
    bool ok = fresh && scr__thread.exec.pos.line == 5 && counter == 1000 &&
              s.fibers_finished == 500 && s.stacks_mapped == 1 && s.stacks_pooled == 1;
    scr_fiber_pool_drain();
    *(bool *)arg = ok;
    return NULL;
}

static void test_threads(void) {
    /* The main thread keeps a pooled stack of its own meanwhile. */
    ScrFiber *f = scr_fiber_create(shallow_body, NULL);
    scr_fiber_resume(f);
    scr_fiber_destroy(f);
    SCR_POS(0, 77, 7);
    for (int i = 0; i < 2; i++) {
        pthread_t t;
        bool ok = false;
        CHECK(pthread_create(&t, NULL, thread_main, &ok) == 0);
        pthread_join(t, NULL);
        CHECK(ok);
    }
    CHECK(scr__thread.exec.pos.line == 77);
    ScrFiberStats s = scr_fiber_stats();
    CHECK(s.fibers_created == 1 && s.stacks_pooled == 1 && s.stacks_mapped == 1);
    scr_fiber_pool_drain();
}

/* ------------------------------------------------------------------------
 * The switch compiled in is the one the build asked for.
 * ---------------------------------------------------------------------- */
static void test_backend(void) {
    const char *b = scr_fiber_backend();
    printf("    backend: %s\n", b);
#if defined(SCR_FIBER_UCONTEXT)
    CHECK(strcmp(b, "ucontext") == 0);
#elif defined(__x86_64__)
    CHECK(strcmp(b, "x86_64-asm") == 0);
#elif defined(__aarch64__)
    CHECK(strcmp(b, "aarch64-asm") == 0);
#endif
}

/* ------------------------------------------------------------------------
 * The runner.
 * ---------------------------------------------------------------------- */
typedef struct TestCase {
    const char *name;
    void (*fn)(void);
    int expect_signal; /* 0: exits 0 */
} TestCase;

static const TestCase tests[] = {
    {"ping_pong", test_ping_pong, 0},
    {"nesting", test_nesting, 0},
    {"misuse", test_misuse, 0},
    {"many_fibers", test_many_fibers, 0},
    {"pool_trim", test_pool_trim, 0},
    {"stack_limit", test_stack_limit, 0},
    {"frame_top", test_frame_top, 0},
    {"exec_unit", test_exec_unit, 0},
    {"guard_page", test_guard_page, SIGSEGV},
    {"fp_control", test_fp_control, 0},
    {"region_hooks", test_region_hooks, 0},
    {"stack_size_env", test_stack_size_env, 0},
    {"threads", test_threads, 0},
    {"backend", test_backend, 0},
};
#define NTESTS (sizeof tests / sizeof tests[0])
#define TIMEOUT_S 30

static void bench_body(ScrFiber *self, void *arg) {
    (void)arg;
    for (;;) {
        ++*(long *)self->data;
        scr_fiber_yield();
    }
}

static int bench(long n) {
    long counter = 0;
    ScrFiber *f = scr_fiber_create(bench_body, NULL);
    f->data = &counter;
    struct timespec t0, t1;
    for (long i = 0; i < 1000; i++) scr_fiber_resume(f);
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (long i = 0; i < n; i++) scr_fiber_resume(f);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double s = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
    printf("%s: %ld round trips in %.3f s: %.1f M round trips/s, %.1f ns each\n",
           scr_fiber_backend(), n, s, (double)n / s / 1e6, s / (double)n * 1e9);
    bool ok = counter == n + 1000; /* f stays suspended: bench exits */
    /* Whole lives: create, run to the end (stack from the pool), destroy. */
    long lives = n / 10;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (long i = 0; i < lives; i++) {
        ScrFiber *g = scr_fiber_create(shallow_body, NULL);
        scr_fiber_resume(g);
        scr_fiber_destroy(g);
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    s = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
    printf("%s: %ld fiber lives (create, run, destroy) in %.3f s: %.1f ns each\n",
           scr_fiber_backend(), lives, s, s / (double)lives * 1e9);
    return ok ? 0 : 1;
}

static bool run_one(const TestCase *t) {
    fflush(stdout);
    pid_t pid = fork();
    if (pid < 0) {
        perror("fork");
        return false;
    }
    if (pid == 0) {
        alarm(TIMEOUT_S);
        t->fn();
        fflush(stdout);
        exit(failures ? 1 : 0);
    }
    int st;
    while (waitpid(pid, &st, 0) < 0 && errno == EINTR) {
    }
    bool ok;
    if (t->expect_signal)
        ok = WIFSIGNALED(st) && WTERMSIG(st) == t->expect_signal;
    else
        ok = WIFEXITED(st) && WEXITSTATUS(st) == 0;
    if (ok)
        printf("ok   %s\n", t->name);
    else if (WIFSIGNALED(st))
        printf("FAIL %s (signal %d%s)\n", t->name, WTERMSIG(st),
               WTERMSIG(st) == SIGALRM ? ": timed out" : "");
    else
        printf("FAIL %s (exit status %d)\n", t->name, WEXITSTATUS(st));
    return ok;
}

int main(int argc, char **argv) {
    setvbuf(stdout, NULL, _IOLBF, 0);
    if (argc > 1 && strcmp(argv[1], "bench") == 0)
        return bench(argc > 2 ? atol(argv[2]) : 10000000L);
    int passed = 0, failed = 0;
    for (size_t i = 0; i < NTESTS; i++) {
        if (argc > 1 && strcmp(argv[1], tests[i].name) != 0) continue;
        if (run_one(&tests[i]))
            passed++;
        else
            failed++;
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed || passed == 0 ? 1 : 0;
}
