"""The scr command line as a user meets it: help and version, the exit
statuses (0 ok, 1 a diagnostic about the program, 2 bad usage), the shape of
a diagnostic, --emit=c showing the capture analysis, and the build cache."""
import os
import subprocess
import tempfile
from pathlib import Path

import pytest

import corpus

SCR = corpus.ROOT / "build" / "bin" / "scr"

pytestmark = pytest.mark.skipif(not SCR.exists(), reason="build/bin/scr is not built (make build)")


def scr(*args, env=None, cwd=None):
    e = dict(os.environ)
    e.update(env or {})
    return subprocess.run([str(SCR), *args], capture_output=True, text=True, env=e, cwd=cwd, timeout=120)


@pytest.fixture
def tmp(tmp_path):
    return tmp_path


def write(dirpath, name, text):
    p = Path(dirpath) / name
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
    write(tmp, "loc.js", "function f() {\n  let only = 3;\n  return only;\n}\nconsole.log(f());\n")
    c2 = scr("build", "loc.js", "--emit=c", cwd=tmp).stdout
    # ... and a binding no closure sees is a plain C local.
    assert "let only: local" in c2
    r3 = scr("build", "loc.js", "--emit=c", "--detached-exit", cwd=tmp)
    assert r3.returncode != 0 and "executables only" in r3.stderr


def emitted_lines(tmp, name, line):
    """The C that --emit=c gives for a one-line module: from the line's
    first source comment to the end of the function holding it."""
    write(tmp, name, line + "\n")
    r = scr("build", name, "--emit=c", "--no-line-directives", cwd=tmp)
    assert r.returncode == 0, r.stderr
    body = r.stdout.split("/* 1: ", 1)[1]
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
