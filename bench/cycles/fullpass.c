/* fullpass.c - times full cycle-collector passes over a large live heap,
 * sequential against parallel (the parallel collector passes), in one run.
 *
 * Links against build/lib/libscr-speed.a (the speed flavour compiles the
 * parallel walk in). It builds a heap of at least --cells live
 * cycle-headered cells (default 1,000,000): groups of objects, arrays and
 * boxes with parent links, rings, back edges to the root and edges into a
 * shared pool, plus one long doubly linked chain, all kept alive from one
 * root array held by this program. Then, for --reps repetitions (default
 * 7), it runs one full pass per configuration, round-robin so that a
 * change in the machine's load hits every configuration alike:
 *
 *   sequential      SCR_CYCLE_PARALLEL=0 for that pass
 *   N helpers       scr__gc_parallel_force(N): exactly N helpers
 *   auto            the runtime's own policy (idle CPUs, SCR_CYCLE_PARALLEL)
 *
 * and prints the median pass time (whole pass, and its markGray + scan
 * walk, the part that runs on helpers), the ratio sequential/parallel, the
 * helper count the runtime reports it used, and the idle CPUs seen before
 * each pass (the runtime's own definition: CPUs available to the process
 * minus its threads in state R).
 *
 *   fullpass [--cells N] [--reps R] [--helpers LIST]
 *
 * LIST is comma-separated helper counts (1..15) and/or `auto`, e.g.
 * `--helpers 1,3,7,15,auto` on a 16-core machine. Without --helpers the
 * one parallel configuration is SCR_CYCLE_PARALLEL when it is set (and not
 * 0), else the available CPUs - 1, capped at 15 (at least 1).
 *
 * The last line is machine-readable (bench/cycles/run parses it):
 *   RESULT cells=... seq_ms=... par_ms=... ratio=... walk_ratio=... helpers=...
 *          idle=... cpus=... seq_cpu_ms=... par_cpu_ms=...
 * (helpers: the median count the headline configuration's passes used)
 * for the default configuration (or the largest count of the sweep).
 *
 * Finally the root is released: reference counting alone frees nothing
 * (every cell is on a cycle), and one more full pass must free the heap. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* sched_getaffinity, CPU_COUNT */
#endif
#include "scr.h"

#include "memory/gc.h"
#include "memory/heap.h"
#include "builtins/global.h"
#include "core/object.h"
#include "core/str.h"

#include <dirent.h>
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>


#define MAX_HELPERS 15
#define MAX_CONFIGS 20
#define AUTO (-1)

/* ------------------------------------------------------------------------
 * Small helpers.
 * ---------------------------------------------------------------------- */
static uint64_t rng_state = 0x9E3779B97F4A7C15ull;
static uint64_t rnd(void) {
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return rng_state * 2685821657736338717ull;
}
static uint32_t rnd_below(uint32_t n) { return (uint32_t)(rnd() % n); }

static void die(const char *what) {
    fprintf(stderr, "fullpass: %s\n", what);
    exit(2);
}

static void set(ScrValue obj, ScrValue key, ScrValue val) {
    if (scr_set(obj, key, val) != 0) die("scr_set threw");
}
static void push(ScrValue arr, ScrValue val) {
    if (scr_array_push(arr, val) != 0) die("scr_array_push threw");
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}
static double median(double *v, int n) {
    double *t = malloc(n * sizeof *t);
    memcpy(t, v, n * sizeof *t);
    qsort(t, n, sizeof *t, cmp_double);
    double m = n % 2 ? t[n / 2] : (t[n / 2 - 1] + t[n / 2]) / 2;
    free(t);
    return m;
}
static int cmp_int(const void *a, const void *b) {
    return *(const int *)a - *(const int *)b;
}

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* CPU time of the whole process (every thread), so that the work a
 * parallel pass adds shows even when a loaded machine hides its speedup. */
static double cpu_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int available_cpus(void) {
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0) return CPU_COUNT(&set);
    return (int)sysconf(_SC_NPROCESSORS_ONLN);
}

/* Threads of this process (the helpers the collector created, plus one). */
static int task_count(void) {
    int n = 0;
    DIR *d = opendir("/proc/self/task");
    if (!d) return 1;
    struct dirent *e;
    while ((e = readdir(d)))
        if (e->d_name[0] != '.') n++;
    closedir(d);
    return n;
}

