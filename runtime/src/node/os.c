/* os.c - the `node:os` module on libuv's system queries, as Node's is:
 * EOL, devNull, arch, platform, type, release, version, machine, hostname,
 * homedir, tmpdir, endianness, uptime, totalmem, freemem, loadavg,
 * availableParallelism and cpus. */
#include "node/os.h"
#include "base/base.h"
#include "core/native.h"
#include "core/object.h"
#include "core/function.h"

#include <stdlib.h>
#include <string.h>
#include <uv.h>

static ScrValue str(const char *s) { return scr_string_from_utf8(s, strlen(s)); }

/* uname's fields (magic: 0 sysname, 1 release, 2 version, 3 machine). */
NATIVE(os_uname) {
    UNUSED;
    uv_utsname_t u;
    if (uv_os_uname(&u) != 0) return str("");
    switch (((ScrFunction *)scr_obj(fn))->magic) {
        case 0: return str(u.sysname);
        case 1: return str(u.release);
        case 2: return str(u.version);
        default: return str(u.machine);
    }
}

NATIVE(os_arch) {
    UNUSED;
    return scr__get_str(scr__thread.realm->process_obj, "arch");
}

NATIVE(os_platform) {
    UNUSED;
    return str("linux");
}

NATIVE(os_hostname) {
    UNUSED;
    char buf[UV_MAXHOSTNAMESIZE];
    size_t n = sizeof buf;
    if (uv_os_gethostname(buf, &n) != 0) return str("");
    return scr_string_from_utf8(buf, n);
}

NATIVE(os_homedir) {
    UNUSED;
    char buf[4096];
    size_t n = sizeof buf;
    if (uv_os_homedir(buf, &n) != 0) return str("");
    return scr_string_from_utf8(buf, n);
}

/* Node's tmpdir: TMPDIR, TMP or TEMP, else /tmp, without a trailing '/'. */
NATIVE(os_tmpdir) {
    UNUSED;
    const char *names[] = {"TMPDIR", "TMP", "TEMP"};
    const char *d = NULL;
    for (int i = 0; i < 3 && !d; i++) {
        d = getenv(names[i]);
        if (d && !*d) d = NULL;
    }
    if (!d) d = "/tmp";
    size_t n = strlen(d);
    if (n > 1 && d[n - 1] == '/') n--;
    return scr_string_from_utf8(d, n);
}

NATIVE(os_endianness) {
    UNUSED;
    uint16_t one = 1;
    return str(*(uint8_t *)&one ? "LE" : "BE");
}

NATIVE(os_uptime) {
    UNUSED;
    double t = 0;
    uv_uptime(&t);
    return scr_number(t);
}

NATIVE(os_totalmem) {
    UNUSED;
    return scr_number((double)uv_get_total_memory());
}

NATIVE(os_freemem) {
    UNUSED;
    return scr_number((double)uv_get_free_memory());
}

NATIVE(os_loadavg) {
    UNUSED;
    double l[3];
    uv_loadavg(l);
    ScrValue a = scr_array_new(3);
    for (int i = 0; i < 3; i++) scr_array_push_take(a, scr_number(l[i]));
    return a;
}

NATIVE(os_parallelism) {
    UNUSED;
    return scr_number(uv_available_parallelism());
}

/* cpus(): one { model, speed, times: { user, nice, sys, idle, irq } } per
 * CPU, times in milliseconds. */
NATIVE(os_cpus) {
    UNUSED;
    uv_cpu_info_t *info;
    int n = 0;
    if (uv_cpu_info(&info, &n) != 0) return scr_array_new(0);
    ScrValue a = scr_array_new((uint32_t)n);
    for (int i = 0; i < n; i++) {
        ScrValue c = scr_object_new();
        scr__define_str_take(c, "model", str(info[i].model), SCR_PROP_CWE);
        scr__define_str_take(c, "speed", scr_number(info[i].speed), SCR_PROP_CWE);
        ScrValue t = scr_object_new();
        scr__define_str_take(t, "user", scr_number((double)info[i].cpu_times.user), SCR_PROP_CWE);
        scr__define_str_take(t, "nice", scr_number((double)info[i].cpu_times.nice), SCR_PROP_CWE);
        scr__define_str_take(t, "sys", scr_number((double)info[i].cpu_times.sys), SCR_PROP_CWE);
        scr__define_str_take(t, "idle", scr_number((double)info[i].cpu_times.idle), SCR_PROP_CWE);
        scr__define_str_take(t, "irq", scr_number((double)info[i].cpu_times.irq), SCR_PROP_CWE);
        scr__define_str_take(c, "times", t, SCR_PROP_CWE);
        scr_array_push_take(a, c);
    }
    uv_free_cpu_info(info, n);
    return a;
}

ScrValue scr__os_module_new(void) {
    ScrValue m = scr_object_new();
    static const ScrNativeDef fns[] = {
        {"arch", os_arch, 0, 0},         {"availableParallelism", os_parallelism, 0, 0},
        {"cpus", os_cpus, 0, 0},         {"endianness", os_endianness, 0, 0},
        {"freemem", os_freemem, 0, 0},   {"homedir", os_homedir, 0, 0},
        {"hostname", os_hostname, 0, 0}, {"loadavg", os_loadavg, 0, 0},
        {"platform", os_platform, 0, 0}, {"release", os_uname, 0, 1},
        {"tmpdir", os_tmpdir, 0, 0},     {"totalmem", os_totalmem, 0, 0},
        {"type", os_uname, 0, 0},        {"uptime", os_uptime, 0, 0},
        {"version", os_uname, 0, 2},     {"machine", os_uname, 0, 3},
    };
    scr__define_natives(m, fns, SCR_COUNTOF(fns), SCR_PROP_CWE, SCR_UNDEFINED);
    scr__define_str_take(m, "EOL", str("\n"), SCR_PROP_CWE);
    scr__define_str_take(m, "devNull", str("/dev/null"), SCR_PROP_CWE);
    return m;
}
