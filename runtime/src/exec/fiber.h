/* fiber.h - ScrFiber, the stackful coroutine under async functions and
 * generators: guard-paged stacks from a bounded per-thread pool, the context
 * switch (x86-64 and aarch64 assembly, ucontext elsewhere or with
 * -DSCR_FIBER_UCONTEXT), the ScrExec each context keeps for itself, and
 * the ASan/TSan fiber annotations. Owned by fiber.c. */
#ifndef SCR_FIBER_H
#define SCR_FIBER_H

#include "scr.h"

/* Usage, as a generator would drive its body:
 *
 *     static void body(ScrFiber *self, void *arg) {
 *         ...  produce a value into self->data ...
 *         scr_fiber_yield();             // back into scr_fiber_resume
 *         ...                            // returns here on the next resume
 *     }                                  // returning finishes the fiber
 *
 *     ScrFiber *f = scr_fiber_create(body, arg);   // NULL: out of memory
 *     while (!scr_fiber_done(f))
 *         if (scr_fiber_resume(f) < 0) ... out of memory or misuse ...
 *     scr_fiber_destroy(f);
 *
 * Threads: a fiber belongs to the thread that first resumes it; it must be
 * resumed, yielded, finished and destroyed on that thread (stacks return to
 * that thread's pool, and the saved ScrExec is that thread's).
 *
 * Per-context state: each context (the thread's own stack, and every fiber)
 * has its own ScrExec (scr.h: frame chain, stack limit, position); a
 * switch saves the outgoing scr__thread.exec and installs the incoming
 * one, as one structure. A fiber starts with frame_top NULL (its frame
 * chain is its own, so no frame of a resumer that has since returned can
 * dangle in it), pos copied from its first resumer, and stack_limit
 * SCR_FIBER_STACK_MARGIN above the bottom of its stack, so scr_frame_enter
 * throws RangeError well before the guard page. The rest of scr__thread is
 * NOT per context: a fiber that finishes or yields with an exception
 * pending hands it to its resumer, which is how an async body's throw
 * reaches the code that resumed it.
 *
 * Sanitizers: ASan and TSan are told about every switch. LeakSanitizer does
 * not scan fiber stacks, so memory reachable only from a fiber still
 * suspended at exit is reported as leaked (the audit wants it freed
 * anyway). */

typedef struct ScrFiber ScrFiber;

/* A fiber's body. It runs on the fiber's stack from the first resume; when
 * it returns, the fiber is finished (fibers it resumed and left suspended
 * are independent and stay valid). Nothing may longjmp across a fiber
 * boundary. */
typedef void (*ScrFiberFn)(ScrFiber *self, void *arg);

typedef enum ScrFiberState {
    SCR_FIBER_CREATED,   /* never resumed: it has no stack yet */
    SCR_FIBER_RUNNING,   /* running, or waiting for a fiber it resumed */
    SCR_FIBER_SUSPENDED, /* yielded: the next resume continues it */
    SCR_FIBER_DONE,      /* its body returned: its stack is back in the pool */
} ScrFiberState;

/* What a context saves while it is switched out. Private to fiber.c; it is
 * here only so that ScrFiber has a known size. */
typedef struct ScrFiberContext {
    void *sp;                /* saved stack pointer, or (ucontext) ucontext_t * */
    ScrExec exec;            /* scr__thread.exec while switched out */
    const void *asan_bottom; /* ASan: this context's stack (lowest address) */
    size_t asan_size;        /* ASan: and its size */
    void *asan_fake;         /* ASan: its fake stack while switched out */
    void *tsan;              /* TSan: its fiber handle */
} ScrFiberContext;

struct ScrFiber {
    /* Free for the owner (the generator or async-function object); fiber.c
     * never reads it. Valid from create to destroy. */
    void *data;
    /* The region current when the fiber was created (from the region hooks,
     * NULL when no region exists or the hooks say none), held through the
     * `hold` hook until the fiber finishes or is destroyed, whichever comes
     * first; NULL from then on. Change it with scr_fiber_set_region. */
    void *region;
    /* True: while the fiber runs, its own current region is current. It
     * starts as `region`; a region made current inside the fiber (region.run
     * around an await) is saved when the fiber yields and is current again
     * when it is resumed. That is what async bodies need (LifetimeRegion). False
     * (the default): the body runs in whatever region its resumer has
     * current, which is what generators need. Set it before the first
     * resume. */
    bool runs_in_region;

    /* Private to fiber.c below this line. */
    ScrFiberState state;
    ScrFiberFn fn;
    void *arg;
    /* The fiber that resumed this one, or NULL for the thread's own stack;
     * valid while RUNNING. Following it from scr_fiber_current() gives the
     * chain of active fibers (an async body driving a generator, ...). */
    ScrFiber *resumer;
    char *stack_base; /* the mapping (guard page first), or NULL */
    void *region_now; /* runs_in_region: its current region while out */
    ScrFiberContext ctx;
};

/* Creates a fiber that will run fn(fiber, arg) on its own stack from the
 * first scr_fiber_resume. No stack is taken until then, so a generator that
 * is never iterated costs only this allocation. Records the current region
 * (see ScrFiber.region). Returns a fiber owned by the caller (release it
 * with scr_fiber_destroy), or NULL when out of memory. */
ScrFiber *scr_fiber_create(ScrFiberFn fn, void *arg);

