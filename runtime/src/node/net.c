/* net.c - `@scr/net`, the natives under node:net and node:http (written
 * in JavaScript, runtime/js/net.js and runtime/js/http.js): TCP servers
 * and connections on libuv's handles, numbered in @scr/child's table of
 * stream handles (node/child.c), whose read, write, end and close the
 * sockets use; and HTTP/1.1 parsing with http-parser (Debian's
 * libhttp-parser, Node's parser before llhttp), each parser's state a
 * Buffer the JavaScript side holds. docs/http.md. */
#include "node/net.h"
#include "base/base.h"
#include "core/array.h"
#include "core/error.h"
#include "core/function.h"
#include "core/native.h"
#include "core/object.h"
#include "core/str.h"
#include "exec/loop.h"
#include "node/buffer.h"
#include "node/child.h"
#include "node/errors.h"

#include <http_parser.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <uv.h>

static ScrValue str(const char *s) { return scr_string_from_utf8(s, strlen(s)); }

static void put(ScrValue o, const char *name, ScrValue v_take) {
    scr__define_str_take(o, name, v_take, SCR_PROP_CWE);
}

/* host and port as a socket address (IPv6 when the host has a colon). */
static int sockaddr_of(ScrValue host, ScrValue port, struct sockaddr_storage *ss) {
    char *h = scr_is_string(host) ? scr__string_to_utf8(host, NULL) : NULL;
    int p = scr_is_number(port) ? (int)scr_as_number(port) : 0;
    const char *name = h ? h : "0.0.0.0";
    if (strcmp(name, "localhost") == 0) name = "127.0.0.1";
    int err = strchr(name, ':') ? uv_ip6_addr(name, p, (struct sockaddr_in6 *)ss)
                                : uv_ip4_addr(name, p, (struct sockaddr_in *)ss);
    free(h);
    return err;
}

/* ------------------------------------------------------------------------
 * Servers and connections
 * ---------------------------------------------------------------------- */

static void on_connection(uv_stream_t *server, int status) {
    ScrValue cb = scr_dup(*scr__stream_handle_callback((uv_tcp_t *)server));
    ScrValue arg;
    if (status < 0) {
        arg = scr_number(status);
    } else {
        uv_tcp_t *c = scr__stream_handle_tcp();
        scr__stream_handle_adopt_context(c, (uv_tcp_t *)server);
        int err = uv_accept(server, (uv_stream_t *)c);
        if (err < 0) {
            scr__stream_handle_discard(c);
            arg = scr_number(err);
        } else {
            arg = scr_number(scr__stream_handle_number(c));
        }
    }
    scr__stream_handle_call((uv_tcp_t *)server, cb, 1, &arg);
    scr_release(cb);
}

/* listen(host, port, backlog, onConnection) -> the server's handle, or a
 * libuv error number (the handle is gone then). onConnection(h) with each
 * accepted connection's handle, or an error number. */
NATIVE(net_listen) {
    UNUSED;
    if (!scr__is_callable(ARG(3)))
        return scr_throw_type_error("listen(host, port, backlog, onConnection)");
    struct sockaddr_storage ss;
    int err = sockaddr_of(ARG(0), ARG(1), &ss);
    if (err < 0) return scr_number(err);
    uv_tcp_t *t = scr__stream_handle_tcp();
    int backlog = scr_is_number(ARG(2)) ? (int)scr_as_number(ARG(2)) : 511;
    err = uv_tcp_bind(t, (struct sockaddr *)&ss, 0);
    if (err >= 0) err = uv_listen((uv_stream_t *)t, backlog, on_connection);
    if (err < 0) {
        scr__stream_handle_discard(t);
        return scr_number(err);
    }
    *scr__stream_handle_callback(t) = scr_dup(ARG(3));
    return scr_number(scr__stream_handle_number(t));
}

typedef struct ConnectReq {
    uv_connect_t req;
    ScrValue cb;
} ConnectReq;

static void connected(uv_connect_t *req, int status) {
    ConnectReq *r = (ConnectReq *)req;
    ScrValue arg = scr_number(status);
    scr__stream_handle_call((uv_tcp_t *)req->handle, r->cb, 1, &arg);
    scr_release(r->cb);
    free(r);
}

/* connect(host, port, cb) -> the socket's handle, or a libuv error number;
 * cb(status) once connected (0) or not (an error number). */
NATIVE(net_connect) {
    UNUSED;
    if (!scr__is_callable(ARG(2))) return scr_throw_type_error("connect(host, port, cb)");
    struct sockaddr_storage ss;
    int err = sockaddr_of(ARG(0), ARG(1), &ss);
    if (err < 0) return scr_number(err);
    uv_tcp_t *t = scr__stream_handle_tcp();
    ConnectReq *r = scr__xmalloc(sizeof *r);
    r->cb = scr_dup(ARG(2));
    err = uv_tcp_connect(&r->req, t, (struct sockaddr *)&ss, connected);
    if (err < 0) {
        scr_release(r->cb);
        free(r);
        scr__stream_handle_discard(t);
        return scr_number(err);
    }
    return scr_number(scr__stream_handle_number(t));
}

