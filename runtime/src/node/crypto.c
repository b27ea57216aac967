/* crypto.c - `node:crypto` on OpenSSL's libcrypto (the library Node uses):
 * Hash, Hmac, Cipheriv and Decipheriv objects (class SCR_CLASS_CRYPTO, the
 * EVP context freed with the object), crypto.hash, getHashes, getCiphers,
 * pbkdf2, scrypt and hkdf, the random functions, timingSafeEqual, and the Web
 * Crypto object behind the global `crypto`. docs/node.md, "crypto", lists
 * what is present and what is not. */
#include "node/crypto.h"

#include "base/base.h"
#include "core/error.h"
#include "core/function.h"
#include "core/native.h"
#include "core/object.h"
#include "core/ops.h"
#include "core/str.h"
#include "core/typedarray.h"
#include "exec/loop.h"
#include "exec/promise.h"
#include "exec/timers.h"
#include "node/buffer.h"
#include "node/codec.h"
#include "node/errors.h"
#include "node/inspect.h"
#include "node/webglobals.h"

#include <math.h>
#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/kdf.h>
#include <openssl/rand.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A Hash, an Hmac, or a Cipheriv/Decipheriv. Exactly one of md, mac and
 * cipher is set until the object is freed; `finalized` once digest() or
 * final() ran. */
typedef struct CryptoObject {
    ScrObject obj;
    EVP_MD_CTX *md;         /* a Hash's context */
    EVP_MAC_CTX *mac;       /* an Hmac's context */
    EVP_CIPHER_CTX *cipher; /* a Cipheriv's or Decipheriv's context */
    size_t xof_len;         /* a Hash's output length when has_xof_len */
    bool has_xof_len;       /* options.outputLength was given */
    bool finalized;
    bool decrypt;    /* a Decipheriv */
    bool aead;       /* GCM, CCM, OCB or ChaCha20-Poly1305 */
    uint8_t tag_len; /* an AEAD cipher's tag length */
    bool has_tag;    /* tag holds the tag (after a cipher's final) */
    uint8_t tag[16];
    uint8_t pending[4]; /* the start of a UTF-8 sequence cut by update() */
    uint8_t npending;   /* bytes in pending, for utf8 output */
} CryptoObject;

static void crypto_trace(ScrObject *o, ScrRefVisitFn visit, void *arg) {
    (void)o, (void)visit, (void)arg; /* no references to other cells */
}

static void crypto_finalize(ScrObject *o) {
    CryptoObject *c = (CryptoObject *)o;
    EVP_MD_CTX_free(c->md);
    EVP_MAC_CTX_free(c->mac);
    EVP_CIPHER_CTX_free(c->cipher);
    c->md = NULL;
    c->mac = NULL;
    c->cipher = NULL;
}

/* The Web Crypto object (globalThis.crypto, crypto.webcrypto), owned from
 * scr__crypto_init to scr__crypto_shutdown. */
static ScrValue webcrypto = SCR_UNDEFINED;

/* ------------------------------------------------------------------------
 * Errors, as Node words them.
 * ---------------------------------------------------------------------- */

/* Throws a new error of kind SCR_ERR_* with message msg. */
static ScrValue throw_error(int kind, const char *msg) {
    ScrValue m = scr_string_from_utf8(msg, strlen(msg));
    ScrValue e = scr__error_new(kind, m);
    scr_release(m);
    return scr_throw_take(e);
}

/* Throws an error with a `code` property but the plain `Name: message`
 * toString: the errors Node's C++ layer throws. */
static ScrValue throw_plain_code(int kind, const char *code, const char *msg) {
    throw_error(kind, msg);
    ScrValue e = scr_exception_take();
    scr__define_str_take(e, "code", scr_string_from_utf8(code, strlen(code)), SCR_PROP_CWE);
    return scr_throw_take(e);
}

/* Node's ERR_OUT_OF_RANGE: `The value of "name" is out of range. It must be
 * RANGE. Received N`, N with `_` separators past 2**32 as Node prints. */
static ScrValue throw_out_of_range(const char *name, const char *range, double v) {
    char got[64];
    if (v == floor(v) && fabs(v) > 4294967296.0 && fabs(v) < 1e21) {
        char digits[40];
        snprintf(digits, sizeof digits, "%.0f", fabs(v));
        size_t n = strlen(digits), o = 0;
        if (v < 0) got[o++] = '-';
        for (size_t i = 0; i < n; i++) {
            if (i && (n - i) % 3 == 0) got[o++] = '_';
            got[o++] = digits[i];
        }
        got[o] = 0;
    } else {
        ScrValue s = scr_to_string(scr_number(v));
        char *u = scr__string_to_utf8(s, NULL);
        snprintf(got, sizeof got, "%s", u);
        free(u);
        scr_release(s);
    }
    return scr__node_error_code(
        scr_throw_range_error("The value of \"%s\" is out of range. It must be %s. Received %s",
                              name, range, got),
        "ERR_OUT_OF_RANGE");
}

static ScrValue throw_finalized(void) {
    return scr__node_error_code(throw_error(SCR_ERR_ERROR, "Digest already called"),
                                "ERR_CRYPTO_HASH_FINALIZED");
}

/* Throws the error OpenSSL queued, as Node does: the message
 * "error:XXXXXXXX:library::reason" with library, reason and code
 * (ERR_OSSL_REASON_IN_CAPITALS) properties. */
static ScrValue throw_openssl(unsigned long e) {
    char msg[256];
    ERR_error_string_n(e, msg, sizeof msg);
    const char *lib = ERR_lib_error_string(e), *reason = ERR_reason_error_string(e);
    ERR_clear_error();
    throw_error(SCR_ERR_ERROR, msg);
    ScrValue err = scr_exception_take();
    if (lib)
        scr__define_str_take(err, "library", scr_string_from_utf8(lib, strlen(lib)), SCR_PROP_CWE);
    if (reason) {
        scr__define_str_take(err, "reason", scr_string_from_utf8(reason, strlen(reason)),
                             SCR_PROP_CWE);
        char code[160] = "ERR_OSSL_";
        size_t k = strlen(code);
        for (const char *q = reason; *q && k + 1 < sizeof code; q++)
            code[k++] = *q == ' ' ? '_' : (char)(*q >= 'a' && *q <= 'z' ? *q - 32 : *q);
        code[k] = 0;
        scr__define_str_take(err, "code", scr_string_from_utf8(code, k), SCR_PROP_CWE);
    }
    return scr_throw_take(err);
}

/* ------------------------------------------------------------------------
 * Encodings: strings in (update's inputEncoding) and out (digest's).
 * ---------------------------------------------------------------------- */

/* No encoding: the result is a Buffer (encoding_of's answer for undefined,
 * "buffer" and any name Node does not know). */
enum { ENC_BUFFER = -1 };

/* Node's normalizeEncoding over a value: an SCR_ENC_* of codec.h, or
 * ENC_BUFFER for anything else (and for non-strings). */
static int encoding_of(ScrValue v) {
    return scr_is_string(v) ? scr__enc_lookup(scr_str(v)->data, scr_str(v)->len) : ENC_BUFFER;
}

/* The bytes of string s in encoding enc, as Buffer.from(s, enc) makes them.
 * Malloc'ed; *n set. */
static uint8_t *string_bytes(ScrValue s, int enc, size_t *n) {
    return scr__enc_encode(enc, scr_str(s)->data, scr_str(s)->len, n);
}

/* The n bytes at p as a string in encoding enc, or a Buffer for
 * ENC_BUFFER. Owned, or SCR_EXCEPTION. */
static ScrValue bytes_value(const uint8_t *p, size_t n, int enc) {
    return enc == ENC_BUFFER ? scr__buffer_from_bytes(p, n) : scr__buffer_decode(enc, p, n);
}

/* The bytes of `data` for update(): a string in encoding `enc_v` (UTF-8
 * unless it names another), or the bytes of a TypedArray or DataView
 * (borrowed into *p, *owned NULL). Returns 0, or -1 with Node's error for
 * argument `name` pending. */
