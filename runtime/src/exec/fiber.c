/* fiber.c - stackful coroutines (fiber.h): stack mapping and the bounded
 * per-thread stack pool, the context switch in assembly for x86-64 and
 * aarch64 with a ucontext fallback, the switch of each context's ScrExec,
 * the region hooks and the sanitizer fiber annotations. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* MAP_ANONYMOUS, MAP_STACK, MADV_DONTNEED */
#endif
#include "exec/fiber.h"
#include "base/base.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

/* ------------------------------------------------------------------------
 * Which switch. SCR_FIBER_UCONTEXT forces the portable one (the tests build
 * it on x86-64 too); the assembly needs an ELF target for its directives.
 * ---------------------------------------------------------------------- */
#if defined(SCR_FIBER_UCONTEXT)
#define USE_UCONTEXT 1
#elif defined(__x86_64__) && defined(__ELF__)
#define USE_X86_64 1
#elif defined(__aarch64__) && defined(__ELF__)
#define USE_AARCH64 1
#else
#define USE_UCONTEXT 1
#endif

#ifdef USE_UCONTEXT
#include <ucontext.h>
#endif

/* ------------------------------------------------------------------------
 * Sanitizers. Both need to be told about every switch: ASan to know which
 * stack is current (or it reports stack-buffer accesses on a fiber stack as
 * wild, and loses fake frames), TSan to keep a separate shadow call stack
 * and happens-before state per fiber.
 * ---------------------------------------------------------------------- */
#ifdef SCR_ASAN
void __sanitizer_start_switch_fiber(void **fake_stack_save, const void *bottom, size_t size);
void __sanitizer_finish_switch_fiber(void *fake_stack_save, const void **bottom_old,
                                     size_t *size_old);
void __asan_unpoison_memory_region(void const volatile *addr, size_t size);
#endif
#ifdef SCR_TSAN
void *__tsan_get_current_fiber(void);
void *__tsan_create_fiber(unsigned flags);
void __tsan_destroy_fiber(void *fiber);
void __tsan_switch_to_fiber(void *fiber, unsigned flags);
#endif

#ifdef SCR_ASAN
#define SIZE_FACTOR 2
#else
#define SIZE_FACTOR 1
#endif

/* A word written just inside the part of a stack that stays resident in the
 * pool. A body that went deeper than that almost always overwrote it (the
 * frame that crosses the line stores a return address, saved registers or
 * locals there), so an intact canary lets pooling skip the madvise call,
 * which costs about as much as a hundred switches, for the common shallow
 * fiber. A frame that steps over the word without writing it (a large,
 * sparsely written buffer) only leaves pages resident; to bound that, every
 * TRIM_ANYWAY-th pooling trims regardless. Nothing depends on the contents
 * of trimmed pages. */
#define CANARY 0x5343524649424552ull /* "SCRFIBER" */
#define TRIM_ANYWAY 64

/* ------------------------------------------------------------------------
 * Per-thread state.
 * ---------------------------------------------------------------------- */
static _Thread_local ScrFiber *current;
/* The thread's own stack, as a context to switch back to. */
static _Thread_local ScrFiberContext root;
/* The context a switch came from, so that the incoming side can record the
 * stack bounds ASan reports for it (the thread's stack is learnt that way). */
static _Thread_local ScrFiberContext *switch_from;
static _Thread_local struct {
    char *stacks[SCR_FIBER_POOL_MAX];
    int n;
    int untrimmed; /* poolings since the last trim (TRIM_ANYWAY) */
} pool;
static _Thread_local ScrFiberStats stats;
#ifdef USE_UCONTEXT
static _Thread_local ucontext_t root_uc;
/* The fiber makecontext's entry starts; makecontext passes only ints. */
static _Thread_local ScrFiber *starting;
#endif

static _Atomic(const ScrFiberRegionHooks *) region_hooks;

/* ------------------------------------------------------------------------
 * Stack geometry: [guard page | usable stack]; the stack grows down from
 * the top of the usable part. Read once per process.
 * ---------------------------------------------------------------------- */