/* address(h, peer) -> { address, family, port } of the socket's own end
 * (or its peer's), or a libuv error number. */
NATIVE(net_address) {
    UNUSED;
    uv_tcp_t *t = scr__stream_handle_get(ARG(0));
    if (!t) return scr_number(UV_EBADF);
    struct sockaddr_storage ss;
    int len = sizeof ss;
    int err = scr_to_boolean(ARG(1)) ? uv_tcp_getpeername(t, (struct sockaddr *)&ss, &len)
                                     : uv_tcp_getsockname(t, (struct sockaddr *)&ss, &len);
    if (err < 0) return scr_number(err);
    char ip[64];
    int port;
    if (ss.ss_family == AF_INET6) {
        uv_ip6_name((struct sockaddr_in6 *)&ss, ip, sizeof ip);
        port = ntohs(((struct sockaddr_in6 *)&ss)->sin6_port);
    } else {
        uv_ip4_name((struct sockaddr_in *)&ss, ip, sizeof ip);
        port = ntohs(((struct sockaddr_in *)&ss)->sin_port);
    }
    ScrValue o = scr_object_new();
    put(o, "address", str(ip));
    put(o, "family", str(ss.ss_family == AF_INET6 ? "IPv6" : "IPv4"));
    put(o, "port", scr_number(port));
    return o;
}

/* setNoDelay(h, on), setKeepAlive(h, on, delaySeconds): 0 or an error. */
NATIVE(net_set_no_delay) {
    UNUSED;
    uv_tcp_t *t = scr__stream_handle_get(ARG(0));
    return scr_number(t ? uv_tcp_nodelay(t, scr_to_boolean(ARG(1))) : UV_EBADF);
}

NATIVE(net_set_keep_alive) {
    UNUSED;
    uv_tcp_t *t = scr__stream_handle_get(ARG(0));
    unsigned delay =
        scr_is_number(ARG(2)) && scr_as_number(ARG(2)) > 0 ? (unsigned)scr_as_number(ARG(2)) : 0;
    return scr_number(t ? uv_tcp_keepalive(t, scr_to_boolean(ARG(1)), delay) : UV_EBADF);
}

/* ref(h, on): whether the handle keeps the loop alive (uv_ref or
 * uv_unref); 0, or UV_EBADF for a handle already closed. */
NATIVE(net_ref) {
    UNUSED;
    uv_tcp_t *t = scr__stream_handle_get(ARG(0));
    if (!t) return scr_number(UV_EBADF);
    if (scr_to_boolean(ARG(1))) uv_ref((uv_handle_t *)t);
    else uv_unref((uv_handle_t *)t);
    return scr_number(0);
}

/* errname(n) -> "ECONNREFUSED"; strerror(n) -> "connection refused". */
NATIVE(net_errname) {
    UNUSED;
    return str(scr_is_number(ARG(0)) ? uv_err_name((int)scr_as_number(ARG(0))) : "UNKNOWN");
}

/* outsideRegion(fn, ...args): calls fn with no LifetimeRegion current, for
 * the module caches that outlive the request that refreshes them (http.js's
 * Date string): what fn allocates goes to the default heap. */
NATIVE(net_outside_region) {
    (void)fn, (void)nt, (void)this_val;
    ScrValue f = ARG(0);
    if (!scr__is_callable(f)) return scr_throw_type_error("fn is not a function");
    struct ScrRegion *saved = scr__thread.region;
    scr__thread.region = NULL;
    ScrValue v = scr_call(f, SCR_UNDEFINED, argc > 0 ? argc - 1 : 0, argv + 1, "fn");
    scr__thread.region = saved;
    return v;
}

NATIVE(net_strerror) {
    UNUSED;
    return str(scr_is_number(ARG(0)) ? uv_strerror((int)scr_as_number(ARG(0))) : "unknown error");
}

/* ------------------------------------------------------------------------
 * HTTP parsing. parser(isRequest) -> a Buffer holding an http_parser;
 * parse(state, bytes | null, skipBody) runs it over the bytes (null: the
 * connection's end) and returns what it found as a flat array of pairs
 * (tag, value), the tags numbered as EV_* below: the url, the status
 * text, a header name, a header value (each a latin1 piece; one of them
 * may come in several), [method, major, minor, statusCode, keepAlive,
 * upgrade] at the end of the headers, a body Buffer, null at the end of a
 * message, and the error's code and description
 * ("HPE_INVALID_METHOD\ninvalid HTTP method") where
 * parsing stopped.
 * ---------------------------------------------------------------------- */

typedef struct Parse {
    ScrValue out;
    bool skip_body;
} Parse;

/* The event tags, small numbers rather than strings so that an event
 * allocates nothing but its value; http.js's Parser reads the same. */
enum { EV_URL = 1, EV_STATUS, EV_FIELD, EV_VALUE, EV_HEADERS, EV_BODY, EV_END, EV_ERROR };