static int data_bytes(ScrValue data, ScrValue enc_v, const char *name, uint8_t **p, size_t *n,
                      uint8_t **owned) {
    *owned = NULL;
    if (scr_is_string(data)) {
        int enc = encoding_of(enc_v);
        if (enc == SCR_ENC_HEX && scr_str(data)->len % 2) {
            scr__node_error_code(
                scr_throw_type_error("The argument 'encoding' is invalid for data of length %u. "
                                     "Received '%s'",
                                     scr_str(data)->len, "hex"),
                "ERR_INVALID_ARG_VALUE");
            return -1;
        }
        *owned = string_bytes(data, enc == ENC_BUFFER ? SCR_ENC_UTF8 : enc, n);
        *p = *owned;
        return 0;
    }
    int cls = scr__class_of(data);
    if ((cls == SCR_CLASS_TYPED_ARRAY || cls == SCR_CLASS_DATA_VIEW) && scr__bytes_of(data, p, n))
        return 0;
    scr__throw_arg_type(name, "of type string or an instance of Buffer, TypedArray, or DataView",
                        data);
    return -1;
}

/* Node's getArrayBufferOrView for argument `name`: a string's UTF-8 bytes
 * (malloc'ed into *owned) or any buffer's bytes (borrowed, *owned NULL).
 * 0, or -1 with ERR_INVALID_ARG_TYPE pending, which says the argument must
 * be `what`. */
static int bytes_arg(ScrValue v, const char *name, const char *what, uint8_t **p, size_t *n,
                     uint8_t **owned) {
    *owned = NULL;
    if (scr_is_string(v)) {
        *owned = string_bytes(v, SCR_ENC_UTF8, n);
        *p = *owned;
        return 0;
    }
    if (scr__bytes_of(v, p, n)) return 0;
    scr__throw_arg_type(name, what, v);
    return -1;
}

/* What bytes_arg's error says the common arguments and a key must be. */
static const char BUFFER_TYPES[] =
    "of type string or an instance of ArrayBuffer, Buffer, TypedArray, or DataView";
static const char KEY_TYPES[] = "of type string or an instance of ArrayBuffer, Buffer, "
                                "TypedArray, DataView, KeyObject, or CryptoKey";

/* The algorithm name argument as a C string (malloc'ed), or NULL with
 * ERR_INVALID_ARG_TYPE pending. */
static char *algorithm_name(ScrValue v, const char *arg) {
    if (!scr_is_string(v)) {
        scr__throw_arg_type(arg, "of type string", v);
        return NULL;
    }
    return scr__string_to_utf8(v, NULL);
}

/* The digest named `name`: Node looks the name up (aliases such as
 * "RSA-SHA256" and any case) and then fetches the implementation. Owned
 * (EVP_MD_free), or NULL. */
static EVP_MD *digest_by_name(const char *name) {
    const EVP_MD *md = EVP_get_digestbyname(name);
    EVP_MD *f = EVP_MD_fetch(NULL, md ? EVP_MD_get0_name(md) : name, NULL);
    ERR_clear_error();
    return f;
}

/* ------------------------------------------------------------------------
 * Hash and Hmac.
 * ---------------------------------------------------------------------- */

static CryptoObject *crypto_of(ScrValue v, bool hmac) {
    if (scr__class_of(v) != SCR_CLASS_CRYPTO) return NULL;
    CryptoObject *c = (CryptoObject *)scr_obj(v);
    return (hmac ? c->mac != NULL : c->md != NULL) ? c : NULL;
}

/* createHash(algorithm[, options]); data holds Hash.prototype. */
NATIVE(create_hash) {
    UNUSED;
    char *name = algorithm_name(ARG(0), "algorithm");
    if (!name) return SCR_EXCEPTION;
    ScrValue opts = ARG(1);
    size_t xof_len = 0;
    bool has_xof = false;
    if (scr_is_object(opts)) {
        ScrValue ol = scr__get_str(opts, "outputLength");
        if (scr_is_exception(ol)) goto fail;
        if (!scr_is_undefined(ol)) {
            if (!scr_is_number(ol)) {
                scr__throw_arg_type("options.outputLength", "of type number", ol);
                scr_release(ol);
                goto fail;
            }
            double d = scr_as_number(ol);
            if (!(d >= 0 && d <= 4294967295.0)) {
                throw_out_of_range("options.outputLength", ">= 0 && <= 4294967295", d);
                goto fail;
            }
            xof_len = (size_t)d;
            has_xof = true;
        }
    }
    EVP_MD *md = digest_by_name(name);
    if (!md) {
        throw_error(SCR_ERR_ERROR, "Digest method not supported");
        goto fail;
    }
    bool is_xof = (EVP_MD_get_flags(md) & EVP_MD_FLAG_XOF) != 0;
    if (has_xof && !is_xof && xof_len != (size_t)EVP_MD_get_size(md)) {
        EVP_MD_free(md);
        throw_error(SCR_ERR_ERROR,
                    "error:030000B2:digital envelope routines::not XOF or invalid length");
        /* OpenSSL's errors carry library, reason and code, in that order. */
        ScrValue e = scr_exception_take();
        scr__define_str_take(e, "library", scr_string_from_utf8("digital envelope routines", 25),
                             SCR_PROP_CWE);
        scr__define_str_take(e, "reason", scr_string_from_utf8("not XOF or invalid length", 25),
                             SCR_PROP_CWE);
        scr__define_str_take(e, "code",
                             scr_string_from_utf8("ERR_OSSL_EVP_NOT_XOF_OR_INVALID_LENGTH", 38),
                             SCR_PROP_CWE);
        scr_throw_take(e);
        goto fail;
    }
    EVP_MD_CTX *ctx = EVP_MD_CTX_new();
    if (!ctx || EVP_DigestInit_ex(ctx, md, NULL) != 1) {
        EVP_MD_CTX_free(ctx);
        EVP_MD_free(md);
        scr_throw_type_error("crypto: cannot initialise the digest %s", name);
        goto fail;
    }
    EVP_MD_free(md);
    free(name);
    ScrValue h = scr__object_alloc(sizeof(CryptoObject), SCR_CLASS_CRYPTO,
                                   ((ScrFunction *)scr_obj(fn))->data);
    CryptoObject *c = (CryptoObject *)scr_obj(h);
    c->md = ctx;
    c->xof_len = xof_len;
    c->has_xof_len = has_xof && is_xof;
    return h;
fail:
    free(name);
    return SCR_EXCEPTION;
}

/* createHmac(algorithm, key); data holds Hmac.prototype. */
NATIVE(create_hmac) {
    UNUSED;
    char *name = algorithm_name(ARG(0), "hmac");
    if (!name) return SCR_EXCEPTION;
    uint8_t *kp, *owned;
    size_t kn;
    if (bytes_arg(ARG(1), "key", KEY_TYPES, &kp, &kn, &owned) < 0) {
        free(name);
        return SCR_EXCEPTION;
    }
    EVP_MD *md = digest_by_name(name);
    EVP_MAC *mac = md ? EVP_MAC_fetch(NULL, "HMAC", NULL) : NULL;
    EVP_MAC_CTX *ctx = mac ? EVP_MAC_CTX_new(mac) : NULL;
    EVP_MAC_free(mac);
    if (ctx) {
        OSSL_PARAM params[2] = {OSSL_PARAM_construct_utf8_string(OSSL_MAC_PARAM_DIGEST,
                                                                 (char *)EVP_MD_get0_name(md), 0),
                                OSSL_PARAM_construct_end()};
        static const uint8_t empty[1];
        if (EVP_MAC_init(ctx, kn ? kp : empty, kn, params) != 1) {
            EVP_MAC_CTX_free(ctx);
            ctx = NULL;
        }
    }
    EVP_MD_free(md);
    free(owned);
    ERR_clear_error();
    if (!ctx) {
        char msg[300];
        snprintf(msg, sizeof msg, "Invalid digest: %s", name);
        free(name);
        return throw_plain_code(SCR_ERR_TYPE, "ERR_CRYPTO_INVALID_DIGEST", msg);
    }
    free(name);
    ScrValue h = scr__object_alloc(sizeof(CryptoObject), SCR_CLASS_CRYPTO,
                                   ((ScrFunction *)scr_obj(fn))->data);
    ((CryptoObject *)scr_obj(h))->mac = ctx;
    return h;
}

