/* console_table.c - console.table as Node v20 draws it: the columns Node
 * picks for arrays, objects, Maps and Sets (an index column, the union of
 * the rows' keys, `Values` for primitive rows), each cell inspected with
 * Node's table options, and the box-drawing layout of
 * lib/internal/cli_table.js (left-aligned, widths by terminal columns). */
#include "node/console.h"
#include "base/base.h"

#include "node/inspect.h"
#include "node/colors.h"
#include "node/util.h"
#include "exec/timers.h"
#include "core/object.h"
#include "core/str.h"

#include <limits.h>
#include <stdlib.h>

/* ------------------------------------------------------------------------
 * String width (Node's getStringWidth without ICU: escape sequences and
 * controls count 0, full-width code points 2, combining marks 0).
 * ---------------------------------------------------------------------- */

static bool full_width(uint32_t c) {
    return c >= 0x1100 &&
           (c <= 0x115f || c == 0x2329 || c == 0x232a || (c >= 0x2e80 && c <= 0x3247 && c != 0x303f) ||
            (c >= 0x3250 && c <= 0x4dbf) || (c >= 0x4e00 && c <= 0xa4c6) ||
            (c >= 0xa960 && c <= 0xa97c) || (c >= 0xac00 && c <= 0xd7a3) ||
            (c >= 0xf900 && c <= 0xfaff) || (c >= 0xfe10 && c <= 0xfe19) ||
            (c >= 0xfe30 && c <= 0xfe6b) || (c >= 0xff01 && c <= 0xff60) ||
            (c >= 0xffe0 && c <= 0xffe6) || (c >= 0x1b000 && c <= 0x1b001) ||
            (c >= 0x1f200 && c <= 0x1f251) || (c >= 0x1f300 && c <= 0x1f64f) ||
            (c >= 0x20000 && c <= 0x3fffd));
}

static bool zero_width(uint32_t c) {
    return c <= 0x1F || (c >= 0x7F && c <= 0x9F) || (c >= 0x300 && c <= 0x36F) ||
           (c >= 0x200B && c <= 0x200F) || (c >= 0x20D0 && c <= 0x20FF) ||
           (c >= 0xFE00 && c <= 0xFE0F) || (c >= 0xFE20 && c <= 0xFE2F) ||
           (c >= 0xE0100 && c <= 0xE01EF);
}

int scr__string_width(const uint16_t *d, size_t n) {
    int w = 0;
    for (size_t i = 0; i < n; i++) {
        /* Escape sequences (a coloured cell's) take no room. */
        uint32_t end = scr__vt_sequence_end(d, (uint32_t)n, (uint32_t)i);
        if (end) {
            i = end - 1;
            continue;
        }
        uint32_t c = d[i];
        if (c >= 0xD800 && c <= 0xDBFF && i + 1 < n && d[i + 1] >= 0xDC00 && d[i + 1] <= 0xDFFF) {
            c = 0x10000 + ((c - 0xD800) << 10) + (d[i + 1] - 0xDC00);
            i++;
        }
        if (full_width(c)) w += 2;
        else if (!zero_width(c)) w++;
    }
    return w;
}

/* ------------------------------------------------------------------------
 * Columns: a header and a sparse list of cells (NULL: no own cell, drawn
 * empty).
 * ---------------------------------------------------------------------- */

typedef struct Column {
    ScrValue head;   /* owned string */
    ScrValue *cells; /* owned strings or 0 for none */
    int ncells;
} Column;

typedef struct Table {
    Column *cols;
    int ncols, cap;
    int nrows;
} Table;

static Column *add_column(Table *t, ScrValue head_take) {
    SCR_GROW(t->cols, t->cap, t->ncols + 1, 8);
    Column *c = &t->cols[t->ncols++];
    c->head = head_take;
    c->cells = NULL;
    c->ncells = 0;
    return c;
}

static void set_cell(Column *c, int row, ScrValue s_take) {
    if (row >= c->ncells) {
        c->cells = scr__xrealloc(c->cells, sizeof(ScrValue) * (size_t)(row + 1));
        for (int i = c->ncells; i <= row; i++) c->cells[i] = 0;
        c->ncells = row + 1;
    }
    if (c->cells[row]) scr_release(c->cells[row]);
    c->cells[row] = s_take;
}

static void table_free(Table *t) {
    for (int i = 0; i < t->ncols; i++) {
        scr_release(t->cols[i].head);
        for (int j = 0; j < t->cols[i].ncells; j++)
            if (t->cols[i].cells[j]) scr_release(t->cols[i].cells[j]);
        free(t->cols[i].cells);
    }
    free(t->cols);
}

static Column *find_column(Table *t, ScrValue key, int from) {
    for (int i = from; i < t->ncols; i++)
        if (scr__string_equal(t->cols[i].head, key)) return &t->cols[i];
    return NULL;
}

