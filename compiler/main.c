/* main.c - the `scr` command: argument parsing, the build cache, and the
 * run / build / --emit=c / --dump-ast / --print-cflags entry points. Exit
 * statuses: 0 success, 1 a diagnostic about the JS program, 2 bad usage,
 * 70 an internal error (the C compiler failed, the cache is unwritable). */
#define _DEFAULT_SOURCE 1
#include <errno.h>
#include <limits.h>
#include <stdbool.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cache.h"
#include "driver.h"
#include "emit.h"
#include "parse.h"
#include "version.h"

typedef struct Options {
    const char *cmd;      /* "run" or "build" */
    const char *file;
    const char *out;
    bool emit_c;
    bool dump_ast;
    bool keep_c;
    bool detached_exit;   /* executables only: see reject_detached_exit */
    const char *print_cflags; /* the flavour whose C flags to print, or NULL */
    bool line_directives;
    const char *optimization; /* dev | release | speed */
    const char *sanitize;     /* NULL, "address,undefined" or "thread" */
    char **prog_args;
    int nprog_args;
} Options;

static void usage(FILE *f) {
    fprintf(f,
            "usage: scr run FILE [ARGS...]            compile (cached) and run\n"
            "       scr build FILE -o OUT             compile to an executable\n"
            "       scr build FILE --emit=c [-o OUT.c] write the generated C\n"
            "options:\n"
            "  --optimization=dev|release|speed   runtime flavour and C optimisation (default release)\n"
            "  --sanitize=address,undefined       build with ASan+UBSan (the asan runtime)\n"
            "  --sanitize=thread                  build with TSan (the tsan runtime)\n"
            "  --detached-exit                    executables only: after process.exit, a helper process\n"
            "                                     frees the memory, so the parent's wait ends sooner.\n"
            "                                     Costs: the executable stays mapped (and busy, ETXTBSY)\n"
            "                                     and the memory stays charged to the cgroup until the\n"
            "                                     helper is done (~30-40 ms per GB); the teardown's CPU\n"
            "                                     time leaves the parent's rusage (wait4). Linux only.\n"
            "  --no-line-directives               omit #line directives from the C\n"
            "  --keep-c                           keep the generated C next to the output\n"
            "  --dump-ast                         print the syntax tree and stop\n"
            "  --print-cflags FLAVOUR             print a runtime flavour's C flags\n"
            "  --print-ldlibs                     print the libraries programs link with\n"
            "  --version, --help\n");
}

static Flavour options_flavour(const Options *o) {
    if (o->sanitize) return strcmp(o->sanitize, "thread") == 0 ? FL_TSAN : FL_ASAN;
    return (Flavour)flavour_parse(o->optimization);
}

/* The cache key: every source (path and text), every option that changes
 * the output, scr's own build id and the identity of the archive. */
static void cache_key(const Options *o, const Program *p, char out[33]) {
    Hash128 h = hash_init();
    hash_str(&h, "scr " SCR_VERSION);
    hash_str(&h, cache_build_id());
    for (int i = 0; i < program_nsources(p); i++) {
        const SourceFile *sf = program_source(p, i);
        hash_str(&h, sf->abspath);
        hash_bytes(&h, sf->text, sf->len);
        hash_str(&h, "");
    }
    Flavour fl = options_flavour(o);
    hash_str(&h, flavour_name(fl));
    hash_str(&h, flavour_cflags(fl));
    hash_str(&h, o->detached_exit ? "detached" : "-");
    hash_str(&h, o->line_directives ? "lines" : "-");
    const char *cc = getenv("SCR_CC");
    hash_str(&h, cc ? cc : "clang");
    char *lib = driver_lib_path(fl);
    struct stat st;
    if (lib && stat(lib, &st) == 0) {
        hash_bytes(&h, &st.st_size, sizeof st.st_size);
        hash_bytes(&h, &st.st_mtim, sizeof st.st_mtim);
    }
    hash_str(&h, lib ? lib : "");
    free(lib);
    hash_hex(&h, out);
}

static int internal_error(const char *msg) {
    fprintf(stderr, "scr: internal error: %s\n", msg);
    return 70;
}


/* Compiles the program to an executable at `exe` (through the cache unless
 * SCR_NO_CACHE=1). Returns 0 or an exit status. */
