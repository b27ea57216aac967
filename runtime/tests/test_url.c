/* test_url.c - node/url_parse.c without JS values: the host parser (IPv4
 * number forms and their failures, IPv6 compression and embedded IPv4,
 * domains through IDNA, forbidden code points, opaque hosts), the
 * percent-encode sets and decoding, and whole parses with their
 * serialisation, base resolution and setters' state overrides. */
#include "node/url_parse.h"

#include "check.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The host parser's result ("FAIL" for failure) equals want. */
static bool host_is(const char *in, bool not_special, const char *want) {
    ScrUrlBuf out = {0};
    int rc = scr__url_host_parse(in, strlen(in), not_special, &out);
    const char *got = rc < 0 ? "FAIL" : out.p ? out.p : "";
    bool ok = strcmp(got, want) == 0;
    if (!ok) printf("  host %s: got \"%s\", want \"%s\"\n", in, got, want);
    scr__url_buf_free(&out);
    return ok;
}

static bool encode_is(const char *in, int set, bool plus, const char *want) {
    ScrUrlBuf out = {0};
    scr__url_percent_encode(&out, in, strlen(in), set, plus);
    bool ok = strcmp(out.p ? out.p : "", want) == 0;
    if (!ok) printf("  encode %s: got \"%s\", want \"%s\"\n", in, out.p ? out.p : "", want);
    scr__url_buf_free(&out);
    return ok;
}

/* Parses in against base (may be NULL): the href, or "FAIL". */
static bool href_is(const char *in, const char *base, const char *want) {
    ScrUrl b, u;
    scr__url_record_init(&b);
    scr__url_record_init(&u);
    const char *got = "FAIL";
    ScrUrlBuf out = {0};
    if (!base || scr__url_parse(base, strlen(base), NULL, &b, 0) == 0) {
        if (scr__url_parse(in, strlen(in), base ? &b : NULL, &u, 0) == 0) {
            scr__url_serialize(&u, false, &out);
            got = out.p;
        }
    }
    bool ok = strcmp(got, want) == 0;
    if (!ok) printf("  parse %s: got \"%s\", want \"%s\"\n", in, got, want);
    scr__url_buf_free(&out);
    scr__url_record_free(&u);
    scr__url_record_free(&b);
    return ok;
}

/* Applies a setter's parse (state override) to url and compares the href. */
static bool set_is(const char *url, const char *value, int state, const char *want) {
    ScrUrl u;
    scr__url_record_init(&u);
    scr__url_parse(url, strlen(url), NULL, &u, 0);
    scr__url_parse(value, strlen(value), NULL, &u, state);
    ScrUrlBuf out = {0};
    scr__url_serialize(&u, false, &out);
    bool ok = strcmp(out.p, want) == 0;
    if (!ok) printf("  set %s on %s: got \"%s\", want \"%s\"\n", value, url, out.p, want);
    scr__url_buf_free(&out);
    scr__url_record_free(&u);
    return ok;
}

static void test_ipv4(void) {
    CHECK(host_is("127.0.0.1", false, "127.0.0.1"));
    CHECK(host_is("0x7f.1", false, "127.0.0.1"));
    CHECK(host_is("0177.0.0.1", false, "127.0.0.1"));
    CHECK(host_is("2130706433", false, "127.0.0.1"));
    CHECK(host_is("4294967295", false, "255.255.255.255"));
    CHECK(host_is("1.2.3.4.", false, "1.2.3.4"));
    CHECK(host_is("0x", false, "0.0.0.0"));
    CHECK(host_is("4294967296", false, "FAIL"));
    CHECK(host_is("1.2.3.256", false, "FAIL"));
    CHECK(host_is("256.1.1", false, "FAIL"));
    CHECK(host_is("1.2.3.4.5", false, "FAIL"));
    CHECK(host_is("1.2.3.09", false, "FAIL"));
    CHECK(host_is("99999999999999999999", false, "FAIL")); /* saturates, no overflow */
    /* Ends in a number only when the last label is numeric. */
    CHECK(host_is("foo.09", false, "FAIL"));
    CHECK(host_is("a.b.c.1", false, "FAIL"));
    CHECK(host_is("1.foo", false, "1.foo"));
    /* Opaque hosts are never IPv4. */
    CHECK(host_is("0x7f.1", true, "0x7f.1"));
}

