"""The scr command line as a user meets it: help and version, the exit
statuses (0 ok, 1 a diagnostic about the program, 2 bad usage), the shape of
a diagnostic, --emit=c showing the capture analysis, and the build cache."""
import re
import os
import subprocess
import tempfile
from pathlib import Path

import pytest

import corpus

SCR = corpus.ROOT / "build" / "bin" / "scr"

pytestmark = pytest.mark.skipif(not SCR.exists(), reason="build/bin/scr is not built (make build)")


def scr(*args, env=None, cwd=None, timeout=120):
    e = dict(os.environ)
    e.update(env or {})
    return subprocess.run([str(SCR), *args], capture_output=True, text=True, env=e, cwd=cwd, timeout=timeout)


@pytest.fixture
def tmp(tmp_path):
    return tmp_path


def write(dirpath, name, text):
    p = Path(dirpath) / name
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(text)
    return p


def test_help_and_version():
    r = scr("--help")
    assert r.returncode == 0
    for word in ("run FILE", "build FILE -o OUT", "--emit=c", "--optimization=dev|release|speed",
                 "--sanitize=address,undefined", "--sanitize=thread", "--detached-exit"):
        assert word in r.stdout
    v = scr("--version")
    assert v.returncode == 0 and v.stdout.startswith("scr ")


@pytest.mark.parametrize("args,needle", [
    (("frob",), "neither a command"),
    (("build", "x.js", "--optimization=fast", "-o", "x"), "--optimization must be"),
    (("build", "x.js", "--bogus"), "unknown option --bogus"),
    (("build", "x.js"), "needs -o"),
])
def test_bad_usage_is_status_2(tmp, args, needle):
    write(tmp, "x.js", "console.log(1);\n")
    r = scr(*args, cwd=tmp)
    assert r.returncode == 2, r.stderr
    assert needle in r.stderr
    assert r.stdout == ""


def test_missing_file_is_status_1(tmp):
    r = scr("run", "nope.js", cwd=tmp)
    assert r.returncode == 1
    assert r.stderr == "scr: cannot read nope.js: No such file or directory\n"


def test_diagnostic_shape(tmp):
    write(tmp, "bad.js", "const a = 1;\nlet b = (a +;\n")
    r = scr("build", "bad.js", "-o", "bad", cwd=tmp)
    assert r.returncode == 1
    assert r.stderr == "bad.js:2:13: error: Unexpected token ';'\nlet b = (a +;\n            ^\n"
    assert not (tmp / "bad").exists()


def test_emit_c_shows_boxes_and_line_directives(tmp):
    write(tmp, "cap.js", "function outer() {\n  let kept = 1;\n  let plain = 2;\n"
                         "  return () => kept + 1 + plain * 0;\n}\nconsole.log(outer()());\n")
    r = scr("build", "cap.js", "--emit=c", cwd=tmp)
    assert r.returncode == 0, r.stderr
    c = r.stdout
    assert '#line 2 "' in c
    # Both are captured by the arrow, so both are boxed ...
    assert "let kept: boxed" in c and "let plain: boxed" in c
    write(tmp, "loc.js", "function f() {\n  let only = 'x';\n  let n = 3;\n  return only + n;\n}\nconsole.log(f());\n")
    c2 = scr("build", "loc.js", "--emit=c", cwd=tmp).stdout
    # ... a binding no closure sees is a plain C local, and a number one
    # lives unboxed.
    assert "let only: local" in c2
    assert "let n: int32" in c2
    r3 = scr("build", "loc.js", "--emit=c", "--detached-exit", cwd=tmp)
    assert r3.returncode != 0 and "executables only" in r3.stderr


def emitted_c(tmp, name, src):
    """The C that --emit=c gives for module src."""
    write(tmp, name, src)
    r = scr("build", name, "--emit=c", "--no-line-directives", cwd=tmp)
    assert r.returncode == 0, r.stderr
    return r.stdout


def emitted_lines(tmp, name, line):
    """The C that --emit=c gives for a one-line module: from the line's
    first source comment to the end of the function holding it."""
    body = emitted_c(tmp, name, line + "\n").split("/* 1: ", 1)[1]
    return body.split("\n}\n", 1)[0]


@pytest.mark.parametrize("js, fast, slow", [
    # Constant plain keys take the site's cached shape; anything else builds
    # property by property.
    ("const x = 1; globalThis.o = { a: 1, b: x, c: 'c' };", "scr_object_literal(", "scr_define_field"),
    ("const k = 'a'; globalThis.o = { [k]: 1, b: 2 };", "scr_define_field", "scr_object_literal("),
    ("globalThis.o = { a: 1, a: 2 };", "scr_define_field", "scr_object_literal("),
    ("globalThis.o = { __proto__: null, a: 1 };", "scr_define_field", "scr_object_literal("),
    # Short array literals are made in one call from their elements.
    ("const y = 2; globalThis.a = [1, y, 'z'];", "scr_array_from_take(3", "scr_array_push"),
    ("globalThis.a = [1, , 3];", "scr_array_push_hole", "scr_array_from_take("),
    # A + chain that starts with a string is joined once; its literals are
    # passed borrowed (bits 0 and 2 clear in the owned mask).
    ("const n = 1; globalThis.s = 'a' + n + 'b' + n;", "scr_concat(4", "scr_add("),
    ("const n = 1; globalThis.s = 'a' + n + 'b' + n;", "}, 0xau);", "scr_dup(k["),
    ("const n = 1; globalThis.s = n + 'a' + n;", "scr_add(", "scr_concat("),
])
def test_emit_c_fast_paths(tmp, js, fast, slow):
    c = emitted_lines(tmp, "fast.js", js)
    assert fast in c and slow not in c, c


