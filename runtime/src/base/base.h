/* base.h - layer 0, the mechanisms every runtime file shares and that know
 * nothing of JavaScript: SCR_ASSERT, the one out-of-memory path with the
 * allocation wrappers that lead to it, and the growable array. Any runtime
 * file may include it; it includes nothing of the runtime. */
#ifndef SCR_BASE_H
#define SCR_BASE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdlib.h>

/* ------------------------------------------------------------------------
 * Sanitizers: SCR_ASAN and SCR_TSAN are defined (to 1) in a build under
 * AddressSanitizer or ThreadSanitizer, whichever compiler says so (GCC's
 * __SANITIZE_*__ or clang's __has_feature), and only there.
 * ---------------------------------------------------------------------- */

#if defined(__SANITIZE_ADDRESS__)
#define SCR_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SCR_ASAN 1
#endif
#endif
#if defined(__SANITIZE_THREAD__)
#define SCR_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define SCR_TSAN 1
#endif
#endif

/* ------------------------------------------------------------------------
 * Assertions.
 * ---------------------------------------------------------------------- */

/* SCR_ASSERT(cond) checks an invariant the code relies on. It is compiled
 * in where SCR_DEBUG is defined (the dev, asan and tsan flavours, which
 * `scr --print-cflags` gives) and out in release and speed, where the
 * condition is not evaluated (sizeof keeps its variables "used" so that a
 * variable only an assertion reads draws no warning). A failure prints
 * "scr: assertion failed: COND (FILE:LINE)" on stderr and aborts. Keep the
 * condition cheap and free of side effects. */
#ifdef SCR_DEBUG
#define SCR_ASSERT(cond)                                                                           \
    (__builtin_expect(!!(cond), 1) ? (void)0 : scr__assert_fail(#cond, __FILE__, __LINE__))
#else
#define SCR_ASSERT(cond) ((void)sizeof(!(cond)))
#endif

/* Reports a failed SCR_ASSERT and aborts; called only by the macro. */
_Noreturn void scr__assert_fail(const char *cond, const char *file, int line);
/* Ends the process for a broken internal contract that every build checks
 * (a table a higher layer installs was used before it was installed):
 * prints "scr: internal error: WHAT" on stderr and aborts. */
_Noreturn void scr__internal_error(const char *what);

/* ------------------------------------------------------------------------
 * Out of memory.
 * ---------------------------------------------------------------------- */

/* The one out-of-memory path of the runtime: prints "scr: out of memory"
 * on stderr and aborts. Every allocation whose failure the caller cannot
 * turn into a JS exception ends here, through the wrappers below, so that
 * the fault-injection work (an allocator told to fail at the N-th call)
 * has one place to hook and one behaviour to test. */
_Noreturn void scr__oom(void);
/* Called by scr__oom before the message, when set: the output layer
 * flushes what the program has printed, so that a run that fails keeps
 * its output up to the failure (it must not allocate). */
extern void (*scr__oom_flush)(void);

/* Fault injection (debug flavours: dev, asan, tsan). SCR_FAIL_ALLOC=N in
 * the environment makes the N-th allocation fail: the N-th call of the
 * wrappers below, of the region chunk mapper and of ArrayBuffer storage,
 * counted from the start of the process. SCR_FAIL_ALLOC=count fails
 * nothing and prints "scr-alloc-count: N" on stderr at exit, the number a
 * walk over every allocation needs (scripts/fault-walk, docs/testing.md).
 * SCR_FAIL_ALLOC=walk walks every allocation in one run (see below).
 * SCR_FAULT() is true when this allocation is the one to fail; it costs a
 * load and a branch not taken while the variable is unset. */
#ifdef SCR_DEBUG
extern bool scr__fault_armed;
bool scr__fault_hit(void);
/* SCR_FAIL_ALLOC=walk (base/fault.c): at every counted allocation of the
 * main thread the process forks, the child fails that allocation and the
 * parent checks how it ended; scr__fault_walk_end prints the summary when
 * the walking process ends with `status` and returns the status to end
 * with (99 when any point misbehaved). */
void scr__fault_walk_init(void);
bool scr__fault_walk_point(unsigned long n);
int scr__fault_walk_end(int status);
#define SCR_FAULT() (__builtin_expect(scr__fault_armed, 0) && scr__fault_hit())
#else
#define SCR_FAULT() false
#endif

/* malloc, calloc and realloc that never return NULL: they end in scr__oom
 * instead. A size of 0 asks for 1 byte, so that a NULL result always means
 * failure. The caller owns the block and frees it with free(). */
static inline void *scr__xmalloc(size_t size) {
    if (SCR_FAULT()) scr__oom();
    void *p = malloc(size ? size : 1);
    if (__builtin_expect(!p, 0)) scr__oom();
    return p;
}

static inline void *scr__xcalloc(size_t count, size_t size) {
    if (SCR_FAULT()) scr__oom();
    void *p = calloc(count ? count : 1, size ? size : 1);
    if (__builtin_expect(!p, 0)) scr__oom();
    return p;
}

static inline void *scr__xrealloc(void *p, size_t size) {
    if (SCR_FAULT()) scr__oom();
    p = realloc(p, size ? size : 1);
    if (__builtin_expect(!p, 0)) scr__oom();
    return p;
}

/* ------------------------------------------------------------------------
 * Growable arrays.
 * ---------------------------------------------------------------------- */

/* The capacity a growable array needs to hold `need` elements: `cap`
 * itself when it is enough, otherwise `first` (when cap is 0) doubled
 * until it is. Doubling keeps appends amortised constant time. */
static inline size_t scr__grow_cap(size_t cap, size_t need, size_t first) {
    if (need <= cap) return cap;
    size_t n = cap ? cap * 2 : first;
    while (n < need) n *= 2;
    return n;
}

/* SCR_GROW(ptr, cap, need, first) makes the heap array `ptr` (of
 * capacity `cap`, an integer variable of any type) hold at least `need`
 * elements, doubling from `first`; both are updated in place and the
 * contents kept. The common append is
 *     SCR_GROW(v, cap, len + 1, 16);
 *     v[len++] = x;
 * `ptr` and `cap` are evaluated more than once: pass plain lvalues. */
#define SCR_GROW(ptr, cap, need, first)                                                            \
    do {                                                                                           \
        size_t scr__need_ = (size_t)(need);                                                        \
        if (scr__need_ > (size_t)(cap)) {                                                          \
            size_t scr__cap_ = scr__grow_cap((size_t)(cap), scr__need_, (first));                  \
            (ptr) = scr__xrealloc((ptr), scr__cap_ * sizeof *(ptr));                               \
            (cap) = scr__cap_;                                                                     \
        }                                                                                          \
    } while (0)

#endif
