/* json.h - a JSON reader for package.json: RFC 8259 as JSON.parse accepts
 * it, objects keeping their members in the order JavaScript enumerates
 * them (array-index keys first, ascending, then the rest in source order;
 * a repeated key keeps its first place and takes the last value), which is
 * the order Node walks "exports" conditions in. */
#ifndef SCR_JSON_H
#define SCR_JSON_H

#include <stdbool.h>
#include <stddef.h>

typedef enum JsonKind { JSON_NULL, JSON_BOOL, JSON_NUMBER, JSON_STRING, JSON_ARRAY, JSON_OBJECT } JsonKind;

typedef struct Json {
    JsonKind kind;
    bool boolean;
    double number;
    char *str;           /* JSON_STRING: UTF-8, NUL-terminated (an escaped \u0000 ends it early) */
    int n;               /* JSON_ARRAY / JSON_OBJECT: number of items or members */
    struct Json **items; /* the items, or the members' values */
    char **keys;         /* JSON_OBJECT: the members' keys, in enumeration order */
} Json;

/* Parses `len` bytes. NULL on malformed input, with *err set to the text
 * V8's JSON.parse gives (e.g. "Unexpected token } in JSON at position 7"
 * in V8 11's words; malloc'ed). A leading UTF-8 byte order mark is skipped,
 * as Node strips it before parsing package.json. */
Json *json_parse(const char *text, size_t len, char **err);
void json_free(Json *j);

/* An object's member, or NULL (also when `obj` is not an object). */
const Json *json_get(const Json *obj, const char *key);
/* Whether `key` is an array index ("0", "1", ... below 2^32-1, no leading zeros). */
bool json_is_array_index(const char *key);
/* JSON.stringify of a value, no whitespace (malloc'ed). */
char *json_stringify(const Json *j);

#endif