def test_emit_c_numeric_fast_paths_and_direct_calls(tmp):
    src = ("function f(o, k) {\n"
           "  const d = o.x - o.y;\n"
           "  o.v += d * Math.sqrt(k);\n"
           "  if (o.x < o.y) o.n++;\n"
           "  return d;\n"
           "}\n"
           "const sq = (x) => x * x;\n"
           "const pick = (p) => p.x;\n"
           "let later = () => 1;\n"
           "later = () => 2;\n"
           "globalThis.r = [f({ x: 1, y: 2, v: 0, n: 0 }, 4), sq(3), pick({ x: 5 }), later()];\n")
    c = emitted_c(tmp, "fp.js", src)
    # Each fast path is marked with its source, guarded by reads of the
    # property caches its ordinary code fills.
    for expr in ("o.x - o.y", "o.v += d * Math.sqrt(k)", "o.x < o.y", "o.n++"):
        assert f"/* fast path: {expr} */" in c, c
    assert "scr_ic_num(o, &ic[" in c and "scr_ic_can_set(o, &ic[" in c
    assert "scr_math_is(&gs[" in c and "__builtin_sqrt(" in c
    # A const arrow is called directly; a reassigned let through its value.
    # sq, a numeric leaf, through its C entry on C numbers, with no frame.
    assert re.search(r"= js_pick_L8\(", c), c
    assert re.search(r"d_\d+ = js_sq_L7_num\(3\);", c), c
    assert re.search(r"static double js_sq_L7_num\(int32_t a0\) \{", c), c
    assert "arrow function sq, line 7: a numeric leaf" in c
    assert not re.search(r"= js_later_L\d+\(", c) and '"later"' in c


def test_emit_c_fast_region(tmp):
    src = ("function step(a, b, dt) {\n"
           "  const dx = a.x - b.x;\n"
           "  const mag = dt / Math.sqrt(dx * dx + 1);\n"
           "  a.v -= dx * b.m * mag;\n"
           "  b.v += dx * a.m * mag;\n"
           "  a.n++;\n"
           "  console.log(a.v);\n"
           "}\n"
           "function Ctor(x) { this.x = x; this.n = 0; this.v = 0; }\n"
           "function elems(a, o, i) { o.s += a[i]; o.t += a[i + 1]; }\n"
           "step({ x: 1, v: 0, m: 1, n: 0 }, { x: 2, v: 0, m: 2 }, 0.5);\n"
           "elems([1, 2], new Ctor(1), 0);\n")
    c = emitted_c(tmp, "fr.js", src)
    # Lines 2-6 (not the call on line 7) run under one guard: a shape test
    # per object, then a pointer to each property's slot.
    assert c.count("/* fast region:") == 1, c
    assert "/* fast region: lines 2-6 */" in c, c
    guard = re.search(r"/\* fast region: lines 2-6 \*/\n\s*if \((.*)\) \{\n", c).group(1)
    assert len(re.findall(r"scr_region_obj\((a|b), &rc\[\d+\], &sp_\d+\)", guard)) == 2, guard
    # a: x, v, m, n; b: x, m, v.
    assert len(re.findall(r"scr_region_num\(sp_\d+, &rc\[\d+\], \d, &sp_\d+\)", guard)) == 7, guard
    assert "scr_math_is(" in guard and "scr_ic_num(" not in guard
    # After the ordinary code, each object's cache is refilled.
    assert re.search(r"scr_region_fill\(&rc\[\d+\], a, 0x\w+u, 4, ", c), c
    assert re.search(r"scr_region_fill\(&rc\[\d+\], b, 0x\w+u, 3, ", c), c


def test_emit_c_length_and_char_code(tmp):
    src = ("function scan(s, o) {\n"
           "  let n = 0;\n"
           "  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) === 32) n++;\n"
           "  o.a += s.length;\n"
           "  o.b += 1;\n"
           "  return n;\n"
           "}\n"
           "console.log(scan('a b c', { a: 0, b: 0 }));\n")
    c = emitted_c(tmp, "len.js", src)
    # The loop test and the code unit are read where they lie (the loop's
    # string view, docs/architecture.md), through the caches the ordinary
    # code uses.
    assert "sv_1 = scr_str_view(s);" in c, c
    m = re.search(r"if \(scr_sview_length\(&sv_1, s, &ic\[(\d+)\], &d_\d+\)\) \{ r = i < d_\d+; \}", c)
    assert m, c
    assert f"scr_get_length(s, k[" in c and f"&ic[{m.group(1)}]);" in c, c
    m = re.search(r"if \(scr_sview_char_code\(&sv_1, s, &ic\[(\d+)\], i, &d_(\d+)\)\) \{ r = d_\2 == 32\.0; \}", c)
    assert m, c
    assert re.search(r"i32_(\d+) = scr_get_ic_intrinsic\(s, k\[\d+\] /\* \"charCodeAt\" \*/, &ic\[%s\], "
                     r"SCR_INTRINSIC_CHAR_CODE_AT, &t(\d+)\); if \(i32_\1 < 0\) goto fail;\s*d_\d+ = i;\s*"
                     r"t\d+ = i32_\1 \? scr_call_intrinsic\(SCR_INTRINSIC_CHAR_CODE_AT, s, 1, [^:]*: scr_call\(t\2, s, 1, "
                     % m.group(1), c), c
    # One lookup: the ordinary twin does not get the method a second time.
    assert "scr_ic_is_intrinsic" not in c and c.count('/* "charCodeAt" */') == 1, c
    # A length is no slot of a shape: no fast region over lines 4-5.
    assert "/* fast region:" not in c, c