/* Switches from the current context (the thread's stack or a fiber) into
 * fiber f, which must be CREATED or SUSPENDED; returns when f yields or its
 * body returns. The current context becomes f's resumer until then. On the
 * first resume f gets a stack (from the pool, or mapped). Returns 0, or -1
 * with nothing pending and f unchanged when f's stack cannot be mapped (out
 * of memory: the caller throws) or f is not resumable (RUNNING: already in
 * the chain of active fibers, e.g. a generator calling its own next(); or
 * DONE). Generated code checks the state first where JS defines an error
 * ("Generator is already running"), so -1 then means a runtime bug. */
int scr_fiber_resume(ScrFiber *f);

/* Switches from the current fiber back to its resumer; returns when the
 * fiber is resumed again. Returns 0, or -1 (and does nothing) when called
 * on the thread's own stack, outside any fiber. */
int scr_fiber_yield(void);

/* The fiber running now, or NULL on the thread's own stack. */
ScrFiber *scr_fiber_current(void);

/* For a conservative scan of the stacks in use (the audit after
 * process.exit, memory/audit.c): calls fn(lo, hi, arg) for each range
 * [lo, hi) of the active contexts: the current fiber's from `sp` (an
 * address in the caller's frame), each of its resumers' from its saved
 * stack pointer, and, when a fiber runs, the thread's own stack from its
 * saved stack pointer with hi NULL (the caller knows the thread's stack
 * top). Does nothing on the thread's own stack outside any fiber. */
void scr_fiber_active_stacks(const void *sp, void (*fn)(const void *lo, const void *hi, void *arg),
                             void *arg);

/* The fiber's state; scr_fiber_done is true once its body has returned. */
static inline ScrFiberState scr_fiber_state(const ScrFiber *f) { return f->state; }
static inline bool scr_fiber_done(const ScrFiber *f) { return f->state == SCR_FIBER_DONE; }

/* Frees fiber f, which must be DONE or CREATED (never resumed); NULL is
 * accepted. Drops its region hold if it still has one. Returns 0, or -1
 * and changes nothing when f is RUNNING or SUSPENDED: its stack still holds
 * live frames (owned references, a pending finally, a region hold), and
 * throwing them away would leak them silently. A suspended fiber must first
 * be resumed to completion: an async body by making its pending await throw
 * or return, a generator by resuming it with a return completion that its
 * generated code turns into an unwind. */
int scr_fiber_destroy(ScrFiber *f);

/* Replaces f's region: drops the hold on the old one, holds the new one
 * (either may be NULL) through the region hooks. While f is not running it
 * also becomes the region f resumes in when runs_in_region is set. */
void scr_fiber_set_region(ScrFiber *f, void *region);

/* The regions feature installs these once (when the program creates its
 * first region); until then fibers call nothing for regions. Every member
 * may be NULL. The table must stay valid until the process exits. */
typedef struct ScrFiberRegionHooks {
    void *(*current)(void);      /* the region current now, or NULL */
    void (*hold)(void *region);  /* a fiber now carries region */
    void (*drop)(void *region);  /* a fiber no longer carries region */
    void *(*swap)(void *region); /* makes region current; returns the old */
} ScrFiberRegionHooks;
/* Installs the process-wide hooks (NULL uninstalls). Fibers created before
 * this call have no region. */
void scr_fiber_set_region_hooks(const ScrFiberRegionHooks *hooks);

/* Counters of this thread, for SCR_ASYNC_STATS and the tests. */
typedef struct ScrFiberStats {
    uint64_t fibers_created;   /* scr_fiber_create calls that succeeded */
    uint64_t fibers_finished;  /* bodies that returned */
    uint64_t fibers_destroyed; /* scr_fiber_destroy calls that freed one */
    uint64_t stacks_mapped;    /* mmap calls, cumulative */
    uint64_t stacks_unmapped;  /* munmap calls, cumulative */
    uint64_t stacks_reused;    /* first resumes served from the pool */
    uint64_t stacks_trimmed;   /* pooled stacks whose deep pages were dropped */
    uint64_t stacks_pooled;    /* in the pool now */
    uint64_t stacks_live;      /* held by started, unfinished fibers now */
    uint64_t stacks_peak_live; /* the most ever live at once */
    size_t stack_size;         /* usable bytes per stack (guard excluded) */
} ScrFiberStats;
ScrFiberStats scr_fiber_stats(void);

/* Unmaps every stack in this thread's pool (at thread exit, or before the
 * shutdown audit). Fibers may be used again afterwards. */
void scr_fiber_pool_drain(void);

/* "x86_64-asm", "aarch64-asm" or "ucontext": the switch compiled in. */
const char *scr_fiber_backend(void);

/* Stack geometry. Usable size: SCR_FIBER_STACK_KB (environment, read once,
 * clamped to 64 KiB..1 GiB) or the default below; ASan builds double the
 * default and the margin because their frames are several times larger. */
#define SCR_FIBER_STACK_DEFAULT_KB 256
#define SCR_FIBER_STACK_MARGIN (32 * 1024) /* the stack limit above the guard */
#define SCR_FIBER_POOL_MAX 256             /* stacks kept per thread */
#define SCR_FIBER_POOL_WARM (16 * 1024)    /* bytes a pooled stack keeps resident */

#endif