static int compile_to(const Options *o, Program *p, char *exe, size_t exesz) {
    EmitOptions eo = {o->line_directives, o->detached_exit};
    Flavour fl = options_flavour(o);
    char *lib = driver_lib_path(fl);
    if (access(lib, R_OK) != 0) {
        fprintf(stderr, "scr: internal error: the runtime library %s is missing (set SCR_HOME)\n", lib);
        free(lib);
        return 70;
    }
    free(lib);
    bool use_cache = !cache_bypassed();
    const char *dir = cache_dir();
    char key[33];
    cache_key(o, p, key);
    char base[PATH_MAX];
    if (!dir) use_cache = false;
    if (use_cache) {
        snprintf(base, sizeof base, "%s/%s", dir, key);
    } else {
        /* Outside the cache the build happens in a private directory that
         * the caller removes (remove_private_build), so SCR_NO_CACHE leaves
         * nothing behind. */
        char tmpl[] = "/tmp/scr-build-XXXXXX";
        if (!mkdtemp(tmpl)) return internal_error("cannot create a temporary directory");
        snprintf(base, sizeof base, "%s/%s", tmpl, key);
    }
    snprintf(exe, exesz, "%s.exe", base);
    if (use_cache && access(exe, X_OK) == 0) return 0;
    char *c = emit_program(p, &eo);
    if (!c) return 1;
    char cpath[PATH_MAX + 8], logpath[PATH_MAX + 8], tmpexe[PATH_MAX + 32];
    snprintf(cpath, sizeof cpath, "%s.%d.c", base, (int)getpid());
    snprintf(logpath, sizeof logpath, "%s.log", base);
    snprintf(tmpexe, sizeof tmpexe, "%s.exe.tmp.%d", base, (int)getpid());
    if (cache_write_atomic(cpath, c, strlen(c), 0644) < 0) {
        free(c);
        return internal_error("cannot write the generated C file");
    }
    if (driver_compile(cpath, tmpexe, fl, logpath) < 0) {
        unlink(tmpexe);
        fprintf(stderr, "scr: internal error: the C compiler failed (log: %s)\n", logpath);
        free(c);
        /* Keep the C next to the log for the bug report. */
        char kept[PATH_MAX + 8];
        snprintf(kept, sizeof kept, "%s.c", base);
        rename(cpath, kept);
        return 70;
    }
    if (o->keep_c && o->out) {
        char kc[PATH_MAX + 8];
        snprintf(kc, sizeof kc, "%s.c", o->out);
        cache_write_atomic(kc, c, strlen(c), 0644);
    }
    free(c);
    unlink(cpath);
    unlink(logpath);
    if (rename(tmpexe, exe) < 0) {
        unlink(tmpexe);
        return internal_error("cannot store the executable in the cache");
    }
    return 0;
}

/* Removes an executable built outside the cache and its private directory
 * (compile_to made both). */
static void remove_private_build(const char *exe) {
    unlink(exe);
    char dir[PATH_MAX];
    snprintf(dir, sizeof dir, "%s", exe);
    char *slash = strrchr(dir, '/');
    if (slash) {
        *slash = 0;
        rmdir(dir);
    }
}

static int parse_args(int argc, char **argv, Options *o) {
    memset(o, 0, sizeof *o);
    o->optimization = "release";
    o->line_directives = true;
    int i = 1;
    for (; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            usage(stdout);
            exit(0);
        } else if (strcmp(a, "--version") == 0) {
            printf("scr %s (%s)\n", SCR_VERSION, cache_build_id());
            exit(0);
        } else if (strcmp(a, "--print-cflags") == 0) {
            if (i + 1 >= argc || flavour_parse(argv[i + 1]) < 0) {
                fprintf(stderr, "scr: --print-cflags needs one of dev, release, speed, asan, tsan\n");
                exit(2);
            }
            o->print_cflags = argv[++i];
        } else if (strcmp(a, "--print-ldlibs") == 0) {
            for (int k = 0; driver_ldlibs[k]; k++) printf("%s%s", k ? " " : "", driver_ldlibs[k]);
            printf("\n");
            exit(0);
        } else if (strncmp(a, "--optimization=", 15) == 0) {
            o->optimization = a + 15;
            int f = flavour_parse(o->optimization);
            if (f != FL_DEV && f != FL_RELEASE && f != FL_SPEED) {
                fprintf(stderr, "scr: --optimization must be dev, release or speed\n");
                return 2;
            }
        } else if (strncmp(a, "--sanitize=", 11) == 0) {
            o->sanitize = a + 11;
            if (strcmp(o->sanitize, "address,undefined") != 0 && strcmp(o->sanitize, "undefined,address") != 0 &&
                strcmp(o->sanitize, "address") != 0 && strcmp(o->sanitize, "thread") != 0) {
                fprintf(stderr, "scr: --sanitize must be address,undefined or thread\n");
                return 2;
            }
        } else if (strcmp(a, "--detached-exit") == 0) {
            o->detached_exit = true;
        } else if (strcmp(a, "--emit=c") == 0) {
            o->emit_c = true;
        } else if (strcmp(a, "--dump-ast") == 0) {
            o->dump_ast = true;
        } else if (strcmp(a, "--keep-c") == 0) {
            o->keep_c = true;
        } else if (strcmp(a, "--no-line-directives") == 0) {
            o->line_directives = false;
        } else if (strcmp(a, "-o") == 0) {
            if (i + 1 >= argc) {
                fprintf(stderr, "scr: -o needs a file name\n");
                return 2;
            }
            o->out = argv[++i];
        } else if (!o->cmd && (strcmp(a, "run") == 0 || strcmp(a, "build") == 0)) {
            o->cmd = a;
        } else if (a[0] == '-' && a[1]) {
            fprintf(stderr, "scr: unknown option %s\n", a);
            return 2;
        } else if (!o->file) {
            if (!o->cmd && access(a, F_OK) != 0) {
                /* Without a command the word must name a program to build:
                 * `scr frob` is more likely a mistyped command. */
                fprintf(stderr, "scr: '%s' is neither a command (run, build) nor a file; see scr --help\n", a);
                return 2;
            }
            o->file = a;
            if (o->cmd && strcmp(o->cmd, "run") == 0) {
                o->prog_args = argv + i + 1;
                o->nprog_args = argc - i - 1;
                break;
            }
        } else {
            fprintf(stderr, "scr: unexpected argument %s\n", a);
            return 2;
        }
    }
    if (o->print_cflags && !o->detached_exit) {
        printf("%s\n", flavour_cflags((Flavour)flavour_parse(o->print_cflags)));
        exit(0);
    }
    if (!o->file && !o->print_cflags) {
        usage(stderr);
        return 2;
    }
    if (!o->cmd) o->cmd = "build";
    return 0;
}