def test_emit_c_math_max_min(tmp):
    src = ("function f(a, b, o) {\n"
           "  let n = 0;\n"
           "  for (let i = 0; i < Math.max(a.length, b.length); i++) n++;\n"
           "  o.x = Math.min(o.x, o.y) * 2;\n"
           "  return n + Math.max(n, 1, 2);\n"
           "}\n"
           "console.log(f([1], [1, 2], { x: 1, y: 2 }));\n")
    c = emitted_c(tmp, "mm.js", src)
    assert re.search(r"if \(scr_length_num\(a, [^)]*\) && scr_length_num\(b, [^)]*\) && "
                     r"scr_math_is\(&gs\[\d+\], &ic\[\d+\], SCR_MATH_MAX\)\) "
                     r"\{\s*r = i < scr__math_max2\(d_\d+, d_\d+\);", c), c
    assert "SCR_MATH_MIN)" in c and "scr__math_min2(d_" in c, c
    # Three arguments: the ordinary call.
    assert c.count("scr__math_max2(") == 1, c


def test_emit_c_bitwise_and_element_updates(tmp):
    src = ("function crc(t, b, h) {\n"
           "  let c = -1;\n"
           "  for (let i = 0; i < b.length; i++) {\n"
           "    c = t[(c ^ b[i]) & 0xff] ^ (c >>> 8);\n"
           "    h[c & 15]++;\n"
           "    h[i] += b[i] * 2;\n"
           "  }\n"
           "  return c;\n"
           "}\n"
           "console.log(crc([1, 2], [3], [0, 0]));\n")
    c = emitted_c(tmp, "bw.js", src)
    # The table read's index stays an int32, and the operator computes in
    # C int32 under the element guards.
    assert re.search(r"scr_elem_num\(b, i, &d_(\d+)\)\) && \(scr_view_num_i32\(&tv_\d+, \(\(c \^ scr_d_to_int32\(d_\1\)\) "
                     r"& 255\), &d_(\d+)\) \|\| scr_elem_num_i32\(t, \(\(c \^ scr_d_to_int32\(d_\1\)\) & 255\), &d_\2\)\), 1\)\) "
                     r"\{\s*i32_\d+ = \(scr_d_to_int32\(d_\2\) \^ ", c), c
    # Element updates store in place through the element's reference.
    assert re.search(r"if \(__builtin_expect\(scr_elem_ref_i32\(h, \(\w+ & 15\), &d_(\d+), &er_(\d+)\), 1\)\) "
                     r"\{ scr_elem_put\(&er_\2, d_\1 \+ 1\.0\); \}", c), c
    assert re.search(r"if \(__builtin_expect\(scr_elem_ref_d\(h, i, &d_(\d+), &er_(\d+)\) && [^;]*scr_elem_num\(b, i, &d_(\d+)\)\), 1\)\) \{\s*"
                     r"scr_elem_put\(&er_\2, d_\1 \+ \(d_\3 \* 2\.0\)\);", c), c


def test_emit_c_sum_of_products_unboxed(tmp):
    src = ("function dot(a, w) {\n"
           "  let s = 0;\n"
           "  for (let i = 0; i < a.length; i++) s += a[i] * w[i];\n"
           "  return s;\n"
           "}\n"
           "console.log(dot([1, 2], [3, 4]));\n")
    c = emitted_c(tmp, "dot.js", src)
    # a[i] * w[i] is a Number or a BigInt, so s stays a Number: a C double,
    # updated under the elements' guards alone.
    assert "double s = 0; /* let s: double */" in c, c
    assert re.search(r"if \(__builtin_expect\(\(scr_view_num\(&tv_\d+, i, &d_(\d+)\) \|\| scr_elem_num\(a, i, &d_\1\)\) && "
                     r"\(scr_view_num\(&tv_\d+, i, &d_(\d+)\) \|\| scr_elem_num\(w, i, &d_\2\)\), 1\)\) \{\s*"
                     r"s = s \+ \(d_\1 \* d_\2\);", c), c


