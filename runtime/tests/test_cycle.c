/* test_cycle.c - unit tests of the cycle collector (gc.c, gc_parallel.c):
 * randomized graphs of real runtime cells (sparse graphs, hubs of 1,000 to
 * 5,000 children, long chains cut open; 3 seeds x 20,000 nodes) checked
 * against the test's own reachability, with candidate passes, sequential
 * full passes and parallel full passes at 1, 3 and 7 helpers; a 1,000,000
 * element linked cycle and a 100,000-deep tree (iterative walks); and the
 * weak structures (WeakRef, WeakMap ephemerons, FinalizationRegistry). */
#include "scr.h"

#include "memory/gc.h"
#include "memory/heap.h"
#include "builtins/global.h"
#include "core/object.h"
#include "core/str.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>


#include "check.h"
#define CHECK_EQ(a, b)                                                                   \
    do {                                                                                 \
        long long a_ = (long long)(a), b_ = (long long)(b);                              \
        if (a_ == b_) {                                                                  \
            passed++;                                                                    \
        } else {                                                                         \
            failed++;                                                                    \
            fprintf(stderr, "%s:%d: check failed: %s == %s (%lld != %lld)\n", __FILE__, \
                    __LINE__, #a, #b, a_, b_);                                           \
        }                                                                                \
    } while (0)

/* ------------------------------------------------------------------------
 * A small deterministic generator (xorshift64*).
 * ---------------------------------------------------------------------- */
static uint64_t rng_state;
static uint64_t rnd(void) {
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return rng_state * 2685821657736338717ull;
}
static uint32_t rnd_below(uint32_t n) { return (uint32_t)(rnd() % n); }

/* ------------------------------------------------------------------------
 * Random graphs. Nodes are arrays (edges are elements, pushed with the
 * scr.h API) or, one in eight, boxes (one edge). The test keeps its own
 * adjacency lists, cuts included, and computes reachability from the
 * external roots it keeps.
 * ---------------------------------------------------------------------- */
typedef struct Graph {
    uint32_t n;
    ScrValue *node;    /* owned by the test while building */
    bool *is_box;
    uint32_t **adj;    /* targets; UINT32_MAX marks a cut edge */
    uint32_t *deg, *cap;
} Graph;

static void add_edge(Graph *g, uint32_t from, uint32_t to) {
    if (g->is_box[from]) {
        ScrBox *b = (ScrBox *)scr_as_cell(g->node[from]);
        ScrValue old = b->value;
        b->value = scr_dup(g->node[to]);
        scr_release(old);
        if (g->deg[from] == 0) {
            g->adj[from] = malloc(sizeof(uint32_t));
            g->cap[from] = 1;
        }
        g->adj[from][0] = to;
        g->deg[from] = 1;
        return;
    }
    if (g->deg[from] == g->cap[from]) {
        g->cap[from] = g->cap[from] ? g->cap[from] * 2 : 4;
        g->adj[from] = realloc(g->adj[from], g->cap[from] * sizeof(uint32_t));
    }
    uint32_t k = g->deg[from]++;
    g->adj[from][k] = to;
    if (scr__is_array(g->node[from])) {
        if (scr_array_push(g->node[from], g->node[to]) != 0) failed++;
    } else if (scr_set(g->node[from], scr_number(k), g->node[to]) != 0) {
        /* A plain object: edge k is its property "k". */
        failed++;
    }
}

/* Cuts edge k of node `from` (sets the element to undefined). */
static void cut_edge(Graph *g, uint32_t from, uint32_t k) {
    if (g->adj[from][k] == UINT32_MAX) return;
    g->adj[from][k] = UINT32_MAX;
    if (g->is_box[from]) {
        ScrBox *b = (ScrBox *)scr_as_cell(g->node[from]);
        ScrValue old = b->value;
        b->value = SCR_UNDEFINED;
        scr_release(old);
    } else {
        scr_set(g->node[from], scr_number(k), SCR_UNDEFINED);
    }
}

static void graph_build(Graph *g, uint32_t n, uint64_t seed) {
    rng_state = seed * 0x9E3779B97F4A7C15ull + 1;
    g->n = n;
    g->node = calloc(n, sizeof *g->node);
    g->is_box = calloc(n, sizeof *g->is_box);
    g->adj = calloc(n, sizeof *g->adj);
    g->deg = calloc(n, sizeof *g->deg);
    g->cap = calloc(n, sizeof *g->cap);
    /* Boxes, arrays and plain objects (whose garbage collectWhite frees
     * without counting the references among them: gc.h, quick whites). */
    for (uint32_t i = 0; i < n; i++) {
        g->is_box[i] = rnd_below(8) == 0;
        g->node[i] = g->is_box[i]     ? scr_from_cell(scr_box_new_take(SCR_UNDEFINED))
                     : i % 3 == 0 ? scr_object_new()
                                  : scr_array_new(0);
    }
    /* Sparse part: the first half, in blocks of 1,000 nodes; 0-3 edges
     * each, nearly all inside the node's block, so that whole blocks are
     * unreachable (and cyclic) unless a root or a rare cross edge leads in. */
    for (uint32_t i = 0; i < n / 2; i++) {
        uint32_t k = rnd_below(4), base = i - i % 1000;
        for (uint32_t e = 0; e < k; e++)
            add_edge(g, i, rnd_below(500) == 0 ? rnd_below(n) : base + rnd_below(1000));
    }
    /* Hubs: 3 array nodes in the third quarter with 1,000-5,000 children
     * each from that quarter; a tenth of the children point back. */
    for (int h = 0; h < 3; h++) {
        uint32_t hub;
        do hub = n / 2 + rnd_below(n / 4);
        while (g->is_box[hub]);
        uint32_t kids = 1000 + rnd_below(4001);
        for (uint32_t e = 0; e < kids; e++) {
            uint32_t kid = n / 2 + rnd_below(n / 4);
            add_edge(g, hub, kid);
            if (rnd_below(10) == 0 && !g->is_box[kid]) add_edge(g, kid, hub);
        }
    }
    /* Long chains over the last quarter: doubly linked lists (array nodes)
     * of 500-3,000 nodes, cut open at one or two points (both directions),
     * so that the pieces no root reaches are garbage cycles. */
    uint32_t i = n - n / 4;
    while (i < n) {
        uint32_t len = 500 + rnd_below(2501);
        if (i + len > n) len = n - i;
        for (uint32_t k = 0; k < len; k++) g->is_box[i + k] = false;
        for (uint32_t k = 0; k < len; k++) {
            if (scr_cell_kind(g->node[i + k]) == SCR_KIND_BOX) {
                scr_release(g->node[i + k]);
                g->node[i + k] = (i + k) % 3 == 0 ? scr_object_new() : scr_array_new(2);
            }
        }
        for (uint32_t k = 0; k + 1 < len; k++) {
            add_edge(g, i + k, i + k + 1);
            add_edge(g, i + k + 1, i + k);
        }
        uint32_t cuts = 1 + rnd_below(2);
        for (uint32_t c = 0; c < cuts && len > 2; c++) {
            uint32_t at = i + rnd_below(len - 1); /* cut between at and at+1 */
            cut_edge(g, at, at == i ? 0 : 1);     /* at's "next" edge */
            cut_edge(g, at + 1, 0);               /* at+1's "prev" edge */
        }
        i += len;
    }
    /* A few more random cuts anywhere. */
    for (uint32_t c = 0; c < n / 50; c++) {
        uint32_t at = rnd_below(n);
        if (g->deg[at]) cut_edge(g, at, rnd_below(g->deg[at]));
    }
}

/* Marks reach[] for everything reachable from the roots (iteratively). */
static uint32_t graph_reach(Graph *g, const bool *root, bool *reach) {
    uint32_t *stack = malloc(g->n * sizeof *stack), sp = 0, count = 0;
    memset(reach, 0, g->n);
    for (uint32_t i = 0; i < g->n; i++)
        if (root[i] && !reach[i]) reach[i] = true, stack[sp++] = i, count++;
    while (sp) {
        uint32_t u = stack[--sp];
        for (uint32_t k = 0; k < g->deg[u]; k++) {
            uint32_t v = g->adj[u][k];
            if (v != UINT32_MAX && !reach[v]) reach[v] = true, stack[sp++] = v, count++;
        }
    }
    free(stack);
    return count;
}

static void graph_free_model(Graph *g) {
    for (uint32_t i = 0; i < g->n; i++) free(g->adj[i]);
    free(g->node), free(g->is_box), free(g->adj), free(g->deg), free(g->cap);
}

/* Checks that a node the collector kept is intact: its element count
 * matches the model (ASan would also catch a freed one being read). */
static bool node_intact(Graph *g, uint32_t i) {
    ScrValue v = g->node[i];
    if (g->is_box[i]) return scr_cell_kind(v) == SCR_KIND_BOX;
    if (!scr__is_array(v)) {
        /* A plain object: its last edge, cut or not, is still a property. */
        if (!scr_is_object(v)) return false;
        if (!g->deg[i]) return true;
        ScrValue last = scr_get(v, scr_number(g->deg[i] - 1));
        uint32_t to = g->adj[i][g->deg[i] - 1];
        bool ok = to == UINT32_MAX ? last == SCR_UNDEFINED : last == g->node[to];
        scr_release(last);
        return ok;
    }
    return scr_array_length(v) == g->deg[i];
}

static size_t total_cyclic_garbage;

/* mode: 0 candidate pass (generations off: it must find every cycle),
 * 1 sequential full pass, else parallel full pass with (mode - 1) helpers. */
static void test_random_graph(uint64_t seed, int mode) {
#ifdef SCR_GC_HAVE_PARALLEL
    scr__gc_parallel_force(mode >= 2 ? mode - 1 : 0);
#else
    if (mode >= 2) return;
#endif
    bool generations = scr__gc_set_generations(false);
    scr__gc_collect(true);
    size_t live0 = scr__gc_live_cells();
    ScrGcStats s0;
    scr__gc_get_stats(&s0);
    Graph g;
    const uint32_t n = 20000;
    graph_build(&g, n, seed);
    bool *root = calloc(n, 1), *reach = malloc(n);
    for (uint32_t r = 0; r < 12; r++) root[rnd_below(n)] = true;
    uint32_t expect_live = graph_reach(&g, root, reach);
    for (uint32_t i = 0; i < n; i++)
        if (!root[i]) scr_release(g.node[i]);
    CHECK(scr__gc_live_cells() >= live0 + expect_live);
    size_t cyclic_garbage = scr__gc_live_cells() - live0 - expect_live;
    scr__gc_collect(mode != 0);
    CHECK_EQ(scr__gc_live_cells(), live0 + expect_live);
    bool intact = true;
    for (uint32_t i = 0; i < n; i++)
        if (reach[i] && !node_intact(&g, i)) intact = false;
    CHECK(intact);
    ScrGcStats s1;
    scr__gc_get_stats(&s1);
    if (mode == 1)
        printf("graph seed %llu: %u reachable of %u, %zu in garbage cycles\n",
               (unsigned long long)seed, expect_live, n, cyclic_garbage);
    /* The collector freed exactly the garbage reference counting could not. */
    CHECK_EQ(s1.freed - s0.freed, cyclic_garbage);
    total_cyclic_garbage += cyclic_garbage;
#ifdef SCR_GC_HAVE_PARALLEL
    if (mode >= 2) CHECK(s1.parallel_passes > s0.parallel_passes);
#endif
    /* Dropping the roots leaves only garbage. */
    for (uint32_t i = 0; i < n; i++)
        if (root[i]) scr_release(g.node[i]);
    scr__gc_collect(mode != 0);
    CHECK_EQ(scr__gc_live_cells(), live0);
    graph_free_model(&g);
    free(root), free(reach);
    scr__gc_set_generations(generations);
#ifdef SCR_GC_HAVE_PARALLEL
    scr__gc_parallel_force(0);
#endif
}

/* Generations (docs/collector.md): a third of the graph is made old
 * (touched, then kept by a young pass) before the cut. A young pass then
 * frees only garbage and leaves every reachable node intact, though it may
 * stop at old cells; the full pass after it frees the rest (some of which
 * reference counting frees once the whites let go: the live count, not
 * the collector's own count, must come out exact). */
static void test_random_graph_young(uint64_t seed) {
    scr__gc_collect(true);
    size_t live0 = scr__gc_live_cells();
    ScrGcStats s0, s1;
    Graph g;
    const uint32_t n = 20000;
    graph_build(&g, n, seed);
    for (uint32_t i = 0; i < n; i++)
        if (i % 3 == 0) scr_release(scr_dup(g.node[i])); /* buffered */
    scr__gc_collect(false); /* all held by the test: every walked cell turns old */
    bool *root = calloc(n, 1), *reach = malloc(n);
    for (uint32_t r = 0; r < 12; r++) root[rnd_below(n)] = true;
    uint32_t expect_live = graph_reach(&g, root, reach);
    for (uint32_t i = 0; i < n; i++)
        if (!root[i]) scr_release(g.node[i]);
    size_t garbage = scr__gc_live_cells() - live0 - expect_live;
    scr__gc_get_stats(&s0);
    scr__gc_collect(false);
    scr__gc_get_stats(&s1);
    CHECK_EQ(s1.young_passes, s0.young_passes + 1);
    CHECK(scr__gc_live_cells() >= live0 + expect_live);
    CHECK(s1.freed - s0.freed <= garbage);
    CHECK(s1.freed - s0.freed > 0); /* young garbage cycles are found */
    bool intact = true;
    for (uint32_t i = 0; i < n; i++)
        if (reach[i] && !node_intact(&g, i)) intact = false;
    CHECK(intact);
    size_t left = scr__gc_live_cells() - live0 - expect_live;
    scr__gc_collect(true);
    CHECK_EQ(scr__gc_live_cells(), live0 + expect_live);
    printf("graph seed %llu, a third old: the young pass freed %zu of %zu garbage cells, "
           "left %zu to the full pass\n",
           (unsigned long long)seed, s1.freed - s0.freed, garbage, left);
    for (uint32_t i = 0; i < n; i++)
        if (root[i]) scr_release(g.node[i]);
    scr__gc_collect(true);
    CHECK_EQ(scr__gc_live_cells(), live0);
    graph_free_model(&g);
    free(root), free(reach);
}

/* The edges of generations: an old cycle made garbage is left by young
 * passes and found by a full pass; an old self-cycle released is young
 * again (its own reference counted) and found by a young pass; a young
 * cell held only by an old garbage cycle is kept until the full pass. */
static void test_generation_edges(void) {
    scr__gc_collect(true);
    size_t live0 = scr__gc_live_cells();
    ScrGcStats s0, s1;
    /* Two-cell cycle, both old. */
    ScrValue a = scr_array_new(1), b = scr_array_new(1);
    scr_array_push(a, b);
    scr_array_push(b, a);
    scr_release(b);
    scr_release(scr_dup(a));
    scr__gc_collect(false); /* a and b survive: old */
    ScrValue young = scr_array_new(0);
    scr_array_push(b, young); /* the old b gets a young child */
    scr_release(young);
    scr_release(a); /* a is young again; b is still old */
    scr__gc_get_stats(&s0);
    scr__gc_collect(false);
    scr__gc_get_stats(&s1);
    CHECK_EQ(s1.freed - s0.freed, 0); /* b's reference makes a look external */
    CHECK_EQ(scr__gc_live_cells(), live0 + 3);
    scr__gc_collect(true);
    CHECK_EQ(scr__gc_live_cells(), live0);
    /* A self-cycle made old, then released: a young pass frees it. */
    ScrValue s = scr_array_new(1);
    scr_array_push(s, s);
    scr_release(scr_dup(s));
    scr__gc_collect(false);
    scr_release(s);
    scr__gc_get_stats(&s0);
    scr__gc_collect(false);
    scr__gc_get_stats(&s1);
    CHECK_EQ(s1.freed - s0.freed, 1);
    CHECK_EQ(scr__gc_live_cells(), live0);
    /* A young cycle hanging off an old, live record: the young pass stops
     * at the record (its reference counts as external, so nothing of the
     * record's is restored twice) and frees the cycle once cut loose. */
    ScrValue rec = scr_array_new(1), c1 = scr_array_new(1), c2 = scr_array_new(1);
    scr_release(scr_dup(rec));
    scr__gc_collect(false); /* rec is old */
    scr_array_push(c1, c2);
    scr_array_push(c2, c1);
    scr_array_push(c1, rec); /* young cycle -> old record */
    scr_release(c2);
    scr_release(c1);
    scr__gc_get_stats(&s0);
    scr__gc_collect(false);
    scr__gc_get_stats(&s1);
    CHECK_EQ(s1.freed - s0.freed, 2);
    CHECK_EQ(scr__gc_live_cells(), live0 + 1);
    scr_release(rec);
    CHECK_EQ(scr__gc_live_cells(), live0);
}

/* scr_release_walk: a drop that leaves the count above zero records no
 * candidate and leaves an old cell old; one that reaches zero frees as
 * scr_release does; a garbage cycle a walk let go of is left to a full
 * pass, which frees it. */
static void test_release_walk(void) {
    scr__gc_collect(true);
    size_t live0 = scr__gc_live_cells();
    ScrGcStats s0, s1;
    /* A live record a walk passes over: still old after the drop, so a
     * young pass neither walks nor frees it. */
    ScrValue rec = scr_array_new(1);
    scr_array_push(rec, scr_number(7));
    scr_release(scr_dup(rec));
    scr__gc_collect(false); /* rec is old */
    ScrGcHeader *g = (ScrGcHeader *)scr_as_cell(rec);
    CHECK(g->gc_flags & SCR_GC_OLD);
    scr_release_walk(scr_dup(rec));
    CHECK(g->gc_flags & SCR_GC_OLD);
    CHECK(!(g->gc_flags & SCR_GC_BUFFERED));
    scr_release(scr_dup(rec)); /* an ordinary drop buffers it, young again */
    CHECK(g->gc_flags & SCR_GC_BUFFERED);
    CHECK(!(g->gc_flags & SCR_GC_OLD));
    scr__gc_collect(false);
    /* A count that reaches zero frees the cell. */
    scr_release_walk(rec);
    CHECK_EQ(scr__gc_live_cells(), live0);
    /* A self-cycle whose last outside reference a walk drops: no young
     * pass finds it, the next full pass does. */
    ScrValue self = scr_array_new(1);
    scr_array_push(self, self);
    scr_release_walk(self);
    scr__gc_get_stats(&s0);
    scr__gc_collect(false);
    scr__gc_get_stats(&s1);
    CHECK_EQ(s1.freed - s0.freed, 0);
    CHECK_EQ(scr__gc_live_cells(), live0 + 1);
    scr__gc_collect(true);
    CHECK_EQ(scr__gc_live_cells(), live0);
}

/* ------------------------------------------------------------------------
 * Large structures: every walk must be iterative.
 * ---------------------------------------------------------------------- */
/* A 1,000,000-box ring, collected by a full pass (sequential, then in
 * parallel with one helper when the walk is compiled in); prints times. */
/* The same number of boxes as 1,000 separate rings of 1,000 (the shape
 * that lets helpers share a pass); only prints the full-pass times. */
static void time_thousand_rings(int helpers) {
#ifdef SCR_GC_HAVE_PARALLEL
    scr__gc_parallel_force(helpers);
#else
    if (helpers) return;
#endif
    size_t live0 = scr__gc_live_cells();
    ScrBox *firsts[1000];
    for (int r = 0; r < 1000; r++) {
        ScrBox *first = scr_box_new_take(SCR_UNDEFINED), *prev = first;
        for (int i = 1; i < 1000; i++) {
            ScrBox *b = scr_box_new_take(SCR_UNDEFINED);
            prev->value = scr_from_cell(b);
            prev = b;
        }
        prev->value = scr_from_cell(scr_box_dup(first));
        firsts[r] = first;
    }
    scr__gc_collect(true);
    ScrGcStats s;
    scr__gc_get_stats(&s);
    printf("1,000 rings of 1,000, %s: full pass over %zu live cells %.1f ms "
           "(markGray + scan %.1f ms)\n",
           helpers ? "parallel, 1 helper" : "sequential", scr__gc_live_cells(), s.last_full_ms,
           s.last_walk_ms);
    for (int r = 0; r < 1000; r++) scr_box_release(firsts[r]);
    scr__gc_collect(true);
    CHECK_EQ(scr__gc_live_cells(), live0);
#ifdef SCR_GC_HAVE_PARALLEL
    scr__gc_parallel_force(0);
#endif
}

static void test_million_ring(int helpers) {
#ifdef SCR_GC_HAVE_PARALLEL
    scr__gc_parallel_force(helpers);
#else
    if (helpers) return;
#endif
    scr__gc_collect(true);
    size_t live0 = scr__gc_live_cells();
    const uint32_t n = 1000000;
    ScrBox *first = scr_box_new_take(SCR_UNDEFINED), *prev = first;
    for (uint32_t i = 1; i < n; i++) {
        ScrBox *b = scr_box_new_take(SCR_UNDEFINED);
        prev->value = scr_from_cell(b); /* takes the creation reference */
        prev = b;
    }
    prev->value = scr_from_cell(scr_box_dup(first));
    /* While the test holds `first`, a full pass frees nothing. */
    scr__gc_collect(true);
    CHECK_EQ(scr__gc_live_cells(), live0 + n);
    ScrGcStats s;
    scr__gc_get_stats(&s);
    double keep_ms = s.last_full_ms;
    scr_box_release(first);
    scr__gc_collect(true);
    scr__gc_get_stats(&s);
    CHECK_EQ(scr__gc_live_cells(), live0);
    printf("million ring, %s: full pass over %zu live cells %.1f ms; "
           "collecting them %.1f ms\n",
           helpers ? "parallel, 1 helper" : "sequential", live0 + n, keep_ms, s.last_full_ms);
#ifdef SCR_GC_HAVE_PARALLEL
    scr__gc_parallel_force(0);
#endif
}

/* Candidate widening (docs/collector.md): long-lived acyclic records
 * touched over and over are buffered again after every pass; passes that
 * find nothing must grow further apart, and the first pass that finds
 * garbage cycles again must still come (and free them). */
static void test_candidate_widening(void) {
    enum { RECORDS = 6000, ROUNDS = 50, CYCLES = 100000 };
    scr__gc_collect(true);
    ScrValue *rec = malloc(RECORDS * sizeof(ScrValue));
    for (int i = 0; i < RECORDS; i++) rec[i] = scr_array_new(0);
    ScrGcStats s0, s1, s2;
    scr__gc_get_stats(&s0);
    for (int round = 0; round < ROUNDS; round++) {
        for (int i = 0; i < RECORDS; i++) {
            scr_release(scr_dup(rec[i]));     /* a decrement to non-zero: buffered */
            scr_release(scr_array_new(0));    /* an allocation: the poll runs */
        }
    }
    scr__gc_get_stats(&s1);
    /* Without widening a pass would run every 4096 candidates: about 70. */
    size_t quiet = s1.passes - s0.passes;
    CHECK(quiet > 0 && quiet < 20);
    CHECK_EQ(s1.freed - s0.freed, 0);
    /* Garbage cycles again: each dropped pair leaves one candidate. */
    for (int i = 0; i < CYCLES; i++) {
        ScrValue a = scr_array_new(1), b = scr_array_new(1);
        scr_array_push(a, b);
        scr_array_push(b, a);
        scr_release(a);
        scr_release(b);
    }
    scr__gc_get_stats(&s2);
    CHECK(s2.passes > s1.passes);
    CHECK(s2.freed - s1.freed >= CYCLES); /* at least half the cells, before any exit pass */
    printf("candidate widening: %zu passes over %d touches of long-lived records; "
           "then %zu cells of %d garbage cycles freed by %zu passes\n",
           quiet, RECORDS * ROUNDS, s2.freed - s1.freed, CYCLES, s2.passes - s1.passes);
    for (int i = 0; i < RECORDS; i++) scr_release(rec[i]);
    free(rec);
    scr__gc_collect(true);
}

/* Young growth (docs/collector.md, "When passes run"): a candidate pass is
 * due once the live count grew by 8192 cells since the last pass, however
 * few candidates are buffered. Rings of 1,000 arrays, each dropped
 * through its one outside reference (one candidate a ring), beside 40,000
 * live arrays that put the next full pass at twice the heap: without the
 * trigger the garbage would pile up to that point (about 40,000 cells);
 * with it the excess stays near 8192 cells (twice that at most, should
 * a pass have widened the threshold). */
static void test_young_growth(void) {
    enum { KEEP = 40000, RINGS = 100, RING = 1000 };
    ScrValue *keep = malloc(KEEP * sizeof(ScrValue));
    for (int i = 0; i < KEEP; i++) keep[i] = scr_array_new(0);
    scr__gc_collect(true);
    size_t base = scr__gc_live_cells(), most = 0;
    ScrGcStats s0, s1;
    scr__gc_get_stats(&s0);
    for (int r = 0; r < RINGS; r++) {
        ScrValue head = scr_array_new(1), prev = scr_dup(head);
        for (int i = 1; i < RING; i++) {
            ScrValue n = scr_array_new(1);
            scr_array_push(prev, n);
            scr_release_walk(prev); /* quiet: no candidate */
            prev = n;
        }
        scr_array_push(prev, head);
        scr_release_walk(prev);
        scr_release(head); /* the ring's one candidate */
        size_t excess = scr__gc_live_cells() - base;
        if (excess > most) most = excess;
    }
    scr__gc_get_stats(&s1);
    CHECK(most <= 2 * 8192 + RING);
    CHECK(s1.young_passes - s0.young_passes >= 5);
    CHECK_EQ(s1.full_passes, s0.full_passes);
    printf("young growth: %zu young passes over %d garbage rings of %d cells; at most %zu cells "
           "above the live ones\n",
           s1.young_passes - s0.young_passes, RINGS, RING, most);
    for (int i = 0; i < KEEP; i++) scr_release(keep[i]);
    free(keep);
    scr__gc_collect(true);
}

/* A 100,000-deep binary-ish tree: node d has a child d+1 and a leaf; every
 * leaf points back at the root, so the whole tree is one garbage cycle
 * once the test lets go. Collected by a candidate pass. */
static void test_deep_tree(void) {
    /* The walk from the root must go all the way down: passes that run
     * while the tree is built make parts of it old, so this candidate pass
     * runs with generations off. */
    bool generations = scr__gc_set_generations(false);
    scr__gc_collect(true);
    size_t live0 = scr__gc_live_cells();
    const uint32_t depth = 100000;
    ScrValue root = scr_array_new(2), node = scr_dup(root);
    for (uint32_t d = 1; d < depth; d++) {
        ScrValue child = scr_array_new(2), leaf = scr_array_new(1);
        scr_array_push(leaf, root);
        scr_array_push(node, child);
        scr_array_push(node, leaf);
        scr_release(leaf);
        scr_release(node);
        node = child;
    }
    scr_release(node);
    CHECK_EQ(scr__gc_live_cells(), live0 + 2 * (size_t)depth - 1);
    scr_release(root); /* buffers the root as a candidate */
    scr__gc_collect(false);
    CHECK_EQ(scr__gc_live_cells(), live0);
    scr__gc_set_generations(generations);
}

/* ------------------------------------------------------------------------
 * Weak structures, through their JS methods.
 * ---------------------------------------------------------------------- */
static ScrValue A(const char *s) { return scr_atom_from_utf8(s, strlen(s)); }

static void define(ScrValue obj, const char *name, ScrValue v) {
    ScrValue k = A(name);
    scr_define_field(obj, k, v);
    scr_release(k);
}

static ScrValue js_new(const char *ctor, int argc, ScrValue *argv) {
    ScrValue name = A(ctor);
    ScrValue c = scr_global_get(name);
    ScrValue r = scr_new(c, argc, argv, ctor);
    scr_release(c);
    scr_release(name);
    return r;
}

static ScrValue js_call(ScrValue obj, const char *method, int argc, ScrValue *argv) {
    ScrValue name = A(method);
    ScrValue f = scr_get(obj, name);
    ScrValue r = scr_call(f, obj, argc, argv, method);
    scr_release(f);
    scr_release(name);
    return r;
}

static bool has_global(const char *name) {
    ScrValue a = A(name);
    ScrValue v = scr_global_get_or_undefined(a);
    bool r = !scr_is_undefined(v);
    scr_release(v);
    scr_release(a);
    return r;
}

/* wm.set(k, v) where v refers back to k: the pair lives exactly as long as
 * k (an ephemeron), even though v keeps k's count up. */
static void test_weakmap_ephemeron(void) {
    if (!has_global("WeakMap")) return;
    scr__gc_collect(true);
    size_t live0 = scr__gc_live_cells();
    ScrValue wm = js_new("WeakMap", 0, NULL);
    ScrValue k = scr_object_new(), v = scr_array_new(1);
    scr_array_push(v, k);
    ScrValue args[2] = {k, v};
    scr_release(js_call(wm, "set", 2, args));
    scr_release(v);
    ScrValue got = js_call(wm, "get", 1, &k);
    CHECK(scr__is_array(got));
    scr_release(got);
    /* While the test holds k, collection keeps both. */
    scr__gc_collect(true);
    got = js_call(wm, "has", 1, &k);
    CHECK(got == SCR_TRUE);
    CHECK_EQ(scr__gc_live_cells(), live0 + 3);
    /* A live key in a live map keeps its value, even with only the map
     * pointing at it: the value's own cycle back to the key is not garbage. */
    scr_release(k); /* k is now held only by v, v only by the map's entry */
    /* The full pass left v old: a young pass does not walk it, so v's
     * reference makes k look referenced from outside and both stay. */
    scr__gc_collect(false);
    CHECK_EQ(scr__gc_live_cells(), live0 + 3);
    scr_release(scr_dup(k)); /* k buffered again */
    bool was = scr__gc_set_generations(false);
    scr__gc_collect(false); /* a complete candidate pass walks v too */
    scr__gc_set_generations(was);
    CHECK_EQ(scr__gc_live_cells(), live0 + 1); /* only the map is left */
    /* The map still works and is empty for a new key. */
    ScrValue k2 = scr_object_new();
    got = js_call(wm, "has", 1, &k2);
    CHECK(got == SCR_FALSE);
    ScrValue args2[2] = {k2, k2};
    scr_release(js_call(wm, "set", 2, args2)); /* the value is the key itself */
    scr_release(k2);
    scr__gc_collect(true);
    CHECK_EQ(scr__gc_live_cells(), live0 + 1);
    /* A dead map with a live key: the value dies with the map. */
    ScrValue k3 = scr_object_new(), v3 = scr_object_new();
    ScrValue args3[2] = {k3, v3};
    scr_release(js_call(wm, "set", 2, args3));
    scr_release(v3);
    CHECK_EQ(scr__gc_live_cells(), live0 + 3);
    scr_release(wm);
    CHECK_EQ(scr__gc_live_cells(), live0 + 1);
    scr_release(k3);
    /* A map in a cycle with its own value. */
    wm = js_new("WeakMap", 0, NULL);
    k = scr_object_new();
    ScrValue args4[2] = {k, wm};
    scr_release(js_call(wm, "set", 2, args4));
    scr_release(wm);
    scr__gc_collect(true);
    CHECK_EQ(scr__gc_live_cells(), live0 + 2); /* k keeps the map alive */
    scr_release(k);
    CHECK_EQ(scr__gc_live_cells(), live0);
    /* WeakSet: membership disappears with the member. */
    ScrValue ws = js_new("WeakSet", 0, NULL);
    ScrValue m = scr_object_new();
    scr_release(js_call(ws, "add", 1, &m));
    got = js_call(ws, "has", 1, &m);
    CHECK(got == SCR_TRUE);
    scr_release(m);
    CHECK_EQ(scr__gc_live_cells(), live0 + 1);
    scr_release(ws);
    CHECK_EQ(scr__gc_live_cells(), live0);
}

/* WeakRef: deref keeps answering while the target lives (and during the
 * job that created the ref); once the target's cycle is collected it
 * answers undefined. */
static void test_weakref_clearing(void) {
    if (!has_global("WeakRef")) return;
    scr__gc_collect(true);
    size_t live0 = scr__gc_live_cells();
    ScrValue a = scr_object_new(), b = scr_array_new(1);
    scr_array_push(b, a);
    define(a, "b", b); /* a <-> b */
    ScrValue ref = js_new("WeakRef", 1, &a);
    scr_release(a);
    scr_release(b);
    ScrValue got = js_call(ref, "deref", 0, NULL);
    CHECK(scr_is_object(got)); /* kept for the current job */
    scr_release(got);
    scr_gc_checkpoint(); /* the job ends: the target is only in its cycle */
    scr__gc_collect(true);
    got = js_call(ref, "deref", 0, NULL);
    CHECK(scr_is_undefined(got));
    CHECK_EQ(scr__gc_live_cells(), live0 + 1);
    scr_release(ref);
    CHECK_EQ(scr__gc_live_cells(), live0);
}

/* FinalizationRegistry: the callback runs at a checkpoint after the target
 * was collected, with the held value; unregister prevents it. */
static int cleanup_calls;
static ScrValue cleanup_seen;
static ScrValue on_cleanup(ScrValue fn, ScrValue this_val, int argc, ScrValue *argv,
                           ScrValue nt) {
    (void)fn, (void)this_val, (void)nt;
    cleanup_calls++;
    scr_release(cleanup_seen);
    cleanup_seen = scr_dup(argc > 0 ? argv[0] : SCR_UNDEFINED);
    return SCR_UNDEFINED;
}

static void test_finalization_registry(void) {
    if (!has_global("FinalizationRegistry")) return;
    scr__gc_collect(true);
    size_t live0 = scr__gc_live_cells();
    ScrValue cb = scr_native_new(on_cleanup, "cleanup", 1);
    ScrValue reg = js_new("FinalizationRegistry", 1, &cb);
    scr_release(cb);
    ScrValue t1 = scr_object_new(), t2 = scr_object_new(), token = scr_object_new();
    define(t1, "self", t1); /* a cycle: only the collector frees it */
    ScrValue r1[2] = {t1, scr_number(42)};
    scr_release(js_call(reg, "register", 2, r1));
    ScrValue r2[3] = {t2, scr_number(7), token};
    scr_release(js_call(reg, "register", 3, r2));
    scr_release(t1);
    scr_release(t2); /* freed now, by its count */
    CHECK_EQ(cleanup_calls, 0); /* callbacks wait for a checkpoint */
    ScrValue un = js_call(reg, "unregister", 1, &token);
    CHECK(un == SCR_TRUE); /* the record of t2 was still pending: removed */
    scr__gc_collect(true); /* t1's cycle */
    CHECK_EQ(cleanup_calls, 0);
    CHECK_EQ(scr_gc_checkpoint(), 0);
    CHECK_EQ(cleanup_calls, 1);
    CHECK(cleanup_seen == scr_number(42));
    scr_release(token);
    scr_release(reg);
    scr_clear(&cleanup_seen);
    scr__gc_collect(true);
    CHECK_EQ(scr__gc_live_cells(), live0);
}

/* Young passes while weak records exist (docs/collector.md,
 * "Generations"): a live old WeakMap key keeps a young value that only the
 * map holds (its ephemeron edge is not counted: the key is not walked); a
 * young garbage cycle that is a WeakRef's target is freed by a young pass;
 * an old garbage cycle waits for the full pass, which clears the WeakRef. */
static void test_young_weak(void) {
    if (!has_global("WeakMap") || !has_global("WeakRef")) return;
    scr__gc_collect(true);
    size_t live0 = scr__gc_live_cells();
    ScrGcStats s0, s1;
    ScrValue wm = js_new("WeakMap", 0, NULL);
    ScrValue k = scr_object_new();
    ScrValue seed[2] = {k, scr_number(0)};
    scr_release(js_call(wm, "set", 2, seed)); /* a weak record exists from here */
    scr_release(scr_dup(k));
    scr__gc_collect(false); /* k and the map are old */
    ScrValue v = scr_array_new(1), y = scr_array_new(1);
    scr_array_push(v, scr_number(7));
    ScrValue args[2] = {k, v};
    scr_release(js_call(wm, "set", 2, args));
    scr_release(v);         /* v: only the map's entry for k holds it */
    scr_array_push(y, k);   /* a young cell pointing at the old key */
    scr_release(scr_dup(y)); /* buffered */
    scr__gc_get_stats(&s0);
    scr__gc_collect(false);
    scr__gc_get_stats(&s1);
    CHECK_EQ(s1.young_passes - s0.young_passes, 1); /* weak records allow young passes */
    CHECK_EQ(s1.freed - s0.freed, 0);
    CHECK_EQ(scr__gc_live_cells(), live0 + 4); /* map, k, v, y */
    ScrValue got = js_call(wm, "get", 1, &k);
    CHECK(scr__is_array(got));
    scr_release(got);
    scr_release(y);
    /* A young cycle as a WeakRef's target: freed by the young pass, the
     * ref cleared once the job that made it ended. */
    ScrValue a = scr_object_new(), b = scr_array_new(1);
    scr_array_push(b, a);
    define(a, "b", b);
    ScrValue ref = js_new("WeakRef", 1, &a);
    scr_release(a);
    scr_release(b);
    scr_gc_checkpoint(); /* ends the job: the kept target is released, a young pass runs */
    scr__gc_collect(false);
    got = js_call(ref, "deref", 0, NULL);
    CHECK(scr_is_undefined(got));
    scr_release(ref);
    /* An old two-cell cycle, one cell released: the young pass stops at the
     * other (old) cell and keeps both; the full pass frees them and clears
     * the WeakRef. */
    a = scr_object_new();
    b = scr_array_new(1);
    scr_array_push(b, a);
    define(a, "b", b);
    ref = js_new("WeakRef", 1, &b);
    scr_release(b);
    scr_gc_checkpoint();
    scr_release(scr_dup(a));
    scr__gc_collect(false); /* a and b are old */
    scr_release(a);         /* a is young again, b stays old */
    scr_gc_checkpoint();
    scr__gc_get_stats(&s0);
    scr__gc_collect(false);
    scr__gc_get_stats(&s1);
    CHECK_EQ(s1.freed - s0.freed, 0);
    got = js_call(ref, "deref", 0, NULL);
    CHECK(scr_is_object(got) && !scr_is_undefined(got));
    scr_release(got);
    scr_gc_checkpoint();
    scr__gc_collect(true);
    got = js_call(ref, "deref", 0, NULL);
    CHECK(scr_is_undefined(got));
    scr_release(ref);
    scr_release(k);
    scr_release(wm);
    scr__gc_collect(true);
    CHECK_EQ(scr__gc_live_cells(), live0);
}

/* The auto policy of parallel passes, driven with made-up timings (ns
 * per cell of each walk): a parallel walk that is slower gets a vanishing
 * share of the passes, one that is faster gets nearly all, and a change
 * of load midway (the helpers' CPU comes free) is followed. */
static int auto_run(ScrGcAuto *a, int passes, double seq_ns, double par_ns) {
    int parallel = 0;
    for (int i = 0; i < passes; i++) {
        bool par = scr__gc_auto_parallel(a);
        parallel += par;
        scr__gc_auto_record(a, par, (par ? par_ns : seq_ns) * 1e5 / 1e6, 100000);
    }
    return parallel;
}

static void test_auto_policy(void) {
    ScrGcAuto slow = SCR_GC_AUTO_INIT;
    int p = auto_run(&slow, 400, 100, 130);
    CHECK(p >= 1 && p <= 9); /* measured, then seldom again */
    /* Never slower than 2% over the run: the probes' cost. */
    CHECK((400 * 100.0 + p * 30.0) / (400 * 100.0) <= 1.02);
    ScrGcAuto fast = SCR_GC_AUTO_INIT;
    CHECK(auto_run(&fast, 400, 100, 60) >= 390);
    /* The machine was busy, then the helpers' CPUs come free. */
    ScrGcAuto change = SCR_GC_AUTO_INIT;
    auto_run(&change, 300, 100, 180);
    CHECK(auto_run(&change, 130, 100, 50) >= 1); /* noticed within the longest interval */
    CHECK(auto_run(&change, 100, 100, 50) >= 95);
    /* And back: parallel stops paying. */
    CHECK(auto_run(&change, 200, 100, 200) <= 20);
}

int main(void) {
    scr__strings_init();
    scr__realm_init(NULL); /* the bare realm: no host */
    test_deep_tree();
    test_candidate_widening();
    test_young_growth();
    test_million_ring(0);
    test_million_ring(1);
    time_thousand_rings(0);
    time_thousand_rings(1);
    for (uint64_t seed = 1; seed <= 3; seed++)
        for (int mode = 0; mode <= 4; mode++)
            test_random_graph(seed, mode == 4 ? 8 : mode == 3 ? 4 : mode);
    CHECK(total_cyclic_garbage > 10000); /* the graphs do build garbage cycles */
    for (uint64_t seed = 1; seed <= 3; seed++) test_random_graph_young(seed);
    test_generation_edges();
    test_release_walk();
    test_weakmap_ephemeron();
    test_weakref_clearing();
    test_finalization_registry();
    test_young_weak();
    test_auto_policy();
    /* The exit sequence of scr_main: afterwards nothing may be left. */
    scr__gc_exit(false);
    scr__realm_shutdown();
    scr__gc_exit(true);
    scr__strings_shutdown();
    CHECK_EQ(scr__live_total(), 0);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