static pthread_once_t geometry_once = PTHREAD_ONCE_INIT;
static size_t geometry_page;
static size_t geometry_usable;

static void geometry_init(void) {
    long p = sysconf(_SC_PAGESIZE);
    size_t page = p > 0 ? (size_t)p : 4096;
    size_t kb = (size_t)SCR_FIBER_STACK_DEFAULT_KB * SIZE_FACTOR;
    const char *env = getenv("SCR_FIBER_STACK_KB");
    if (env && *env) {
        char *end;
        unsigned long long v = strtoull(env, &end, 10);
        if (*end == '\0') kb = v < 64 ? 64 : v > (1ull << 20) ? (1u << 20) : (size_t)v;
    }
    geometry_page = page;
    geometry_usable = (kb * 1024 + page - 1) / page * page;
}

static size_t usable_size(void) {
    pthread_once(&geometry_once, geometry_init);
    return geometry_usable;
}

static size_t margin(void) { return (size_t)SCR_FIBER_STACK_MARGIN * SIZE_FACTOR; }

static char *stack_lo(char *base) { return base + geometry_page; }
static char *stack_hi(char *base) { return base + geometry_page + usable_size(); }
static uint64_t *canary_at(char *base) {
    return (uint64_t *)(stack_hi(base) - SCR_FIBER_POOL_WARM);
}