def test_emit_c_walk_steps_and_taking_stores(tmp):
    src = ("function last(p, q) {\n"
           "  while (p.next) p = p.next;\n"
           "  while (q.next !== null) q = q.other;\n"
           "  return p;\n"
           "}\n"
           "function relink(o, f) {\n"
           "  o.head = f();\n"
           "  o.tail = o.head;\n"
           "  return o;\n"
           "}\n"
           "function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }\n"
           "const n = {next: null}, m = {next: null, other: null};\n"
           "console.log(last({next: n}, m) === n, relink({}, () => 1).tail, fib(10));\n")
    c = emitted_c(tmp, "walk.js", src)
    # The test's peek takes the step itself; a body that reads another
    # property gets none.
    m = re.search(r"if \(__builtin_expect\(scr_ic_peek\(p, &ic\[\d+\], &(pv\d+_0)\), 1\)\) \{\s*r = scr_to_boolean\(\1\);\s*"
                  r"if \(r\) \{ /\* the step: p = p.next \*/\s*scr_dup\(\1\); scr_release_walk\(p\); p = \1; "
                  r"goto (while_\d+);", c)
    assert m, c
    assert c.count("/* the step:") == 1, c
    # A call's result goes into the slot with its count; a read of a
    # property is stored by scr_set_ic_take too (it is a counted temporary).
    assert re.search(r"scr_set_ic(_sloppy)?_take(_c)?\(o, k\[\d+\] /\* \"head\" \*/, t\d+, &ic\[\d+\]\)", c), c
    # A conditional of two Numbers is a C double.
    assert re.search(r"if \(r\) \{ d_(\d+) = n; \} else \{", c), c


def test_emit_c_handed_locals_drop_quietly(tmp):
    src = ("class Node { constructor(l, r) { this.l = l; this.r = r; this.up = null; } }\n"
           "function build(d) {\n"
           "  if (d === 0) return new Node(null, null);\n"
           "  const left = build(d - 1);\n"
           "  const right = build(d - 1);\n"
           "  const node = new Node(left, right);\n"
           "  left.up = node;\n"
           "  const other = build(0);\n"
           "  other.up = node;\n"
           "  return node;\n"
           "}\n"
           "function list(n) { let head = null; for (let i = 0; i < n; i++) head = new Node(i, head); return head; }\n"
           "console.log(build(3).l.up !== null, list(3).r.l);\n")
    c = emitted_c(tmp, "handed.js", src)
    # The locals handed to `new` are dropped quietly at the exit; one that
    # is only stored into is dropped as any other.
    out = re.search(r"static ScrValue js_build_L\d+\(.*?\n  out:;([^\n]*)", c, re.S)
    assert out, c
    assert "scr_release_walk(left);" in out.group(1) and "scr_release_walk(right);" in out.group(1), out.group(1)
    assert "scr_release(other);" in out.group(1), out.group(1)
    # So is the value a loop's overwrite drops.
    body = re.search(r"static ScrValue js_list_L\d+\(.*?\n}\n", c, re.S).group(0)
    assert re.search(r"scr_release_walk\(head\);\s*head = t\d+;", body), body
    # A call's argument read from a structure is dropped quietly after the
    # call; one computed otherwise is not.
    src2 = ("function sum(n) { return n === null ? 0 : n.v + sum(n.next) + sum(pick(n)); }\n"
            "function pick(n) { return n.other; }\n"
            "console.log(sum({v: 1, next: null, other: null}));\n")
    c2 = emitted_c(tmp, "args.js", src2)
    body = re.search(r"static ScrValue js_sum_L\d+\(.*?\n}\n", c2, re.S).group(0)
    m = re.search(r"(t\d+) = scr_get_ic(_c)?\(n, k\[\d+\] /\* \"next\" \*/.*?js_sum_L\d+\([^;]*\{\1\}[^;]*;"
                  r"[^\n]*\n?\s*scr_clear_walk\(&\1\);", body, re.S)
    assert m, body
    m = re.search(r"(t\d+) = js_pick_L\d+\(.*?js_sum_L\d+\([^;]*\{\1\}[^;]*;[^\n]*\n?\s*scr_clear(_c)?\(&\1\);", body, re.S)
    assert m, body


def test_emit_c_hoisted_region_guards(tmp):
    src = ("function step(a, list, log) {\n"
           "  for (let j = 0; j < list.length; j++) {\n"
           "    const b = list[j];\n"
           "    const d = a.x - b.x;\n"
           "    a.v -= d * b.m / Math.sqrt(d * d + 1);\n"
           "    b.v += d * a.m;\n"
           "    if (j === 3) b.tag = 1;\n"
           "  }\n"
           "  for (let j = 0; j < list.length; j++) {\n"
           "    const b = list[j];\n"
           "    a.v -= b.x * b.m;\n"
           "    b.v += a.m;\n"
           "    log.push(j);\n"
           "  }\n"
           "}\n"
           "step({x: 1, v: 0, m: 2}, [{x: 2, v: 0, m: 1}], []);\n")
    c = emitted_c(tmp, "hoist.js", src)
    # The first loop calls nothing: a's guards and Math.sqrt's hold from
    # one pass to the next while the code epoch stands; the loop bumps it
    # on entry, after the store outside the region, and in the region's
    # ordinary branch.
    m = re.search(r"if \(__builtin_expect\(\(scr_hoist_holds\(hg_1\) \|\| \((scr_region_obj\(a, [^)]*\)[^{]*)"
                  r"scr_math_is\([^)]*\) && scr_hoist_mark\(&hg_1\)\)\) && scr_region_obj\(b, ", c)
    assert m and "(b," not in m.group(1), c
    assert c.count("scr_code_ran();") == 3, c
    # The second loop calls push: its region tests every guard each pass.
    assert c.count("scr_hoist_holds") == 1, c
    assert re.search(r"if \(__builtin_expect\(scr_region_obj\(a, &rc\[\d+\], &sp_\d+\)", c), c
    # Arrays get element views too.
    assert "tv_1 = scr_ta_view(list);" in c, c


