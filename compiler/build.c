/* build.c - see build.h. The cache holds
 *   exe/<key>     executables, keyed over every source, option and the
 *                 compiler's build id (main.c);
 *   obj/<hash>.o  objects, keyed by one unit's C text, the flavour's flags,
 *                 the tier, the C compiler and the identity of scr.h: a
 *                 module whose C did not change is never compiled again,
 *                 whatever else changed;
 *   run/<hash>    `scr run` records (main.c);
 *   thinlto/      lld's ThinLTO cache (speed builds; lld prunes it).
 * Every entry is written to a temporary and renamed, so concurrent builds
 * of the same program see either nothing or a whole file. An object that
 * is there but does not link (a corrupted entry) is dropped and its unit
 * compiled again, once. */
#define _DEFAULT_SOURCE 1
#include "build.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cache.h"
#include "text.h"

/* ---- make's jobserver ------------------------------------------------- */

/* Under `make -jN` (MAKEFLAGS holds --jobserver-auth=R,W or =fifo:PATH),
 * each compiler process beyond the first takes a token from make's pipe
 * and gives it back when it ends, so that scr and make together run N
 * jobs. */
static int js_read = -1, js_write = -1;

static void jobserver_open(void) {
    const char *mf = getenv("MAKEFLAGS");
    if (!mf) return;
    const char *a = strstr(mf, "--jobserver-auth=");
    if (!a) return;
    a += strlen("--jobserver-auth=");
    if (strncmp(a, "fifo:", 5) == 0) {
        char path[PATH_MAX];
        size_t n = strcspn(a + 5, " ");
        if (n >= sizeof path) return;
        memcpy(path, a + 5, n);
        path[n] = 0;
        js_read = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
        js_write = js_read >= 0 ? open(path, O_WRONLY | O_CLOEXEC) : -1;
        if (js_write < 0 && js_read >= 0) {
            close(js_read);
            js_read = -1;
        }
        return;
    }
    int r, w;
    if (sscanf(a, "%d,%d", &r, &w) != 2) return;
    /* Descriptors make did not pass (a recipe without `+`) are not ours. */
    if (fcntl(r, F_GETFD) < 0 || fcntl(w, F_GETFD) < 0) return;
    js_read = r;
    js_write = w;
}

/* Takes a token when one is free now. */
static bool jobserver_take(char *tok) {
    struct pollfd pf = {js_read, POLLIN, 0};
    if (poll(&pf, 1, 0) != 1 || !(pf.revents & POLLIN)) return false;
    return read(js_read, tok, 1) == 1;
}

static void jobserver_give(char tok) {
    while (write(js_write, &tok, 1) < 0 && errno == EINTR) {
    }
}

/* ---- progress --------------------------------------------------------- */

/* A build of more than a second shows, on a terminal only, one line that
 * it rewrites: units compiled, cached and remaining. */
typedef struct Progress {
    bool tty;
    bool shown;
    struct timespec start;
    int total, cached, done, running;
} Progress;

static double elapsed(const Progress *pg) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)(now.tv_sec - pg->start.tv_sec) + (double)(now.tv_nsec - pg->start.tv_nsec) / 1e9;
}

static void progress_show(Progress *pg, const char *what) {
    if (!pg->tty || elapsed(pg) < 1.0) return;
    fprintf(stderr, "\r\033[Kscr: %s: %d of %d units compiled, %d cached, %d running, %d waiting", what,
            pg->done, pg->total, pg->cached, pg->running, pg->total - pg->cached - pg->done - pg->running);
    pg->shown = true;
}

static void progress_end(Progress *pg) {
    if (pg->shown) fprintf(stderr, "\r\033[K");
    pg->shown = false;
}

/* ---- the cache -------------------------------------------------------- */

void cache_touch(const char *path) { utimensat(AT_FDCWD, path, NULL, 0); }

bool cache_exe_valid(const char *path) {
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return false;
    char magic[4];
    bool ok = read(fd, magic, 4) == 4 && memcmp(magic, "\177ELF", 4) == 0;
    close(fd);
    return ok;
}

