/* normalize.c - Unicode normalization forms for String.prototype.normalize
 * on ICU's normalizers (unorm2), the Unicode version of the ICU the
 * runtime links (docs/builtins.md, "Intl"). */
#include "builtins/normalize.h"

#include "core/str.h"
#include "intl/intl.h"

#include <stdlib.h>

#include <unicode/unorm2.h>

ScrValue scr__normalize(ScrValue s, int form) {
    ScrString *str = scr_str(s);
    bool ascii = true;
    for (uint32_t i = 0; i < str->len && ascii; i++) ascii = str->data[i] < 0x80;
    if (ascii) return scr_dup(s);
    UErrorCode err = U_ZERO_ERROR;
    const UNormalizer2 *n = form == 0   ? unorm2_getNFCInstance(&err)
                            : form == 1 ? unorm2_getNFDInstance(&err)
                            : form == 2 ? unorm2_getNFKCInstance(&err)
                                        : unorm2_getNFKDInstance(&err);
    if (U_FAILURE(err)) return scr__intl_throw_icu(err);
    const UChar *src = (const UChar *)str->data;
    int32_t len = (int32_t)str->len;
    if (unorm2_isNormalized(n, src, len, &err) && U_SUCCESS(err)) return scr_dup(s);
    err = U_ZERO_ERROR;
    int32_t need = unorm2_normalize(n, src, len, NULL, 0, &err);
    if (err != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(err)) return scr__intl_throw_icu(err);
    UChar *buf = malloc(((size_t)need + 1) * sizeof *buf);
    err = U_ZERO_ERROR;
    unorm2_normalize(n, src, len, buf, need + 1, &err);
    ScrValue r = U_SUCCESS(err) ? scr__intl_ustr(buf, need) : scr__intl_throw_icu(err);
    free(buf);
    return r;
}