def test_emit_c_element_views(tmp):
    src = ("const sig = new Float64Array(8), k = new Float64Array([0.5, 0.5]);\n"
           "function conv(out, n) {\n"
           "  let moving = sig;\n"
           "  for (let i = 0; i < n; i++) {\n"
           "    const row = new Int32Array(2);\n"
           "    let s = 0;\n"
           "    for (let j = 0; j < 2; j++) s += sig[i + j] * k[j] + row[j] + moving[j];\n"
           "    out[i] = s;\n"
           "    moving = out;\n"
           "  }\n"
           "}\n"
           "conv(new Float64Array(8), 6);\n")
    c = emitted_c(tmp, "ev.js", src)
    body = c.split("function conv, line 2", 1)[1]
    # The outer loop views the module's consts (boxes: the module is
    # CommonJS, its bindings are captured) and the parameter; the inner loop
    # adds `row`, declared in the outer loop's body; `moving`, which the loop
    # assigns, gets none.
    views = [(n, v.replace("_box->value", ""))
             for n, v in re.findall(r"tv_(\d+) = scr_ta_view\(([\w>-]+)\);", body)]
    assert sorted(v for _, v in views) == ["k", "out", "row", "sig"], views
    outer = body.index("scr_ta_view(sig_box->value)")
    assert outer < body.index("scr_ta_view(out)") < body.index("for_") < body.index("scr_ta_view(row)"), body
    # The fast path's guard tests each view first, then any array.
    view = {name: n for n, name in views}
    assert "(scr_view_num_i32(&tv_%s, j, &d_" % view["k"] in body, body
    assert re.search(r"\(scr_view_num\(&tv_%s, [^|]+\|\| scr_elem_num\(sig_box->value, " % view["sig"], body), body
    assert "scr_view_num(&tv_%s" % view["row"] in body or "scr_view_num_i32(&tv_%s" % view["row"] in body, body
    assert re.search(r"scr_view_set_\w+\(&tv_%s, out, " % view["out"], body), body
    assert "scr_elem_num_i32(moving, j, " in body and "scr_ta_view(moving)" not in body, body

def test_emit_c_string_views(tmp):
    src = ("function helper(x) { return x; }\n"
           "function scan(s, o) {\n"
           "  let n = 0;\n"
           "  for (let i = 0; i < s.length; i++) { n += s.charCodeAt(i); helper(i); }\n"
           "  for (let i = 0; i < s.length; i++) { n += s.charCodeAt(i); o.last = i; }\n"
           "  for (let i = 0; i < s.length && i < 9; i++) { n += s.charCodeAt(i); if (n > 500) s += 'x'; }\n"
           "  for (let i = 0; i < o.length; i++) helper(o[i]);\n"
           "  return n;\n"
           "}\n"
           "scan('abc', [1, 2]);\n")
    c = emitted_c(tmp, "sv.js", src)
    body = c.split("function scan, line 2", 1)[1]
    # Only the first loop takes a view: the second stores to a property,
    # the third writes s, the fourth reads no charCodeAt.
    assert body.count("scr_str_view(") == 1, body
    first = body.index("sv_1 = scr_str_view(s);")
    assert first < body.index("for_1:"), body
    assert "scr_sview_length(&sv_1, s, " in body and "scr_sview_char_code(&sv_1, s, " in body, body
    assert body.count("scr_sview_char_code(") == 1 and body.count("scr_char_code_num(s, ") == 2, body
    # The direct call in the viewed loop bumps the code epoch after it
    # returns; the one in the fourth loop does not.
    assert body.count("scr_code_ran();") == 1, body
    assert body.index("scr_code_ran();") < body.index("for_2:"), body


def test_emit_c_ctor_first_stores(tmp):
    src = ("class A { constructor(x, y) { this.x = x; this.y = y === null; this.z = f(); this.w = 1; } }\n"
           "class B { f = 1; constructor(x) { this.x = x; } }\n"
           "class C { constructor(x) { this.x = x; this.x = 2; } }\n"
           "class D { constructor(x) { this.x = [x]; } }\n"
           "function P(a, b, c, d, e) { this.a = a; this.b = b; this.c = c; this.d = d; this.e = e; }\n"
           "function* G(a) { this.a = a; }\n"
           "function f() { return 0; }\n"
           "new A(1, 2); new B(1); new C(1); new D(1); new P(1, 2, 3, 4, 5);\n")
    c = emitted_c(tmp, "ci.js", src)
    def body(name):
        m = re.search(r"\nstatic ScrValue js_%s_L\d+\(ScrValue func[^\n]*\{\n(.*?)\n\}\n" % name, c, re.S)
        assert m, name
        return m.group(1)
    # A's first two stores go in one step; the call ends the run.
    a = body("A")
    assert "scr_ctor_init_hit(this_v, &ci0, 2, " in a, a
    assert a.index("scr_ctor_init_record(this_v, &ci0, 2, ") < a.index('"z"'), a
    # B has a field and D's value allocates: neither takes the step. C's
    # second store to x ends its run after the first.
    for name in ("B", "D"):
        assert "scr_ctor_init_hit(" not in body(name), body(name)
    assert "scr_ctor_init_hit(this_v, &ci1, 1, " in body("C"), body("C")
    # A plain function takes four stores at most, and tests its `this` first.
    p = body("P")
    assert "scr_is_object(this_val) && scr_ctor_init_hit(this_val, &ci2, 4, " in p, p
    assert "scr_ctor_init_hit(" not in body("G"), body("G")