/* CPU time the helper threads (every thread but this one) have run, from
 * /proc/self/task/TID/schedstat (nanoseconds on the CPU). */
static double helpers_cpu_ms(void) {
    double sum = 0;
    pid_t self = getpid();
    DIR *d = opendir("/proc/self/task");
    if (!d) return 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.' || atoi(e->d_name) == (int)self) continue;
        char path[300];
        snprintf(path, sizeof path, "/proc/self/task/%s/schedstat", e->d_name);
        FILE *f = fopen(path, "r");
        if (!f) continue;
        unsigned long long ns;
        if (fscanf(f, "%llu", &ns) == 1) sum += ns / 1e6;
        fclose(f);
    }
    closedir(d);
    return sum;
}

/* The machine's load average (for the report only). */
static double loadavg(void) {
    double l = -1;
    FILE *f = fopen("/proc/loadavg", "r");
    if (f) {
        if (fscanf(f, "%lf", &l) != 1) l = -1;
        fclose(f);
    }
    return l;
}

/* ------------------------------------------------------------------------
 * The heap.
 * ---------------------------------------------------------------------- */
static size_t n_objects, n_arrays, n_boxes;
static ScrValue k_l, k_r, k_p, k_x, k_tree, k_ring, k_items, k_up, k_prev, k_next, k_pool;

static ScrValue new_object(void) {
    n_objects++;
    return scr_object_new();
}
static ScrValue new_array(uint32_t cap) {
    n_arrays++;
    return scr_array_new(cap);
}
static ScrBox *new_box(void) {
    n_boxes++;
    return scr_box_new_take(SCR_UNDEFINED);
}

/* A tree of objects {l, r, p} whose children point back at their parent;
 * one leaf in four also points (x) into the shared pool. */
static ScrValue build_tree(int depth, ScrValue parent, ScrValue pool, uint32_t pool_n) {
    ScrValue n = new_object();
    set(n, k_p, parent);
    if (depth > 0) {
        ScrValue l = build_tree(depth - 1, n, pool, pool_n);
        ScrValue r = build_tree(depth - 1, n, pool, pool_n);
        set(n, k_l, l);
        set(n, k_r, r);
        scr_release(l);
        scr_release(r);
    } else {
        set(n, k_l, SCR_NULL);
        set(n, k_r, SCR_NULL);
        if (rnd_below(4) == 0) {
            ScrValue shared = scr_get(pool, scr_number(rnd_below(pool_n)));
            set(n, k_x, shared);
            scr_release(shared);
        }
    }
    return n;
}

/* A group, about 640 cells:
 *   g = {up: root, tree, ring, items}
 *   tree:  255 objects (depth 7) with parent links, leaves into the pool
 *   ring:  a ring of 128 boxes, the last one holding g (a cycle via g)
 *   items: an array of 256 arrays [g, pool[i], a ring box, a tree node of
 *          an earlier group] (shared structure across groups) */
static ScrValue build_group(ScrValue root, ScrValue pool, uint32_t pool_n, ScrValue prev_group) {
    ScrValue g = new_object();
    set(g, k_up, root);
    ScrValue tree = build_tree(7, g, pool, pool_n);
    set(g, k_tree, tree);

    ScrBox *ring[128];
    for (int i = 0; i < 128; i++) ring[i] = new_box();
    for (int i = 0; i < 127; i++) ring[i]->value = scr_from_cell(scr_box_dup(ring[i + 1]));
    ring[127]->value = scr_dup(g);
    set(g, k_ring, scr_from_cell(ring[0]));

    ScrValue items = new_array(256);
    ScrValue other = SCR_UNDEFINED;
    if (!scr_is_undefined(prev_group)) other = scr_get(prev_group, k_tree);
    for (int i = 0; i < 256; i++) {
        ScrValue it = new_array(4);
        push(it, g);
        ScrValue shared = scr_get(pool, scr_number(rnd_below(pool_n)));
        push(it, shared);
        scr_release(shared);
        push(it, scr_from_cell(ring[rnd_below(128)]));
        push(it, scr_is_undefined(other) ? tree : other);
        push(items, it);
        scr_release(it);
    }
    scr_release(other);
    set(g, k_items, items);
    scr_release(items);
    scr_release(tree);
    for (int i = 0; i < 128; i++) scr_box_release(ring[i]);
    return g;
}

