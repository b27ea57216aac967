/* console.c - the console object: log/info/debug to stdout, error/warn/
 * trace to stderr, group indentation, count, assert, dir. Formatting is
 * util.format from inspect.c; the writes go through exec/output.c. */
#include "node/console.h"
#include "base/base.h"
#include "core/native.h"

#include "node/inspect.h"
#include "node/colors.h"
#include "node/util.h"
#include "exec/loop.h"
#include "core/object.h"
#include "core/str.h"
#include "core/numconv.h"

#include <math.h>
#include <time.h>
#include <stdlib.h>

/* ------------------------------------------------------------------------
 * The console object.
 * ---------------------------------------------------------------------- */

static int group_indent; /* spaces added by console.group */

/* Writes one formatted message plus a newline, indenting every line by
 * the current group indentation. */
static void emit(int fd, ScrStrBuf *msg) {
    ScrStrBuf line = SCR_STRBUF_INIT;
    if (group_indent) {
        for (int k = 0; k < group_indent; k++) scr__sb_putc(&line, ' ');
        for (size_t i = 0; i < msg->len; i++) {
            scr__sb_putc(&line, msg->d[i]);
            if (msg->d[i] == '\n')
                for (int k = 0; k < group_indent; k++) scr__sb_putc(&line, ' ');
        }
    } else {
        scr__sb_put_units(&line, msg->d, msg->len);
    }
    scr__sb_putc(&line, '\n');
    scr__write_units(fd, line.d, line.len);
    scr__sb_free(&line);
}

/* util.format of the arguments, in colour where Node's console would
 * colour what it writes to fd (a terminal, or FORCE_COLOR: colors.h). */
static int format_for(int fd, ScrStrBuf *b, int argc, ScrValue *argv) {
    if (!scr__console_colors(fd)) return scr__format(b, argc, argv);
    ScrInspectOptions o;
    scr__inspect_default_options(&o);
    if (scr__inspect_use_colors(&o) < 0) return -1;
    return scr__format_with(b, &o, argc, argv);
}

static ScrValue print(int fd, int argc, ScrValue *argv) {
    ScrStrBuf b = SCR_STRBUF_INIT;
    if (format_for(fd, &b, argc, argv) < 0) {
        scr__sb_free(&b);
        return SCR_EXCEPTION;
    }
    emit(fd, &b);
    scr__sb_free(&b);
    return SCR_UNDEFINED;
}

NATIVE(c_log) {
    UNUSED;
    return print(1, argc, argv);
}

NATIVE(c_error) {
    UNUSED;
    return print(2, argc, argv);
}

NATIVE(c_group) {
    UNUSED;
    if (argc > 0 && scr_is_exception(print(1, argc, argv))) return SCR_EXCEPTION;
    group_indent += 2;
    return SCR_UNDEFINED;
}

static ScrValue c_group_end(ScrValue fn, ScrValue this_val, int argc, ScrValue *argv,
                            ScrValue nt) {
    UNUSED;
    (void)argc, (void)argv;
    if (group_indent >= 2) group_indent -= 2;
    return SCR_UNDEFINED;
}

/* Counters of console.count, by label (kept until exit). */
typedef struct Counter {
    ScrValue label; /* owned string */
    uint32_t count;
} Counter;
static Counter *counters;
static int ncounters, capcounters;

static ScrValue count_label(int argc, ScrValue *argv) {
    if (argc == 0 || scr_is_undefined(argv[0])) return scr_dup(SCR_ATOM("default"));
    return scr_to_string(argv[0]);
}

static void warning_job(void *p, ScrValue a, ScrValue b) {
    (void)a, (void)b;
    scr__emit_warning("Warning", p);
    free(p);
}

/* A process warning naming a label, as console's label methods give;
 * printed after the current job, as Node emits warnings on nextTick. */
static void label_warning(const char *fmt, ScrValue label) {
    char *u = scr__string_to_utf8(label, NULL);
    char *msg = scr__xmalloc(strlen(fmt) + strlen(u) + 1);
    sprintf(msg, fmt, u);
    free(u);
    scr__microtask_enqueue(warning_job, msg, SCR_UNDEFINED, SCR_UNDEFINED);
}

NATIVE(c_count) {
    UNUSED;
    ScrValue label = count_label(argc, argv);
    if (scr_is_exception(label)) return label;
    Counter *c = NULL;
    for (int i = 0; i < ncounters; i++)
        if (scr__string_equal(counters[i].label, label)) c = &counters[i];
    if (!c) {
        SCR_GROW(counters, capcounters, ncounters + 1, 8);
        c = &counters[ncounters++];
        c->label = scr_dup(label);
        c->count = 0;
    }
    c->count++;
    ScrStrBuf b = SCR_STRBUF_INIT;
    scr__sb_put_string(&b, label);
    scr__sb_printf(&b, ": %u", c->count);
    emit(1, &b);
    scr__sb_free(&b);
    scr_release(label);
    return SCR_UNDEFINED;
}