/* hash.update(data[, inputEncoding]) and hmac.update (magic 1): this. */
NATIVE(crypto_update) {
    UNUSED;
    bool hmac = ((ScrFunction *)scr_obj(fn))->magic;
    CryptoObject *c = crypto_of(this_val, hmac);
    if (!c) return scr_throw_type_error("Illegal invocation");
    if (c->finalized) return throw_finalized();
    uint8_t *p, *owned;
    size_t n;
    if (data_bytes(ARG(0), ARG(1), "data", &p, &n, &owned) < 0) return SCR_EXCEPTION;
    if (hmac)
        EVP_MAC_update(c->mac, p, n);
    else
        EVP_DigestUpdate(c->md, p, n);
    free(owned);
    return scr_dup(this_val);
}

/* hash.digest([encoding]) and hmac.digest (magic 1). A second digest() of
 * a Hash throws; of an Hmac it returns an empty result, as Node's. */
NATIVE(crypto_digest) {
    UNUSED;
    bool hmac = ((ScrFunction *)scr_obj(fn))->magic;
    CryptoObject *c = crypto_of(this_val, hmac);
    if (!c) return scr_throw_type_error("Illegal invocation");
    int enc = encoding_of(ARG(0));
    if (c->finalized) {
        if (!hmac) return throw_finalized();
        return bytes_value(NULL, 0, enc);
    }
    c->finalized = true;
    uint8_t fixed[EVP_MAX_MD_SIZE];
    uint8_t *out = fixed;
    size_t n = 0;
    if (hmac) {
        EVP_MAC_final(c->mac, out, &n, sizeof fixed);
    } else if (c->has_xof_len) {
        n = c->xof_len;
        out = scr__xmalloc(n ? n : 1);
        if (n) EVP_DigestFinalXOF(c->md, out, n);
    } else {
        unsigned int len = 0;
        EVP_DigestFinal_ex(c->md, out, &len);
        n = len;
    }
    ScrValue r = bytes_value(out, n, enc);
    if (out != fixed) free(out);
    return r;
}

/* hash.copy(): a Hash with the same state. */
NATIVE(hash_copy) {
    UNUSED;
    CryptoObject *c = crypto_of(this_val, false);
    if (!c) return scr_throw_type_error("Illegal invocation");
    if (c->finalized) return throw_finalized();
    EVP_MD_CTX *ctx = EVP_MD_CTX_new();
    if (!ctx || EVP_MD_CTX_copy_ex(ctx, c->md) != 1) {
        EVP_MD_CTX_free(ctx);
        return scr_throw_type_error("crypto: cannot copy the hash");
    }
    ScrValue h =
        scr__object_alloc(sizeof(CryptoObject), SCR_CLASS_CRYPTO, scr_obj(this_val)->proto);
    CryptoObject *d = (CryptoObject *)scr_obj(h);
    d->md = ctx;
    d->xof_len = c->xof_len;
    d->has_xof_len = c->has_xof_len;
    return h;
}

/* True when v is the string `ascii`. */
static bool is_ascii(ScrValue v, const char *ascii) {
    if (!scr_is_string(v) || scr_str(v)->len != strlen(ascii)) return false;
    for (size_t i = 0; ascii[i]; i++)
        if (scr_str(v)->data[i] != (uint8_t)ascii[i]) return false;
    return true;
}

/* crypto.hash(algorithm, data[, outputEncoding = 'hex']). */
NATIVE(crypto_hash) {
    UNUSED;
    char *name = algorithm_name(ARG(0), "algorithm");
    if (!name) return SCR_EXCEPTION;
    ScrValue data = ARG(1);
    if (!scr_is_string(data) && scr__class_of(data) != SCR_CLASS_TYPED_ARRAY &&
        scr__class_of(data) != SCR_CLASS_DATA_VIEW) {
        free(name);
        return scr__throw_arg_type(
            "input", "of type string or an instance of Buffer, TypedArray, or DataView", data);
    }
    ScrValue ev = ARG(2);
    int enc = SCR_ENC_HEX;
    if (!scr_is_undefined(ev)) {
        enc = encoding_of(ev);
        if (enc == ENC_BUFFER && !is_ascii(ev, "buffer")) {
            free(name);
            ScrValue shown = scr__inspect(ev, NULL);
            if (scr_is_exception(shown)) return shown;
            char *s = scr__string_to_utf8(shown, NULL);
            scr_release(shown);
            scr__node_error_code(
                scr_throw_type_error("The argument 'outputEncoding' is invalid. Received %s", s),
                "ERR_INVALID_ARG_VALUE");
            free(s);
            return SCR_EXCEPTION;
        }
    }
    EVP_MD *md = digest_by_name(name);
    if (!md) {
        char msg[300];
        snprintf(msg, sizeof msg, "Digest method %s is not supported", name);
        free(name);
        return throw_error(SCR_ERR_ERROR, msg);
    }
    free(name);
    uint8_t *p, *owned;
    size_t n;
    if (data_bytes(data, SCR_UNDEFINED, "input", &p, &n, &owned) < 0) {
        EVP_MD_free(md);
        return SCR_EXCEPTION;
    }
    uint8_t out[EVP_MAX_MD_SIZE];
    unsigned int len = 0;
    EVP_Digest(n ? p : out, n, out, &len, md, NULL);
    EVP_MD_free(md);
    free(owned);
    return bytes_value(out, len, enc);
}

typedef struct NameList {
    ScrValue arr;
} NameList;

/* Node's getHashes filter: a name whose digest the default provider can
 * fetch (so legacy ones such as md4 are left out). */
static void hash_name(const EVP_MD *m, const char *from, const char *to, void *arg) {
    (void)m, (void)to;
    if (!from) return;
    const EVP_MD *md = EVP_get_digestbyname(from);
    const char *real = md ? EVP_MD_get0_name(md) : NULL;
    EVP_MD *f = real ? EVP_MD_fetch(NULL, real, NULL) : NULL;
    if (!f) return;
    EVP_MD_free(f);
    scr_array_push_take(((NameList *)arg)->arr, scr_string_from_utf8(from, strlen(from)));
}

NATIVE(get_hashes) {
    UNUSED;
    NameList l = {scr_array_new(64)};
    EVP_MD_do_all_sorted(hash_name, &l);
    ERR_clear_error();
    return l.arr;
}

/* Calls callback(null, value_take) from the check phase, as Node's
 * threadpool jobs come back on a later turn of the loop. */
static void call_back_later(ScrValue callback, ScrValue value_take) {
    ScrValue args[2] = {SCR_NULL, value_take};
    scr__immediate_enqueue(scr__bound_new(callback, SCR_UNDEFINED, 2, args));
    scr_release(value_take);
}

/* ------------------------------------------------------------------------
 * Key derivation: pbkdf2 and scrypt. The asynchronous forms derive at once
 * and call back from the check phase.
 * ---------------------------------------------------------------------- */

/* Node's validateInt32 (and validateUint32 when min is 0 and max
 * 4294967295): *out set, 0; or -1 with Node's error pending. */
static int validate_int(ScrValue v, const char *name, double min, double max, double *out) {
    if (!scr_is_number(v)) {
        scr__throw_arg_type(name, "of type number", v);
        return -1;
    }
    double d = scr_as_number(v);
    if (d != floor(d) || isinf(d)) {
        throw_out_of_range(name, "an integer", d);
        return -1;
    }
    if (d < min || d > max) {
        char range[80];
        snprintf(range, sizeof range, ">= %.0f && <= %.0f", min, max);
        throw_out_of_range(name, range, d);
        return -1;
    }
    *out = d;
    return 0;
}

/* pbkdf2Sync(password, salt, iterations, keylen, digest) and pbkdf2 (magic
 * 1, with a callback). */