static void test_ipv6(void) {
    CHECK(host_is("[::1]", false, "[::1]"));
    CHECK(host_is("[1:0:0:0:0:0:0:1]", false, "[1::1]"));
    CHECK(host_is("[1:0:0:2::3:0]", false, "[1::2:0:0:3:0]"));
    CHECK(host_is("[0:0:0:0:0:0:0:0]", false, "[::]"));
    CHECK(host_is("[1:2:0:0:3:0:0:4]", false, "[1:2::3:0:0:4]"));
    CHECK(host_is("[::ffff:192.168.0.1]", false, "[::ffff:c0a8:1]"));
    CHECK(host_is("[ABCD::EF]", true, "[abcd::ef]"));
    CHECK(host_is("[1::2::3]", false, "FAIL"));
    CHECK(host_is("[:1]", false, "FAIL"));
    CHECK(host_is("[1:2:3:4:5:6:7:8:9]", false, "FAIL"));
    CHECK(host_is("[::1.2.3.]", false, "FAIL"));
    CHECK(host_is("[::01.2.3.4]", false, "FAIL"));
    CHECK(host_is("[::1", false, "FAIL"));
}

static void test_domains(void) {
    CHECK(host_is("EXAMPLE.com", false, "example.com"));
    CHECK(host_is("ex%41mple.com", false, "example.com"));
    CHECK(host_is("m\xC3\xBCnchen.de", false, "xn--mnchen-3ya.de"));
    CHECK(host_is("fa\xC3\x9F.de", false, "xn--fa-hia.de")); /* non-transitional */
    CHECK(host_is("%C3%BC.de", false, "xn--tda.de"));
    CHECK(host_is("a\xE3\x80\x82"
                  "b",
                  false, "a.b")); /* ideographic full stop */
    CHECK(host_is("xn--", false, "FAIL"));
    CHECK(host_is("a b", false, "FAIL"));
    CHECK(host_is("a%00b", false, "FAIL"));
    CHECK(host_is("a%25b", false, "FAIL"));
    CHECK(host_is("a^b", false, "FAIL"));
    CHECK(host_is("%ff", false, "FAIL"));
    CHECK(host_is("a_b-.com", false, "a_b-.com")); /* no STD3 or hyphen checks */
    /* Bidi: only labels that start right-to-left are checked (ada). */
    CHECK(host_is("\xD9\xA1\xD9\xA2.com", false, "xn--9hbc.com"));
    CHECK(host_is("\xD7\x90"
                  "a.com",
                  false, "FAIL"));
    /* ada's reading: an L-first label is not checked at its last character,
     * an RTL one need not start with R or AL. */
    CHECK(host_is("a\xD7\x90", false, "xn--a-0hc"));
    CHECK(host_is("1\xD7\x90", false, "xn--1-0hc"));
    CHECK(host_is("look\xD6\xBEout.net", false, "FAIL"));
    /* Opaque hosts: percent-encoded, forbidden code points fail. */
    CHECK(host_is("H%41 ", true, "FAIL"));
    CHECK(host_is("H%41\xC3\xA9", true, "H%41%C3%A9"));
    CHECK(host_is("a<b", true, "FAIL"));
}

static void test_percent(void) {
    CHECK(encode_is("a b\"#<>?`{}", SCR_URL_SET_PATH, false, "a%20b%22%23%3C%3E%3F%60%7B%7D"));
    CHECK(encode_is("'", SCR_URL_SET_QUERY, false, "'"));
    CHECK(encode_is("'", SCR_URL_SET_SPECIAL_QUERY, false, "%27"));
    CHECK(encode_is("`{}", SCR_URL_SET_FRAGMENT, false, "%60{}"));
    CHECK(encode_is("@:/;=[]^|", SCR_URL_SET_USERINFO, false, "%40%3A%2F%3B%3D%5B%5D%5E%7C"));
    CHECK(encode_is("$%&+,", SCR_URL_SET_COMPONENT, false, "%24%25%26%2B%2C"));
    CHECK(encode_is("a b!'()~*-._", SCR_URL_SET_FORM, true, "a+b%21%27%28%29%7E*-._"));
    CHECK(encode_is("\xC3\xA9\x7F", SCR_URL_SET_C0, false, "%C3%A9%7F"));
    ScrUrlBuf d = {0};
    scr__url_percent_decode(&d, "%41%zz%4", 8);
    CHECK(strcmp(d.p, "A%zz%4") == 0);
    scr__url_buf_free(&d);
}