/* Takes a stack from the pool or maps one; NULL when out of memory. */
static char *stack_get(void) {
    size_t usable = usable_size();
    char *base;
    if (pool.n > 0) {
        base = pool.stacks[--pool.n];
        stats.stacks_pooled--;
        stats.stacks_reused++;
    } else {
        size_t total = geometry_page + usable;
        void *m = mmap(NULL, total, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
        if (m == MAP_FAILED) return NULL;
        base = m;
        /* The guard page: running off the bottom faults instead of
         * overwriting whatever is mapped below. */
        if (mprotect(base, geometry_page, PROT_NONE) != 0) {
            munmap(base, total);
            return NULL;
        }
        *canary_at(base) = CANARY;
        stats.stacks_mapped++;
    }
    if (++stats.stacks_live > stats.stacks_peak_live) stats.stacks_peak_live = stats.stacks_live;
    return base;
}

static void stack_unmap(char *base) {
    munmap(base, geometry_page + usable_size());
    stats.stacks_unmapped++;
}

/* Returns a finished fiber's stack to the pool, dropping the pages below
 * the warm part so that 64 pooled stacks cost about 1 MiB, not 16. */
static void stack_put(char *base) {
    stats.stacks_live--;
#ifdef SCR_ASAN
    /* Frames that never returned (the fiber's entry) leave poisoned
     * redzones in the shadow; the next fiber must start clean. */
    __asan_unpoison_memory_region(stack_lo(base), usable_size());
#endif
    if (pool.n == SCR_FIBER_POOL_MAX) {
        stack_unmap(base);
        return;
    }
    uint64_t *canary = canary_at(base);
    if (*canary != CANARY || ++pool.untrimmed == TRIM_ANYWAY) {
        pool.untrimmed = 0;
        char *lo = stack_lo(base);
        madvise(lo, (size_t)((char *)canary - lo), MADV_DONTNEED);
        *canary = CANARY;
        stats.stacks_trimmed++;
    }
    pool.stacks[pool.n++] = base;
    stats.stacks_pooled++;
}

void scr_fiber_pool_drain(void) {
    while (pool.n > 0) {
        stack_unmap(pool.stacks[--pool.n]);
        stats.stacks_pooled--;
    }
}

ScrFiberStats scr_fiber_stats(void) {
    ScrFiberStats s = stats;
    s.stack_size = usable_size();
    return s;
}

/* ------------------------------------------------------------------------
 * The raw switch. scr__fiber_switch(save, load) pushes the callee-saved
 * registers and the floating-point control words on the current stack,
 * stores the stack pointer in *save, loads `load` as the stack pointer, pops
 * the same set and returns into whatever that stack was doing. A new
 * fiber's stack is prepared (fiber_prepare) to look like one switched out,
 * whose return address is scr__fiber_entry; that stub passes the fiber from
 * a callee-saved register to scr__fiber_main.
 * ---------------------------------------------------------------------- */
/* `used`: only the assembly calls it, which LTO cannot see. */
__attribute__((visibility("hidden"), noreturn, used)) void scr__fiber_main(ScrFiber *f);

#if defined(USE_X86_64) || defined(USE_AARCH64)
__attribute__((visibility("hidden"))) void scr__fiber_switch(void **save, void *load);
__attribute__((visibility("hidden"))) void scr__fiber_entry(void);
#endif

#ifdef USE_X86_64
/* System V: rbx rbp r12-r15 are callee-saved, and so are MXCSR's control
 * bits and the x87 control word. Frame (low to high): MXCSR, x87 CW, r15,
 * r14, r13, r12, rbx, rbp, return address. */
__asm__(".text\n"
        ".globl scr__fiber_switch\n"
        ".hidden scr__fiber_switch\n"
        ".type scr__fiber_switch,@function\n"
        ".p2align 4\n"
        "scr__fiber_switch:\n"
        "    .cfi_startproc\n"
        "    pushq %rbp\n"
        "    pushq %rbx\n"
        "    pushq %r12\n"
        "    pushq %r13\n"
        "    pushq %r14\n"
        "    pushq %r15\n"
        "    subq $8, %rsp\n"
        "    stmxcsr (%rsp)\n"
        "    fnstcw 4(%rsp)\n"
        "    movq %rsp, (%rdi)\n"
        "    movq %rsi, %rsp\n"
        "    ldmxcsr (%rsp)\n"
        "    fldcw 4(%rsp)\n"
        "    addq $8, %rsp\n"
        "    popq %r15\n"
        "    popq %r14\n"
        "    popq %r13\n"
        "    popq %r12\n"
        "    popq %rbx\n"
        "    popq %rbp\n"
        "    ret\n"
        "    .cfi_endproc\n"
        ".size scr__fiber_switch, .-scr__fiber_switch\n"
        "\n"
        ".globl scr__fiber_entry\n"
        ".hidden scr__fiber_entry\n"
        ".type scr__fiber_entry,@function\n"
        ".p2align 4\n"
        "scr__fiber_entry:\n"
        "    .cfi_startproc\n"
        /* The outermost frame of a fiber: unwinders stop here. */
        "    .cfi_undefined rip\n"
        "    movq %rbx, %rdi\n"
        "    call scr__fiber_main\n"
        "    ud2\n"
        "    .cfi_endproc\n"
        ".size scr__fiber_entry, .-scr__fiber_entry\n");

static void fiber_prepare(ScrFiber *f, char *hi) {
    /* hi is page-aligned. The frame sits 80 bytes below it, so that after
     * the 64 bytes popped the entry stub runs with rsp 16-byte aligned, as
     * a call expects; the 16 bytes above stay zero (a null return address
     * for frame-pointer walkers). */
    uint64_t *sp = (uint64_t *)(hi - 80);
    uint32_t mxcsr;
    uint16_t fpucw;
    __asm__ volatile("stmxcsr %0" : "=m"(mxcsr));
    __asm__ volatile("fnstcw %0" : "=m"(fpucw));
    memset(sp, 0, 80);
    memcpy((char *)sp, &mxcsr, 4);
    memcpy((char *)sp + 4, &fpucw, 2);
    sp[5] = (uint64_t)(uintptr_t)f;                /* rbx */
    sp[6] = 0;                                     /* rbp */
    sp[7] = (uint64_t)(uintptr_t)scr__fiber_entry; /* return address */
    f->ctx.sp = sp;
}
#endif

#ifdef USE_AARCH64
/* AAPCS64: x19-x28, the frame pointer x29, the link register x30, the low
 * halves of v8-v15 (d8-d15) and FPCR are callee-saved. Frame: 176 bytes,
 * x19..x30 at 0..88, d8..d15 at 96..152, FPCR at 160. */
__asm__(".text\n"
        ".globl scr__fiber_switch\n"
        ".hidden scr__fiber_switch\n"
        ".type scr__fiber_switch,%function\n"
        ".p2align 4\n"
        "scr__fiber_switch:\n"
        "    .cfi_startproc\n"
        "    sub sp, sp, #176\n"
        "    stp x19, x20, [sp, #0]\n"
        "    stp x21, x22, [sp, #16]\n"
        "    stp x23, x24, [sp, #32]\n"
        "    stp x25, x26, [sp, #48]\n"
        "    stp x27, x28, [sp, #64]\n"
        "    stp x29, x30, [sp, #80]\n"
        "    stp d8, d9, [sp, #96]\n"
        "    stp d10, d11, [sp, #112]\n"
        "    stp d12, d13, [sp, #128]\n"
        "    stp d14, d15, [sp, #144]\n"
        "    mrs x9, fpcr\n"
        "    str x9, [sp, #160]\n"
        "    mov x9, sp\n"
        "    str x9, [x0]\n"
        "    mov sp, x1\n"
        "    ldr x9, [sp, #160]\n"
        "    msr fpcr, x9\n"
        "    ldp x19, x20, [sp, #0]\n"
        "    ldp x21, x22, [sp, #16]\n"
        "    ldp x23, x24, [sp, #32]\n"
        "    ldp x25, x26, [sp, #48]\n"
        "    ldp x27, x28, [sp, #64]\n"
        "    ldp x29, x30, [sp, #80]\n"
        "    ldp d8, d9, [sp, #96]\n"
        "    ldp d10, d11, [sp, #112]\n"
        "    ldp d12, d13, [sp, #128]\n"
        "    ldp d14, d15, [sp, #144]\n"
        "    add sp, sp, #176\n"
        "    ret\n"
        "    .cfi_endproc\n"
        ".size scr__fiber_switch, .-scr__fiber_switch\n"
        "\n"
        ".globl scr__fiber_entry\n"
        ".hidden scr__fiber_entry\n"
        ".type scr__fiber_entry,%function\n"
        ".p2align 4\n"
        "scr__fiber_entry:\n"
        "    .cfi_startproc\n"
        "    .cfi_undefined x30\n"
        "    mov x0, x19\n"
        "    bl scr__fiber_main\n"
        "    brk #0\n"
        "    .cfi_endproc\n"
        ".size scr__fiber_entry, .-scr__fiber_entry\n");

static void fiber_prepare(ScrFiber *f, char *hi) {
    /* 176 bytes of frame plus 16 of zeros above (a null frame record). */
    uint64_t *sp = (uint64_t *)(hi - 192);
    uint64_t fpcr;
    __asm__ volatile("mrs %0, fpcr" : "=r"(fpcr));
    memset(sp, 0, 192);
    sp[0] = (uint64_t)(uintptr_t)f;                 /* x19 */
    sp[10] = 0;                                     /* x29 */
    sp[11] = (uint64_t)(uintptr_t)scr__fiber_entry; /* x30 */
    sp[20] = fpcr;
    f->ctx.sp = sp;
}
#endif

#ifdef USE_UCONTEXT
static void uc_entry(void) { scr__fiber_main(starting); }

/* The fiber's ucontext_t lives at the top of its own stack, so that the
 * ScrFiber stays small and the same size in every build. */
static void fiber_prepare(ScrFiber *f, char *hi) {
    size_t ucsize = (sizeof(ucontext_t) + 63) & ~(size_t)63;
    ucontext_t *uc = (ucontext_t *)(hi - ucsize);
    getcontext(uc);
    uc->uc_stack.ss_sp = stack_lo(f->stack_base);
    uc->uc_stack.ss_size = (size_t)((char *)uc - stack_lo(f->stack_base));
    uc->uc_link = NULL;
    makecontext(uc, uc_entry, 0);
    f->ctx.sp = uc;
}
#endif

/* ------------------------------------------------------------------------
 * Switching contexts. Everything a context keeps for itself is swapped
 * here, on both sides: its ScrExec, as one structure, and the sanitizers'
 * idea of the current stack. `exiting` says that `from` will never run again (a
 * finished fiber), so that ASan frees its fake stack.
 * ---------------------------------------------------------------------- */
static void context_switch(ScrFiberContext *from, ScrFiberContext *to, bool exiting) {
    from->exec = scr__thread.exec;
    scr__thread.exec = to->exec;
    switch_from = from;
#ifdef SCR_ASAN
    __sanitizer_start_switch_fiber(exiting ? NULL : &from->asan_fake, to->asan_bottom,
                                   to->asan_size);
#else
    (void)exiting;
#endif
#ifdef SCR_TSAN
    __tsan_switch_to_fiber(to->tsan, 0);
#endif
#ifdef USE_UCONTEXT
    swapcontext((ucontext_t *)from->sp, (ucontext_t *)to->sp);
#else
    scr__fiber_switch(&from->sp, to->sp);
#endif
    /* Back in `from`, switched to by another context. */
#ifdef SCR_ASAN
    __sanitizer_finish_switch_fiber(from->asan_fake, &switch_from->asan_bottom,
                                    &switch_from->asan_size);
#endif
}

static ScrFiberContext *context_of(ScrFiber *f) { return f ? &f->ctx : &root; }

/* The first code on a fiber's stack. */
void scr__fiber_main(ScrFiber *f) {
#ifdef SCR_ASAN
    __sanitizer_finish_switch_fiber(NULL, &switch_from->asan_bottom, &switch_from->asan_size);
#endif
    SCR_ASSERT(f->state == SCR_FIBER_RUNNING && current == f);
    f->fn(f, f->arg);
    /* The body returns on its own stack, running: resumed, not yielded. */
    SCR_ASSERT(f->state == SCR_FIBER_RUNNING && current == f);
    f->state = SCR_FIBER_DONE;
    ScrFiber *back = f->resumer;
    f->resumer = NULL;
    current = back;
    /* scr_fiber_resume, on the resumer's stack, returns the stack. */
    context_switch(&f->ctx, context_of(back), true);
    abort(); /* a finished fiber is never switched to */
}

/* ------------------------------------------------------------------------
 * The API.
 * ---------------------------------------------------------------------- */
static const ScrFiberRegionHooks *hooks(void) {
    return atomic_load_explicit(&region_hooks, memory_order_acquire);
}

void scr_fiber_set_region_hooks(const ScrFiberRegionHooks *h) {
    atomic_store_explicit(&region_hooks, h, memory_order_release);
}

void scr_fiber_set_region(ScrFiber *f, void *region) {
    const ScrFiberRegionHooks *h = hooks();
    void *old = f->region;
    f->region = region;
    if (f->state != SCR_FIBER_RUNNING) f->region_now = region;
    if (h && region && h->hold) h->hold(region);
    if (h && old && h->drop) h->drop(old);
}

ScrFiber *scr_fiber_create(ScrFiberFn fn, void *arg) {
    ScrFiber *f = calloc(1, sizeof *f);
    if (!f) return NULL;
    f->fn = fn;
    f->arg = arg;
    f->state = SCR_FIBER_CREATED;
    const ScrFiberRegionHooks *h = hooks();
    if (h && h->current) scr_fiber_set_region(f, h->current());
    stats.fibers_created++;
    return f;
}

/* Gives f a stack and a context that starts in scr__fiber_main. */
static int fiber_start(ScrFiber *f) {
    char *base = stack_get();
    if (!base) return -1;
    f->stack_base = base;
    char *lo = stack_lo(base);
    f->ctx.exec = (ScrExec){.stack_limit = lo + margin(), .pos = scr__thread.exec.pos};
    f->ctx.asan_bottom = lo;
    f->ctx.asan_size = usable_size();
    f->ctx.asan_fake = NULL;
#ifdef SCR_TSAN
    f->ctx.tsan = __tsan_create_fiber(0);
#endif
#ifdef USE_UCONTEXT
    starting = f;
#endif
    fiber_prepare(f, stack_hi(base));
    return 0;
}

/* After f's body returned: its stack and region go back, on the resumer's
 * stack (a stack cannot be pooled while it is in use). */
static void fiber_finish(ScrFiber *f) {
    SCR_ASSERT(f->state == SCR_FIBER_DONE && f->stack_base);
#ifdef SCR_TSAN
    __tsan_destroy_fiber(f->ctx.tsan);
    f->ctx.tsan = NULL;
#endif
    stack_put(f->stack_base);
    f->stack_base = NULL;
    stats.fibers_finished++;
    if (f->region) scr_fiber_set_region(f, NULL);
}

int scr_fiber_resume(ScrFiber *f) {
    if (f->state != SCR_FIBER_CREATED && f->state != SCR_FIBER_SUSPENDED) return -1;
    if (f->state == SCR_FIBER_CREATED) {
        if (fiber_start(f) < 0) return -1;
    }
    ScrFiber *prev = current;
#ifdef SCR_TSAN
    if (!prev && !root.tsan) root.tsan = __tsan_get_current_fiber();
#endif
#ifdef USE_UCONTEXT
    if (!prev) root.sp = &root_uc;
#endif
    const ScrFiberRegionHooks *h = f->runs_in_region ? hooks() : NULL;
    bool swap_region = h && h->swap;
    void *outer_region = swap_region ? h->swap(f->region_now) : NULL;

    f->resumer = prev;
    f->state = SCR_FIBER_RUNNING;
    current = f;
    context_switch(context_of(prev), &f->ctx, false);
    /* f yielded or finished; whoever switched back set `current`. */
    SCR_ASSERT(current == prev);
    SCR_ASSERT(f->state == SCR_FIBER_SUSPENDED || f->state == SCR_FIBER_DONE);
    if (swap_region) f->region_now = h->swap(outer_region);
    if (f->state == SCR_FIBER_DONE) fiber_finish(f);
    return 0;
}

int scr_fiber_yield(void) {
    ScrFiber *f = current;
    if (!f) return -1;
    SCR_ASSERT(f->state == SCR_FIBER_RUNNING);
    ScrFiber *back = f->resumer;
    f->resumer = NULL;
    f->state = SCR_FIBER_SUSPENDED;
    current = back;
    context_switch(&f->ctx, context_of(back), false);
    /* Resumed: scr_fiber_resume set the state, resumer and `current`. */
    SCR_ASSERT(current == f && f->state == SCR_FIBER_RUNNING);
    return 0;
}

ScrFiber *scr_fiber_current(void) { return current; }

void scr_fiber_active_stacks(const void *sp, void (*fn)(const void *lo, const void *hi, void *arg),
                             void *arg) {
    if (!current) return;
    for (ScrFiber *f = current; f; f = f->resumer) {
        const char *hi = stack_hi(f->stack_base);
#ifdef USE_UCONTEXT
        /* The saved registers are in a ucontext_t, not on the stack. */
        const char *lo = stack_lo(f->stack_base);
#else
        const char *lo = f == current ? sp : f->ctx.sp;
#endif
        fn(lo, hi, arg);
    }
#ifdef USE_UCONTEXT
    fn(NULL, NULL, arg); /* the whole of the thread's stack */
    fn(&root_uc, (const char *)&root_uc + sizeof root_uc, arg);
#else
    fn(root.sp, NULL, arg);
#endif
}

int scr_fiber_destroy(ScrFiber *f) {
    if (!f) return 0;
    if (f->state == SCR_FIBER_RUNNING || f->state == SCR_FIBER_SUSPENDED) return -1;
    if (f->region) scr_fiber_set_region(f, NULL);
    free(f);
    stats.fibers_destroyed++;
    return 0;
}

const char *scr_fiber_backend(void) {
#if defined(USE_UCONTEXT)
    return "ucontext";
#elif defined(USE_X86_64)
    return "x86_64-asm";
#else
    return "aarch64-asm";
#endif
}
