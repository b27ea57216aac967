/* test_base.c - base/base.h: SCR_ASSERT fires in debug builds (the child
 * that trips it dies by SIGABRT after printing the condition with its file
 * and line) and costs nothing in others, scr__oom prints the one message
 * and aborts, SCR_GROW doubles from its first capacity keeping the
 * contents, and base/ptrset.h's set agrees with a plain array under
 * random adds and removes. Every case that must abort runs in a child
 * process. */
#include "base/base.h"
#include "base/ptrset.h"

#include "check.h"

#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define UNDER_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define UNDER_ASAN 1
#endif

/* Runs fn in a child with stderr captured; returns its wait status and
 * fills buf with what it wrote there (NUL-terminated). */
static int run_child(void (*fn)(void), char *buf, size_t size) {
    int fds[2];
    if (pipe(fds) != 0) return -1;
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        dup2(fds[1], 2);
        alarm(30);
        fn();
        _exit(0);
    }
    close(fds[1]);
    size_t n = 0;
    ssize_t k;
    while (n + 1 < size && (k = read(fds[0], buf + n, size - 1 - n)) > 0) n += (size_t)k;
    buf[n] = '\0';
    close(fds[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    return status;
}

static bool aborted(int status) { return WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT; }

/* ------------------------------------------------------------------------
 * SCR_ASSERT.
 * ---------------------------------------------------------------------- */

static volatile int one = 1;

static void trip_assert(void) { SCR_ASSERT(one == 2); }
static const int trip_line = __LINE__ - 1;

static int evaluations;
static int count_evaluation(void) { return ++evaluations; }

static void test_assert(void) {
    char buf[512], want[128];
    int status = run_child(trip_assert, buf, sizeof buf);
#ifdef SCR_DEBUG
    /* Debug builds: the child dies by abort() after naming the condition,
     * the file and the line. */
    CHECK(aborted(status));
    CHECK(strstr(buf, "scr: assertion failed: one == 2 (") == buf);
    snprintf(want, sizeof want, "test_base.c:%d)\n", trip_line);
    CHECK(strstr(buf, want) != NULL);
    /* A condition that holds is evaluated once and execution goes on. */
    evaluations = 0;
    SCR_ASSERT(count_evaluation() == 1);
    CHECK(evaluations == 1);
#else
    /* Release builds: compiled out, so the child returns normally and says
     * nothing, and the condition is not evaluated. */
    (void)want, (void)trip_line;
    CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    CHECK(buf[0] == '\0');
    evaluations = 0;
    SCR_ASSERT(count_evaluation() == 1);
    CHECK(evaluations == 0);
#endif
}

/* ------------------------------------------------------------------------
 * The out-of-memory path.
 * ---------------------------------------------------------------------- */

static void call_oom(void) { scr__oom(); }

#ifndef UNDER_ASAN
/* ASan reports an impossible size itself instead of returning NULL, so
 * this case runs in the dev flavour only. */
static void huge_malloc(void) {
    volatile size_t huge = SIZE_MAX / 2;
    void *p = scr__xmalloc(huge);
    free(p);
}
static void huge_realloc(void) {
    volatile size_t huge = SIZE_MAX / 2;
    void *p = scr__xrealloc(NULL, huge);
    free(p);
}
#endif

static void test_oom(void) {
    char buf[512];
    int status = run_child(call_oom, buf, sizeof buf);
    CHECK(aborted(status));
    CHECK(strcmp(buf, "scr: out of memory\n") == 0);
#ifndef UNDER_ASAN
    status = run_child(huge_malloc, buf, sizeof buf);
    CHECK(aborted(status));
    CHECK(strcmp(buf, "scr: out of memory\n") == 0);
    status = run_child(huge_realloc, buf, sizeof buf);
    CHECK(aborted(status));
    CHECK(strcmp(buf, "scr: out of memory\n") == 0);
#endif
    /* A size of 0 still gives a block that free() takes. */
    void *p = scr__xmalloc(0);
    CHECK(p != NULL);
    free(p);
    p = scr__xcalloc(0, 8);
    CHECK(p != NULL);
    free(p);
}

/* ------------------------------------------------------------------------
 * SCR_GROW.
 * ---------------------------------------------------------------------- */

static void test_grow(void) {
    CHECK(scr__grow_cap(0, 1, 16) == 16);
    CHECK(scr__grow_cap(16, 16, 16) == 16);
    CHECK(scr__grow_cap(16, 17, 16) == 32);
    CHECK(scr__grow_cap(16, 100, 16) == 128);
    CHECK(scr__grow_cap(0, 100, 8) == 128);

    /* Appends one at a time with an int capacity, as most callers do. */
    int *v = NULL, n = 0, cap = 0, caps_seen = 0, last_cap = 0;
    for (int i = 0; i < 1000; i++) {
        SCR_GROW(v, cap, n + 1, 8);
        if (cap != last_cap) caps_seen++, last_cap = cap;
        v[n++] = i;
    }
    CHECK(cap == 1024);
    CHECK(caps_seen == 8); /* 8, 16, ..., 1024 */
    bool kept = true;
    for (int i = 0; i < n; i++) kept = kept && v[i] == i;
    CHECK(kept);
    free(v);

    /* A reservation for many at once jumps straight to a power of two. */
    uint16_t *d = NULL;
    size_t dcap = 0;
    SCR_GROW(d, dcap, 3, 64);
    CHECK(dcap == 64);
    d[0] = 7;
    SCR_GROW(d, dcap, 1000, 64);
    CHECK(dcap == 1024 && d[0] == 7);
    SCR_GROW(d, dcap, 10, 64); /* enough already: unchanged */
    CHECK(dcap == 1024);
    free(d);
}

/* The set against a plain array of what is in it: random adds and
 * removes, keys with all their low bits zero (multiples of 2^44) and
 * pointer-like ones (16-byte aligned), through several growths and
 * back to empty; removal's backward shift must keep every remaining key
 * findable. Also the LIFO order the natives use. */
static void test_ptrset(void) {
    ScrPtrSet s = {0};
    CHECK(!scr__ptrset_has(&s, 8));
    uint64_t in[600];
    size_t n = 0;
    uint64_t rnd = 12345;
    bool ok = true;
    for (int step = 0; step < 20000; step++) {
        rnd = rnd * 6364136223846793005ull + 1442695040888963407ull;
        uint64_t r = rnd >> 33;
        if (n < 600 && (r % 3 != 0 || n == 0)) {
            uint64_t key = r % 2 ? (r % 97 + 1) << 44 : 0x7f0000001000ull + (r % 5000) * 16;
            bool there = false;
            for (size_t i = 0; i < n; i++) there = there || in[i] == key;
            if (there != scr__ptrset_has(&s, key)) ok = false;
            if (!there) {
                scr__ptrset_add(&s, key);
                in[n++] = key;
            }
        } else {
            size_t i = (size_t)(r % n);
            scr__ptrset_remove(&s, in[i]);
            if (scr__ptrset_has(&s, in[i])) ok = false;
            in[i] = in[--n];
        }
        if (s.n != n) ok = false;
        if (step % 97 == 0)
            for (size_t i = 0; i < n; i++) ok = ok && scr__ptrset_has(&s, in[i]);
    }
    CHECK(ok);
    while (n) scr__ptrset_remove(&s, in[--n]);
    CHECK(s.n == 0 && !scr__ptrset_has(&s, 0x7f0000001000ull));
    /* A path pushed and popped as a walk does. */
    for (uint64_t i = 1; i <= 5000; i++) scr__ptrset_add(&s, i * 48);
    CHECK(s.n == 5000 && s.cap >= 10000 && scr__ptrset_has(&s, 48) && scr__ptrset_has(&s, 5000 * 48));
    CHECK(!scr__ptrset_has(&s, 5001 * 48));
    for (uint64_t i = 5000; i >= 1; i--) scr__ptrset_remove(&s, i * 48);
    CHECK(s.n == 0 && !scr__ptrset_has(&s, 48));
    scr__ptrset_free(&s);
    CHECK(s.k == NULL && s.cap == 0);
}

int main(void) {
    test_assert();
    test_oom();
    test_grow();
    test_ptrset();
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
