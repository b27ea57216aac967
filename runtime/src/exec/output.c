/* output.c - the stdout buffer every part of the runtime prints through
 * (Node writes stdout asynchronously but never loses it; here it is
 * buffered and flushed before any stderr write and at exit), and stderr
 * writes. Below Node's console, so the loop and promises may report. */
#include "exec/output.h"
#include "base/base.h"

#include "core/str.h"

#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { OUT_CAP = 1 << 16 };
static char out_buf[OUT_CAP];
static size_t out_len;
static bool atexit_done;

/* Writes all n bytes to fd. EINTR retries; EAGAIN (stdout may be a
 * non-blocking pipe shared with another process) waits until writable.
 * Any other error (EPIPE: the reader went away) drops the rest, as there
 * is nobody left to read it. */
static void write_all(int fd, const char *s, size_t n) {
    while (n > 0) {
        ssize_t w = write(fd, s, n);
        if (w > 0) {
            s += w;
            n -= (size_t)w;
            continue;
        }
        if (w < 0 && errno == EINTR) continue;
        if (w < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            struct pollfd p = {.fd = fd, .events = POLLOUT, .revents = 0};
            poll(&p, 1, -1);
            continue;
        }
        return;
    }
}

void scr__stdout_flush(void) {
    if (out_len) {
        size_t n = out_len;
        out_len = 0;
        write_all(1, out_buf, n);
    }
}

static void flush_at_exit(void) { scr__stdout_flush(); }

void scr__stdout_write(const char *s, size_t n) {
    if (!atexit_done) {
        atexit_done = true;
        atexit(flush_at_exit);
        scr__oom_flush = scr__stdout_flush;
    }
    if (out_len + n > OUT_CAP) {
        scr__stdout_flush();
        if (n >= OUT_CAP) {
            write_all(1, s, n);
            return;
        }
    }
    memcpy(out_buf + out_len, s, n);
    out_len += n;
}

void scr__stderr_write(const char *s, size_t n) {
    scr__stdout_flush();
    write_all(2, s, n);
}

void scr__write_units(int fd, const uint16_t *d, size_t n) {
    /* Convert in slices so a huge string needs no huge temporary. */
    char buf[3 * 4096 + 8];
    size_t i = 0;
    while (i < n) {
        size_t m = n - i > 4096 ? 4096 : n - i;
        /* Keep a surrogate pair together across slices. */
        if (m < n - i && d[i + m - 1] >= 0xD800 && d[i + m - 1] <= 0xDBFF) m--;
        if (m == 0) m = 1;
        size_t k = scr__utf16_to_utf8(d + i, m, buf);
        if (fd == 1) scr__stdout_write(buf, k);
        else scr__stderr_write(buf, k);
        i += m;
    }
}

void scr__write_string(int fd, ScrValue s) {
    ScrString *str = scr_str(s);
    scr__write_units(fd, str->data, str->len);
}

