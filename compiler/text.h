/* text.h - the compiler's memory and text helpers: allocation that exits
 * on out-of-memory, Buf (a growable string) and Arena (a string pool whose
 * strings all live until the pool is freed). No fixed-size text buffer
 * anywhere in the compiler: what is formatted here never truncates. */
#ifndef SCR_TEXT_H
#define SCR_TEXT_H

#include <stdarg.h>
#include <stddef.h>

/* malloc/realloc that never return NULL: the compiler's one out-of-memory
 * path prints "scr: out of memory" and exits with status 70. */
void *xmalloc(size_t n);
void *xzalloc(size_t n);
void *xgrow(void *p, size_t n);
char *xstrdup(const char *s);
/* A malloc'ed formatted string (the caller frees it). */
char *xsprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* A growable NUL-terminated string; {0} is the empty buffer. s is owned by
 * the Buf (free(b.s) releases it) and is NULL until the first write. */
typedef struct Buf {
    char *s;
    size_t len, cap;
} Buf;

void buf_put(Buf *b, const char *s, size_t n);
void buf_puts(Buf *b, const char *s);
void buf_printf(Buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void buf_vprintf(Buf *b, const char *fmt, va_list ap) __attribute__((format(printf, 2, 0)));

/* A pool of strings that all stay valid until arena_free: the emitter
 * hands out C expressions, names and labels from one, so a returned string
 * never expires under its user. {0} is an empty arena. */
typedef struct ArenaBlock ArenaBlock;
typedef struct Arena {
    ArenaBlock *blocks; /* newest first */
    char *next;         /* free space in blocks (NULL before the first) */
    size_t left;
} Arena;

char *arena_printf(Arena *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
char *arena_vprintf(Arena *a, const char *fmt, va_list ap) __attribute__((format(printf, 2, 0)));
char *arena_strdup(Arena *a, const char *s);
char *arena_strndup(Arena *a, const char *s, size_t n);
/* Releases every string of the arena and leaves it empty. */
void arena_free(Arena *a);

/* A set of strings for membership tests (hash, open addressing): the
 * emitter's name lists stay arrays that own their strings, and a StrSet
 * beside each makes "is this name taken" constant time, so that a module
 * of 100,000 functions is not quadratic. The strings are borrowed and
 * must outlive the set; {0} is the empty set. */
typedef struct StrSet {
    const char **slots;
    size_t n, cap;
} StrSet;

int strset_has(const StrSet *set, const char *s);
/* Adds s (borrowed); adding a string already present does nothing. */
void strset_add(StrSet *set, const char *s);
/* Frees the table (not the strings) and leaves the set empty. */
void strset_free(StrSet *set);

/* A number as Number::prototype.toString writes it (the shortest digits
 * that read back, in fixed or exponent form as V8 chooses). */
void buf_put_number(Buf *b, double d);
/* The same, malloc'ed: the property key a number literal names (`{1e-7: x}`,
 * `class { 1.5() {} }`). */
char *number_key_string(double d);

/* The whole content of a file, malloc'ed and NUL-terminated (its length in
 * *len when len is not NULL), or NULL when it cannot be read. */
char *read_whole_file(const char *path, size_t *len);

#endif
