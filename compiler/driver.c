/* driver.c - finding libscr and invoking the C compiler ($SCR_CC or
 * clang) with the flavour's flags. The compiler runs with its output sent
 * to a log file: a C compiler error is always an internal error of scr,
 * never something to show a JavaScript programmer. */
#define _DEFAULT_SOURCE 1
#include "driver.h"

#include "cache.h"

#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* The libraries every executable links with libscr (libuv for the event
 * loop, ICU for Intl, normalization and collation, libcrypto for
 * node:crypto, zlib for node:zlib, http-parser for node:http). The one list: the
 * Makefile, the unit tests and the benchmarks ask `scr --print-ldlibs`. */
const char *const driver_ldlibs[] = {"-luv", "-lhttp_parser", "-licui18n", "-licuuc", "-licudata", "-lcrypto", "-lz", "-lm", "-lpthread", NULL};

static const char *const names[FL__COUNT] = {"dev", "release", "speed", "asan", "tsan"};

static const char *const cflags[FL__COUNT] = {
    "-O0 -g -DSCR_DEBUG -DSCR_AUDIT",
    "-O2 -DNDEBUG",
    /* ThinLTO: libscr-speed.a holds LLVM bitcode, so the runtime's small
     * functions (property caches' miss paths, allocation, string joins)
     * inline into the program and across runtime files at link time; lld
     * links it. -fuse-ld is a link flag: compiling with -c ignores it. */
    "-O3 -DNDEBUG -DSCR_SPEED -flto=thin -fuse-ld=lld -Wno-unused-command-line-argument",
    "-O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=undefined -DSCR_DEBUG -DSCR_AUDIT -DSCR_GC_PARALLEL",
    "-O1 -g -fsanitize=thread -DSCR_DEBUG -DSCR_GC_PARALLEL",
};

const char *flavour_name(Flavour f) { return names[f]; }
const char *flavour_cflags(Flavour f) { return cflags[f]; }

int flavour_parse(const char *s) {
    for (int i = 0; i < FL__COUNT; i++)
        if (strcmp(s, names[i]) == 0) return i;
    return -1;
}

const char *driver_home(void) {
    static char home[PATH_MAX];
    if (home[0]) return home;
    const char *env = getenv("SCR_HOME");
    if (env && *env) {
        snprintf(home, sizeof home, "%s", env);
        return home;
    }
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0) {
        snprintf(home, sizeof home, ".");
        return home;
    }
    exe[n] = 0;
    /* <home>/bin/scr -> <home> */
    char *slash = strrchr(exe, '/');
    if (slash) *slash = 0;
    slash = strrchr(exe, '/');
    if (slash && slash != exe) *slash = 0;
    snprintf(home, sizeof home, "%s", exe);
    return home;
}

char *driver_lib_path(Flavour f) {
    const char *h = driver_home();
    size_t n = strlen(h) + 64;
    char *p = malloc(n);
    if (!p) return NULL;
    snprintf(p, n, "%s/lib/libscr-%s.a", h, names[f]);
    return p;
}

/* Splits a flag string on spaces into argv (the strings are leaked: the
 * driver runs once per process). */
static void push_words(char ***argv, int *argc, const char *s) {
    char *copy = strdup(s);
    for (char *tok = strtok(copy, " \t"); tok; tok = strtok(NULL, " \t")) {
        *argv = realloc(*argv, sizeof(char *) * (size_t)(*argc + 2));
        (*argv)[(*argc)++] = tok;
    }
}

static void push(char ***argv, int *argc, const char *s) {
    *argv = realloc(*argv, sizeof(char *) * (size_t)(*argc + 2));
    (*argv)[(*argc)++] = (char *)s;
}

/* Runs argv with stdout and stderr sent to log_path (appended to, so a
 * build's units share one log). Returns the child's pid or -1. */
static pid_t spawn_logged(char **argv, const char *log_path) {
    pid_t pid = fork();
    if (pid < 0) return -1;
    if (pid == 0) {
        int fd = open(log_path, O_WRONLY | O_CREAT | O_APPEND, 0644);
        if (fd >= 0) {
            dup2(fd, 1);
            dup2(fd, 2);
            close(fd);
        }
        execvp(argv[0], argv);
        fprintf(stderr, "scr: cannot run %s\n", argv[0]);
        _exit(127);
    }
    return pid;
}

static int wait_ok(pid_t pid) {
    int st;
    while (waitpid(pid, &st, 0) < 0) {
    }
    return WIFEXITED(st) && WEXITSTATUS(st) == 0 ? 0 : -1;
}

