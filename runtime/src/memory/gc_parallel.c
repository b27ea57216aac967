/* gc_parallel.c - the parallel walk of the parallel collector passes: in speed builds (and
 * sanitizer builds with SCR_GC_PARALLEL), a large full pass runs markRoots,
 * markGray and the black half of scan on helper threads together with the
 * owner thread. Settling, freeing, weak clearing and FinalizationRegistry
 * notifications stay on the owner (gc.c). Helpers are created lazily, block
 * every signal, and are capped at 15; one parallel pass runs at a time. */
#include "memory/gc.h"
#include "base/base.h"

#ifdef SCR_GC_HAVE_PARALLEL

#include <dirent.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define MAX_HELPERS 15
#define CHUNK 256     /* roots taken from the snapshot at a time */
#define SHARE_AT 512  /* a local stack deeper than this feeds idle threads */

enum { PHASE_MARK_GRAY = 1, PHASE_SCAN = 2 };

/* The pool and the state of the phase in progress. Every field is guarded
 * by `mu` except `next_chunk` and `idle` (atomics, read without the lock by
 * busy threads) and the read-only `cells`/`n` of a phase. */
static struct {
    pthread_mutex_t mu;
    pthread_cond_t work_cv;  /* helpers wait here for a phase */
    pthread_cond_t done_cv;  /* the owner waits here for the helpers */
    pthread_cond_t share_cv; /* idle threads wait here for shared work */
    pthread_t threads[MAX_HELPERS];
    int created;
    bool quit;
    unsigned generation;     /* bumped for every phase */
    int phase;
    int helpers;             /* helpers taking part in this phase */
    int finished;            /* of them, how many are done */
    ScrGcHeader **cells;
    size_t n;
    size_t next_chunk;       /* atomic */
    int idle;                /* atomic writes under mu: threads out of work */
    bool phase_done;
    ScrGcHeader **shared;    /* work handed over by deep stacks */
    size_t nshared, cap_shared;
    size_t scanned;
} P = {
    .mu = PTHREAD_MUTEX_INITIALIZER,
    .work_cv = PTHREAD_COND_INITIALIZER,
    .done_cv = PTHREAD_COND_INITIALIZER,
    .share_cv = PTHREAD_COND_INITIALIZER,
};

/* One parallel pass at a time per process. */
static pthread_mutex_t pass_lock = PTHREAD_MUTEX_INITIALIZER;
static int forced_helpers; /* tests: exact helper count, 0 = environment */

static void drain(ScrGcWork *w, int phase) {
    if (phase == PHASE_MARK_GRAY)
        scr__gc_mark_gray_drain(w);
    else
        scr__gc_scan_black_drain(w);
}

/* Called by a thread whose stack grew past SHARE_AT: when another thread
 * is idle, the older half of the stack goes to the shared list. */
static void share(ScrGcWork *w) {
    if (__atomic_load_n(&P.idle, __ATOMIC_RELAXED) == 0) return;
    size_t half = w->n / 2;
    pthread_mutex_lock(&P.mu);
    if (P.nshared + half > P.cap_shared) {
        P.cap_shared = (P.nshared + half) * 2;
        P.shared = scr__xrealloc(P.shared, P.cap_shared * sizeof *P.shared);
    }
    memcpy(P.shared + P.nshared, w->v, half * sizeof *w->v);
    P.nshared += half;
    pthread_cond_broadcast(&P.share_cv);
    pthread_mutex_unlock(&P.mu);
    memmove(w->v, w->v + half, (w->n - half) * sizeof *w->v);
    w->n -= half;
}

/* One thread's part of a phase: roots from the snapshot a chunk at a time,
 * then work other threads share, until every thread is out of work. */
static void run_phase(int phase, int nworkers) {
    ScrGcWork w = {.par = true, .share = nworkers > 1 ? share : NULL, .share_at = SHARE_AT};
    for (;;) {
        size_t i = __atomic_fetch_add(&P.next_chunk, CHUNK, __ATOMIC_RELAXED);
        if (i >= P.n) break;
        size_t end = i + CHUNK < P.n ? i + CHUNK : P.n;
        for (; i < end; i++) {
            if (phase == PHASE_MARK_GRAY)
                scr__gc_mark_gray_root(&w, P.cells[i]);
            else
                scr__gc_scan_root(&w, P.cells[i]);
        }
    }
    pthread_mutex_lock(&P.mu);
    for (;;) {
        if (P.nshared) {
            size_t take = P.nshared < SHARE_AT ? P.nshared : SHARE_AT;
            for (size_t k = 0; k < take; k++) scr__gc_work_push(&w, P.shared[--P.nshared]);
            pthread_mutex_unlock(&P.mu);
            drain(&w, phase);
            pthread_mutex_lock(&P.mu);
            continue;
        }
        if (P.phase_done) break;
        int idle = __atomic_add_fetch(&P.idle, 1, __ATOMIC_RELAXED);
        if (idle == nworkers) {
            /* Nobody holds work: nobody can share any more. */
            P.phase_done = true;
            pthread_cond_broadcast(&P.share_cv);
        } else {
            pthread_cond_wait(&P.share_cv, &P.mu);
        }
        __atomic_sub_fetch(&P.idle, 1, __ATOMIC_RELAXED);
    }
    P.scanned += w.scanned;
    pthread_mutex_unlock(&P.mu);
    scr__gc_work_free(&w);
}