long long cache_limit(void) {
    const char *e = getenv("SCR_CACHE_SIZE");
    if (!e || !*e) return 1LL << 30;
    char *end;
    double v = strtod(e, &end);
    if (*end == 'K' || *end == 'k') v *= 1024;
    else if (*end == 'M' || *end == 'm') v *= 1024 * 1024;
    else if (*end == 'G' || *end == 'g') v *= 1024.0 * 1024 * 1024;
    return v > 0 ? (long long)v : 1LL << 30;
}

typedef struct Entry {
    char *path;
    long long size;
    struct timespec used;
} Entry;

static void scan(const char *dir, Entry **es, int *n, int *cap, long long *total) {
    DIR *d = opendir(dir);
    if (!d) return;
    struct dirent *de;
    while ((de = readdir(d))) {
        if (de->d_name[0] == '.' || strstr(de->d_name, ".tmp.")) continue;
        char *p = xsprintf("%s/%s", dir, de->d_name);
        struct stat st;
        if (stat(p, &st) != 0 || !S_ISREG(st.st_mode)) {
            free(p);
            continue;
        }
        if (*n == *cap) {
            *cap = *cap ? *cap * 2 : 256;
            *es = xgrow(*es, sizeof(Entry) * (size_t)*cap);
        }
        (*es)[(*n)++] = (Entry){p, (long long)st.st_size, st.st_mtim};
        *total += (long long)st.st_size;
    }
    closedir(d);
}

static int cmp_used(const void *a, const void *b) {
    const Entry *x = a, *y = b;
    if (x->used.tv_sec != y->used.tv_sec) return x->used.tv_sec < y->used.tv_sec ? -1 : 1;
    if (x->used.tv_nsec != y->used.tv_nsec) return x->used.tv_nsec < y->used.tv_nsec ? -1 : 1;
    return 0;
}

void cache_prune(const char *keep) {
    const char *dir = cache_dir();
    if (!dir) return;
    Entry *es = NULL;
    int n = 0, cap = 0;
    long long total = 0, limit = cache_limit();
    static const char *const subdirs[] = {"exe", "obj", "run", "log", NULL};
    for (int i = 0; subdirs[i]; i++) {
        char *sd = xsprintf("%s/%s", dir, subdirs[i]);
        scan(sd, &es, &n, &cap, &total);
        free(sd);
    }
    if (total > limit) {
        qsort(es, (size_t)n, sizeof *es, cmp_used);
        for (int i = 0; i < n && total > limit / 4 * 3; i++)
            if ((!keep || strcmp(es[i].path, keep) != 0) && unlink(es[i].path) == 0) total -= es[i].size;
    }
    for (int i = 0; i < n; i++) free(es[i].path);
    free(es);
}

/* ---- building --------------------------------------------------------- */

static int mkdir_in(const char *dir, const char *sub) {
    char *p = xsprintf("%s/%s", dir, sub);
    int r = mkdir(p, 0755) < 0 && errno != EEXIST ? -1 : 0;
    free(p);
    return r;
}

/* The identity of what an object depends on besides its C text. */
static void object_env_hash(Hash128 *h, const BuildOptions *bo) {
    hash_str(h, "scr object 1");
    hash_str(h, flavour_cflags(bo->flavour));
    hash_str(h, bo->quick && driver_quick_flag(bo->flavour) ? driver_quick_flag(bo->flavour) : "-");
    const char *cc = getenv("SCR_CC");
    hash_str(h, cc ? cc : "clang");
    char *hdr = xsprintf("%s/include/scr.h", driver_home());
    struct stat st;
    if (stat(hdr, &st) == 0) {
        hash_bytes(h, &st.st_size, sizeof st.st_size);
        hash_bytes(h, &st.st_mtim, sizeof st.st_mtim);
    }
    hash_str(h, hdr);
    free(hdr);
}

typedef struct Job {
    int unit;
    pid_t pid;
    bool token;  /* holds a jobserver token */
    char tok;
} Job;

static int default_jobs(void) {
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (int)n : 1;
}

static const CUnits *order_units;

static int cmp_larger_unit(const void *a, const void *b) {
    size_t la = strlen(order_units->u[*(const int *)a].text), lb = strlen(order_units->u[*(const int *)b].text);
    return la < lb ? 1 : la > lb ? -1 : *(const int *)a - *(const int *)b;
}

/* Compiles the units whose objects are missing, `jobs` at a time, the
 * largest first (the parts of a split module then finish together).
 * Returns 0, or -1 with the failing unit's index in *bad. */
