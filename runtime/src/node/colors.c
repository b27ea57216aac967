/* colors.c - a terminal's colour depth from the environment, and the
 * console's colour choice (colors.h). The rules are Node 20's
 * lib/internal/tty.js, which chalk's supports-color also follows. */
#include "node/colors.h"
#include "base/base.h"
#include "core/error.h"
#include "core/object.h"
#include "core/str.h"
#include "node/process.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The variables of one reading of env, as UTF-8 (NULL: undefined). */
typedef struct EnvVars {
    ScrValue env;
    char *held[16];
    int nheld;
} EnvVars;

/* env[name] as UTF-8, owned by v; NULL when undefined. -1 when a getter
 * threw. */
static int var(EnvVars *v, const char *name, const char **out) {
    *out = NULL;
    ScrValue x = scr__get_str(v->env, name);
    if (scr_is_exception(x)) return -1;
    if (scr_is_undefined(x)) return 0;
    ScrValue s = scr_to_string(x);
    scr_release(x);
    if (scr_is_exception(s)) return -1;
    char *u = scr__string_to_utf8(s, NULL);
    scr_release(s);
    if (v->nheld == (int)(sizeof v->held / sizeof *v->held)) {
        free(u);
        return 0;
    }
    v->held[v->nheld++] = u;
    *out = u;
    return 0;
}

/* `name in env`: 1, 0, or -1 when a proxy's trap threw. */
static int has(EnvVars *v, const char *name) { return scr__has_property(v->env, scr__atom(name)); }

static bool starts(const char *s, const char *prefix) {
    return strncmp(s, prefix, strlen(prefix)) == 0;
}

/* TeamCity from 9.1 on: /^(9\.(0*[1-9]\d*)\.|\d{2,}\.)/. */
static bool teamcity_colors(const char *s) {
    if (s[0] == '9' && s[1] == '.') {
        const char *p = s + 2;
        while (*p == '0') p++;
        if (*p < '1' || *p > '9') return false;
        while (isdigit((unsigned char)*p)) p++;
        return *p == '.';
    }
    size_t n = 0;
    while (isdigit((unsigned char)s[n])) n++;
    return n >= 2 && s[n] == '.';
}

/* A lower-cased TERM's depth: its own entry, or 4 for one of the families
 * that show 16 colours, else 0 (not known). */
static int term_depth(const char *t) {
    static const struct {
        const char *name;
        int depth;
    } terms[] = {{"eterm", 4},   {"cons25", 4}, {"console", 4},     {"cygwin", 4},
                 {"dtterm", 4},  {"gnome", 4},  {"hurd", 4},        {"jfbterm", 4},
                 {"konsole", 4}, {"kterm", 4},  {"mlterm", 4},      {"mosh", 24},
                 {"putty", 4},   {"st", 4},     {"terminator", 24}, {"rxvt-unicode-24bit", 24}};
    for (size_t i = 0; i < sizeof terms / sizeof *terms; i++)
        if (strcmp(t, terms[i].name) == 0) return terms[i].depth;
    if (strstr(t, "ansi") || strstr(t, "color") || strstr(t, "linux")) return 4;
    if (starts(t, "rxvt") || starts(t, "screen") || starts(t, "xterm") || starts(t, "vt100"))
        return 4;
    /* /^con[0-9]*x[0-9]/ */
    if (starts(t, "con")) {
        const char *p = t + 3;
        while (isdigit((unsigned char)*p)) p++;
        if (p[0] == 'x' && isdigit((unsigned char)p[1])) return 4;
    }
    return 0;
}

static void warn_force_overrides(const char *disable, const char *no_color) {
    static bool warned;
    if (warned || (!disable && !no_color)) return;
    warned = true;
    char msg[160];
    snprintf(msg, sizeof msg, "The '%s%s%s' env is ignored due to the 'FORCE_COLOR' env being set.",
             disable ? "NODE_DISABLE_COLORS" : "", disable && no_color ? "' and '" : "",
             no_color ? "NO_COLOR" : "");
    ScrValue m = scr_string_from_utf8(msg, strlen(msg));
    ScrValue w = scr__error_new(SCR_ERR_ERROR, m);
    scr_release(m);
    scr__define_str_take(w, "name", scr_string_from_utf8("Warning", 7), SCR_PROP_CW);
    if (scr__process_warn(w) < 0) scr_release(scr_exception_take());
    scr_release(w);
}

