/* test_lean.c - unit test of lean_rewrite (emit_util.c): outside the hot
 * ranges, each inline helper's name becomes its out-of-line twin's; inside
 * them, in C comments and in C string or character literals (which carry
 * the program's own text), and where the name is only the tail of a longer
 * identifier, nothing changes. Text before the rewrite's base is left
 * alone. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../emit.h"
#include "../text.h"

#include "check.h"

/* Rewrites `text` (after a prefix that must survive) with the hot ranges
 * given as offsets into `text`; returns the result without the prefix. */
static char *rewrite(const char *text, const size_t *hot, int nhot) {
    static const char prefix[] = "scr_clear(&keep); /* before base */\n";
    Buf b = {0};
    buf_puts(&b, prefix);
    buf_puts(&b, text);
    lean_rewrite(&b, strlen(prefix), hot, nhot);
    CHECK(strncmp(b.s, prefix, strlen(prefix)) == 0);
    char *r = xstrdup(b.s + strlen(prefix));
    free(b.s);
    return r;
}

static void test_names(void) {
    char *r = rewrite("scr_clear(&t1); scr_release(x); t2 = scr_get_ic(o, k[1], &ic[0]); r = scr_set_ic(o, k, v, &ic[1]);",
                      NULL, 0);
    CHECK(strcmp(r, "scr_clear_c(&t1); scr_release_c(x); t2 = scr_get_ic_c(o, k[1], &ic[0]); "
                    "r = scr_set_ic_c(o, k, v, &ic[1]);") == 0);
    free(r);
    /* Tails of longer names, and names that only start the same. */
    r = rewrite("scr_box_release(b); my_scr_clear(&t); scr_release_c(x); scr_get_ic_miss(o);", NULL, 0);
    CHECK(strcmp(r, "scr_box_release(b); my_scr_clear(&t); scr_release_c(x); scr_get_ic_miss(o);") == 0);
    free(r);
}

static void test_literals_and_comments(void) {
    const char *in = "t = scr_call(f, u, 0, NULL, \"scr_clear(&\\\"q\\\" scr_release(\"); /* scr_release(x) */ "
                     "c = 's'; scr_release(y);";
    char *r = rewrite(in, NULL, 0);
    CHECK(strcmp(r, "t = scr_call(f, u, 0, NULL, \"scr_clear(&\\\"q\\\" scr_release(\"); /* scr_release(x) */ "
                    "c = 's'; scr_release_c(y);") == 0);
    free(r);
    /* #line directives name files in quotes. */
    r = rewrite("#line 3 \"scr_release(.js\"\nscr_release(z);\n", NULL, 0);
    CHECK(strcmp(r, "#line 3 \"scr_release(.js\"\nscr_release_c(z);\n") == 0);
    free(r);
}

static void test_hot_ranges(void) {
    const char *in = "scr_clear(&a); LOOP{ scr_clear(&b); } scr_clear(&c); LOOP{ scr_clear(&d); }";
    size_t hot[4];
    hot[0] = (size_t)(strstr(in, "LOOP") - in);
    hot[1] = (size_t)(strstr(in, "} scr_clear(&c)") - in);
    hot[2] = (size_t)(strstr(in + hot[1], "LOOP") - in);
    hot[3] = strlen(in);
    char *r = rewrite(in, hot, 4);
    CHECK(strcmp(r, "scr_clear_c(&a); LOOP{ scr_clear(&b); } scr_clear_c(&c); LOOP{ scr_clear(&d); }") == 0);
    free(r);
    /* An unclosed range (a loop still open at the end) covers the rest. */
    r = rewrite(in, hot, 3);
    CHECK(strcmp(r, "scr_clear_c(&a); LOOP{ scr_clear(&b); } scr_clear_c(&c); LOOP{ scr_clear(&d); }") == 0);
    free(r);
}

int main(void) {
    test_names();
    test_literals_and_comments();
    test_hot_ranges();
    return check_done("test_lean");
}