def test_run_passes_args_and_status(tmp):
    write(tmp, "p.js", "console.log(process.argv.slice(2).join(','));\nprocess.exitCode = 3;\n")
    r = scr("run", "p.js", "a", "b c", cwd=tmp, env={"SCR_CACHE_DIR": str(tmp / "cache")})
    assert r.stdout == "a,b c\n"
    assert r.returncode == 3


def test_cache_hits_and_bypass(tmp):
    cache = tmp / "cache"
    write(tmp, "c.js", "console.log('cached');\n")
    env = {"SCR_CACHE_DIR": str(cache)}
    first = scr("build", "c.js", "-o", "c1", cwd=tmp, env=env)
    assert first.returncode == 0, first.stderr
    entries = sorted(p.name for p in cache.rglob("*") if p.is_file())
    assert entries, "the first build wrote nothing to the cache"
    second = scr("build", "c.js", "-o", "c2", cwd=tmp, env=env)
    assert second.returncode == 0
    assert sorted(p.name for p in cache.rglob("*") if p.is_file()) == entries, "a hit must not add entries"
    # A different option is a different key.
    scr("build", "c.js", "-o", "c3", "--optimization=dev", cwd=tmp, env=env)
    assert len([p for p in cache.rglob("*") if p.is_file()]) > len(entries)
    # SCR_NO_CACHE builds without reading or writing the cache.
    before = sorted(p.name for p in cache.rglob("*") if p.is_file())
    write(tmp, "d.js", "console.log('uncached');\n")
    r = scr("build", "d.js", "-o", "d", cwd=tmp, env={**env, "SCR_NO_CACHE": "1"})
    assert r.returncode == 0
    assert sorted(p.name for p in cache.rglob("*") if p.is_file()) == before
    assert subprocess.run([str(tmp / "d")], capture_output=True, text=True).stdout == "uncached\n"
    # SCR_NO_CACHE=exe keeps executables out but shares objects.
    def files():
        return {p.relative_to(cache).as_posix() for p in cache.rglob("*") if p.is_file()}
    start = files()
    write(tmp, "e.js", "console.log('objects only');\n")
    r = scr("build", "e.js", "-o", "e", cwd=tmp, env={**env, "SCR_NO_CACHE": "exe"})
    assert r.returncode == 0, r.stderr
    added = files() - start
    assert added and all(a.startswith("obj/") and a.endswith(".o") for a in added), added
    assert subprocess.run([str(tmp / "e")], capture_output=True, text=True).stdout == "objects only\n"


# ---- translation units and the build cache (issue 15) ----------------------

def objects(cache):
    return sorted(p.name for p in (cache / "obj").glob("*.o"))


def two_modules(tmp, entry_text="console.log(big(3));\n", n=50):
    """An entry and a library module (a unit of its own: under 2,560 bytes,
    it is not split)."""
    lib = "".join(f"export function f{i}(x) {{ return x + {i}; }}\n" for i in range(n))
    lib += "export function big(x) { return f7(x) * 2; }\n"
    write(tmp, "lib.js", lib)
    write(tmp, "main.js", 'import { big } from "./lib.js";\n' + entry_text)


def test_units_partial_hit_after_an_edit(tmp):
    cache = tmp / "cache"
    env = {"SCR_CACHE_DIR": str(cache)}
    two_modules(tmp)
    r = scr("build", "main.js", "-o", "a", cwd=tmp, env=env)
    assert r.returncode == 0, r.stderr
    assert r.stderr == "", "no progress when stderr is not a terminal"
    first = objects(cache)
    assert len(first) >= 2, "the library and the entry are separate units"
    assert subprocess.run([str(tmp / "a")], capture_output=True, text=True).stdout == "20\n"
    # --emit=c -o DIR/ shows the same units.
    r = scr("build", "main.js", "--emit=c", "-o", "units/", cwd=tmp, env=env)
    assert r.returncode == 0, r.stderr
    assert sorted(p.name for p in (tmp / "units").iterdir()) == ["m0.c", "m1.c"]
    # A hit: nothing new.
    r = scr("build", "main.js", "-o", "b", cwd=tmp, env=env)
    assert r.returncode == 0 and objects(cache) == first
    # Editing the entry recompiles its unit alone: one new object.
    write(tmp, "main.js", 'import { big } from "./lib.js";\nconsole.log(big(4), "edited");\n')
    r = scr("build", "main.js", "-o", "c", cwd=tmp, env=env)
    assert r.returncode == 0, r.stderr
    after = objects(cache)
    assert len(set(after) - set(first)) == 1, (first, after)
    assert subprocess.run([str(tmp / "c")], capture_output=True, text=True).stdout == "22 edited\n"