static ScrValue c_count_reset(ScrValue fn, ScrValue this_val, int argc, ScrValue *argv,
                              ScrValue nt) {
    UNUSED;
    ScrValue label = count_label(argc, argv);
    if (scr_is_exception(label)) return label;
    bool found = false;
    for (int i = 0; i < ncounters; i++) {
        if (!scr__string_equal(counters[i].label, label)) continue;
        counters[i].count = 0;
        found = true;
    }
    if (!found) label_warning("Count for '%s' does not exist", label);
    scr_release(label);
    return SCR_UNDEFINED;
}

/* ------------------------------------------------------------------------
 * console.time, timeLog, timeEnd: labels with their start times.
 * ---------------------------------------------------------------------- */

typedef struct Timer {
    ScrValue label; /* owned string */
    double start_ms;
} Timer;
static Timer *timers;
static int ntimers, captimers;

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static int find_timer(ScrValue label) {
    for (int i = 0; i < ntimers; i++)
        if (scr__string_equal(timers[i].label, label)) return i;
    return -1;
}

NATIVE(c_time) {
    UNUSED;
    ScrValue label = count_label(argc, argv);
    if (scr_is_exception(label)) return label;
    if (find_timer(label) >= 0) {
        label_warning("Label '%s' already exists for console.time()", label);
        scr_release(label);
        return SCR_UNDEFINED;
    }
    SCR_GROW(timers, captimers, ntimers + 1, 8);
    timers[ntimers++] = (Timer){label, now_ms()};
    return SCR_UNDEFINED;
}

/* Node's formatTime: "1.234ms", "1.234s", "1:02.345 (m:ss.mmm)". */
static void format_time(ScrStrBuf *b, double ms) {
    double hours = 0, minutes = 0, seconds = 0;
    if (ms >= 1000) {
        if (ms >= 60000) {
            if (ms >= 3600000) {
                hours = floor(ms / 3600000);
                ms = fmod(ms, 3600000);
            }
            minutes = floor(ms / 60000);
            ms = fmod(ms, 60000);
        }
        seconds = ms / 1000;
    }
    if (hours != 0 || minutes != 0) {
        char sec[32];
        snprintf(sec, sizeof sec, "%06.3f", seconds);
        if (hours != 0) scr__sb_printf(b, "%.0f:%02.0f:%s (h:mm:ss.mmm)", hours, minutes, sec);
        else scr__sb_printf(b, "%.0f:%s (m:ss.mmm)", minutes, sec);
    } else if (seconds != 0) {
        scr__sb_printf(b, "%.3fs", seconds);
    } else {
        ScrValue f = scr__number_to_fixed(ms, 3);
        double d = scr__string_to_number(f);
        scr_release(f);
        scr__sb_put_number(b, d);
        scr__sb_puts(b, "ms");
    }
}

/* timeLog (end false) and timeEnd (end true). */
static ScrValue time_log(int argc, ScrValue *argv, bool end) {
    ScrValue label = count_label(argc, argv);
    if (scr_is_exception(label)) return label;
    int i = find_timer(label);
    if (i < 0) {
        label_warning(end ? "No such label '%s' for console.timeEnd()"
                          : "No such label '%s' for console.timeLog()",
                      label);
        scr_release(label);
        return SCR_UNDEFINED;
    }
    ScrStrBuf b = SCR_STRBUF_INIT;
    scr__sb_put_string(&b, label);
    scr__sb_puts(&b, ": ");
    format_time(&b, now_ms() - timers[i].start_ms);
    if (end) {
        scr_release(timers[i].label);
        timers[i] = timers[--ntimers];
    } else if (argc > 1) {
        scr__sb_putc(&b, ' ');
        if (scr__format(&b, argc - 1, argv + 1) < 0) {
            scr__sb_free(&b);
            scr_release(label);
            return SCR_EXCEPTION;
        }
    }
    emit(1, &b);
    scr__sb_free(&b);
    scr_release(label);
    return SCR_UNDEFINED;
}

static ScrValue c_time_log(ScrValue fn, ScrValue this_val, int argc, ScrValue *argv,
                           ScrValue nt) {
    UNUSED;
    return time_log(argc, argv, false);
}

static ScrValue c_time_end(ScrValue fn, ScrValue this_val, int argc, ScrValue *argv,
                           ScrValue nt) {
    UNUSED;
    return time_log(argc, argv, true);
}