static int compile_missing(const CUnits *cu, char **cpaths, char **opaths, bool *missing, const BuildOptions *bo,
                           const char *log, Progress *pg, int *bad) {
    int jobs = bo->jobs > 0 ? bo->jobs : js_read >= 0 ? 1 << 20 : default_jobs();
    Job *run = xzalloc(sizeof(Job) * (size_t)(cu->n + 1));
    int *order = xzalloc(sizeof(int) * (size_t)(cu->n + 1));
    int norder = 0;
    for (int i = 0; i < cu->n; i++)
        if (missing[i]) order[norder++] = i;
    order_units = cu;
    qsort(order, (size_t)norder, sizeof *order, cmp_larger_unit);
    int nrun = 0, at = 0, rc = 0;
    for (;;) {
        while (rc == 0 && at < norder && nrun < jobs) {
            int next = order[at];
            Job j = {next, -1, false, 0};
            if (nrun > 0 && bo->jobs <= 0 && js_read >= 0) {
                if (!jobserver_take(&j.tok)) break;
                j.token = true;
            }
            char *otmp = xsprintf("%s.tmp.%d", opaths[next], (int)getpid());
            j.pid = driver_spawn_object(cpaths[next], otmp, bo->flavour, bo->quick, log);
            free(otmp);
            if (j.pid < 0) {
                if (j.token) jobserver_give(j.tok);
                rc = -1;
                *bad = next;
                break;
            }
            run[nrun++] = j;
            pg->running++;
            at++;
        }
        progress_show(pg, "building");
        if (nrun == 0) break;
        int st;
        pid_t pid = waitpid(-1, &st, 0);
        if (pid < 0) {
            if (errno == EINTR) continue;
            break;
        }
        for (int i = 0; i < nrun; i++) {
            if (run[i].pid != pid) continue;
            Job j = run[i];
            run[i] = run[--nrun];
            if (j.token) jobserver_give(j.tok);
            pg->running--;
            char *otmp = xsprintf("%s.tmp.%d", opaths[j.unit], (int)getpid());
            if (WIFEXITED(st) && WEXITSTATUS(st) == 0 && rename(otmp, opaths[j.unit]) == 0) {
                pg->done++;
            } else {
                unlink(otmp);
                if (rc == 0) *bad = j.unit;
                rc = -1;
            }
            free(otmp);
            break;
        }
    }
    free(run);
    free(order);
    return rc;
}

/* Two builds that need the same missing object at once (the corpus
 * runner's workers, a parallel make) compile it once: the first takes an
 * exclusive lock on <object>.lock and compiles; the others find the lock
 * taken, compile their other units, then wait for it and take the object
 * (or, when the first failed, compile it themselves). A build that held
 * the lock removes the file when it is done (unit_unlock): one that comes
 * later finds the object. A lock file removed under a waiter costs at most
 * a second compilation of the unit, never a wrong object. The descriptor
 * *fd: INT_MIN for no lock, ~descriptor (negative) for a lock held, the
 * descriptor itself for a lock another build holds. */