/* --detached-exit changes what the executable does at process.exit, so it
 * applies to executables only: every other output (--emit=c, --dump-ast,
 * --print-cflags) rejects it rather than silently ignoring it. Returns 0,
 * or 2 after the diagnostic. */
static int reject_detached_exit(const Options *o) {
    const char *other = o->emit_c ? "--emit=c" : o->dump_ast ? "--dump-ast" : o->print_cflags ? "--print-cflags" : NULL;
    if (!o->detached_exit || !other) return 0;
    fprintf(stderr, "scr: error: --detached-exit applies to executables only, not to %s\n", other);
    return 2;
}

int main(int argc, char **argv) {
    Options o;
    int rc = parse_args(argc, argv, &o);
    if (rc) return rc;
    if ((rc = reject_detached_exit(&o))) return rc;
    if (o.dump_ast) {
        SourceFile *sf = source_load(o.file);
        if (!sf) return 1;
        Node *n = parse_program(sf);
        if (!n) return 1;
        ast_dump(n, 0);
        return 0;
    }
    bool run = strcmp(o.cmd, "run") == 0;
    if (!run && !o.emit_c && !o.out) {
        fprintf(stderr, "scr: build needs -o OUT (or --emit=c)\n");
        return 2;
    }
    Program *p = program_load(o.file);
    if (!p) return 1;
    if (o.emit_c) {
        EmitOptions eo = {o.line_directives, false};
        char *c = emit_program(p, &eo);
        if (!c) return 1;
        if (o.out) {
            if (cache_write_atomic(o.out, c, strlen(c), 0644) < 0) {
                fprintf(stderr, "scr: cannot write %s: %s\n", o.out, strerror(errno));
                return 1;
            }
        } else {
            fputs(c, stdout);
        }
        free(c);
        return 0;
    }
    char exe[PATH_MAX + 8];
    rc = compile_to(&o, p, exe, sizeof exe);
    if (rc) return rc;
    if (!run) {
        if (cache_copy_atomic(exe, o.out, 0755) < 0) {
            fprintf(stderr, "scr: cannot write %s: %s\n", o.out, strerror(errno));
            return 1;
        }
        if (cache_bypassed()) remove_private_build(exe);
        return 0;
    }
    char **args = malloc(sizeof(char *) * (size_t)(o.nprog_args + 2));
    args[0] = (char *)o.file;
    for (int i = 0; i < o.nprog_args; i++) args[i + 1] = o.prog_args[i];
    args[o.nprog_args + 1] = NULL;
    fflush(stdout);
    if (cache_bypassed()) {
        /* Run the private build from an open descriptor, so that its file
         * and directory can go before the program starts. */
        int fd = open(exe, O_RDONLY | O_CLOEXEC);
        remove_private_build(exe);
        if (fd >= 0) {
            extern char **environ;
            fexecve(fd, args, environ);
        }
    } else {
        execv(exe, args);
    }
    fprintf(stderr, "scr: internal error: cannot run %s: %s\n", exe, strerror(errno));
    return 70;
}
