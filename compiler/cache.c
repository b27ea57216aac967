/* cache.c - the build cache (see cache.h). Keys are 128-bit FNV-1a hashes;
 * entries are files named by the key's hex digits, written atomically so
 * that concurrent builds never see a half-written executable. */
#define _DEFAULT_SOURCE 1
#include "cache.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef unsigned __int128 u128;

/* FNV-1a 128: offset basis 0x6c62272e07bb014262b821756295c58d, prime
 * 2^88 + 0x13b. */
Hash128 hash_init(void) {
    Hash128 h = {0x6c62272e07bb0142ull, 0x62b821756295c58dull};
    return h;
}

void hash_bytes(Hash128 *h, const void *data, size_t n) {
    const u128 prime = ((u128)1 << 88) | 0x13b;
    u128 v = ((u128)h->hi << 64) | h->lo;
    const unsigned char *p = data;
    for (size_t i = 0; i < n; i++) {
        v ^= p[i];
        v *= prime;
    }
    h->hi = (uint64_t)(v >> 64);
    h->lo = (uint64_t)v;
}

void hash_str(Hash128 *h, const char *s) { hash_bytes(h, s, strlen(s) + 1); }

void hash_hex(const Hash128 *h, char out[33]) {
    snprintf(out, 33, "%016llx%016llx", (unsigned long long)h->hi, (unsigned long long)h->lo);
}

const char *cache_build_id(void) {
    static char id[33];
    if (id[0]) return id;
    Hash128 h = hash_init();
    FILE *f = fopen("/proc/self/exe", "rb");
    if (f) {
        char buf[65536];
        size_t n;
        while ((n = fread(buf, 1, sizeof buf, f)) > 0) hash_bytes(&h, buf, n);
        fclose(f);
    }
    hash_hex(&h, id);
    return id;
}

static int mkdir_p(const char *path) {
    char tmp[PATH_MAX];
    snprintf(tmp, sizeof tmp, "%s", path);
    for (char *p = tmp + 1; *p; p++) {
        if (*p != '/') continue;
        *p = 0;
        if (mkdir(tmp, 0755) < 0 && errno != EEXIST) return -1;
        *p = '/';
    }
    if (mkdir(tmp, 0755) < 0 && errno != EEXIST) return -1;
    return 0;
}

bool cache_bypassed(void) {
    const char *v = getenv("SCR_NO_CACHE");
    return v && (strcmp(v, "1") == 0 || strcmp(v, "exe") == 0);
}

bool cache_objects_bypassed(void) {
    const char *v = getenv("SCR_NO_CACHE");
    return v && strcmp(v, "1") == 0;
}

const char *cache_dir(void) {
    static char dir[PATH_MAX];
    if (dir[0]) return dir;
    const char *e = getenv("SCR_CACHE_DIR");
    if (e && *e) snprintf(dir, sizeof dir, "%s", e);
    else if ((e = getenv("XDG_CACHE_HOME")) && *e) snprintf(dir, sizeof dir, "%s/scr", e);
    else if ((e = getenv("HOME")) && *e) snprintf(dir, sizeof dir, "%s/.cache/scr", e);
    else snprintf(dir, sizeof dir, "/tmp/scr-cache-%d", (int)getuid());
    if (mkdir_p(dir) < 0) {
        dir[0] = 0;
        return NULL;
    }
    return dir;
}

int cache_write_atomic(const char *path, const void *data, size_t len, int mode) {
    char tmp[PATH_MAX];
    snprintf(tmp, sizeof tmp, "%s.tmp.%d", path, (int)getpid());
    int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, mode);
    if (fd < 0) return -1;
    const char *p = data;
    while (len) {
        ssize_t w = write(fd, p, len);
        if (w < 0) {
            if (errno == EINTR) continue;
            close(fd);
            unlink(tmp);
            return -1;
        }
        p += w;
        len -= (size_t)w;
    }
    if (close(fd) < 0 || rename(tmp, path) < 0) {
        unlink(tmp);
        return -1;
    }
    return 0;
}

int cache_copy_atomic(const char *src, const char *dst, int mode) {
    FILE *f = fopen(src, "rb");
    if (!f) return -1;
    size_t cap = 1 << 20, len = 0;
    char *buf = malloc(cap);
    size_t n;
    while (buf && (n = fread(buf + len, 1, cap - len, f)) > 0) {
        len += n;
        if (len == cap) {
            cap *= 2;
            char *nb = realloc(buf, cap);
            if (!nb) {
                free(buf);
                buf = NULL;
            }
            buf = nb;
        }
    }
    fclose(f);
    if (!buf) return -1;
    int r = cache_write_atomic(dst, buf, len, mode);
    free(buf);
    return r;
}
