/* fault.c - SCR_FAIL_ALLOC=walk, fault injection over every allocation of
 * one run (debug flavours; docs/testing.md, "Fault injection").
 *
 * At each counted allocation (base.h, SCR_FAULT) of the main thread the
 * process forks. The child fails that allocation and goes on as a run
 * with SCR_FAIL_ALLOC=N would, its stdout and stderr in pipes; the parent
 * reads both, waits for it, classifies how it ended and goes on to the
 * next allocation, which it makes succeed. A child must end in one of the
 * ways docs/testing.md allows:
 *
 *   oom        status SIGABRT and stderr ending in "scr: out of memory";
 *   range      "RangeError: Array buffer allocation failed" on stderr (a
 *              failed ArrayBuffer store, which JavaScript sees);
 *   unchanged  the child went on (JavaScript caught the failure, or the
 *              allocation's failure has a fallback) and ended with the
 *              walking run's own status and output;
 *
 * and, in all three, no sanitizer report and a stdout that is a prefix of
 * the walking run's (the output up to the failure is kept, nothing else
 * printed). Anything else (another signal or status, a report, a child
 * alive after TIMEOUT seconds) is a bad point.
 *
 * The output checks need the walking run's whole stdout, known only at
 * its end: each child's stdout is kept with the offset of the parent's
 * stdout at the fork (the parent's output buffer, output.c, is inherited,
 * so the child's bytes continue the file from there), and at exit the
 * parent reads its own stdout back, which must therefore be a regular
 * file (scripts/fault-walk redirects it); otherwise the prefix checks are
 * skipped and the summary says so.
 *
 * Threads: fork copies only the calling thread, so the walk forks on the
 * main thread only (allocations of other threads are counted but never
 * fail), and it turns the collector's parallel passes off
 * (SCR_CYCLE_PARALLEL=0) so that no helper thread exists to hold a lock
 * at a fork. libuv's pool threads are not stopped: a child forked while
 * pool work is in flight loses that work and hangs (reported as a bad
 * point after TIMEOUT seconds), so walk programs whose fs calls are
 * synchronous. The child re-creates the event loop's epoll instance
 * (uv_loop_fork), which it would otherwise share with the parent. stdin
 * and files the program writes are shared with the children too: the
 * walk suits programs whose effects are their stdout and stderr. */
#include "base/base.h"

#ifdef SCR_DEBUG
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <uv.h>

#include "scr.h"

enum { TIMEOUT = 60, SHOW_BAD = 10 };
enum Kind { K_OOM, K_RANGE, K_UNCHANGED, K_BAD, K_NKINDS };
static const char *const KIND_NAMES[] = {"oom", "range", "unchanged", "bad"};

/* A child whose stdout is checked at exit. */
typedef struct Pending {
    unsigned long n;
    enum Kind kind;
    int status;      /* exit status (K_UNCHANGED) */
    long long at;    /* the parent's stdout offset at the fork; -1: unknown */
    size_t off, len; /* the child's stdout in W.outs */
} Pending;

static struct {
    bool on, child, ended;
    pthread_t main;
    unsigned long points, other_thread, kinds[K_NKINDS];
    char *outs; /* every checked child's stdout, one after another */
    size_t outs_len, outs_cap;
    Pending *pend;
    size_t npend, pend_cap;
    char *bad[SHOW_BAD]; /* the first bad points, described */
    size_t nbad;
    struct timespec start;
} W;

/* The walk's own memory is plain malloc: it is not counted, never fails
 * on purpose, and dies with the process. */
static void *grow(void *p, size_t *cap, size_t need, size_t unit) {
    if (need <= *cap) return p;
    size_t c = *cap ? *cap : 64;
    while (c < need) c *= 2;
    p = realloc(p, c * unit);
    if (!p) {
        fputs("scr: fault walk: out of memory\n", stderr);
        _exit(99);
    }
    *cap = c;
    return p;
}

__attribute__((format(printf, 2, 3))) static void note_bad(unsigned long n, const char *fmt, ...) {
    W.kinds[K_BAD]++;
    if (W.nbad == SHOW_BAD) return;
    char buf[600];
    int k = snprintf(buf, sizeof buf, "point %lu: ", n);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf + k, sizeof buf - (size_t)k, fmt, ap);
    va_end(ap);
    W.bad[W.nbad++] = strdup(buf);
}