NATIVE(crypto_pbkdf2) {
    UNUSED;
    bool async = ((ScrFunction *)scr_obj(fn))->magic;
    ScrValue digest = ARG(4), cb = ARG(5);
    if (async && scr__is_callable(digest)) {
        cb = digest;
        digest = SCR_UNDEFINED;
    }
    if (!scr_is_string(digest)) return scr__throw_arg_type("digest", "of type string", digest);
    uint8_t *pw, *salt, *pw_owned, *salt_owned = NULL;
    size_t npw, nsalt;
    double iter, keylen;
    ScrValue r = SCR_EXCEPTION;
    if (bytes_arg(ARG(0), "password", BUFFER_TYPES, &pw, &npw, &pw_owned) < 0) return SCR_EXCEPTION;
    if (bytes_arg(ARG(1), "salt", BUFFER_TYPES, &salt, &nsalt, &salt_owned) < 0 ||
        validate_int(ARG(2), "iterations", 1, 2147483647.0, &iter) < 0 ||
        validate_int(ARG(3), "keylen", 0, 2147483647.0, &keylen) < 0)
        goto out;
    if (async && !scr__is_callable(cb)) {
        scr__throw_arg_type("callback", "of type function", cb);
        goto out;
    }
    char *name = scr__string_to_utf8(digest, NULL);
    EVP_MD *md = digest_by_name(name);
    if (!md) {
        char msg[300];
        snprintf(msg, sizeof msg, "Invalid digest: %s", name);
        free(name);
        throw_plain_code(SCR_ERR_TYPE, "ERR_CRYPTO_INVALID_DIGEST", msg);
        goto out;
    }
    free(name);
    r = scr__buffer_new((size_t)keylen);
    if (!scr_is_exception(r) && keylen > 0) {
        uint8_t *k;
        size_t kn;
        scr__bytes_of(r, &k, &kn);
        static const uint8_t empty[1];
        PKCS5_PBKDF2_HMAC((const char *)(npw ? pw : empty), (int)npw, nsalt ? salt : empty,
                          (int)nsalt, (int)iter, md, (int)kn, k);
    }
    EVP_MD_free(md);
    if (async && !scr_is_exception(r)) {
        call_back_later(cb, r);
        r = SCR_UNDEFINED;
    }
out:
    free(pw_owned);
    free(salt_owned);
    return r;
}

/* hkdfSync(digest, ikm, salt, info, keylen) and hkdf (magic 1, with a
 * callback): an ArrayBuffer of keylen bytes (EVP_KDF "HKDF"). */
NATIVE(crypto_hkdf) {
    UNUSED;
    bool async = ((ScrFunction *)scr_obj(fn))->magic;
    ScrValue digest = ARG(0), cb = ARG(5);
    if (!scr_is_string(digest)) return scr__throw_arg_type("digest", "of type string", digest);
    static const char *const bytes_type =
        "of type string or an instance of ArrayBuffer, TypedArray, DataView, or Buffer";
    uint8_t *ikm, *salt, *info, *owned[3] = {NULL, NULL, NULL};
    size_t nikm, nsalt, ninfo;
    double keylen;
    ScrValue r = SCR_EXCEPTION;
    EVP_MD *md = NULL;
    EVP_KDF *kdf = NULL;
    EVP_KDF_CTX *kctx = NULL;
    if (bytes_arg(ARG(1), "ikm",
                  "of type string or an instance of SecretKeyObject, ArrayBuffer, TypedArray, "
                  "DataView, or Buffer",
                  &ikm, &nikm, &owned[0]) < 0 ||
        bytes_arg(ARG(2), "salt", bytes_type, &salt, &nsalt, &owned[1]) < 0 ||
        bytes_arg(ARG(3), "info", bytes_type, &info, &ninfo, &owned[2]) < 0 ||
        validate_int(ARG(4), "length", 0, 4294967296.0, &keylen) < 0)
        goto out;
    if (ninfo > 1024) {
        throw_out_of_range("info", "must not contain more than 1024 bytes", (double)ninfo);
        goto out;
    }
    if (async && !scr__is_callable(cb)) {
        scr__throw_arg_type("callback", "of type function", cb);
        goto out;
    }
    char *name = scr__string_to_utf8(digest, NULL);
    md = digest_by_name(name);
    if (!md) {
        char msg[300];
        snprintf(msg, sizeof msg, "Invalid digest: %s", name);
        free(name);
        throw_plain_code(SCR_ERR_TYPE, "ERR_CRYPTO_INVALID_DIGEST", msg);
        goto out;
    }
    free(name);
    if (keylen > 255.0 * EVP_MD_get_size(md)) {
        throw_plain_code(SCR_ERR_RANGE, "ERR_CRYPTO_INVALID_KEYLEN", "Invalid key length");
        goto out;
    }
    r = scr__array_buffer_new((size_t)keylen, scr__thread.realm->array_buffer_proto);
    if (scr_is_exception(r) || keylen == 0) goto done;
    kdf = EVP_KDF_fetch(NULL, "HKDF", NULL);
    kctx = kdf ? EVP_KDF_CTX_new(kdf) : NULL;
    static uint8_t empty[1];
    OSSL_PARAM params[5] = {
        OSSL_PARAM_construct_utf8_string(OSSL_KDF_PARAM_DIGEST, (char *)EVP_MD_get0_name(md), 0),
        OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_KEY, nikm ? ikm : empty, nikm),
        OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_SALT, nsalt ? salt : empty, nsalt),
        OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_INFO, ninfo ? info : empty, ninfo),
        OSSL_PARAM_construct_end()};
    if (!kctx || EVP_KDF_derive(kctx, scr__ab(r)->data, (size_t)keylen, params) != 1) {
        scr_release(r);
        r = throw_openssl(ERR_peek_last_error());
        goto out;
    }
done:
    if (async && !scr_is_exception(r)) {
        call_back_later(cb, r);
        r = SCR_UNDEFINED;
    }
out:
    EVP_KDF_CTX_free(kctx);
    EVP_KDF_free(kdf);
    EVP_MD_free(md);
    for (int i = 0; i < 3; i++) free(owned[i]);
    return r;
}

/* scrypt's options: N/cost, r/blockSize, p/parallelization, maxmem, with
 * Node's defaults and checks. 0, or -1 with the error pending. */
static int scrypt_options(ScrValue o, uint64_t *N, uint64_t *r, uint64_t *p, uint64_t *maxmem) {
    *N = 16384;
    *r = 8;
    *p = 1;
    *maxmem = 32u << 20;
    if (!scr_is_object(o)) return 0;
    static const char *const pairs[3][2] = {
        {"N", "cost"}, {"r", "blockSize"}, {"p", "parallelization"}};
    uint64_t *slots[3] = {N, r, p};
    for (int i = 0; i < 3; i++) {
        bool has_first = false;
        for (int j = 0; j < 2; j++) {
            ScrValue v = scr__get_str(o, pairs[i][j]);
            if (scr_is_exception(v)) return -1;
            if (scr_is_undefined(v)) continue;
            if (j == 1 && has_first) {
                scr_release(v);
                scr__node_error_code(throw_error(SCR_ERR_ERROR, "Invalid scrypt parameter"),
                                     "ERR_CRYPTO_SCRYPT_INVALID_PARAMETER");
                return -1;
            }
            double d;
            int rc = validate_int(v, pairs[i][j], 0, 4294967295.0, &d);
            scr_release(v);
            if (rc < 0) return -1;
            *slots[i] = (uint64_t)d;
            has_first = j == 0;
        }
    }
    ScrValue mm = scr__get_str(o, "maxmem");
    if (scr_is_exception(mm)) return -1;
    if (!scr_is_undefined(mm)) {
        double d;
        int rc = validate_int(mm, "maxmem", 0, 9007199254740991.0, &d);
        scr_release(mm);
        if (rc < 0) return -1;
        *maxmem = (uint64_t)d;
    }
    if (!*N) *N = 16384;
    if (!*r) *r = 8;
    if (!*p) *p = 1;
    if (!*maxmem) *maxmem = 32u << 20;
    return 0;
}

/* scryptSync(password, salt, keylen[, options]) and scrypt (magic 1, with
 * a callback last). */