def test_objects_only_compiles_and_links_nothing(tmp):
    """SCR_OBJECTS_ONLY=1 (make build's prebuilt built-ins): the units'
    objects land in the cache, no executable anywhere; a later build of the
    same program links those objects without compiling them again."""
    cache = tmp / "cache"
    env = {"SCR_CACHE_DIR": str(cache), "SCR_NO_CACHE": "exe", "SCR_OBJECTS_ONLY": "1"}
    two_modules(tmp)
    r = scr("build", "main.js", "-o", "a", cwd=tmp, env=env)
    assert r.returncode == 0, r.stderr
    assert not (tmp / "a").exists()
    assert not any((cache / "exe").glob("*")), "no executable in the cache either"
    first = objects(cache)
    assert len(first) >= 2
    r = scr("build", "main.js", "-o", "b", cwd=tmp, env={"SCR_CACHE_DIR": str(cache)})
    assert r.returncode == 0, r.stderr
    assert objects(cache) == first, "the objects were reused, not compiled again"
    assert subprocess.run([str(tmp / "b")], capture_output=True, text=True).stdout == "20\n"
    # `scr run` ignores it: a run needs the executable.
    r = scr("run", "main.js", cwd=tmp, env=env)
    assert r.returncode == 0 and r.stdout == "20\n", r.stderr