static void emit(http_parser *p, int kind, ScrValue v_take) {
    Parse *x = p->data;
    scr__array_push_take(x->out, scr_number(kind));
    scr__array_push_take(x->out, v_take);
}

/* Bytes as a string, one code unit per byte, copied once. */
static ScrValue latin1(const char *at, size_t n) {
    ScrString *r = scr__string_alloc((uint32_t)n);
    for (size_t i = 0; i < n; i++) r->data[i] = (uint8_t)at[i];
    return scr_from_cell(r);
}

/* The text pieces (url, status text, header name and value) differ only
 * in their tag. */
static int on_text(http_parser *p, int tag, const char *at, size_t n) {
    emit(p, tag, latin1(at, n));
    return 0;
}
static int on_url(http_parser *p, const char *at, size_t n) { return on_text(p, EV_URL, at, n); }
static int on_status(http_parser *p, const char *at, size_t n) { return on_text(p, EV_STATUS, at, n); }
static int on_field(http_parser *p, const char *at, size_t n) { return on_text(p, EV_FIELD, at, n); }
static int on_value(http_parser *p, const char *at, size_t n) { return on_text(p, EV_VALUE, at, n); }

static int on_headers(http_parser *p) {
    ScrValue h = scr_array_new(6);
    scr__array_push_take(h, str(p->type == HTTP_REQUEST ? http_method_str(p->method) : ""));
    scr__array_push_take(h, scr_number(p->http_major));
    scr__array_push_take(h, scr_number(p->http_minor));
    scr__array_push_take(h, scr_number(p->status_code));
    scr__array_push_take(h, scr_bool(http_should_keep_alive(p)));
    scr__array_push_take(h, scr_bool(p->upgrade));
    emit(p, EV_HEADERS, h);
    return ((Parse *)p->data)->skip_body ? 1 : 0;
}

static int on_body(http_parser *p, const char *at, size_t n) {
    emit(p, EV_BODY, scr__buffer_from_bytes(at, n));
    return 0;
}

static int on_complete(http_parser *p) {
    emit(p, EV_END, SCR_NULL);
    return 0;
}

static const http_parser_settings settings = {
    .on_url = on_url,
    .on_status = on_status,
    .on_header_field = on_field,
    .on_header_value = on_value,
    .on_headers_complete = on_headers,
    .on_body = on_body,
    .on_message_complete = on_complete,
};

NATIVE(net_parser) {
    UNUSED;
    http_parser p;
    http_parser_init(&p, scr_to_boolean(ARG(0)) ? HTTP_REQUEST : HTTP_RESPONSE);
    return scr__buffer_from_bytes((const char *)&p, sizeof p);
}

NATIVE(net_parse) {
    UNUSED;
    uint8_t *state, *bytes = NULL;
    size_t nstate, n = 0;
    if (!scr__bytes_of(ARG(0), &state, &nstate) || nstate != sizeof(http_parser) ||
        (!scr_is_null(ARG(1)) && !scr__bytes_of(ARG(1), &bytes, &n)))
        return scr_throw_type_error("parse(state, bytes, skipBody)");
    http_parser p; /* a copy: the Buffer's bytes need not be aligned */
    memcpy(&p, state, sizeof p);
    Parse x = {scr_array_new(0), scr_to_boolean(ARG(2))};
    p.data = &x;
    if (HTTP_PARSER_ERRNO(&p) == HPE_OK) {
        size_t done = http_parser_execute(&p, &settings, (const char *)bytes, n);
        enum http_errno e = HTTP_PARSER_ERRNO(&p);
        if (e != HPE_OK || (p.upgrade && done < n)) {
            char what[160];
            snprintf(what, sizeof what, "%s\n%s", e != HPE_OK ? http_errno_name(e) : "HPE_UPGRADE",
                     e != HPE_OK ? http_errno_description(e) : "upgrade not supported");
            emit(&p, EV_ERROR, str(what));
        }
    }
    p.data = NULL;
    memcpy(state, &p, sizeof p);
    return x.out;
}

ScrValue scr__net_module_new(void) {
    /* Node's --max-http-header-size: 16 KiB for the request line and the
     * headers together. */
    http_parser_set_max_header_size(16 * 1024);
    /* As Node: a write to a connection its peer closed fails with EPIPE
     * instead of killing the process. */
    signal(SIGPIPE, SIG_IGN);
    ScrValue m = scr_object_new();
    static const ScrNativeDef fns[] = {
        {"listen", net_listen, 4, 0},
        {"connect", net_connect, 3, 0},
        {"address", net_address, 2, 0},
        {"setNoDelay", net_set_no_delay, 2, 0},
        {"setKeepAlive", net_set_keep_alive, 3, 0},
        {"ref", net_ref, 2, 0},
        {"errname", net_errname, 1, 0},
        {"strerror", net_strerror, 1, 0},
        {"parser", net_parser, 1, 0},
        {"parse", net_parse, 3, 0},
        {"outsideRegion", net_outside_region, 1, 0},
    };
    scr__define_natives(m, fns, SCR_COUNTOF(fns), SCR_PROP_CWE, SCR_UNDEFINED);
    return m;
}
