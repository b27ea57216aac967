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

#include "build.h"
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
    bool optimization_given;  /* --optimization on the command line */
    bool quick_given;         /* --quick on the command line */
    int jobs;                 /* -j N; 0: make's jobserver, else the CPUs */
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
            "  --quick                            compile the program's C at -O0 (the runtime keeps its\n"
            "                                     flavour); the default of `scr run` without --optimization\n"
            "  -j N                               compile N translation units at a time (default: make's\n"
            "                                     jobserver under make, else the number of CPUs)\n"
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

/* The quick tier: `scr run` without --optimization compiles the program's
 * C at -O0 (driver_quick_flag), so the first run of an edited program does
 * not wait for -O2; `scr build` keeps the flavour's level unless --quick
 * asks for the quick tier (the corpus's package lane does, in every lane). */
static bool options_quick(const Options *o) {
    return o->quick_given || (strcmp(o->cmd, "run") == 0 && !o->optimization_given && !o->sanitize);
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
    hash_str(&h, options_quick(o) ? "quick" : "-");
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


/* `scr build` under SCR_OBJECTS_ONLY=1 compiles the program's units into
 * the cache and links nothing: make build's prebuilt built-ins, whose speed
 * flavour would otherwise spend a minute of ThinLTO on a link nobody runs. */
static bool objects_only(const Options *o) {
    const char *v = getenv("SCR_OBJECTS_ONLY");
    return strcmp(o->cmd, "build") == 0 && v && strcmp(v, "1") == 0;
}

/* Compiles the program to an executable at `exe` (through the cache unless
 * SCR_NO_CACHE=1). Returns 0 or an exit status. */
static int compile_to(const Options *o, Program *p, char *exe, size_t exesz) {
    EmitOptions eo = {o->line_directives, o->detached_exit, false};
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
    if (!dir) use_cache = false;
    if (use_cache) {
        char sub[PATH_MAX];
        snprintf(sub, sizeof sub, "%s/exe", dir);
        mkdir(sub, 0755);
        snprintf(exe, exesz, "%s/exe/%s", dir, key);
        if (access(exe, X_OK) == 0 && cache_exe_valid(exe)) {
            cache_touch(exe);
            return 0;
        }
    } else {
        /* Outside the cache the build happens in a private directory that
         * the caller removes (remove_private_build), so SCR_NO_CACHE leaves
         * nothing behind. */
        char tmpl[] = "/tmp/scr-build-XXXXXX";
        if (!mkdtemp(tmpl)) return internal_error("cannot create a temporary directory");
        snprintf(exe, exesz, "%s/%s", tmpl, key);
    }
    BuildOptions bo = {fl, options_quick(o), o->jobs, &eo, NULL, objects_only(o)};
    int rc = build_program(p, &bo, key, exe);
    if (rc) return rc;
    if (o->keep_c && o->out) {
        EmitOptions one = eo;
        one.one_file = true;
        char *c = emit_program(p, &one);
        char kc[PATH_MAX + 8];
        snprintf(kc, sizeof kc, "%s.c", o->out);
        if (c) cache_write_atomic(kc, c, strlen(c), 0644);
        free(c);
    }
    return 0;
}

/* ---- `scr run` records ------------------------------------------------
 *
 * A run of an unchanged program must not parse it: run/<hash> (keyed by
 * the entry's real path, the options and the identity of scr, libscr and
 * the C compiler) names the executable's key and every source with the
 * hash of its text. When every source still hashes the same, scr runs the
 * cached executable straight away. */

static bool run_record_key(const Options *o, char out[33]) {
    char *real = realpath(o->file, NULL);
    if (!real) return false;
    Hash128 h = hash_init();
    hash_str(&h, "scr run record 1");
    hash_str(&h, real);
    free(real);
    struct stat st;
    if (stat("/proc/self/exe", &st) == 0) {
        hash_bytes(&h, &st.st_size, sizeof st.st_size);
        hash_bytes(&h, &st.st_mtim, sizeof st.st_mtim);
        hash_bytes(&h, &st.st_ino, sizeof st.st_ino);
    }
    Flavour fl = options_flavour(o);
    char *lib = driver_lib_path(fl);
    if (lib && stat(lib, &st) == 0) {
        hash_bytes(&h, &st.st_size, sizeof st.st_size);
        hash_bytes(&h, &st.st_mtim, sizeof st.st_mtim);
    }
    hash_str(&h, lib ? lib : "");
    free(lib);
    hash_str(&h, flavour_name(fl));
    hash_str(&h, o->detached_exit ? "detached" : "-");
    hash_str(&h, o->line_directives ? "lines" : "-");
    hash_str(&h, options_quick(o) ? "quick" : "-");
    const char *cc = getenv("SCR_CC");
    hash_str(&h, cc ? cc : "clang");
    hash_hex(&h, out);
    return true;
}

static void file_hash(const char *text, size_t len, char out[33]) {
    Hash128 h = hash_init();
    hash_bytes(&h, text, len);
    hash_hex(&h, out);
}

/* The cached executable of an unchanged program, or false. */
static bool run_record_lookup(const Options *o, char *exe, size_t exesz) {
    const char *dir = cache_dir();
    char rk[33];
    if (!dir || !run_record_key(o, rk)) return false;
    char path[PATH_MAX];
    snprintf(path, sizeof path, "%s/run/%s", dir, rk);
    char *rec = read_whole_file(path, NULL);
    if (!rec) return false;
    bool ok = false;
    char *save = NULL;
    char *line = strtok_r(rec, "\n", &save);
    if (line && strlen(line) == 32) {
        snprintf(exe, exesz, "%s/exe/%s", dir, line);
        ok = access(exe, X_OK) == 0 && cache_exe_valid(exe);
        while (ok && (line = strtok_r(NULL, "\n", &save))) {
            if (strlen(line) < 34) {
                ok = false;
                break;
            }
            size_t n = 0;
            char *text = read_whole_file(line + 33, &n);
            char hx[33];
            if (!text) {
                ok = false;
                break;
            }
            file_hash(text, n, hx);
            free(text);
            ok = memcmp(hx, line, 32) == 0;
        }
    }
    free(rec);
    if (ok) cache_touch(exe), cache_touch(path);
    return ok;
}

static void run_record_write(const Options *o, const Program *p, const char *exe) {
    const char *dir = cache_dir();
    char rk[33];
    if (!dir || !run_record_key(o, rk)) return;
    const char *key = strrchr(exe, '/');
    if (!key) return;
    Buf b = {0};
    buf_printf(&b, "%s\n", key + 1);
    for (int i = 0; i < program_nsources(p); i++) {
        const SourceFile *sf = program_source(p, i);
        char hx[33];
        file_hash(sf->text, sf->len, hx);
        buf_printf(&b, "%s %s\n", hx, sf->abspath);
    }
    char path[PATH_MAX];
    snprintf(path, sizeof path, "%s/run", dir);
    mkdir(path, 0755);
    snprintf(path, sizeof path, "%s/run/%s", dir, rk);
    cache_write_atomic(path, b.s, b.len, 0644);
    free(b.s);
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
        } else if (strncmp(a, "-j", 2) == 0) {
            const char *v = a[2] ? a + 2 : i + 1 < argc ? argv[++i] : "";
            char *end;
            long n = strtol(v, &end, 10);
            if (!*v || *end || n < 1 || n > 1024) {
                fprintf(stderr, "scr: -j needs a number of jobs (1 to 1024)\n");
                return 2;
            }
            o->jobs = (int)n;
        } else if (strncmp(a, "--optimization=", 15) == 0) {
            o->optimization = a + 15;
            o->optimization_given = true;
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
        } else if (strcmp(a, "--quick") == 0) {
            o->quick_given = true;
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
    char exe[PATH_MAX + 8];
    bool record = run && !o.emit_c && !cache_bypassed();
    if (record && run_record_lookup(&o, exe, sizeof exe)) goto exec;
    Program *p = program_load(o.file);
    if (!p) return 1;
    struct stat ost;
    if (o.emit_c && o.out && ((o.out[0] && o.out[strlen(o.out) - 1] == '/') ||
                              (stat(o.out, &ost) == 0 && S_ISDIR(ost.st_mode)))) {
        /* --emit=c -o DIR/: the translation units a build compiles. */
        EmitOptions eo = {o.line_directives, false, false};
        CUnits cu;
        if (emit_units(p, &eo, &cu) < 0) return 1;
        mkdir(o.out, 0755);
        for (int i = 0; i < cu.n; i++) {
            char path[PATH_MAX];
            snprintf(path, sizeof path, "%s/%s.c", o.out, cu.u[i].name);
            if (cache_write_atomic(path, cu.u[i].text, strlen(cu.u[i].text), 0644) < 0) {
                fprintf(stderr, "scr: cannot write %s: %s\n", path, strerror(errno));
                return 1;
            }
        }
        cunits_free(&cu);
        return 0;
    }
    if (o.emit_c) {
        EmitOptions eo = {o.line_directives, false, true};
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
    rc = compile_to(&o, p, exe, sizeof exe);
    if (rc) return rc;
    if (record) run_record_write(&o, p, exe);
    if (objects_only(&o)) {
        if (cache_bypassed()) remove_private_build(exe);
        return 0;
    }
    if (!run) {
        if (cache_copy_atomic(exe, o.out, 0755) < 0) {
            fprintf(stderr, "scr: cannot write %s: %s\n", o.out, strerror(errno));
            return 1;
        }
        if (cache_bypassed()) remove_private_build(exe);
        return 0;
    }
exec:;
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