NATIVE(crypto_scrypt) {
    UNUSED;
    bool async = ((ScrFunction *)scr_obj(fn))->magic;
    ScrValue opts = ARG(3), cb = ARG(4);
    if (async && scr__is_callable(opts)) {
        cb = opts;
        opts = SCR_UNDEFINED;
    }
    uint8_t *pw, *salt, *pw_owned, *salt_owned = NULL;
    size_t npw, nsalt;
    double keylen;
    uint64_t N, r, p, maxmem;
    ScrValue res = SCR_EXCEPTION;
    if (bytes_arg(ARG(0), "password", BUFFER_TYPES, &pw, &npw, &pw_owned) < 0) return SCR_EXCEPTION;
    if (bytes_arg(ARG(1), "salt", BUFFER_TYPES, &salt, &nsalt, &salt_owned) < 0 ||
        validate_int(ARG(2), "keylen", 0, 2147483647.0, &keylen) < 0 ||
        scrypt_options(opts, &N, &r, &p, &maxmem) < 0)
        goto out;
    if (async && !scr__is_callable(cb)) {
        scr__throw_arg_type("callback", "of type function", cb);
        goto out;
    }
    ERR_clear_error();
    if (EVP_PBE_scrypt(NULL, 0, NULL, 0, N, r, p, maxmem, NULL, 0) != 1) {
        unsigned long e = ERR_get_error();
        char msg[300] = "Invalid scrypt params";
        if (e) {
            char detail[256];
            ERR_error_string_n(e, detail, sizeof detail);
            snprintf(msg, sizeof msg, "Invalid scrypt params: %s", detail);
        }
        ERR_clear_error();
        throw_plain_code(SCR_ERR_RANGE, "ERR_CRYPTO_INVALID_SCRYPT_PARAMS", msg);
        goto out;
    }
    res = scr__buffer_new((size_t)keylen);
    if (!scr_is_exception(res) && keylen > 0) {
        uint8_t *k;
        size_t kn;
        scr__bytes_of(res, &k, &kn);
        static const uint8_t empty[1];
        EVP_PBE_scrypt((const char *)(npw ? pw : empty), npw, nsalt ? salt : empty, nsalt, N, r, p,
                       maxmem, k, kn);
        ERR_clear_error();
    }
    if (async && !scr_is_exception(res)) {
        call_back_later(cb, res);
        res = SCR_UNDEFINED;
    }
out:
    free(pw_owned);
    free(salt_owned);
    return res;
}

/* ------------------------------------------------------------------------
 * Cipheriv and Decipheriv.
 * ---------------------------------------------------------------------- */

static CryptoObject *cipher_of(ScrValue v) {
    if (scr__class_of(v) != SCR_CLASS_CRYPTO) return NULL;
    CryptoObject *c = (CryptoObject *)scr_obj(v);
    return c->cipher ? c : NULL;
}

/* createCipheriv(algorithm, key, iv[, options]) and createDecipheriv
 * (magic 1); data holds the prototype. */
NATIVE(create_cipher) {
    UNUSED;
    bool decrypt = ((ScrFunction *)scr_obj(fn))->magic;
    char *name = algorithm_name(ARG(0), "cipher");
    if (!name) return SCR_EXCEPTION;
    uint8_t *kp, *kowned = NULL, *ivp = NULL, *ivowned = NULL;
    size_t kn, ivn = 0;
    EVP_CIPHER *ciph = NULL;
    EVP_CIPHER_CTX *ctx = NULL;
    ScrValue r = SCR_EXCEPTION;
    if (bytes_arg(ARG(1), "key", KEY_TYPES, &kp, &kn, &kowned) < 0) goto out;
    if (!scr_is_null(ARG(2)) && bytes_arg(ARG(2), "iv", BUFFER_TYPES, &ivp, &ivn, &ivowned) < 0)
        goto out;
    size_t tag_len = 16;
    ScrValue opts = ARG(3);
    if (scr_is_object(opts)) {
        ScrValue tl = scr__get_str(opts, "authTagLength");
        if (scr_is_exception(tl)) goto out;
        if (!scr_is_undefined(tl)) {
            double d;
            int rc = validate_int(tl, "options.authTagLength", 1, 16, &d);
            scr_release(tl);
            if (rc < 0) goto out;
            tag_len = (size_t)d;
        }
    }
    const EVP_CIPHER *known = EVP_get_cipherbyname(name);
    ciph = EVP_CIPHER_fetch(NULL, known ? EVP_CIPHER_get0_name(known) : name, NULL);
    ERR_clear_error();
    if (!ciph) {
        throw_plain_code(SCR_ERR_ERROR, "ERR_CRYPTO_UNKNOWN_CIPHER", "Unknown cipher");
        goto out;
    }
    int mode = EVP_CIPHER_get_mode(ciph);
    bool aead = (EVP_CIPHER_get_flags(ciph) & EVP_CIPH_FLAG_AEAD_CIPHER) != 0;
    if ((size_t)EVP_CIPHER_get_key_length(ciph) != kn &&
        !(EVP_CIPHER_get_flags(ciph) & EVP_CIPH_VARIABLE_LENGTH)) {
        throw_plain_code(SCR_ERR_RANGE, "ERR_CRYPTO_INVALID_KEYLEN", "Invalid key length");
        goto out;
    }
    size_t want_iv = (size_t)EVP_CIPHER_get_iv_length(ciph);
    bool iv_ok = aead ? ivn > 0 : ivn == want_iv;
    if (!iv_ok && !(mode == EVP_CIPH_ECB_MODE && ivn == 0)) {
        throw_plain_code(SCR_ERR_TYPE, "ERR_CRYPTO_INVALID_IV", "Invalid initialization vector");
        goto out;
    }
    ctx = EVP_CIPHER_CTX_new();
    if (!ctx || EVP_CipherInit_ex2(ctx, ciph, NULL, NULL, !decrypt, NULL) != 1) goto ossl;
    if (aead && ivn != want_iv) {
        OSSL_PARAM p[2] = {OSSL_PARAM_construct_size_t(OSSL_CIPHER_PARAM_AEAD_IVLEN, &ivn),
                           OSSL_PARAM_construct_end()};
        if (EVP_CIPHER_CTX_set_params(ctx, p) != 1) goto ossl;
    }
    if (EVP_CIPHER_get_flags(ciph) & EVP_CIPH_VARIABLE_LENGTH)
        if (EVP_CIPHER_CTX_set_key_length(ctx, (int)kn) != 1) goto ossl;
    if (EVP_CipherInit_ex2(ctx, NULL, kp, ivn ? ivp : NULL, !decrypt, NULL) != 1) goto ossl;
    r = scr__object_alloc(sizeof(CryptoObject), SCR_CLASS_CRYPTO,
                          ((ScrFunction *)scr_obj(fn))->data);
    CryptoObject *c = (CryptoObject *)scr_obj(r);
    c->cipher = ctx;
    ctx = NULL;
    c->decrypt = decrypt;
    c->aead = aead;
    c->tag_len = (uint8_t)tag_len;
    goto out;
ossl:
    throw_openssl(ERR_peek_last_error());
out:
    EVP_CIPHER_CTX_free(ctx);
    EVP_CIPHER_free(ciph);
    free(name);
    free(kowned);
    free(ivowned);
    return r;
}

/* The output of update() or final() in encoding enc: a Buffer, or a
 * string; UTF-8 output keeps a sequence cut at the end for the next call
 * (Node's StringDecoder), which `last` flushes. */
static ScrValue cipher_output(CryptoObject *c, uint8_t *p, size_t n, int enc, bool last) {
    if (enc != SCR_ENC_UTF8) return bytes_value(p, n, enc);
    size_t total = c->npending + n;
    uint8_t *all = scr__xmalloc(total + 1);
    memcpy(all, c->pending, c->npending);
    if (n) memcpy(all + c->npending, p, n);
    size_t keep = 0;
    if (!last) {
        /* A lead byte in the last three whose sequence is incomplete. */
        for (size_t k = 1; k <= 3 && k <= total; k++) {
            uint8_t b = all[total - k];
            if ((b & 0xC0) == 0x80) continue;
            size_t need = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1;
            if (need > k) keep = k;
            break;
        }
    }
    c->npending = (uint8_t)keep;
    memcpy(c->pending, all + total - keep, keep);
    ScrValue r = scr_string_from_utf8((const char *)all, total - keep);
    free(all);
    return r;
}