/* The compiler, the flavour's flags and the common ones. */
static void push_cc(char ***argv, int *argc, Flavour f) {
    const char *cc = getenv("SCR_CC");
    if (!cc || !*cc) cc = "clang";
    push_words(argv, argc, cc);
    push_words(argv, argc, cflags[f]);
    static char inc[PATH_MAX + 16];
    snprintf(inc, sizeof inc, "-I%s/include", driver_home());
    push(argv, argc, "-std=gnu11");
    push(argv, argc, "-w"); /* generated code is not for warnings */
    /* A JS block nested N deep is C nested N deep: lift clang's default
     * limit of 256 to what the parser accepts (PARSE_MAX_STACK_BYTES
     * allows a few thousand levels). */
    if (strstr(cc, "clang")) push(argv, argc, "-fbracket-depth=100000");
    push(argv, argc, inc);
}

/* -O0, not -O1: on generated C, clang's -O1 costs nearly what -O2 does
 * (the time goes to instruction selection and instcombine over the
 * inlined fast paths, at every level but -O0), while -O0 compiles about
 * nine times faster. The runtime stays the flavour's archive (optimised
 * for release; instrumented for the sanitizers, whose checks work at any
 * level). dev is -O0 already; speed's ThinLTO would optimise at link time
 * anyway, so the quick tier does not apply to it. */
const char *driver_quick_flag(Flavour f) { return f == FL_RELEASE || f == FL_ASAN || f == FL_TSAN ? "-O0" : NULL; }

pid_t driver_spawn_object(const char *c_path, const char *o_path, Flavour f, bool quick, const char *log_path) {
    char **argv = NULL;
    int argc = 0;
    push_cc(&argv, &argc, f);
    if (quick && driver_quick_flag(f)) push(&argv, &argc, driver_quick_flag(f));
    push(&argv, &argc, "-c");
    push(&argv, &argc, c_path);
    push(&argv, &argc, "-o");
    push(&argv, &argc, o_path);
    argv[argc] = NULL;
    pid_t pid = spawn_logged(argv, log_path);
    free(argv);
    return pid;
}

/* The link: the objects, libscr and its libraries (the flavour's flags
 * too: the sanitizers' runtimes and ThinLTO are chosen at link time). */
static int link_objects(char **argv, int argc, const char *const *objs, int nobjs, const char *out_path, Flavour f,
                        const char *log_path) {
    for (int i = 0; i < nobjs; i++) push(&argv, &argc, objs[i]);
    /* lld for every flavour (speed's flags name it already): against the
     * sanitizer runtimes' large archives with debug info it links in a
     * quarter of BFD ld's time, which is most of a small program's build. */
    if (f != FL_SPEED) push(&argv, &argc, "-fuse-ld=lld");
    char thinlto[PATH_MAX + 64];
    const char *cdir = f == FL_SPEED && !cache_objects_bypassed() ? cache_dir() : NULL;
    if (cdir) {
        /* The link-time code generation of the runtime's unchanged modules
         * is reused from here across builds (lld prunes it). */
        snprintf(thinlto, sizeof thinlto, "-Wl,--thinlto-cache-dir=%s/thinlto", cdir);
        push(&argv, &argc, thinlto);
        push(&argv, &argc, "-Wl,--thinlto-cache-policy=prune_after=168h:cache_size_bytes=256m");
    }
    char *lib = driver_lib_path(f);
    push(&argv, &argc, lib);
    for (int i = 0; driver_ldlibs[i]; i++) push(&argv, &argc, driver_ldlibs[i]);
    push(&argv, &argc, "-o");
    push(&argv, &argc, out_path);
    argv[argc] = NULL;
    pid_t pid = spawn_logged(argv, log_path);
    free(argv);
    free(lib);
    return pid < 0 ? -1 : wait_ok(pid);
}

int driver_link(const char *const *objs, int nobjs, const char *out_path, Flavour f, const char *log_path) {
    char **argv = NULL;
    int argc = 0;
    push_cc(&argv, &argc, f);
    return link_objects(argv, argc, objs, nobjs, out_path, f, log_path);
}

int driver_compile(const char *c_path, const char *out_path, Flavour f, const char *log_path) {
    char **argv = NULL;
    int argc = 0;
    push_cc(&argv, &argc, f);
    const char *objs[1] = {c_path};
    return link_objects(argv, argc, objs, 1, out_path, f, log_path);
}