static void *helper_main(void *arg) {
    int index = (int)(intptr_t)arg;
    unsigned seen = 0;
    pthread_mutex_lock(&P.mu);
    for (;;) {
        while (!P.quit && P.generation == seen) pthread_cond_wait(&P.work_cv, &P.mu);
        if (P.quit) break;
        seen = P.generation;
        if (index >= P.helpers) continue;
        int phase = P.phase, nworkers = P.helpers + 1;
        pthread_mutex_unlock(&P.mu);
        run_phase(phase, nworkers);
        pthread_mutex_lock(&P.mu);
        if (++P.finished == P.helpers) pthread_cond_signal(&P.done_cv);
    }
    pthread_mutex_unlock(&P.mu);
    return NULL;
}

/* Creates helpers up to `want` (lazily, with every signal blocked so that
 * signals keep going to the program's own thread). Returns how many exist. */
static int ensure_helpers(int want) {
    if (P.created >= want) return want;
    sigset_t all, old;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &old);
    while (P.created < want) {
        if (pthread_create(&P.threads[P.created], NULL, helper_main,
                           (void *)(intptr_t)P.created) != 0)
            break;
        P.created++;
    }
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    return P.created < want ? P.created : want;
}

/* CPUs available to the process minus its running or runnable threads
 * (state R in /proc/self/task/TID/stat; the calling thread is one). */
int scr__gc_idle_cpus(void) {
    cpu_set_t set;
    int avail;
    if (sched_getaffinity(0, sizeof set, &set) == 0)
        avail = CPU_COUNT(&set);
    else
        avail = (int)sysconf(_SC_NPROCESSORS_ONLN);
    int running = 0;
    DIR *d = opendir("/proc/self/task");
    if (!d) return avail - 1;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.') continue;
        char path[64], buf[512];
        snprintf(path, sizeof path, "/proc/self/task/%s/stat", e->d_name);
        FILE *f = fopen(path, "r");
        if (!f) continue;
        size_t len = fread(buf, 1, sizeof buf - 1, f);
        fclose(f);
        buf[len] = 0;
        /* The state follows the last ')' (the command name may hold one). */
        char *p = strrchr(buf, ')');
        if (p && p[1] == ' ' && p[2] == 'R') running++;
    }
    closedir(d);
    if (running < 1) running = 1;
    return avail - running;
}

static long env_long(const char *name, long dflt) {
    const char *s = getenv(name);
    if (!s || !*s) return dflt;
    char *end;
    long v = strtol(s, &end, 10);
    return (end == s || v < 0) ? dflt : v;
}

bool scr__gc_parallel_forced(void) { return forced_helpers > 0; }

void scr__gc_parallel_force(int helpers) {
    forced_helpers = helpers > MAX_HELPERS ? MAX_HELPERS : helpers;
}

/* How many helpers this pass gets: SCR_CYCLE_PARALLEL caps them (0 turns
 * the walk off), the idle CPUs limit them. When every pass is forced
 * parallel (SCR_CYCLE_PARALLEL_MIN=0, the sanitizer lanes) the idle-CPU
 * limit is skipped, so that 3 or 7 helpers run even on a small machine. */
static int helpers_for_pass(void) {
    if (forced_helpers) return forced_helpers;
    long cap = env_long("SCR_CYCLE_PARALLEL", MAX_HELPERS);
    if (cap == 0) return 0;
    if (cap > MAX_HELPERS) cap = MAX_HELPERS;
    int idle = scr__gc_idle_cpus();
    if (env_long("SCR_CYCLE_PARALLEL_MIN", 100000) == 0) {
        if (getenv("SCR_CYCLE_PARALLEL")) return (int)cap;
        return idle < 1 ? 1 : (idle > cap ? (int)cap : idle);
    }
    if (idle <= 0) return 0;
    return idle > cap ? (int)cap : idle;
}

/* Runs one phase on the owner and `helpers` helpers. */
static void phase(int which, ScrGcHeader **cells, size_t n, int helpers) {
    pthread_mutex_lock(&P.mu);
    P.phase = which;
    P.helpers = helpers;
    P.finished = 0;
    P.cells = cells;
    P.n = n;
    __atomic_store_n(&P.next_chunk, 0, __ATOMIC_RELAXED);
    P.phase_done = false;
    P.nshared = 0;
    P.generation++;
    pthread_cond_broadcast(&P.work_cv);
    pthread_mutex_unlock(&P.mu);
    run_phase(which, helpers + 1);
    pthread_mutex_lock(&P.mu);
    while (P.finished < P.helpers) pthread_cond_wait(&P.done_cv, &P.mu);
    pthread_mutex_unlock(&P.mu);
}

size_t scr__gc_parallel_walk(ScrGcHeader **cells, size_t n, size_t *scanned) {
    if (pthread_mutex_trylock(&pass_lock) != 0) return 0;
    int helpers = helpers_for_pass();
    if (helpers > 0) helpers = ensure_helpers(helpers);
    if (helpers <= 0) {
        pthread_mutex_unlock(&pass_lock);
        return 0;
    }
    P.scanned = 0;
    phase(PHASE_MARK_GRAY, cells, n, helpers);
    phase(PHASE_SCAN, cells, n, helpers);
    *scanned = P.scanned;
    pthread_mutex_unlock(&pass_lock);
    return (size_t)helpers;
}

void scr__gc_parallel_shutdown(void) {
    pthread_mutex_lock(&P.mu);
    P.quit = true;
    pthread_cond_broadcast(&P.work_cv);
    pthread_mutex_unlock(&P.mu);
    for (int i = 0; i < P.created; i++) pthread_join(P.threads[i], NULL);
    P.created = 0;
    P.quit = false;
    free(P.shared);
    P.shared = NULL;
    P.nshared = P.cap_shared = 0;
}

#else
/* Release and dev builds compile the walk out (an empty unit is not
 * valid ISO C, hence this declaration). */
typedef int scr__gc_parallel_compiled_out;
#endif