/* Builds the heap; returns the root array (count 1, held by main). */
static ScrValue build_heap(size_t target) {
    ScrValue root = new_array(0);
    /* The shared pool: 4096 objects, each linked to two others. */
    uint32_t pool_n = 4096;
    ScrValue pool = new_array(pool_n);
    for (uint32_t i = 0; i < pool_n; i++) {
        ScrValue o = new_object();
        set(o, k_pool, pool);
        push(pool, o);
        scr_release(o);
    }
    for (uint32_t i = 0; i < pool_n; i++) {
        ScrValue o = scr_get(pool, scr_number(i));
        ScrValue a = scr_get(pool, scr_number(rnd_below(pool_n)));
        ScrValue b = scr_get(pool, scr_number((i + 1) % pool_n));
        set(o, k_l, a);
        set(o, k_r, b);
        scr_release(a), scr_release(b), scr_release(o);
    }
    push(root, pool);

    /* One long doubly linked chain (2% of the heap): a deep, narrow
     * structure, the part of a real heap that a single thread walks. */
    size_t chain_n = target / 50;
    ScrValue head = new_object(), cur = scr_dup(head);
    set(head, k_prev, root);
    for (size_t i = 1; i < chain_n; i++) {
        ScrValue n = new_object();
        set(n, k_prev, cur);
        set(cur, k_next, n);
        scr_release(cur);
        cur = n;
    }
    set(cur, k_next, head);
    scr_release(cur);
    push(root, head);
    scr_release(head);

    /* Groups until the target is reached. */
    ScrValue prev = SCR_UNDEFINED;
    while (n_objects + n_arrays + n_boxes < target) {
        ScrValue g = build_group(root, pool, pool_n, prev);
        push(root, g);
        scr_release(prev);
        prev = g;
    }
    scr_release(prev);
    scr_release(pool);
    return root;
}

/* ------------------------------------------------------------------------
 * Configurations and passes.
 * ---------------------------------------------------------------------- */
typedef struct Config {
    int helpers;          /* 0 sequential, AUTO, or an exact count */
    double pass_ms[64], walk_ms[64], cpu_ms[64], help_ms[64];
    int idle[64];
    int used[64];         /* helpers each pass ran with (0: it walked alone) */
    int parallel_passes;  /* how many of its passes ran on helpers */
} Config;

static const char *user_parallel; /* SCR_CYCLE_PARALLEL as the user set it */

static void one_pass(Config *c, int rep) {
    if (c->helpers == 0) {
        scr__gc_parallel_force(0);
        setenv("SCR_CYCLE_PARALLEL", "0", 1);
    } else if (c->helpers == AUTO) {
        scr__gc_parallel_force(0);
        if (user_parallel)
            setenv("SCR_CYCLE_PARALLEL", user_parallel, 1);
        else
            unsetenv("SCR_CYCLE_PARALLEL");
    } else {
        scr__gc_parallel_force(c->helpers);
    }
    ScrGcStats before, after;
    scr__gc_get_stats(&before);
    c->idle[rep] = scr__gc_idle_cpus(); /* as a large pass counts them */
    double h0 = helpers_cpu_ms(), c0 = cpu_ms(), t0 = now_ms();
    size_t freed = scr__gc_collect(true);
    double wall = now_ms() - t0;
    c->cpu_ms[rep] = cpu_ms() - c0;
    c->help_ms[rep] = helpers_cpu_ms() - h0;
    scr__gc_get_stats(&after);
    if (freed) die("a full pass over the live heap freed cells");
    c->pass_ms[rep] = wall;
    c->walk_ms[rep] = after.last_walk_ms;
    /* The helpers a parallel pass used: a forced count is used exactly
     * when that many helper threads exist (gc_parallel.c creates them
     * lazily and keeps them); auto takes min(cap, idle CPUs), from the same
     * /proc reading this program took just before the pass. */
    c->used[rep] = 0;
    if (after.parallel_passes > before.parallel_passes) {
        c->parallel_passes++;
        int threads = task_count() - 1;
        if (c->helpers == AUTO) {
            long cap = user_parallel ? strtol(user_parallel, NULL, 10) : MAX_HELPERS;
            if (cap > MAX_HELPERS) cap = MAX_HELPERS;
            c->used[rep] = c->idle[rep] < cap ? c->idle[rep] : (int)cap;
            if (c->used[rep] < 1) c->used[rep] = 1;
        } else {
            c->used[rep] = c->helpers < threads ? c->helpers : threads;
        }
        if (c->used[rep] > (int)after.helpers_max) c->used[rep] = (int)after.helpers_max;
    }
}