/* The output encoding argument: ENC_BUFFER (a Buffer) for none, "buffer" or
 * an unknown name. */
static int output_encoding(ScrValue v) { return encoding_of(v); }

/* cipher.update(data[, inputEncoding][, outputEncoding]). */
NATIVE(cipher_update) {
    UNUSED;
    CryptoObject *c = cipher_of(this_val);
    if (!c) return scr_throw_type_error("Illegal invocation");
    uint8_t *p, *owned;
    size_t n;
    if (data_bytes(ARG(0), ARG(1), "data", &p, &n, &owned) < 0) return SCR_EXCEPTION;
    if (c->finalized) {
        free(owned);
        return throw_error(SCR_ERR_ERROR, "Trying to add data in unsupported state");
    }
    size_t cap = n + (size_t)EVP_CIPHER_CTX_get_block_size(c->cipher) + 1;
    uint8_t *out = scr__xmalloc(cap);
    int len = 0;
    int ok = EVP_CipherUpdate(c->cipher, out, &len, n ? p : out, (int)n);
    free(owned);
    if (ok != 1) {
        free(out);
        if (c->decrypt && c->aead) {
            ERR_clear_error();
            return throw_error(SCR_ERR_ERROR, "Trying to add data in unsupported state");
        }
        return throw_openssl(ERR_peek_last_error());
    }
    ScrValue r = cipher_output(c, out, (size_t)len, output_encoding(ARG(2)), false);
    free(out);
    return r;
}

/* cipher.final([outputEncoding]). */
NATIVE(cipher_final) {
    UNUSED;
    CryptoObject *c = cipher_of(this_val);
    if (!c) return scr_throw_type_error("Illegal invocation");
    if (c->finalized)
        return throw_plain_code(SCR_ERR_ERROR, "ERR_CRYPTO_INVALID_STATE", "Invalid state");
    c->finalized = true;
    uint8_t out[64];
    int len = 0;
    ERR_clear_error();
    if (EVP_CipherFinal_ex(c->cipher, out, &len) != 1) {
        unsigned long e = ERR_peek_last_error();
        if (c->aead || !e) {
            ERR_clear_error();
            return throw_error(SCR_ERR_ERROR, "Unsupported state or unable to authenticate data");
        }
        return throw_openssl(e);
    }
    if (!c->decrypt && c->aead) {
        OSSL_PARAM p[2] = {
            OSSL_PARAM_construct_octet_string(OSSL_CIPHER_PARAM_AEAD_TAG, c->tag, c->tag_len),
            OSSL_PARAM_construct_end()};
        c->has_tag = EVP_CIPHER_CTX_get_params(c->cipher, p) == 1;
    }
    return cipher_output(c, out, (size_t)len, output_encoding(ARG(0)), true);
}

/* cipher.setAutoPadding([autoPadding = true]): this. */
NATIVE(cipher_set_auto_padding) {
    UNUSED;
    CryptoObject *c = cipher_of(this_val);
    if (!c) return scr_throw_type_error("Illegal invocation");
    if (c->finalized)
        return throw_plain_code(SCR_ERR_ERROR, "ERR_CRYPTO_INVALID_STATE",
                                "Invalid state for operation setAutoPadding");
    EVP_CIPHER_CTX_set_padding(c->cipher, argc < 1 || scr_to_boolean(argv[0]));
    return scr_dup(this_val);
}

/* cipher.setAAD(buffer): this. */
NATIVE(cipher_set_aad) {
    UNUSED;
    CryptoObject *c = cipher_of(this_val);
    if (!c) return scr_throw_type_error("Illegal invocation");
    uint8_t *p, *owned;
    size_t n;
    if (bytes_arg(ARG(0), "buffer", BUFFER_TYPES, &p, &n, &owned) < 0) return SCR_EXCEPTION;
    int len = 0;
    int ok = c->aead && !c->finalized && EVP_CipherUpdate(c->cipher, NULL, &len, p, (int)n) == 1;
    free(owned);
    ERR_clear_error();
    if (!ok)
        return scr__node_error_code(
            throw_error(SCR_ERR_ERROR, "Invalid state for operation setAAD"),
            "ERR_CRYPTO_INVALID_STATE");
    return scr_dup(this_val);
}

/* cipher.getAuthTag(): the tag once final() ran. */
NATIVE(cipher_get_auth_tag) {
    UNUSED;
    CryptoObject *c = cipher_of(this_val);
    if (!c) return scr_throw_type_error("Illegal invocation");
    if (!c->has_tag)
        return scr__node_error_code(
            throw_error(SCR_ERR_ERROR, "Invalid state for operation getAuthTag"),
            "ERR_CRYPTO_INVALID_STATE");
    return scr__buffer_from_bytes(c->tag, c->tag_len);
}

/* decipher.setAuthTag(buffer): this. */
NATIVE(cipher_set_auth_tag) {
    UNUSED;
    CryptoObject *c = cipher_of(this_val);
    if (!c) return scr_throw_type_error("Illegal invocation");
    uint8_t *p, *owned;
    size_t n;
    if (bytes_arg(ARG(0), "buffer", BUFFER_TYPES, &p, &n, &owned) < 0) return SCR_EXCEPTION;
    int ok = 0;
    if (c->aead && !c->finalized && n >= 1 && n <= 16) {
        OSSL_PARAM prm[2] = {OSSL_PARAM_construct_octet_string(OSSL_CIPHER_PARAM_AEAD_TAG, p, n),
                             OSSL_PARAM_construct_end()};
        ok = EVP_CIPHER_CTX_set_params(c->cipher, prm) == 1;
    }
    free(owned);
    ERR_clear_error();
    if (!ok)
        return scr__node_error_code(
            throw_error(SCR_ERR_ERROR, "Invalid state for operation setAuthTag"),
            "ERR_CRYPTO_INVALID_STATE");
    return scr_dup(this_val);
}

/* Node's getCiphers filter: names whose cipher the default provider can
 * fetch. */
static void cipher_name(const EVP_CIPHER *m, const char *from, const char *to, void *arg) {
    (void)m, (void)to;
    if (!from) return;
    const EVP_CIPHER *c = EVP_get_cipherbyname(from);
    const char *real = c ? EVP_CIPHER_get0_name(c) : NULL;
    EVP_CIPHER *f = real ? EVP_CIPHER_fetch(NULL, real, NULL) : NULL;
    if (!f) return;
    EVP_CIPHER_free(f);
    scr_array_push_take(*(ScrValue *)arg, scr_string_from_utf8(from, strlen(from)));
}

NATIVE(get_ciphers) {
    UNUSED;
    ScrValue a = scr_array_new(160);
    EVP_CIPHER_do_all_sorted(cipher_name, &a);
    ERR_clear_error();
    return a;
}

/* ------------------------------------------------------------------------
 * Random values.
 * ---------------------------------------------------------------------- */

static void fill_random(uint8_t *p, size_t n) {
    if (n && RAND_bytes(p, (int)n) != 1) scr__internal_error("crypto: RAND_bytes failed");
}

/* randomBytes(size[, callback]). */
NATIVE(random_bytes) {
    UNUSED;
    ScrValue size = ARG(0), cb = ARG(1);
    if (!scr_is_number(size)) return scr__throw_arg_type("size", "of type number", size);
    double d = scr_as_number(size);
    if (!(d >= 0 && d <= 2147483647.0))
        return throw_out_of_range("size", ">= 0 && <= 2147483647", d);
    if (!scr_is_undefined(cb) && !scr__is_callable(cb))
        return scr__throw_arg_type("callback", "of type function", cb);
    ScrValue b = scr__buffer_new((size_t)d);
    if (scr_is_exception(b)) return b;
    uint8_t *p;
    size_t n;
    scr__bytes_of(b, &p, &n);
    fill_random(p, n);
    if (scr_is_undefined(cb)) return b;
    call_back_later(cb, b);
    return SCR_UNDEFINED;
}

/* randomFillSync(buffer): fills any TypedArray, DataView or ArrayBuffer. */
NATIVE(random_fill_sync) {
    UNUSED;
    uint8_t *p;
    size_t n;
    if (!scr__bytes_of(ARG(0), &p, &n))
        return scr__throw_arg_type("buf", "an instance of ArrayBuffer or ArrayBufferView", ARG(0));
    fill_random(p, n);
    return scr_dup(ARG(0));
}