static bool unit_lock(const char *opath, int *fd) {
    char *lp = xsprintf("%s.lock", opath);
    *fd = open(lp, O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    free(lp);
    if (*fd < 0) {
        *fd = INT_MIN; /* no lock to be had: compile it */
        return true;
    }
    if (flock(*fd, LOCK_EX | LOCK_NB) == 0) {
        *fd = ~*fd;
        return true;
    }
    return false; /* *fd stays open: await_other_builds waits on it */
}

static void unit_unlock(const char *opath, int fd) {
    if (fd < 0 && fd != INT_MIN) {
        char *lp = xsprintf("%s.lock", opath);
        unlink(lp);
        free(lp);
        close(~fd);
    } else if (fd >= 0) {
        close(fd);
    }
}

/* Waits for the units another build was compiling (open lock, not
 * missing). Returns how many of them must be compiled here after all
 * (their C written and marked missing). */
static int await_other_builds(const CUnits *cu, char **cpaths, char **opaths, bool *missing, int *lockfd,
                              Progress *pg, int *rc) {
    int n = 0;
    for (int i = 0; i < cu->n; i++) {
        if (lockfd[i] < 0 || missing[i] || access(opaths[i], R_OK) == 0) continue;
        while (flock(lockfd[i], LOCK_EX) < 0 && errno == EINTR) {
        }
        lockfd[i] = ~lockfd[i];
        if (access(opaths[i], R_OK) == 0) {
            pg->cached++;
            continue;
        }
        if (cache_write_atomic(cpaths[i], cu->u[i].text, strlen(cu->u[i].text), 0644) < 0) {
            fprintf(stderr, "scr: internal error: cannot write the generated C file %s\n", cpaths[i]);
            *rc = 70;
            return 0;
        }
        missing[i] = true;
        n++;
    }
    return n;
}

/* The object directories of the prebuilt variants, lib/prebuilt/NAME/obj
 * (the Makefile's PREBUILT_VARIANTS: one per flavour and tier). */
static char **prebuilt_dirs(int *n) {
    char *top = xsprintf("%s/lib/prebuilt", driver_home());
    char **v = NULL;
    *n = 0;
    DIR *d = opendir(top);
    struct dirent *e;
    while (d && (e = readdir(d))) {
        if (e->d_name[0] == '.') continue;
        char *obj = xsprintf("%s/%s/obj", top, e->d_name);
        if (access(obj, R_OK | X_OK) != 0) {
            free(obj);
            continue;
        }
        v = xgrow(v, sizeof(char *) * (size_t)(*n + 1));
        v[(*n)++] = obj;
    }
    if (d) closedir(d);
    free(top);
    return v;
}

int build_program(Program *p, const BuildOptions *bo, const char *key, const char *exe) {
    CUnits cu;
    if (emit_units(p, bo->emit, &cu) < 0) return 1;
    /* The objects live in the cache's obj/ (or, under SCR_NO_CACHE, next
     * to the private executable). */
    char dir[PATH_MAX];
    snprintf(dir, sizeof dir, "%s", exe);
    char *slash = strrchr(dir, '/');
    if (slash) *slash = 0;
    bool cached = !cache_bypassed() && cache_dir();
    bool objcache = !cache_objects_bypassed() && cache_dir();
    char *objdir = objcache ? xsprintf("%s/obj", cache_dir()) : xstrdup(dir);
    if (objcache) mkdir_in(cache_dir(), "obj");
    char *log = cached ? (mkdir_in(cache_dir(), "log"), xsprintf("%s/log/%s.log", cache_dir(), key))
                       : xsprintf("%s/build.log", dir);
    unlink(log);
    char **cpaths = xzalloc(sizeof(char *) * (size_t)cu.n);
    char **opaths = xzalloc(sizeof(char *) * (size_t)cu.n);
    bool *missing = xzalloc((size_t)cu.n);
    /* Objects `make build` compiled with the runtime (the JavaScript
     * built-ins' units, docs/cli.md): read from lib/prebuilt/VARIANT/obj,
     * never written or removed. */
    bool *prebuilt = xzalloc((size_t)cu.n);
    int npre = 0;
    char **predirs = prebuilt_dirs(&npre);
    int *lockfd = xmalloc(sizeof(int) * (size_t)cu.n);
    for (int i = 0; i < cu.n; i++) lockfd[i] = INT_MIN; /* no lock */
    Hash128 base = hash_init();
    object_env_hash(&base, bo);
    Progress pg = {isatty(2), false, {0, 0}, cu.n, 0, 0, 0};
    clock_gettime(CLOCK_MONOTONIC, &pg.start);
    int rc = 0;
    for (int i = 0; i < cu.n; i++) {
        Hash128 h = base;
        hash_str(&h, cu.u[i].text);
        char hex[33];
        hash_hex(&h, hex);
        opaths[i] = xsprintf("%s/%s.o", objdir, hex);
        cpaths[i] = xsprintf("%s/%s.%d.c", objdir, hex, (int)getpid());
        if (bo->keep_c) {
            char *kp = xsprintf("%s/%s.c", bo->keep_c, cu.u[i].name);
            cache_write_atomic(kp, cu.u[i].text, strlen(cu.u[i].text), 0644);
            free(kp);
        }
        if (objcache && access(opaths[i], R_OK) == 0) {
            cache_touch(opaths[i]);
            pg.cached++;
            continue;
        }
        char *pre = NULL;
        for (int d = 0; d < npre && !pre; d++) {
            pre = xsprintf("%s/%s.o", predirs[d], hex);
            if (access(pre, R_OK) != 0) free(pre), pre = NULL;
        }
        if (pre) {
            free(opaths[i]);
            opaths[i] = pre;
            prebuilt[i] = true;
            pg.cached++;
            continue;
        }
        if (objcache && !unit_lock(opaths[i], &lockfd[i])) continue; /* another build compiles it */
        /* A build that held the lock put the object in place before it let
         * go: a lock taken now may find it there. */
        if (objcache && access(opaths[i], R_OK) == 0) {
            pg.cached++;
            continue;
        }
        missing[i] = true;
        if (cache_write_atomic(cpaths[i], cu.u[i].text, strlen(cu.u[i].text), 0644) < 0) {
            rc = 70;
            fprintf(stderr, "scr: internal error: cannot write the generated C file %s\n", cpaths[i]);
            break;
        }
    }
    jobserver_open();
    char *tmpexe = xsprintf("%s.tmp.%d", exe, (int)getpid());
    for (int attempt = 0; rc == 0; attempt++) {
        int bad = -1;
        bool failed = compile_missing(&cu, cpaths, opaths, missing, bo, log, &pg, &bad) < 0;
        if (!failed && attempt == 0 && await_other_builds(&cu, cpaths, opaths, missing, lockfd, &pg, &rc) > 0)
            failed = compile_missing(&cu, cpaths, opaths, missing, bo, log, &pg, &bad) < 0;
        if (rc) break;
        if (failed) {
            progress_end(&pg);
            /* Keep the unit's C next to the log for the bug report. */
            char *kept = xsprintf("%s.%s.c", log, bad >= 0 ? cu.u[bad].name : "unit");
            if (bad >= 0) cache_write_atomic(kept, cu.u[bad].text, strlen(cu.u[bad].text), 0644);
            fprintf(stderr, "scr: internal error: the C compiler failed (log: %s)\n", log);
            free(kept);
            rc = 70;
            break;
        }
        for (int i = 0; i < cu.n; i++)
            if (missing[i]) unlink(cpaths[i]), missing[i] = false;
        if (bo->objects_only) break;
        progress_show(&pg, "linking");
        if (driver_link((const char *const *)opaths, cu.n, tmpexe, bo->flavour, log) == 0) break;
        unlink(tmpexe);
        if (attempt > 0 || pg.cached == 0) {
            progress_end(&pg);
            fprintf(stderr, "scr: internal error: linking failed (log: %s)\n", log);
            rc = 70;
            break;
        }
        /* Objects from the cache that do not link (a corrupted entry):
         * compile their units again, once. */
        for (int i = 0; i < cu.n && rc == 0; i++) {
            if (missing[i]) continue;
            if (prebuilt[i]) { /* compiled again into the cache, the runtime's copy left alone */
                char *own = xsprintf("%s/%s", objdir, strrchr(opaths[i], '/') + 1);
                free(opaths[i]);
                opaths[i] = own;
                prebuilt[i] = false;
            }
            unlink(opaths[i]);
            missing[i] = true;
            if (cache_write_atomic(cpaths[i], cu.u[i].text, strlen(cu.u[i].text), 0644) < 0) rc = 70;
        }
        pg.cached = 0;
        pg.done = 0;
    }
    progress_end(&pg);
    for (int i = 0; i < cu.n; i++) {
        if (missing[i]) unlink(cpaths[i]);
        if (!objcache && !prebuilt[i]) unlink(opaths[i]);
        unit_unlock(opaths[i], lockfd[i]);
        free(cpaths[i]);
        free(opaths[i]);
    }
    free(lockfd);
    free(prebuilt);
    for (int d = 0; d < npre; d++) free(predirs[d]);
    free(predirs);
    free(cpaths);
    free(opaths);
    free(missing);
    cunits_free(&cu);
    if (rc == 0 && !bo->objects_only && rename(tmpexe, exe) < 0) {
        unlink(tmpexe);
        fprintf(stderr, "scr: internal error: cannot store the executable in the cache\n");
        rc = 70;
    }
    if (rc == 0) {
        unlink(log);
        if (!cached) unlink(log);
    }
    free(tmpexe);
    free(log);
    free(objdir);
    if (rc == 0 && objcache) cache_prune(exe);
    return rc;
}
