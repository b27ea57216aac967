/* date.h - Date: time values, local time through the C library (TZ),
 * parsing and formatting. Owned by date.c. */
#ifndef SCR_DATE_H
#define SCR_DATE_H

#include "core/inspect_hook.h"
#include "core/object.h"
#include "core/str.h"

/* Defines Date on the realm. */
void scr__date_init(void);
/* How util.inspect prints a Date (its ISO string, or Invalid Date). */
extern const ScrInspectHook scr__date_inspect_hook;
/* Date.parse of a string value: a time value or NaN. */
double scr__date_parse(ScrValue str);
/* Appends the toISOString form of a finite time value. */
void scr__date_iso(double t, ScrStrBuf *b);

#endif