static void test_parse(void) {
    CHECK(href_is("HTTP://EXAMPLE.COM:80/a/./b/../c?q#f", NULL, "http://example.com/a/c?q#f"));
    CHECK(href_is("  \thttp://h/\na  ", NULL, "http://h/a"));
    CHECK(href_is("../g", "http://a/b/c/d;p?q", "http://a/b/g"));
    CHECK(href_is("//g", "http://a/b/c/d;p?q", "http://g/"));
    CHECK(href_is("?y", "http://a/b/c/d;p?q", "http://a/b/c/d;p?y"));
    CHECK(href_is("http:\\\\h\\p", NULL, "http://h/p"));
    CHECK(href_is("file:///C|/../..", NULL, "file:///C:/"));
    CHECK(href_is("file://localhost/x", NULL, "file:///x"));
    CHECK(href_is("/C|/x", "file:///D:/y", "file:///C:/x"));
    CHECK(href_is("x", "file:///C:/", "file:///C:/x"));
    CHECK(href_is("web+demo:/.//not-a-host/", NULL, "web+demo:/.//not-a-host/"));
    CHECK(href_is("sc:a b?c", NULL, "sc:a b?c"));
    CHECK(href_is("#f", "sc:opaque", "sc:opaque#f"));
    CHECK(href_is("x", "sc:opaque", "FAIL"));
    CHECK(href_is("x", NULL, "FAIL"));
    CHECK(href_is("http://h:65536/", NULL, "FAIL"));
    CHECK(href_is("http://a:b@/", NULL, "FAIL"));
    CHECK(href_is("http://u:p@h:8080/", NULL, "http://u:p@h:8080/"));
    /* Node's ada: ".." keeps an empty non-special path empty; a relative
     * reference holding '#' against an opaque base is resolved. */
    CHECK(href_is("sc://h/..", NULL, "sc://h"));
    CHECK(href_is("sc://h/a/..", NULL, "sc://h/"));
    CHECK(href_is("http://h/..", NULL, "http://h/"));
    CHECK(href_is("x#f", "a:b", "a:b/x#f"));
    CHECK(href_is("..#", "a:b/c", "a:b#"));
    CHECK(href_is("sc://:80/", NULL, "FAIL"));
}

static void test_setters(void) {
    CHECK(set_is("https://a/p", "http:", SCR_URL_SCHEME_START, "http://a/p"));
    CHECK(set_is("https://a/p", "sc:", SCR_URL_SCHEME_START, "https://a/p"));
    CHECK(set_is("http://a:8080/", "file:", SCR_URL_SCHEME_START, "http://a:8080/"));
    CHECK(set_is("http://a:443/", "https:", SCR_URL_SCHEME_START, "https://a/"));
    CHECK(set_is("http://a/", "b:99", SCR_URL_HOST, "http://b:99/"));
    CHECK(set_is("http://a:1/", "b:99", SCR_URL_HOSTNAME, "http://a:1/"));
    CHECK(set_is("http://a/", "80", SCR_URL_PORT, "http://a/"));
    CHECK(set_is("http://a/", "12ab", SCR_URL_PORT, "http://a:12/"));
    CHECK(set_is("file:///x", "localhost", SCR_URL_HOST, "file:///x"));
    CHECK(set_is("sc://h/p", ":80", SCR_URL_HOST, "sc://:80/p"));
    CHECK(set_is("http://h/p", ":80", SCR_URL_HOST, "http://h/p"));
}

int main(void) {
    test_ipv4();
    test_ipv6();
    test_domains();
    test_percent();
    test_parse();
    test_setters();
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