/* console.table: tabular data drawn as a box; anything else is logged. */
NATIVE(c_table) {
    UNUSED;
    if (!scr_is_object(ARG(0))) {
        if (!scr_is_undefined(ARG(1)) && !scr__is_array(ARG(1)))
            return scr__console_table(NULL, ARG(0), ARG(1)) < 0 ? SCR_EXCEPTION : SCR_UNDEFINED;
        return print(1, argc > 0 ? 1 : 0, argv);
    }
    ScrStrBuf b = SCR_STRBUF_INIT;
    if (scr__console_table(&b, ARG(0), ARG(1)) < 0) {
        scr__sb_free(&b);
        return SCR_EXCEPTION;
    }
    emit(1, &b);
    scr__sb_free(&b);
    return SCR_UNDEFINED;
}

NATIVE(c_assert) {
    UNUSED;
    if (scr_to_boolean(ARG(0))) return SCR_UNDEFINED;
    /* Node replaces the first message argument by "Assertion failed: " +
     * String(it) and formats the rest as console.warn does. */
    int n = argc > 1 ? argc - 1 : 1;
    ScrValue *args = scr__xmalloc(sizeof(ScrValue) * (size_t)n);
    ScrValue first;
    if (argc <= 1) {
        first = scr_string_from_utf8("Assertion failed", 16);
    } else {
        ScrValue s = scr_to_string(argv[1]);
        if (scr_is_exception(s)) {
            free(args);
            return s;
        }
        ScrValue prefix = scr_string_from_utf8("Assertion failed: ", 18);
        first = scr_string_concat(prefix, s);
        scr_release(prefix);
        scr_release(s);
    }
    args[0] = first;
    for (int i = 2; i < argc; i++) args[i - 1] = argv[i];
    ScrValue r = print(2, n, args);
    scr_release(first);
    free(args);
    return r;
}

NATIVE(c_dir) {
    UNUSED;
    ScrInspectOptions o;
    scr__inspect_default_options(&o);
    if (scr__console_colors(1) && scr__inspect_use_colors(&o) < 0) return SCR_EXCEPTION;
    if (scr__inspect_options_from(ARG(1), &o) < 0) return SCR_EXCEPTION;
    ScrStrBuf b = SCR_STRBUF_INIT;
    if (scr__inspect_to(&b, ARG(0), &o) < 0) {
        scr__sb_free(&b);
        return SCR_EXCEPTION;
    }
    emit(1, &b);
    scr__sb_free(&b);
    return SCR_UNDEFINED;
}

NATIVE(c_trace) {
    UNUSED;
    ScrStrBuf b = SCR_STRBUF_INIT;
    scr__sb_puts(&b, "Trace");
    ScrStrBuf msg = SCR_STRBUF_INIT;
    /* Node formats a trace's message without colours. */
    if (scr__format(&msg, argc, argv) < 0) {
        scr__sb_free(&b);
        scr__sb_free(&msg);
        return SCR_EXCEPTION;
    }
    if (msg.len) {
        scr__sb_puts(&b, ": ");
        scr__sb_put_units(&b, msg.d, msg.len);
    }
    scr__sb_free(&msg);
    /* Stack frames; the test runner drops "    at" lines, so their exact
     * form only matters to people reading them. */
    for (ScrFrame *f = scr__thread.exec.frame_top; f; f = f->prev)
        scr__sb_printf(&b, "\n    at %s", f->name && f->name[0] ? f->name : "<anonymous>");
    emit(2, &b);
    scr__sb_free(&b);
    return SCR_UNDEFINED;
}

void scr__console_init(ScrValue global) {
    ScrValue c = scr_object_new();
    scr__define_native(c, "log", c_log, 0);
    scr__define_native(c, "warn", c_error, 0);
    scr__define_native(c, "dir", c_dir, 0);
    scr__define_native(c, "error", c_error, 0);
    scr__define_native(c, "info", c_log, 0);
    scr__define_native(c, "debug", c_log, 0);
    scr__define_native(c, "trace", c_trace, 0);
    scr__define_native(c, "assert", c_assert, 0);
    scr__define_native(c, "count", c_count, 0);
    scr__define_native(c, "countReset", c_count_reset, 0);
    scr__define_native(c, "group", c_group, 0);
    scr__define_native(c, "groupEnd", c_group_end, 0);
    scr__define_native(c, "groupCollapsed", c_group, 0);
    scr__define_native(c, "table", c_table, 1);
    scr__define_native(c, "time", c_time, 0);
    scr__define_native(c, "timeEnd", c_time_end, 0);
    scr__define_native(c, "timeLog", c_time_log, 0);
    scr__define_str_take(global, "console", c, SCR_PROP_CW);
}

/* Releases console's own state (the counters) at exit. */
void scr__console_shutdown(void) {
    for (int i = 0; i < ncounters; i++) scr_release(counters[i].label);
    free(counters);
    counters = NULL;
    ncounters = capcounters = 0;
    for (int i = 0; i < ntimers; i++) scr_release(timers[i].label);
    free(timers);
    timers = NULL;
    ntimers = captimers = 0;
    scr__stdout_flush();
}