static bool is_safe_integer(ScrValue v) {
    if (!scr_is_number(v)) return false;
    double d = scr_as_number(v);
    return d == floor(d) && fabs(d) <= 9007199254740991.0;
}

/* randomInt([min, ]max[, callback]): uniform in [min, max), by rejection
 * of 48-bit draws as Node does. */
NATIVE(random_int) {
    UNUSED;
    ScrValue min = ARG(0), max = ARG(1), cb = ARG(2);
    bool min_missing = scr_is_undefined(max) || scr__is_callable(max);
    if (min_missing) {
        cb = max;
        max = min;
        min = scr_number(0);
    }
    if (!scr_is_undefined(cb) && !scr__is_callable(cb))
        return scr__throw_arg_type("callback", "of type function", cb);
    if (!is_safe_integer(min)) return scr__throw_arg_type("min", "a safe integer", min);
    if (!is_safe_integer(max)) return scr__throw_arg_type("max", "a safe integer", max);
    double lo = scr_as_number(min), hi = scr_as_number(max);
    if (hi <= lo) {
        char range[80];
        ScrValue s = scr_to_string(min);
        char *u = scr__string_to_utf8(s, NULL);
        snprintf(range, sizeof range, "greater than the value of \"min\" (%s)", u);
        free(u);
        scr_release(s);
        return throw_out_of_range("max", range, hi);
    }
    const double rand_max = 281474976710655.0; /* 2**48 - 1 */
    double span = hi - lo;
    if (!(span <= rand_max))
        return throw_out_of_range(min_missing ? "max" : "max - min", "<= 281474976710655", span);
    uint64_t range = (uint64_t)span;
    uint64_t limit = 281474976710656ull - (281474976710656ull % range);
    uint64_t x;
    do {
        uint8_t b[6];
        fill_random(b, 6);
        x = 0;
        for (int i = 0; i < 6; i++) x = x << 8 | b[i];
    } while (x >= limit);
    ScrValue r = scr_number(lo + (double)(x % range));
    if (scr_is_undefined(cb)) return r;
    /* Node serves an asynchronous call from its cache of random bytes with
     * process.nextTick(callback, undefined, n). */
    ScrValue tick = scr__next_tick_fn();
    ScrValue args[3] = {cb, SCR_UNDEFINED, r};
    ScrValue t = scr__call(tick, SCR_UNDEFINED, 3, args);
    scr_release(tick);
    if (scr_is_exception(t)) return t;
    scr_release(t);
    return SCR_UNDEFINED;
}

/* randomUUID([options]): a version 4 UUID. */
NATIVE(random_uuid) {
    UNUSED;
    ScrValue o = ARG(0);
    if (!scr_is_undefined(o) && (!scr_is_object(o) || scr__is_callable(o)))
        return scr__throw_arg_type("options", "of type object", o);
    uint8_t b[16];
    fill_random(b, 16);
    b[6] = (uint8_t)((b[6] & 0x0f) | 0x40);
    b[8] = (uint8_t)((b[8] & 0x3f) | 0x80);
    char s[37];
    int k = 0;
    for (int i = 0; i < 16; i++) {
        if (i == 4 || i == 6 || i == 8 || i == 10) s[k++] = '-';
        s[k++] = "0123456789abcdef"[b[i] >> 4];
        s[k++] = "0123456789abcdef"[b[i] & 15];
    }
    s[k] = 0;
    return scr_string_from_utf8(s, 36);
}

/* Web Crypto's getRandomValues(typedArray): integer element types only,
 * at most 65536 bytes. Magic 1 checks `this` (the Crypto object's method);
 * node:crypto's own function (magic 0) does not. */
NATIVE(get_random_values) {
    UNUSED;
    if (((ScrFunction *)scr_obj(fn))->magic && this_val != webcrypto)
        return scr__node_error_code(
            scr_throw_type_error("Value of \"this\" must be of type Crypto"), "ERR_INVALID_THIS");
    if (argc < 1)
        return throw_plain_code(SCR_ERR_TYPE, "ERR_MISSING_ARGS",
                                "Failed to execute 'getRandomValues' on 'Crypto': 1 argument "
                                "required, but only 0 present.");
    ScrValue a = argv[0];
    if (scr__class_of(a) != SCR_CLASS_TYPED_ARRAY || scr__ta(a)->type == SCR_TA_FLOAT32 ||
        scr__ta(a)->type == SCR_TA_FLOAT64)
        return scr__throw_dom_exception("The data argument must be an integer-type TypedArray",
                                        "TypeMismatchError");
    uint8_t *p;
    size_t n;
    scr__bytes_of(a, &p, &n);
    if (n > 65536)
        return scr__throw_dom_exception("The requested length exceeds 65,536 bytes",
                                        "QuotaExceededError");
    fill_random(p, n);
    return scr_dup(a);
}

/* timingSafeEqual(a, b): constant-time comparison of equal-length bytes. */
NATIVE(timing_safe_equal) {
    UNUSED;
    uint8_t *p[2];
    size_t n[2];
    static const char *const names[2] = {"buf1", "buf2"};
    for (int i = 0; i < 2; i++) {
        if (!scr__bytes_of(ARG(i), &p[i], &n[i])) {
            char msg[160];
            snprintf(msg, sizeof msg,
                     "The \"%s\" argument must be an instance of ArrayBuffer, Buffer, TypedArray, "
                     "or DataView.",
                     names[i]);
            return throw_plain_code(SCR_ERR_TYPE, "ERR_INVALID_ARG_TYPE", msg);
        }
    }
    if (n[0] != n[1])
        return throw_plain_code(SCR_ERR_RANGE, "ERR_CRYPTO_TIMING_SAFE_EQUAL_LENGTH",
                                "Input buffers must have the same byte length");
    return scr_bool(n[0] == 0 || CRYPTO_memcmp(p[0], p[1], n[0]) == 0);
}

/* The SubtleCrypto object (crypto.subtle), owned like webcrypto. */
static ScrValue subtle = SCR_UNDEFINED;

/* Web Crypto's digest algorithms by their names (any case). */
static const char *subtle_digest_name(ScrValue name) {
    static const char *const names[4][2] = {
        {"SHA-1", "sha1"}, {"SHA-256", "sha256"}, {"SHA-384", "sha384"}, {"SHA-512", "sha512"}};
    ScrString *s = scr_str(name);
    for (int i = 0; i < 4; i++) {
        size_t n = strlen(names[i][0]);
        if (s->len != n) continue;
        size_t k = 0;
        while (k < n && s->data[k] < 128 &&
               (s->data[k] >= 'a' && s->data[k] <= 'z' ? s->data[k] - 32 : s->data[k]) ==
                   (uint16_t)names[i][0][k])
            k++;
        if (k == n) return names[i][1];
    }
    return NULL;
}

/* The steps of subtle.digest up to the digest: its ArrayBuffer (owned) or
 * SCR_EXCEPTION with the error the promise rejects with. */
