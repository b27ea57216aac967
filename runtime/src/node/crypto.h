/* crypto.h - node:crypto on OpenSSL's libcrypto and the global `crypto`
 * (Web Crypto's getRandomValues and randomUUID). Owned by crypto.c. */
#ifndef SCR_NODE_CRYPTO_H
#define SCR_NODE_CRYPTO_H

#include "scr.h"

/* Registers the Hash/Hmac class hooks and defines the global `crypto`
 * (called from the process set-up); scr__crypto_shutdown releases it. */
void scr__crypto_init(ScrValue global);
void scr__crypto_shutdown(void);

/* The node:crypto module object (modules.def). */
ScrValue scr__crypto_module_new(void);

#endif