/* Node's _inspect for a cell: objects with more than two keys collapse to
 * [Object]; arrays show three items; nothing breaks lines. */
static ScrValue cell_inspect(ScrValue v) {
    ScrInspectOptions o;
    scr__inspect_default_options(&o);
    o.depth = 0;
    o.max_array_length = 3;
    o.break_length = INT_MAX;
    if (scr__console_colors(1) && scr__inspect_use_colors(&o) < 0) return SCR_EXCEPTION;
    if (scr_is_object(v) && !scr__is_array(v)) {
        ScrValue keys = scr__own_keys(v, SCR_KEYS_STRINGS | SCR_KEYS_ENUMERABLE);
        if (scr_is_exception(keys)) return keys;
        if (scr_array_length(keys) > 2) o.depth = -1;
        scr_release(keys);
    }
    return scr__inspect(v, &o);
}

static ScrValue number_string(int i) {
    char buf[16];
    int n = snprintf(buf, sizeof buf, "%d", i);
    return scr_string_from_utf8(buf, (size_t)n);
}

/* ------------------------------------------------------------------------
 * Rendering.
 * ---------------------------------------------------------------------- */

static void put_repeat(ScrStrBuf *b, uint16_t c, int n) {
    for (int i = 0; i < n; i++) scr__sb_putc(b, c);
}

static void render_divider(ScrStrBuf *b, const int *widths, int n, uint16_t left,
                           uint16_t mid, uint16_t right) {
    scr__sb_putc(b, left);
    for (int i = 0; i < n; i++) {
        if (i) scr__sb_putc(b, mid);
        put_repeat(b, 0x2500, widths[i] + 2);
    }
    scr__sb_putc(b, right);
}

static void render_cell_row(ScrStrBuf *b, const Table *t, const int *widths, int row) {
    scr__sb_putc(b, 0x2502);
    scr__sb_putc(b, ' ');
    for (int i = 0; i < t->ncols; i++) {
        const Column *c = &t->cols[i];
        ScrValue s = row < 0 ? c->head : row < c->ncells ? c->cells[row] : 0;
        int w = 0;
        if (s) {
            scr__sb_put_string(b, s);
            w = scr__string_width(scr_str(s)->data, scr_str(s)->len);
        }
        put_repeat(b, ' ', widths[i] - w);
        if (i != t->ncols - 1) {
            scr__sb_puts(b, " ");
            scr__sb_putc(b, 0x2502);
            scr__sb_putc(b, ' ');
        }
    }
    scr__sb_putc(b, ' ');
    scr__sb_putc(b, 0x2502);
}

static void render(ScrStrBuf *b, const Table *t) {
    int *widths = scr__xcalloc((size_t)t->ncols + 1, sizeof(int));
    int rows = 0;
    for (int i = 0; i < t->ncols; i++)
        if (t->cols[i].ncells > rows) rows = t->cols[i].ncells;
    for (int i = 0; i < t->ncols; i++) {
        const Column *c = &t->cols[i];
        widths[i] = scr__string_width(scr_str(c->head)->data, scr_str(c->head)->len);
        for (int j = 0; j < c->ncells; j++) {
            if (!c->cells[j]) continue;
            int w = scr__string_width(scr_str(c->cells[j])->data, scr_str(c->cells[j])->len);
            if (w > widths[i]) widths[i] = w;
        }
    }
    render_divider(b, widths, t->ncols, 0x250C, 0x252C, 0x2510);
    scr__sb_putc(b, '\n');
    render_cell_row(b, t, widths, -1);
    scr__sb_putc(b, '\n');
    render_divider(b, widths, t->ncols, 0x251C, 0x253C, 0x2524);
    scr__sb_putc(b, '\n');
    for (int r = 0; r < rows; r++) {
        render_cell_row(b, t, widths, r);
        scr__sb_putc(b, '\n');
    }
    render_divider(b, widths, t->ncols, 0x2514, 0x2534, 0x2518);
    free(widths);
}

/* ------------------------------------------------------------------------
 * console.table's data model.
 * ---------------------------------------------------------------------- */

/* Array-index-like keys first in ascending order, as Object.keys of
 * Node's null-prototype column map lists them. */
static void order_columns(Table *t, int from) {
    for (int i = from + 1; i < t->ncols; i++) {
        uint32_t ki;
        if (!scr__string_is_index(t->cols[i].head, &ki)) continue;
        Column c = t->cols[i];
        int j = i;
        while (j > from) {
            uint32_t kj;
            bool idx = scr__string_is_index(t->cols[j - 1].head, &kj);
            if (idx && kj < ki) break;
            t->cols[j] = t->cols[j - 1];
            j--;
        }
        t->cols[j] = c;
    }
}