static ScrValue subtle_digest_value(ScrValue this_val, int argc, ScrValue *argv) {
    if (this_val != subtle)
        return scr__node_error_code(
            scr_throw_type_error("Value of \"this\" must be of type SubtleCrypto"),
            "ERR_INVALID_THIS");
    if (argc < 2) {
        char msg[160];
        snprintf(msg, sizeof msg,
                 "Failed to execute 'digest' on 'SubtleCrypto': 2 arguments required, but only "
                 "%d present.",
                 argc);
        return throw_plain_code(SCR_ERR_TYPE, "ERR_MISSING_ARGS", msg);
    }
    ScrValue alg = argv[0], name;
    if (scr_is_object(alg)) {
        name = scr__get_str(alg, "name");
        if (scr_is_exception(name)) return name;
        if (scr_is_undefined(name))
            return throw_plain_code(
                SCR_ERR_TYPE, "ERR_MISSING_OPTION",
                "Failed to normalize algorithm: passed algorithm can not be converted to "
                "'Algorithm' because 'name' is required in 'Algorithm'.");
        ScrValue s = scr_to_string(name);
        scr_release(name);
        name = s;
    } else {
        name = scr_to_string(alg);
    }
    if (scr_is_exception(name)) return name;
    uint8_t *p;
    size_t n;
    if (!scr__bytes_of(argv[1], &p, &n)) {
        scr_release(name);
        return throw_plain_code(SCR_ERR_TYPE, "ERR_INVALID_ARG_TYPE",
                                "Failed to execute 'digest' on 'SubtleCrypto': 2nd argument is "
                                "not instance of ArrayBuffer, Buffer, TypedArray, or DataView.");
    }
    const char *md_name = subtle_digest_name(name);
    scr_release(name);
    if (!md_name)
        return scr__throw_dom_exception("Unrecognized algorithm name", "NotSupportedError");
    uint8_t out[EVP_MAX_MD_SIZE];
    unsigned int len = 0;
    EVP_MD *md = EVP_MD_fetch(NULL, md_name, NULL);
    if (!md || EVP_Digest(n ? p : out, n, out, &len, md, NULL) != 1) {
        EVP_MD_free(md);
        return throw_openssl(ERR_peek_last_error());
    }
    EVP_MD_free(md);
    ScrValue ab = scr__array_buffer_new(len, scr__thread.realm->array_buffer_proto);
    if (!scr_is_exception(ab)) memcpy(scr__ab(ab)->data, out, len);
    return ab;
}

/* crypto.subtle.digest(algorithm, data): a promise of an ArrayBuffer; every
 * error rejects it, as from Node's async function. */
NATIVE(subtle_digest) {
    UNUSED;
    ScrValue p = scr__promise_new();
    ScrValue v = subtle_digest_value(this_val, argc, argv);
    if (scr_is_exception(v)) {
        ScrValue e = scr_exception_take();
        scr__promise_reject(p, e);
        scr_release(e);
    } else {
        scr__promise_resolve(p, v);
        scr_release(v);
    }
    return p;
}

NATIVE(crypto_subtle_get) {
    UNUSED;
    return scr_dup(subtle);
}

NATIVE(illegal_constructor) {
    UNUSED;
    return scr_throw_type_error("Illegal constructor");
}

/* ------------------------------------------------------------------------
 * Set-up.
 * ---------------------------------------------------------------------- */

void scr__crypto_init(ScrValue global) {
    scr__class_hooks[SCR_CLASS_CRYPTO] = (ScrClassHooks){crypto_trace, crypto_finalize, NULL};
    /* getRandomValues's magic 1: the Crypto method checks `this`. */
    static const ScrNativeDef crypto_methods[] = {{"getRandomValues", get_random_values, 1, 1},
                                                  {"randomUUID", random_uuid, 0, 0}};
    ScrValue proto = scr_object_new();
    ScrValue ctor = scr__native_ctor_new(illegal_constructor, "Crypto", 0, proto);
    scr__define_natives(proto, crypto_methods, SCR_COUNTOF(crypto_methods), SCR_PROP_CW,
                        SCR_UNDEFINED);
    scr__define_native_accessor(proto, "subtle", crypto_subtle_get, NULL);
    scr__define_tag(proto, "Crypto");
    webcrypto = scr_object_new();
    scr__set_proto(webcrypto, proto);
    ScrValue sproto = scr_object_new();
    ScrValue sctor = scr__native_ctor_new(illegal_constructor, "SubtleCrypto", 0, sproto);
    scr__define_native(sproto, "digest", subtle_digest, 2);
    scr__define_tag(sproto, "SubtleCrypto");
    subtle = scr_object_new();
    scr__set_proto(subtle, sproto);
    scr_release(sctor);
    scr_release(sproto);
    scr__define_str_take(global, "crypto", scr_dup(webcrypto), SCR_PROP_CW);
    scr_release(ctor);
    scr_release(proto);
}

void scr__crypto_shutdown(void) {
    scr_clear(&webcrypto);
    scr_clear(&subtle);
}

/* node:crypto's Hash and Hmac (magic 0 and 1 of the shared natives), and
 * Cipheriv and Decipheriv (magic 0 and 1 of create_cipher). */
static const char *const hash_classes[2] = {"Hash", "Hmac"};
static const ScrNativeDef hash_makers[2] = {{"createHash", create_hash, 2, 0},
                                            {"createHmac", create_hmac, 3, 0}};
static const char *const cipher_classes[2] = {"Cipheriv", "Decipheriv"};
static const ScrNativeDef cipher_makers[2] = {{"createCipheriv", create_cipher, 4, 0},
                                              {"createDecipheriv", create_cipher, 4, 1}};
static const ScrNativeDef cipher_methods[] = {{"update", cipher_update, 3, 0},
                                              {"final", cipher_final, 1, 0},
                                              {"setAutoPadding", cipher_set_auto_padding, 1, 0},
                                              {"setAAD", cipher_set_aad, 2, 0}};
static const ScrNativeDef cipher_tag_methods[2] = {{"getAuthTag", cipher_get_auth_tag, 0, 0},
                                                   {"setAuthTag", cipher_set_auth_tag, 1, 0}};
/* node:crypto's functions, in Node's key order; magic 1 is the form with a
 * callback. */
static const ScrNativeDef crypto_fns[] = {
    {"getCiphers", get_ciphers, 0, 0},
    {"getHashes", get_hashes, 0, 0},
    {"getRandomValues", get_random_values, 1, 0},
    {"hash", crypto_hash, 3, 0},
    {"hkdfSync", crypto_hkdf, 5, 0},
    {"pbkdf2Sync", crypto_pbkdf2, 5, 0},
    {"randomBytes", random_bytes, 2, 0},
    {"randomFillSync", random_fill_sync, 3, 0},
    {"randomInt", random_int, 3, 0},
    {"randomUUID", random_uuid, 1, 0},
    {"timingSafeEqual", timing_safe_equal, 2, 0},
    {"hkdf", crypto_hkdf, 6, 1},
    {"pbkdf2", crypto_pbkdf2, 6, 1},
    {"scrypt", crypto_scrypt, 5, 1},
    {"scryptSync", crypto_scrypt, 4, 0},
};

ScrValue scr__crypto_module_new(void) {
    ScrValue m = scr_object_new();
    ScrValue hash_protos[2], hash_ctors[2];
    for (int i = 0; i < 2; i++) {
        const ScrNativeDef methods[2] = {{"update", crypto_update, 2, i},
                                         {"digest", crypto_digest, 1, i}};
        hash_protos[i] = scr_object_new();
        hash_ctors[i] =
            scr__native_ctor_new(illegal_constructor, hash_classes[i], 2 + i, hash_protos[i]);
        scr__define_natives(hash_protos[i], methods, 2, SCR_PROP_CW, SCR_UNDEFINED);
    }
    scr__define_native(hash_protos[0], "copy", hash_copy, 1);
    for (int i = 0; i < 2; i++)
        scr__define_natives(m, &hash_makers[i], 1, SCR_PROP_CWE, hash_protos[i]);
    for (int i = 0; i < 2; i++) {
        ScrValue proto = scr_object_new();
        ScrValue ctor = scr__native_ctor_new(illegal_constructor, cipher_classes[i], 4, proto);
        scr__define_natives(proto, cipher_methods, SCR_COUNTOF(cipher_methods), SCR_PROP_CW,
                            SCR_UNDEFINED);
        scr__define_natives(proto, &cipher_tag_methods[i], 1, SCR_PROP_CW, SCR_UNDEFINED);
        scr__define_natives(m, &cipher_makers[i], 1, SCR_PROP_CWE, proto);
        scr__define_str_take(m, cipher_classes[i], ctor, SCR_PROP_CWE);
        scr_release(proto);
    }
    for (int i = 0; i < 2; i++) {
        scr__define_str_take(m, hash_classes[i], hash_ctors[i], SCR_PROP_CWE);
        scr_release(hash_protos[i]);
    }
    scr__define_natives(m, crypto_fns, SCR_COUNTOF(crypto_fns), SCR_PROP_CWE, SCR_UNDEFINED);
    scr__define_str_take(m, "webcrypto", scr_dup(webcrypto), SCR_PROP_CWE);
    return m;
}