void scr__fault_walk_init(void) {
    W.on = true;
    W.main = pthread_self();
    clock_gettime(CLOCK_MONOTONIC, &W.start);
    /* No collector helper threads (gc_parallel.c reads this per pass). */
    setenv("SCR_CYCLE_PARALLEL", "0", 1);
}

/* Reads fd to its end into *buf (plain malloc). */
static void drain(int fd, char **buf, size_t *len, size_t *cap) {
    for (;;) {
        *buf = grow(*buf, cap, *len + 4096, 1);
        ssize_t r = read(fd, *buf + *len, *cap - *len);
        if (r > 0) {
            *len += (size_t)r;
            continue;
        }
        if (r < 0 && errno == EINTR) continue;
        return;
    }
}

static bool ends_with(const char *s, size_t n, const char *tail) {
    size_t t = strlen(tail);
    return n >= t && memcmp(s + n - t, tail, t) == 0;
}

static bool contains(const char *s, size_t n, const char *what) {
    return memmem(s, n, what, strlen(what)) != NULL;
}

static bool sanitizer_report(const char *s, size_t n) {
    return contains(s, n, "ERROR: AddressSanitizer") || contains(s, n, "ERROR: LeakSanitizer") ||
           contains(s, n, "runtime error:") || contains(s, n, "ThreadSanitizer") ||
           contains(s, n, "ERROR: UndefinedBehaviorSanitizer");
}

/* The child's side: fail this allocation and go on as a plain run. */
static void child_start(int out_w, int err_w) {
    W.child = true;
    W.on = false;
    dup2(out_w, 1);
    dup2(err_w, 2);
    close(out_w);
    close(err_w);
    if (scr__thread.loop) uv_loop_fork(scr__thread.loop);
    alarm(TIMEOUT); /* a hang ends in SIGALRM, a bad point */
    /* The walk's own test (runner/test_fault.py): every child prints a
     * stray line, which the output checks must report. */
    const char *t = getenv("SCR_FAULT_WALK_SELF_TEST");
    if (t && strcmp(t, "stray-output") == 0) (void)!write(1, "stray\n", 6);
}

