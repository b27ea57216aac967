/* chunk.c - the 2 MiB-aligned chunks regions allocate from, and the
 * per-thread cache of freed chunks (LifetimeRegion): at most 8 MiB resident per
 * thread, each cached chunk keeping only its first 256 KiB (cleared with
 * memset; fresh pages are mapped over the rest with MAP_FIXED). Chunks that
 * huge pages may back, and every chunk of a sanitizer or audit build, are
 * never reused. */
#define _DEFAULT_SOURCE
#include "memory/region.h"
#include "base/base.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#ifdef SCR_ASAN
void __asan_poison_memory_region(void const volatile *addr, size_t size);
void __asan_unpoison_memory_region(void const volatile *addr, size_t size);

/* ASan builds retire a freed chunk (pages dropped, addresses poisoned)
 * instead of unmapping it, so that a stale pointer into a freed region is
 * a report. Retired chunks form a FIFO of this many per thread; past it,
 * the oldest is unpoisoned and unmapped. Without the bound a server that
 * frees a region per request grows its address space by 2 MiB and its
 * resident shadow memory by 256 KiB a request (20 GiB after 90,000
 * requests, bench/http/region-soak). */
#define RETIRED_MAX 256
static _Thread_local ScrChunk *retired[RETIRED_MAX];
static _Thread_local size_t retired_next;
#endif

static _Thread_local ScrChunk *cache;
static _Thread_local ScrChunkStats st;
static int reuse_state = -1; /* -1 unknown, 0 off, 1 on; process-wide */

static size_t page_size(void) {
    static size_t ps;
    if (!ps) ps = (size_t)sysconf(_SC_PAGESIZE);
    return ps;
}

static size_t page_up(size_t n) { return (n + page_size() - 1) & ~(page_size() - 1); }

/* Huge pages may back an anonymous 2 MiB-aligned mapping when transparent
 * huge pages are "always" on (with "madvise" they need MADV_HUGEPAGE, which
 * scr never asks for). A chunk a huge page backs cannot keep only 256 KiB
 * resident, so such chunks are not cached. */
static bool __attribute__((unused)) thp_always(void) {
    FILE *f = fopen("/sys/kernel/mm/transparent_hugepage/enabled", "r");
    if (!f) return false;
    char buf[128] = {0};
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = 0;
    return strstr(buf, "[always]") != NULL;
}

bool scr__chunk_reuse_enabled(void) {
    if (reuse_state < 0) {
#if defined(SCR_ASAN) || defined(SCR_TSAN) || defined(SCR_AUDIT)
        reuse_state = 0;
#else
        const char *e = getenv("SCR_REGION_CHUNK_CACHE");
        reuse_state = (e && strcmp(e, "0") == 0) ? 0 : !thp_always();
#endif
    }
    return reuse_state == 1;
}

static ScrChunk *map_chunk(void) {
    size_t want = SCR_CHUNK_SIZE * 2;
    if (SCR_FAULT()) return NULL;
    char *p = mmap(NULL, want, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) return NULL;
    uintptr_t a = ((uintptr_t)p + SCR_CHUNK_SIZE - 1) & ~(uintptr_t)(SCR_CHUNK_SIZE - 1);
    char *al = (char *)a;
    if (al > p) munmap(p, (size_t)(al - p));
    char *end = p + want, *al_end = al + SCR_CHUNK_SIZE;
    if (end > al_end) munmap(al_end, (size_t)(end - al_end));
    st.mapped++;
    return (ScrChunk *)al;
}

ScrChunk *scr__chunk_get(bool *reused) {
    ScrChunk *c = cache;
    if (c) {
        cache = c->next;
        st.cached--;
        st.cache_bytes -= c->touched;
        st.reused++;
        *reused = true;
        size_t touched = c->touched;
        memset(c, 0, sizeof *c); /* the header was cleared with the rest; be explicit */
        c->touched = touched;
        return c;
    }
    c = map_chunk();
    if (!c) return NULL;
    *reused = false;
    c->touched = 0;
    return c;
}

void scr__chunk_put(ScrChunk *c) {
    /* dirty: what this use wrote (cells end at top). used: what is
     * resident, which includes the part a previous use left cleared. */
    size_t dirty = page_up((size_t)(c->top - (char *)c));
    size_t used = c->touched > dirty ? c->touched : dirty;
    if (!scr__chunk_reuse_enabled()) {
        st.returned++;
#ifdef SCR_ASAN
        /* Keep the addresses reserved and poisoned: a stale pointer into a
         * freed region is then an ASan report, never someone else's data. */
        madvise(c, SCR_CHUNK_SIZE, MADV_DONTNEED);
        __asan_poison_memory_region(c, SCR_CHUNK_SIZE);
        ScrChunk *oldest = retired[retired_next];
        retired[retired_next] = c;
        retired_next = (retired_next + 1) % RETIRED_MAX;
        if (oldest) {
            __asan_unpoison_memory_region(oldest, SCR_CHUNK_SIZE);
            munmap(oldest, SCR_CHUNK_SIZE);
        }
#else
        munmap(c, SCR_CHUNK_SIZE);
#endif
        return;
    }
    size_t warm = used < SCR_CHUNK_WARM ? used : SCR_CHUNK_WARM;
    if (st.cache_bytes + warm > SCR_CHUNK_CACHE_MAX) {
        st.returned++;
        munmap(c, SCR_CHUNK_SIZE);
        return;
    }
    /* Only what this use wrote needs clearing: the rest of the warm part
     * was cleared when the chunk was last put back and not written since. */
    memset(c, 0, dirty < warm ? dirty : warm);
    if (dirty > warm) {
        /* Fresh zero pages past the warm part: the old ones go back to the
         * kernel, so a small region reusing a big one's chunk does not
         * inherit its memory. */
        void *p = mmap((char *)c + warm, dirty - warm, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
        if (p == MAP_FAILED) {
            st.returned++;
            munmap(c, SCR_CHUNK_SIZE);
            return;
        }
    }
    c->touched = warm;
    c->next = cache;
    cache = c;
    st.cached++;
    st.cache_bytes += warm;
    if (st.cache_bytes > st.cache_peak_bytes) st.cache_peak_bytes = st.cache_bytes;
}

void scr__chunk_cache_drain(void) {
    while (cache) {
        ScrChunk *c = cache;
        cache = c->next;
        st.cached--;
        st.cache_bytes -= c->touched;
        munmap(c, SCR_CHUNK_SIZE);
    }
}

ScrChunkStats scr__chunk_stats(void) { return st; }

void scr__chunk_force_reuse(int on) { reuse_state = on ? 1 : 0; }