static int table_collection(Table *t, const ScrInspectHook *h, ScrValue data) {
    bool map = h->shape == SCR_INSPECT_MAP;
    Column *idx = add_column(t, scr_dup(SCR_ATOM("(iteration index)")));
    (void)idx;
    if (map) add_column(t, scr_dup(SCR_ATOM("Key")));
    add_column(t, scr_dup(SCR_ATOM("Values")));
    uint32_t cur = 0;
    ScrValue k, v;
    int row = 0;
    while (h->step(data, &cur, &k, &v)) {
        ScrValue ks = cell_inspect(k);
        if (scr_is_exception(ks)) return -1;
        ScrValue vs = SCR_UNDEFINED;
        if (map) {
            vs = cell_inspect(v);
            if (scr_is_exception(vs)) {
                scr_release(ks);
                return -1;
            }
        }
        ScrValue is = number_string(row);
        set_cell(&t->cols[0], row, is);
        if (map) {
            set_cell(&t->cols[1], row, ks);
            set_cell(&t->cols[2], row, vs);
        } else {
            set_cell(&t->cols[1], row, ks);
        }
        row++;
    }
    return 0;
}

static int table_object(Table *t, ScrValue data, ScrValue props) {
    add_column(t, scr_dup(SCR_ATOM("(index)")));
    ScrValue keys = scr__own_keys(data, SCR_KEYS_STRINGS | SCR_KEYS_ENUMERABLE);
    if (scr_is_exception(keys)) return -1;
    uint32_t n = scr_array_length(keys);
    Column values = {0, NULL, 0};
    bool has_primitives = false;
    int rc = -1;
    for (uint32_t i = 0; i < n; i++) {
        ScrValue key = scr_array_at(keys, i);
        set_cell(&t->cols[0], (int)i, scr_dup(key));
        ScrValue item = scr_get(data, key);
        if (scr_is_exception(item)) goto out;
        bool primitive = !scr_is_object(item);
        if (scr_is_undefined(props) && primitive) {
            has_primitives = true;
            ScrValue s = cell_inspect(item);
            scr_release(item);
            if (scr_is_exception(s)) goto out;
            set_cell(&values, (int)i, s);
            continue;
        }
        ScrValue ikeys = scr_is_undefined(props)
                             ? scr__own_keys(item, SCR_KEYS_STRINGS | SCR_KEYS_ENUMERABLE)
                             : scr_dup(props);
        if (scr_is_exception(ikeys)) {
            scr_release(item);
            goto out;
        }
        uint32_t m = scr_array_length(ikeys);
        for (uint32_t j = 0; j < m; j++) {
            ScrValue kv = scr_array_at(ikeys, j);
            ScrValue k = scr_is_string(kv) ? scr_dup(kv) : scr_to_string(kv);
            if (scr_is_exception(k)) {
                scr_release(ikeys);
                scr_release(item);
                goto out;
            }
            Column *c = find_column(t, k, 1);
            if (!c) c = add_column(t, scr_dup(k));
            ScrPropDesc d;
            int own = primitive ? 0 : scr__get_own_property(item, k, &d);
            if (own < 0) {
                scr_release(k);
                scr_release(ikeys);
                scr_release(item);
                goto out;
            }
            ScrValue s;
            if (own) {
                scr__desc_release(&d);
                ScrValue v = scr_get(item, k);
                s = scr_is_exception(v) ? v : cell_inspect(v);
                if (!scr_is_exception(v)) scr_release(v);
            } else {
                s = scr_dup(SCR_ATOM(""));
            }
            scr_release(k);
            if (scr_is_exception(s)) {
                scr_release(ikeys);
                scr_release(item);
                goto out;
            }
            set_cell(c, (int)i, s);
        }
        scr_release(ikeys);
        scr_release(item);
    }
    order_columns(t, 1);
    if (has_primitives) {
        Column *c = add_column(t, scr_dup(SCR_ATOM("Values")));
        c->cells = values.cells;
        c->ncells = values.ncells;
        values.cells = NULL;
        values.ncells = 0;
    }
    rc = 0;
out:
    for (int j = 0; j < values.ncells; j++)
        if (values.cells[j]) scr_release(values.cells[j]);
    free(values.cells);
    scr_release(keys);
    return rc;
}

int scr__console_table(ScrStrBuf *b, ScrValue data, ScrValue props) {
    if (!scr_is_undefined(props) && !scr__is_array(props)) {
        char buf[96];
        scr__describe_received(props, buf, sizeof buf);
        scr_throw_type_error("The \"properties\" argument must be an instance of Array. Received %s",
                             buf);
        return -1;
    }
    Table t = {0};
    int cls = scr__class_of(data);
    const ScrInspectHook *h = scr__inspect_hook(cls);
    int r;
    if (h && (h->shape == SCR_INSPECT_MAP || h->shape == SCR_INSPECT_SET))
        r = table_collection(&t, h, data);
    else
        r = table_object(&t, data, props);
    if (r == 0) render(b, &t);
    table_free(&t);
    return r;
}
