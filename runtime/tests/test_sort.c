/* test_sort.c - the sorts of builtins/arrayproto.c: scr__tim_sort (V8's
 * TimSort, behind Array.prototype.sort) and scr__merge_sort (V8's typed-array
 * merge sort). Over sizes that reach binary insertion, natural runs,
 * merges and galloping: the result is ordered and stable under a consistent
 * order, a permutation of the input under orders that are not consistent
 * (random answers, an order that ignores some values), and already-ordered
 * or strictly descending input costs n - 1 comparisons (one natural run).
 * Whether the order matches Node's for a given comparator is corpus 0377's
 * job. Links with libscr. */
#include "scr.h"
#include "check.h"
#include "builtins/arrayproto.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* A value is key * SPLIT + its input position, so stability shows. */
#define SPLIT 100000.0

static uint64_t rng = 88172645463325252u;
static uint64_t next_rand(void) {
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

static long compares;
static double key_order(ScrValue x, ScrValue y) {
    compares++;
    return floor(scr_as_number(x) / SPLIT) - floor(scr_as_number(y) / SPLIT);
}
static double random_order(ScrValue x, ScrValue y) {
    (void)x, (void)y;
    compares++;
    return (double)(next_rand() % 3) - 1;
}
/* Consistent only among even keys; odd keys tie with everything. */
static double partial_order(ScrValue x, ScrValue y) {
    compares++;
    double a = floor(scr_as_number(x) / SPLIT), b = floor(scr_as_number(y) / SPLIT);
    return (fmod(a, 2) != 0 || fmod(b, 2) != 0) ? 0 : a - b;
}

typedef void (*SortFn)(ScrSortCtx *, ScrValue *, ScrValue *, size_t);

/* Every input position appears exactly once. */
static bool is_permutation(const ScrValue *v, size_t n) {
    unsigned char *seen = calloc(n + 1, 1);
    bool ok = true;
    for (size_t i = 0; i < n && ok; i++) {
        size_t pos = (size_t)fmod(scr_as_number(v[i]), SPLIT);
        ok = pos < n && !seen[pos];
        if (ok) seen[pos] = 1;
    }
    free(seen);
    return ok;
}

static bool ordered_and_stable(const ScrValue *v, size_t n) {
    for (size_t i = 1; i < n; i++) {
        double a = scr_as_number(v[i - 1]), b = scr_as_number(v[i]);
        if (floor(a / SPLIT) > floor(b / SPLIT)) return false;
        if (floor(a / SPLIT) == floor(b / SPLIT) && a > b) return false;
    }
    return true;
}

enum { RANDOM, FEW_KEYS, ASCENDING, DESCENDING, SAWTOOTH, SHAPES };

static void fill(ScrValue *v, size_t n, int shape) {
    for (size_t i = 0; i < n; i++) {
        double key;
        switch (shape) {
        case RANDOM: key = (double)(next_rand() % 1000); break;
        case FEW_KEYS: key = (double)(next_rand() % 4); break;
        case ASCENDING: key = (double)i; break;
        case DESCENDING: key = (double)(n - i); break;
        default: key = (double)((i / 100) % 2 ? i % 100 : 1000 + i % 37); break; /* SAWTOOTH */
        }
        v[i] = scr_number(key * SPLIT + (double)i);
    }
}

static void run(const char *name, SortFn sort, bool tim) {
    static const size_t sizes[] = {0, 1, 2, 3, 7, 31, 63, 64, 65, 127, 200, 1000, 4097};
    for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++) {
        size_t n = sizes[s];
        ScrValue *v = malloc((n + 1) * sizeof *v), *tmp = malloc((n + 1) * sizeof *tmp);
        for (int shape = 0; shape < SHAPES; shape++) {
            fill(v, n, shape);
            ScrSortCtx c = {SCR_UNDEFINED, false, key_order};
            compares = 0;
            sort(&c, v, tmp, n);
            bool ok = is_permutation(v, n) && ordered_and_stable(v, n);
            if (!ok) fprintf(stderr, "%s: n=%zu shape=%d not ordered and stable\n", name, n, shape);
            CHECK(ok);
            if (tim && n > 1 && (shape == ASCENDING || shape == DESCENDING)) CHECK(compares == (long)n - 1);

            double (*loose[])(ScrValue, ScrValue) = {random_order, partial_order};
            for (int k = 0; k < 2; k++) {
                fill(v, n, shape);
                ScrSortCtx d = {SCR_UNDEFINED, false, loose[k]};
                sort(&d, v, tmp, n);
                if (!is_permutation(v, n)) fprintf(stderr, "%s: n=%zu shape=%d order %d lost values\n", name, n, shape, k);
                CHECK(is_permutation(v, n));
            }
        }
        free(v);
        free(tmp);
    }
}

int main(void) {
    run("tim_sort", scr__tim_sort, true);
    run("merge_sort", scr__merge_sort, false);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