def test_concurrent_builds_of_one_program(tmp):
    """Three builds of one program at once compile each unit once (the
    others wait for its object) and leave no temporaries or locks."""
    cache = tmp / "cache"
    log = tmp / "compiles.log"
    cc = write(tmp, "cc.sh", f'#!/bin/sh\ncase " $* " in *" -c "*) echo unit >> {log};; esac\nexec clang "$@"\n')
    cc.chmod(0o755)
    env = dict(os.environ, SCR_CACHE_DIR=str(cache), SCR_CC=str(cc))
    two_modules(tmp)
    procs = [subprocess.Popen([str(SCR), "build", "main.js", "-o", f"out{i}"], cwd=tmp, env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for i in range(3)]
    for p in procs:
        _, err = p.communicate(timeout=900)
        assert p.returncode == 0, err
    for i in range(3):
        assert subprocess.run([str(tmp / f"out{i}")], capture_output=True, text=True).stdout == "20\n"
    assert log.read_text().count("unit") == len(objects(cache)) == 2
    leftovers = [p.name for p in cache.rglob("*") if ".tmp." in p.name or p.suffix in (".c", ".lock")]
    assert not leftovers, leftovers


def test_corrupted_cache_entries_are_rebuilt(tmp):
    cache = tmp / "cache"
    env = {"SCR_CACHE_DIR": str(cache)}
    two_modules(tmp)
    assert scr("build", "main.js", "-o", "a", cwd=tmp, env=env).returncode == 0
    # Every object damaged, then an edit of the entry: the library's object
    # comes from the cache, does not link, and is compiled again.
    for o in (cache / "obj").glob("*.o"):
        o.write_bytes(b"garbage")
    write(tmp, "main.js", 'import { big } from "./lib.js";\nconsole.log(big(5));\n')
    r = scr("build", "main.js", "-o", "b", cwd=tmp, env=env)
    assert r.returncode == 0, r.stderr
    assert subprocess.run([str(tmp / "b")], capture_output=True, text=True).stdout == "24\n"
    # A damaged executable entry is built again, by build and by run.
    for e in (cache / "exe").iterdir():
        e.write_bytes(b"#!garbage\n")
        e.chmod(0o755)
    r = scr("build", "main.js", "-o", "c", cwd=tmp, env=env)
    assert r.returncode == 0, r.stderr
    assert subprocess.run([str(tmp / "c")], capture_output=True, text=True).stdout == "24\n"
    assert scr("run", "main.js", cwd=tmp, env=env).stdout == "24\n"
    for e in (cache / "exe").iterdir():
        e.write_bytes(b"")
    r = scr("run", "main.js", cwd=tmp, env=env)
    assert r.returncode == 0 and r.stdout == "24\n", r.stderr


def test_run_records_and_quick_tier(tmp):
    cache = tmp / "cache"
    env = {"SCR_CACHE_DIR": str(cache)}
    write(tmp, "dep.js", "export const v = 1;\n")
    write(tmp, "r.js", 'import { v } from "./dep.js";\nconsole.log("v", v);\n')
    assert scr("run", "r.js", cwd=tmp, env=env).stdout == "v 1\n"
    assert len(list((cache / "run").iterdir())) == 1
    exes = sorted(p.name for p in (cache / "exe").iterdir())
    assert scr("run", "r.js", cwd=tmp, env=env).stdout == "v 1\n"
    assert sorted(p.name for p in (cache / "exe").iterdir()) == exes, "an unchanged run builds nothing"
    # An edit of an imported module is seen.
    write(tmp, "dep.js", "export const v = 2;\n")
    assert scr("run", "r.js", cwd=tmp, env=env).stdout == "v 2\n"
    # `scr run` (quick tier) and `scr build` are different keys.
    assert scr("build", "r.js", "-o", "r", cwd=tmp, env=env).returncode == 0
    assert len(list((cache / "exe").iterdir())) == len(exes) + 2


def test_cache_is_pruned_by_size(tmp):
    cache = tmp / "cache"
    env = {"SCR_CACHE_DIR": str(cache), "SCR_CACHE_SIZE": "1"}
    write(tmp, "p1.js", "console.log(1);\n")
    write(tmp, "p2.js", "console.log(2);\n")
    assert scr("build", "p1.js", "-o", "p1", cwd=tmp, env=env).returncode == 0
    assert scr("build", "p2.js", "-o", "p2", cwd=tmp, env=env).returncode == 0
    # Over the limit, everything but the executable just built goes.
    left = [p for p in cache.rglob("*") if p.is_file() and "thinlto" not in p.parts]
    assert len(left) == 1 and left[0].parent.name == "exe", left
    assert subprocess.run([str(tmp / "p2")], capture_output=True, text=True).stdout == "2\n"
    # Under the default limit nothing is removed.
    env.pop("SCR_CACHE_SIZE")
    assert scr("build", "p1.js", "-o", "p1b", cwd=tmp, env=env).returncode == 0
    assert len([p for p in cache.rglob("*") if p.is_file()]) == 3


def test_jobs_option(tmp):
    write(tmp, "j.js", "console.log('j');\n")
    env = {"SCR_CACHE_DIR": str(tmp / "cache")}
    assert scr("build", "j.js", "-o", "j", "-j", "1", cwd=tmp, env=env).returncode == 0
    r = scr("build", "j.js", "-o", "j", "-j", "0", cwd=tmp, env=env)
    assert r.returncode == 2 and "-j needs" in r.stderr


def test_large_module_split_into_units(tmp):
    """A module of 2,560 bytes of source or more is compiled as several
    units (one per 2,560 bytes), balanced, whose functions call each other
    by name; the largest unit is compiled first."""
    cache = tmp / "cache"
    log = tmp / "compiles.log"
    cc = write(tmp, "cc.sh", '#!/bin/sh\nfor a; do case $a in *.c) wc -c < "$a" >> %s;; esac; done\nexec clang "$@"\n' % log)
    cc.chmod(0o755)
    env = {"SCR_CACHE_DIR": str(cache), "SCR_CC": str(cc)}
    # 300 small functions, about 13 KB of source: five parts.
    two_modules(tmp, n=300)
    with open(tmp / "lib.js", "a") as f:
        f.write("export function chain(x) { return f0(f299(f150(x))); }\n")
    parts = (tmp / "lib.js").stat().st_size // 2560
    write(tmp, "main.js", 'import { big, chain } from "./lib.js";\nconsole.log(big(3), chain(1));\n')
    r = scr("build", "main.js", "--emit=c", "-o", "units/", cwd=tmp, env=env)
    assert r.returncode == 0, r.stderr
    names = sorted(p.name for p in (tmp / "units").iterdir())
    assert parts == 5 and names == ["m0.c", "m1.c"] + [f"m1_p{i}.c" for i in range(2, parts + 1)], names
    # Balanced by source bytes: the first part also holds the module body's
    # share (here only `export` keywords), the last the hoist and the
    # source text, so the middle ones are compared.
    sizes = [(tmp / "units" / n).stat().st_size for n in names[2:-1]]
    assert max(sizes) < 1.2 * min(sizes), sizes
    r = scr("build", "main.js", "-o", "s", "-j", "1", cwd=tmp, env=env, timeout=900)
    assert r.returncode == 0, r.stderr
    assert subprocess.run([str(tmp / "s")], capture_output=True, text=True).stdout == "20 450\n"
    compiled = [int(x) for x in log.read_text().split()]
    assert len(compiled) == parts + 1 and compiled == sorted(compiled, reverse=True), compiled


def builtin_units(tmp, sub):
    """The units of --emit=c output in tmp/sub that hold a built-in written
    in JavaScript (they take its source from <home>/lib/js/), but the
    entry's (m0), whose tables name every module."""
    out = {}
    for p in sorted((tmp / sub).iterdir()):
        text = p.read_text()
        if p.name != "m0.c" and "/lib/js/" in text:
            out[p.name] = text
    return out


def test_builtin_js_units_same_in_every_program(tmp):
    """A built-in written in JavaScript (node:stream) compiles to the same
    units in programs that differ in everything else, so that its objects
    are compiled once and then found in the cache."""
    write(tmp, "a/main.js", "import { Readable } from 'node:stream';\n"
          "function js_helper_L1() {}\nconsole.log(typeof Readable, js_helper_L1);\n")
    write(tmp, "b/main.cjs", "const x = require('./x.cjs');\nconst rl = require('node:readline');\n"
          "console.log(typeof rl.createInterface, typeof process.stdin, x);\n")
    write(tmp, "b/x.cjs", "module.exports = function Readable() { return 1; };\n")
    for sub, entry in (("a", "main.js"), ("b", "main.cjs")):
        r = scr("build", entry, "--emit=c", "-o", "../units_" + sub + "/", cwd=tmp / sub)
        assert r.returncode == 0, r.stderr
    a, b = builtin_units(tmp, "units_a"), builtin_units(tmp, "units_b")
    assert len(a) >= 3 and a.keys() == b.keys(), (sorted(a), sorted(b))
    for name in a:
        assert a[name] == b[name], f"unit {name} differs between the two programs"