static void usage(void) {
    fputs("usage: fullpass [--cells N] [--reps R] [--helpers LIST]\n"
          "  --cells N       live cycle-headered cells to build (default 1000000)\n"
          "  --reps R        passes per configuration (default 7)\n"
          "  --helpers LIST  comma-separated helper counts 1..15 and/or auto\n"
          "                  (default: SCR_CYCLE_PARALLEL, else available CPUs - 1)\n",
          stderr);
    exit(2);
}

int main(int argc, char **argv) {
    size_t target = 1000000;
    int reps = 7;
    const char *list = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--cells") && i + 1 < argc)
            target = strtoull(argv[++i], NULL, 10);
        else if (!strcmp(argv[i], "--reps") && i + 1 < argc)
            reps = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--helpers") && i + 1 < argc)
            list = argv[++i];
        else
            usage();
    }
    if (reps < 1 || reps > 64 || target < 1000) usage();

    user_parallel = getenv("SCR_CYCLE_PARALLEL");
    if (user_parallel) user_parallel = strdup(user_parallel);
    int avail = available_cpus();

    /* The configurations: sequential first, then the helper counts in
     * ascending order (so the runtime's helpers_max is the count the last
     * configuration used), auto last. */
    Config *cfg = calloc(MAX_CONFIGS, sizeof *cfg);
    int ncfg = 1, counts[MAX_CONFIGS], ncounts = 0;
    bool want_auto = false;
    cfg[0].helpers = 0;
    if (list) {
        char *copy = strdup(list), *save = NULL;
        for (char *t = strtok_r(copy, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
            if (!strcmp(t, "auto")) {
                want_auto = true;
                continue;
            }
            int h = atoi(t);
            if (h < 1 || h > MAX_HELPERS || ncounts == MAX_CONFIGS - 2) usage();
            counts[ncounts++] = h;
        }
        free(copy);
    } else {
        long h = user_parallel ? strtol(user_parallel, NULL, 10) : avail - 1;
        if (h > MAX_HELPERS) h = MAX_HELPERS;
        if (h < 1) h = 1;
        counts[ncounts++] = (int)h;
    }
    qsort(counts, ncounts, sizeof *counts, cmp_int);
    for (int i = 0; i < ncounts; i++)
        if (i == 0 || counts[i] != counts[i - 1]) cfg[ncfg++].helpers = counts[i];
    if (want_auto) cfg[ncfg++].helpers = AUTO;
    int headline = ncfg - 1; /* the largest exact count (or auto alone) */
    while (headline > 1 && cfg[headline].helpers == AUTO) headline--;
    if (ncfg == 1) usage();

    scr__strings_init();
    scr__realm_init(NULL); /* the bare realm: no host */
#define ATOM(v, s) v = scr_atom_from_utf8(s, strlen(s))
    ATOM(k_l, "l"), ATOM(k_r, "r"), ATOM(k_p, "p"), ATOM(k_x, "x"), ATOM(k_tree, "tree");
    ATOM(k_ring, "ring"), ATOM(k_items, "items"), ATOM(k_up, "up"), ATOM(k_prev, "prev");
    ATOM(k_next, "next"), ATOM(k_pool, "pool");

    /* Building triggers the collector's own growth passes; keep them
     * sequential so that helper threads start with the measurement. */
    setenv("SCR_CYCLE_PARALLEL", "0", 1);
    size_t live0 = scr__gc_live_cells();
    double tb = now_ms();
    ScrValue root = build_heap(target);
    double build_ms = now_ms() - tb;
    size_t live = scr__gc_live_cells();
    printf("fullpass: %zu live cycle-headered cells (%zu objects, %zu arrays, %zu boxes; "
           "built in %.0f ms)\n",
           live - live0, n_objects, n_arrays, n_boxes, build_ms);
    printf("fullpass: %d CPUs available, load average %.2f, %d repetitions per "
           "configuration, interleaved\n",
           avail, loadavg(), reps);
    fflush(stdout);

    /* One warm-up pass per configuration (creates the helpers, faults the
     * snapshot buffer in), not counted. */
    for (int c = 0; c < ncfg; c++) one_pass(&cfg[c], 0);
    for (int c = 0; c < ncfg; c++) cfg[c].parallel_passes = 0;
    for (int r = 0; r < reps; r++)
        for (int c = 0; c < ncfg; c++) one_pass(&cfg[c], r);

    double seq_pass = median(cfg[0].pass_ms, reps), seq_walk = median(cfg[0].walk_ms, reps);
    printf("\n%-12s %5s %9s %9s %9s %9s %9s %8s %8s\n", "config", "used", "idle CPUs",
           "pass ms", "walk ms", "CPU ms", "helpers", "seq/par", "walk s/p");
    for (int c = 0; c < ncfg; c++) {
        Config *k = &cfg[c];
        char name[32], used[16], idle[32];
        int imin = k->idle[0], imax = k->idle[0], umin = k->used[0], umax = k->used[0];
        for (int r = 1; r < reps; r++) {
            if (k->idle[r] < imin) imin = k->idle[r];
            if (k->idle[r] > imax) imax = k->idle[r];
            if (k->used[r] < umin) umin = k->used[r];
            if (k->used[r] > umax) umax = k->used[r];
        }
        if (k->helpers == 0)
            snprintf(name, sizeof name, "sequential");
        else if (k->helpers == AUTO)
            snprintf(name, sizeof name, "auto");
        else
            snprintf(name, sizeof name, "%d helper%s", k->helpers, k->helpers == 1 ? "" : "s");
        if (k->helpers == 0)
            snprintf(used, sizeof used, "0");
        else if (k->parallel_passes == reps && umin == umax)
            snprintf(used, sizeof used, "%d", umin);
        else if (k->parallel_passes == reps)
            snprintf(used, sizeof used, "%d-%d", umin, umax);
        else
            snprintf(used, sizeof used, "%d/%dp", k->parallel_passes, reps);
        if (imin == imax)
            snprintf(idle, sizeof idle, "%d", imin);
        else
            snprintf(idle, sizeof idle, "%d-%d", imin, imax);
        double p = median(k->pass_ms, reps), w = median(k->walk_ms, reps);
        printf("%-12s %5s %9s %9.1f %9.1f %9.1f %9.1f %8.2f %8.2f\n", name, used, idle, p, w,
               median(k->cpu_ms, reps), median(k->help_ms, reps), seq_pass / p, seq_walk / w);
    }
    printf("(medians. pass: the whole full pass, wall; walk: its markGray + scan, the part\n"
           " on helpers; CPU: process CPU time of the pass, all threads; helpers: the helper\n"
           " threads' share of it; used: helpers the passes ran with, N/Rp when only N of R\n"
           " passes ran parallel; idle CPUs: available minus running threads, read before\n"
           " each pass, min-max)\n");

    Config *h = &cfg[headline];
    double hp = median(h->pass_ms, reps), hw = median(h->walk_ms, reps);
    int idle_sorted[64];
    memcpy(idle_sorted, h->idle, reps * sizeof(int));
    qsort(idle_sorted, reps, sizeof(int), cmp_int);
    int used_sorted[64];
    memcpy(used_sorted, h->used, reps * sizeof(int));
    qsort(used_sorted, reps, sizeof(int), cmp_int);
    printf("RESULT cells=%zu seq_ms=%.2f par_ms=%.2f ratio=%.3f walk_ratio=%.3f helpers=%d "
           "idle=%d cpus=%d seq_cpu_ms=%.2f par_cpu_ms=%.2f\n",
           live - live0, seq_pass, hp, seq_pass / hp, seq_walk / hw, used_sorted[reps / 2],
           idle_sorted[reps / 2], avail, median(cfg[0].cpu_ms, reps), median(h->cpu_ms, reps));
    fflush(stdout);

    /* Every cell is on a cycle: releasing the root frees nothing by
     * reference counting; one more full pass must free it all. */
    scr__gc_parallel_force(0);
    setenv("SCR_CYCLE_PARALLEL", "0", 1);
    scr_release(root);
    size_t left = scr__gc_live_cells() - live0;
    scr__gc_collect(true);
    size_t after = scr__gc_live_cells() - live0;
    if (left < live - live0 || after != 0) {
        fprintf(stderr,
                "fullpass: after releasing the root %zu cells were left for the collector "
                "and %zu after a full pass (expected %zu and 0)\n",
                left, after, live - live0);
        return 1;
    }
    scr__gc_exit(false);
    scr__realm_shutdown();
    scr__gc_exit(true);
    scr__strings_shutdown();
    return 0;
}
