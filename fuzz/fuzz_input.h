/* fuzz_input.h - how the runtime's fuzz targets read their input bytes as
 * UTF-16 code units, so that every code unit, lone surrogates included,
 * can be reached: a byte below 0xFF is that code unit (ASCII and
 * Latin-1), 0xFF followed by two bytes is the code unit they spell,
 * high byte first. seeds.py writes its seeds in the same form. */
#ifndef SCR_FUZZ_INPUT_H
#define SCR_FUZZ_INPUT_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

/* Decodes data[0..size) into a new malloc'd array (at least one element
 * allocated); *n receives the number of code units. An incomplete 0xFF
 * escape at the end is dropped. */
static inline uint16_t *fuzz_units(const uint8_t *data, size_t size, size_t *n) {
    uint16_t *u = malloc((size + 1) * sizeof *u);
    if (!u) abort();
    size_t k = 0;
    for (size_t i = 0; i < size; i++) {
        if (data[i] != 0xFF) {
            u[k++] = data[i];
        } else if (i + 2 < size) {
            u[k++] = (uint16_t)(data[i + 1] << 8 | data[i + 2]);
            i += 2;
        } else {
            break;
        }
    }
    *n = k;
    return u;
}

#endif