bool scr__fault_walk_point(unsigned long n) {
    if (!W.on) return false; /* a child: the one failure happened */
    if (!pthread_equal(pthread_self(), W.main)) {
        __atomic_add_fetch(&W.other_thread, 1, __ATOMIC_RELAXED);
        return false;
    }
    W.points++;
    fflush(stdout);
    fflush(stderr);
    int out[2], err[2];
    if (pipe(out) < 0 || pipe(err) < 0) {
        perror("scr: fault walk: pipe");
        _exit(99);
    }
    off_t at = lseek(1, 0, SEEK_CUR);
    pid_t pid = fork();
    if (pid < 0) {
        perror("scr: fault walk: fork");
        _exit(99);
    }
    if (pid == 0) {
        close(out[0]);
        close(err[0]);
        child_start(out[1], err[1]);
        return true;
    }
    close(out[1]);
    close(err[1]);
    /* Both pipes at once: a child that fills one must not block. */
    static char *eb;
    static size_t ecap;
    size_t elen = 0, ooff = W.outs_len;
    struct pollfd p[2] = {{.fd = out[0], .events = POLLIN}, {.fd = err[0], .events = POLLIN}};
    int open_fds = 2;
    while (open_fds) {
        if (poll(p, 2, -1) < 0) {
            if (errno == EINTR) continue;
            break;
        }
        for (int i = 0; i < 2; i++) {
            if (p[i].fd < 0 || !(p[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
            ssize_t r;
            if (i == 0) {
                W.outs = grow(W.outs, &W.outs_cap, W.outs_len + 4096, 1);
                r = read(p[i].fd, W.outs + W.outs_len, W.outs_cap - W.outs_len);
                if (r > 0) W.outs_len += (size_t)r;
            } else {
                eb = grow(eb, &ecap, elen + 4096, 1);
                r = read(p[i].fd, eb + elen, ecap - elen);
                if (r > 0) elen += (size_t)r;
            }
            if (r == 0 || (r < 0 && errno != EINTR && errno != EAGAIN)) {
                close(p[i].fd);
                p[i].fd = -1;
                open_fds--;
            }
        }
    }
    int st;
    while (waitpid(pid, &st, 0) < 0 && errno == EINTR) {
    }
    enum Kind kind;
    int status = 0;
    char tail[200];
    size_t tl = elen < sizeof tail - 1 ? elen : sizeof tail - 1;
    memcpy(tail, eb + elen - tl, tl);
    tail[tl] = 0;
    if (sanitizer_report(eb, elen)) {
        note_bad(n, "a sanitizer report; stderr ends %s", tail);
        kind = K_BAD;
    } else if (WIFSIGNALED(st) && WTERMSIG(st) == SIGABRT &&
               ends_with(eb, elen, "scr: out of memory\n")) {
        kind = K_OOM;
    } else if (WIFEXITED(st) && contains(eb, elen, "RangeError: Array buffer allocation failed")) {
        kind = K_RANGE;
    } else if (WIFEXITED(st)) {
        kind = K_UNCHANGED;
        status = WEXITSTATUS(st);
    } else if (WIFSIGNALED(st) && WTERMSIG(st) == SIGALRM) {
        note_bad(n, "hung (killed after %d s)", TIMEOUT);
        kind = K_BAD;
    } else {
        note_bad(n, "signal %d; stderr ends %s", WIFSIGNALED(st) ? WTERMSIG(st) : -1, tail);
        kind = K_BAD;
    }
    if (kind == K_BAD) {
        W.outs_len = ooff; /* its output needs no check */
        return false;
    }
    W.pend = grow(W.pend, &W.pend_cap, W.npend + 1, sizeof *W.pend);
    W.pend[W.npend++] = (Pending){.n = n,
                                  .kind = kind,
                                  .status = status,
                                  .at = (long long)at,
                                  .off = ooff,
                                  .len = W.outs_len - ooff};
    return false;
}

int scr__fault_walk_end(int status) {
    if (!W.on || W.child || W.ended) return status;
    W.ended = true;
    W.on = false;
    fflush(stdout);
    /* The run's own stdout, read back (a regular file), for the checks. */
    char *all = NULL;
    size_t alen = 0, acap = 0;
    bool readable = false;
    struct stat sb;
    if (fstat(1, &sb) == 0 && S_ISREG(sb.st_mode)) {
        int fd = open("/proc/self/fd/1", O_RDONLY);
        if (fd >= 0) {
            drain(fd, &all, &alen, &acap);
            close(fd);
            readable = true;
        }
    }
    for (size_t i = 0; i < W.npend; i++) {
        Pending *q = &W.pend[i];
        if (!readable || q->at < 0) {
            W.kinds[q->kind]++;
            continue;
        }
        const char *mine = W.outs + q->off;
        size_t from = (size_t)q->at;
        bool prefix = from + q->len <= alen && memcmp(all + from, mine, q->len) == 0;
        if (!prefix) {
            note_bad(q->n, "stdout is not a prefix of the run's (%s)", KIND_NAMES[q->kind]);
        } else if (q->kind == K_UNCHANGED && (from + q->len != alen || q->status != status)) {
            note_bad(q->n, "went on and ended with status %d and %s output (the run: %d)",
                     q->status, from + q->len != alen ? "other" : "the same", status);
        } else {
            W.kinds[q->kind]++;
        }
    }
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    double secs =
        (double)(now.tv_sec - W.start.tv_sec) + (double)(now.tv_nsec - W.start.tv_nsec) / 1e9;
    fprintf(
        stderr,
        "scr-fault-walk: %lu points, oom %lu, range %lu, unchanged %lu, bad %lu; %lu allocations "
        "of other threads not failed; %.1f s%s\n",
        W.points, W.kinds[K_OOM], W.kinds[K_RANGE], W.kinds[K_UNCHANGED], W.kinds[K_BAD],
        __atomic_load_n(&W.other_thread, __ATOMIC_RELAXED), secs,
        readable ? "" : "; stdout is not a regular file: output not checked");
    free(all);
    for (size_t i = 0; i < W.nbad; i++) fprintf(stderr, "scr-fault-walk: %s\n", W.bad[i]);
    fflush(stderr);
    return W.kinds[K_BAD] ? 99 : status;
}

/* The normal end (main returns, exit): on_exit passes the status. */
static void walk_on_exit(int status, void *arg) {
    (void)arg;
    int s = scr__fault_walk_end(status);
    if (s != status) _exit(s);
}

__attribute__((constructor)) static void fault_walk_register(void) {
    const char *v = getenv("SCR_FAIL_ALLOC");
    if (v && strcmp(v, "walk") == 0) on_exit(walk_on_exit, NULL);
}
#endif
