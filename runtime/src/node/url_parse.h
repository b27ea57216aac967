/* url_parse.h - the URL Standard's basic URL parser and serialiser over C
 * strings (no JS values): URL records, host parsing (domains through ICU's
 * UTS #46, IPv4 with its number forms, IPv6, opaque hosts), the
 * percent-encode sets. Owned by url_parse.c; url.c builds URL and
 * URLSearchParams on it. docs/node.md, "url". */
#ifndef SCR_URL_PARSE_H
#define SCR_URL_PARSE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A growable NUL-terminated byte string (UTF-8; URL components are ASCII). */
typedef struct ScrUrlBuf {
    char *p; /* NULL while empty and never grown */
    size_t n, cap;
} ScrUrlBuf;

/* A URL record. The strings are owned; a component flagged absent (has_*
 * false, port -1) is the standard's null. */
typedef struct ScrUrl {
    ScrUrlBuf scheme, username, password;
    bool has_host;
    ScrUrlBuf host; /* serialised: a domain, an IPv4 dotted quad, [IPv6] or opaque */
    int port;       /* -1: null */
    bool opaque_path;
    ScrUrlBuf opath; /* the path when opaque_path */
    ScrUrlBuf *segs; /* the path's segments otherwise */
    size_t nsegs, segcap;
    bool has_query, has_fragment;
    ScrUrlBuf query, fragment;
} ScrUrl;

/* The states a setter starts the parser in (state override); 0 for none. */
enum {
    SCR_URL_NO_OVERRIDE = 0,
    SCR_URL_SCHEME_START,
    SCR_URL_HOST,
    SCR_URL_HOSTNAME,
    SCR_URL_PORT,
    SCR_URL_PATH_START,
    SCR_URL_QUERY,
    SCR_URL_FRAGMENT,
    /* Not a state: a whole parse of a URL's own serialisation, which also
     * takes what Node's setters can leave there ("sc://:80/", an empty
     * host with a port). */
    SCR_URL_REPARSE,
};

/* The percent-encode sets. */
enum {
    SCR_URL_SET_C0,
    SCR_URL_SET_FRAGMENT,
    SCR_URL_SET_QUERY,
    SCR_URL_SET_SPECIAL_QUERY,
    SCR_URL_SET_PATH,
    SCR_URL_SET_USERINFO,
    SCR_URL_SET_COMPONENT,
    SCR_URL_SET_FORM,
};

/* The basic URL parser over UTF-8 input (n bytes; a lone surrogate must
 * already be U+FFFD). Without an override, *url is (re)initialised and the
 * input trimmed; with one, *url is modified in place (a setter). base may
 * be NULL. Returns 0, or -1 on failure (then *url, without an override, is
 * freed and empty; with one it may be partly changed, as the standard's
 * setters allow). */
int scr__url_parse(const char *in, size_t n, const ScrUrl *base, ScrUrl *url, int override);
/* The URL serialiser (without the fragment when exclude_fragment). */
void scr__url_serialize(const ScrUrl *u, bool exclude_fragment, ScrUrlBuf *out);
/* The pathname getter's text: the opaque path or "/seg/seg". */
void scr__url_path_string(const ScrUrl *u, ScrUrlBuf *out);
/* The origin's ASCII serialisation ("null" for opaque origins). */
void scr__url_origin(const ScrUrl *u, ScrUrlBuf *out);
void scr__url_record_free(ScrUrl *u);
void scr__url_record_init(ScrUrl *u);
bool scr__url_is_special(const ScrUrl *u);
/* The default port of a scheme, or -1. */
int scr__url_default_port(const char *scheme, size_t n);

/* The host parser: input (UTF-8, n bytes) to the serialised host in *out.
 * Returns 0 or -1 (failure). Exposed for the unit tests. */
int scr__url_host_parse(const char *in, size_t n, bool not_special, ScrUrlBuf *out);
/* Appends the UTF-8 percent-encoding of s (n bytes) under set. With
 * space_as_plus (the form serialiser) a space becomes '+'. */
void scr__url_percent_encode(ScrUrlBuf *out, const char *s, size_t n, int set, bool space_as_plus);
/* Appends the percent-decoding of s (bytes). */
void scr__url_percent_decode(ScrUrlBuf *out, const char *s, size_t n);

void scr__url_buf_put(ScrUrlBuf *b, const char *s, size_t n);
void scr__url_buf_putc(ScrUrlBuf *b, char c);
void scr__url_buf_puts(ScrUrlBuf *b, const char *s);
void scr__url_buf_free(ScrUrlBuf *b);

#endif