static int depth_of(EnvVars *v, int *depth) {
    const char *force, *disable, *no_color, *term, *tmux, *ci, *program, *colorterm;
    if (var(v, "FORCE_COLOR", &force) < 0) return -1;
    if (force) {
        static const struct {
            const char *value;
            int depth;
        } forced[] = {{"", 4}, {"1", 4}, {"true", 4}, {"2", 8}, {"3", 24}};
        *depth = 1;
        for (size_t i = 0; i < sizeof forced / sizeof *forced; i++)
            if (strcmp(force, forced[i].value) == 0) *depth = forced[i].depth;
        if (*depth == 1) return 0;
        if (var(v, "NODE_DISABLE_COLORS", &disable) < 0 || var(v, "NO_COLOR", &no_color) < 0)
            return -1;
        warn_force_overrides(disable, no_color);
        return 0;
    }
    *depth = 1;
    if (var(v, "NODE_DISABLE_COLORS", &disable) < 0 || var(v, "NO_COLOR", &no_color) < 0 ||
        var(v, "TERM", &term) < 0)
        return -1;
    if (disable || no_color || (term && strcmp(term, "dumb") == 0)) return 0;
    if (var(v, "TMUX", &tmux) < 0) return -1;
    if (tmux && *tmux) return *depth = 8, 0;
    if (var(v, "CI", &ci) < 0) return -1;
    if (ci && *ci) {
        static const char *const services[] = {"APPVEYOR",       "BUILDKITE", "CIRCLECI", "DRONE",
                                               "GITHUB_ACTIONS", "GITLAB_CI", "TRAVIS"};
        for (size_t i = 0; i < sizeof services / sizeof *services; i++) {
            int h = has(v, services[i]);
            if (h < 0) return -1;
            if (h) return *depth = 8, 0;
        }
        const char *name;
        if (var(v, "CI_NAME", &name) < 0) return -1;
        if (name && strcmp(name, "codeship") == 0) *depth = 8;
        return 0;
    }
    int h = has(v, "TEAMCITY_VERSION");
    if (h < 0) return -1;
    if (h) {
        const char *version;
        if (var(v, "TEAMCITY_VERSION", &version) < 0) return -1;
        *depth = teamcity_colors(version ? version : "undefined") ? 4 : 1;
        return 0;
    }
    if (var(v, "TERM_PROGRAM", &program) < 0) return -1;
    if (program && strcmp(program, "iTerm.app") == 0) {
        const char *version;
        if (var(v, "TERM_PROGRAM_VERSION", &version) < 0) return -1;
        bool old =
            !version || !*version || (version[0] >= '0' && version[0] <= '2' && version[1] == '.');
        return *depth = old ? 8 : 24, 0;
    }
    if (program && (strcmp(program, "HyperTerm") == 0 || strcmp(program, "MacTerm") == 0))
        return *depth = 24, 0;
    if (program && strcmp(program, "Apple_Terminal") == 0) return *depth = 8, 0;
    if (var(v, "COLORTERM", &colorterm) < 0) return -1;
    if (colorterm && (strcmp(colorterm, "truecolor") == 0 || strcmp(colorterm, "24bit") == 0))
        return *depth = 24, 0;
    if (term && *term) {
        if (starts(term, "xterm-256")) return *depth = 8, 0;
        char lower[64];
        size_t n = 0;
        for (; term[n] && n + 1 < sizeof lower; n++)
            lower[n] = (char)tolower((unsigned char)term[n]);
        lower[n] = 0;
        int d = term[n] ? 0 : term_depth(lower);
        if (d) return *depth = d, 0;
    }
    if (colorterm && *colorterm) *depth = 4;
    return 0;
}

int scr__color_depth(ScrValue env, int *depth) {
    *depth = 1;
    if (!scr_is_object(env)) return 0;
    EnvVars v = {.env = env, .nheld = 0};
    int r = depth_of(&v, depth);
    for (int i = 0; i < v.nheld; i++) free(v.held[i]);
    return r;
}

bool scr__console_colors(int fd) {
    /* Whether fd is a terminal, asked once: Node's stream.isTTY is fixed
     * when the stream is made. */
    static int tty[3] = {-1, -1, -1};
    if (fd < 1 || fd > 2) return false;
    ScrValue env = scr__get_str(scr__thread.realm->process_obj, "env");
    if (scr_is_exception(env)) {
        scr_release(scr_exception_take());
        return false;
    }
    bool colors = false;
    ScrValue force = scr_is_object(env) ? scr__get_str(env, "FORCE_COLOR") : SCR_UNDEFINED;
    if (scr_is_exception(force)) {
        scr_release(scr_exception_take());
        force = SCR_UNDEFINED;
    }
    if (tty[fd] < 0) tty[fd] = isatty(fd);
    if (!scr_is_undefined(force) || tty[fd]) {
        int depth;
        if (scr__color_depth(env, &depth) < 0)
            scr_release(scr_exception_take());
        else
            colors = depth > 2;
    }
    scr_release(force);
    scr_release(env);
    return colors;
}
