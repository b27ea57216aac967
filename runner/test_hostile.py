"""Hostile input to the compiler (issue 21, item 4): inputs are generated
here, not committed. Each one either compiles and prints what Node prints,
or gets a clear diagnostic (status 1, `file:line:col: error: ...`); none
crashes the compiler, hangs it, or makes the C compiler fail (status 70).
docs/testing.md lists what is covered."""
import os
import subprocess
from pathlib import Path

import pytest

import corpus

SCR = corpus.ROOT / "build" / "bin" / "scr"
NODE = "/usr/bin/node"

pytestmark = pytest.mark.skipif(not SCR.exists(), reason="build/bin/scr is not built (make build)")


def run(cmd, cwd, timeout=300):
    env = dict(os.environ, SCR_CACHE_DIR=str(Path(cwd) / "cache"))
    return subprocess.run(cmd, capture_output=True, cwd=cwd, timeout=timeout, env=env)


def same_as_node(tmp, name, data, timeout=300):
    """Writes data to tmp/name and checks that scr's executable prints
    byte for byte what Node prints, with the same status."""
    p = Path(tmp) / name
    p.write_bytes(data if isinstance(data, bytes) else data.encode())
    want = run([NODE, name], tmp)
    got = run([str(SCR), "run", name], tmp, timeout)
    assert got.returncode != 70, got.stderr.decode(errors="replace")[-2000:]
    assert (got.returncode, got.stdout, got.stderr) == (want.returncode, want.stdout, want.stderr)


# Nesting that Node (V8) accepts, at depths past the limits that used to
# break scr: clang's 256 brackets (if), the emitter's 64 control entries
# (for, try), quadratic indentation of the C (if).
NESTED = {
    "paren": lambda n: "console.log(" + "(" * n + "1" + ")" * n + ");\n",
    "array": lambda n: "console.log(JSON.stringify(" + "[" * n + "]" * n + ").length);\n",
    "block": lambda n: "{" * n + 'console.log("deep");' + "}" * n + "\n",
    "if": lambda n: "let n = 0;\n" + "if (n < 1) " * n + "n++;\nconsole.log(n);\n",
    "loop": lambda n: "let c = 0;\n" + "for (let i = 0; i < 1; i++) " * n + "c++;\nconsole.log(c);\n",
    "try": lambda n: "try { " * n + 'console.log("t");' + " } finally {}" * n + "\n",
    "arrow": lambda n: "const f = " + "() => " * n + "42;\nlet g = f;\nwhile (typeof g === 'function') g = g();\nconsole.log(g);\n",
    "closure": lambda n: "".join("(function () { let v%d = %d;\n" % (i, i) for i in range(n))
    + "console.log(v0 + v%d);\n" % (n - 1) + "})();\n" * n,
    "template": lambda n: "console.log(" + "`${" * n + "1" + "}`" * n + ");\n",
    "ternary": lambda n: "let t = true;\nconsole.log(" + "t ? " * n + "1" + " : 0" * n + ");\n",
}
DEPTH = {"paren": 700, "array": 700, "block": 1500, "if": 3000, "loop": 700, "try": 700, "arrow": 700,
         "closure": 300, "template": 700, "ternary": 1500}


@pytest.mark.parametrize("kind", sorted(NESTED))
def test_deep_nesting_matches_node(tmp_path, kind):
    same_as_node(tmp_path, f"{kind}.js", NESTED[kind](DEPTH[kind]))


def test_nesting_past_the_limit_is_a_diagnostic(tmp_path):
    # V8 overflows its stack here too; scr must say so, not crash.
    (tmp_path / "deep.js").write_text("console.log(" + "(" * 100000 + "1" + ")" * 100000 + ");\n")
    r = run([str(SCR), "build", "deep.js", "-o", "deep"], tmp_path)
    assert r.returncode == 1
    assert r.stderr.startswith(b"deep.js:1:") and b"error: Maximum call stack size exceeded" in r.stderr


def test_one_megabyte_string_literal(tmp_path):
    same_as_node(tmp_path, "big.js", 'const s = "' + "abcdefghij" * 104858 + '";\nconsole.log(s.length, s.slice(-3));\n')


def test_many_functions_in_a_module(tmp_path):
    """100,000 functions: the front end and the emitter stay linear (the
    scope lookup, the C name sets and the constant table are hashed); the
    C of 100,000 functions takes clang far too long for a test, so this
    checks --emit=c, and 5,000 functions end to end."""
    def module(n):
        body = "".join("function f%d(x) { return x + %d; }\n" % (i, i) for i in range(n))
        return body + "console.log(f0(1) + f%d(1));\n" % (n - 1)
    (tmp_path / "many.js").write_text(module(100000))
    r = run([str(SCR), "build", "many.js", "--emit=c", "-o", "many_c/"], tmp_path, timeout=120)
    assert r.returncode == 0, r.stderr[-2000:]
    assert len(list((tmp_path / "many_c").iterdir())) > 1
    same_as_node(tmp_path, "some.js", module(5000))


def test_long_function_with_many_exits(tmp_path):
    """A script-like function of 400 try blocks, each with its own consts
    (a generated test's async main): its locals times its exits made clang
    build phi nodes quadratic in size, and -O2 took minutes. The epilogue
    then releases them through their addresses (emit_func.c,
    emit_releases); a small function keeps its inline releases. Runs at
    -O2 (scr build), where the quadratic passes run."""
    cases = "".join(
        "try { const out%d = [%d]; out%d.push(await Promise.resolve(%d)); log.push(out%d.join()); }"
        " catch (e) { const m = String(e); log.push(m); }\n" % (i, i, i, i * i, i) for i in range(400))
    src = ("const log = [];\nfunction small(a) { const b = [a]; return b.length; }\n"
           "(async () => {\n" + cases + "console.log(log.length, log[399], small(1));\n})();\n")
    (tmp_path / "long.js").write_text(src)
    r = run([str(SCR), "build", "long.js", "--emit=c", "--no-line-directives", "-o", "long.c"], tmp_path)
    assert r.returncode == 0, r.stderr[-2000:]
    c = (tmp_path / "long.c").read_text()
    small = c[c.index("ScrValue js_small_"):]
    small = small[:small.index("\n}\n")]
    assert "scr_release_locals(" not in small and "scr_release(b)" in small.replace("scr_release_c(", "scr_release(")
    assert c.count("scr_release_locals(1200, ") == 1
    want = run([NODE, "long.js"], tmp_path)
    got = run([str(SCR), "build", "long.js", "-o", "long"], tmp_path)
    assert got.returncode == 0, got.stderr[-2000:]
    assert run(["./long"], tmp_path).stdout == want.stdout == b"400 399,159201 1\n"


def test_identifiers_with_unicode_escapes(tmp_path):
    same_as_node(tmp_path, "esc.js", "const \\u0061bc = 1, \\u{62}cd = 2, \\u{10480}x = 3, caf\\u00e9 = 4;\n"
                 "const \\u{2F800} = 5, \\u{1D49C} = 6, \\u0024 = 7, _\\u200c\\u200d = 8;\n"
                 "console.log(abc + bcd + \\u{10480}x + café + \\u{2F800} + 𝒜 + $ + _\u200c\u200d);\n"
                 "const o = { \\u0061: 1, \\u{63}lass: 2 };\nconsole.log(o.a, o.class, Object.keys(o));\n")


@pytest.mark.parametrize("name,data", [
    ("bom", b'\xef\xbb\xbfconsole.log("bom");\n'),
    ("crlf", b'let a = `x\r\ny`;\r\nconsole.log(JSON.stringify(a));\r\n// c\r\n'
             b'console.log(new Error("e").stack.split("\\n")[1].includes(":5:"));\r\n'),
    ("cr", b"let a = 1;\rconsole.log(a);\r"),
    ("ls-ps", "let a = 1;\u2028console.log(a);\u2029console.log(2);\n".encode()),
    ("latin1-in-string", b'console.log("caf\xe9", "caf\xe9".length);\n'),
    ("truncated-utf8", b'console.log("\xe2\x82", "\xf0\x9f\x98".length);\n'),
    # One U+FFFD per maximal subpart, as Node's decoder: overlong forms,
    # encoded surrogates, truncated sequences, in strings, templates and
    # their raw text, regex literals and comments.
    ("malformed-utf8", b'console.log("\xe2\x82x", "\xf0\x9f\x98x".length, "\xed\xa0\x80".length, "\xc0\xaf".length);\n'
                       b'console.log(`\xe2\x82x`.length, String.raw`\xed\xa0\x80`.length, /\xf0\x9f\x98/.source.length);\n'
                       b'// \xff\xfe comment\n'),
    ("nul", b'console.log("a\x00b".length);\n'),
    ("empty", b""),
    ("only-bom", b"\xef\xbb\xbf"),
    ("hashbang", b"#!/usr/bin/env node\r\nconsole.log(1);\n"),
])
def test_encodings_match_node(tmp_path, name, data):
    same_as_node(tmp_path, name + ".js", data)


def test_invalid_utf8_identifier_is_a_diagnostic(tmp_path):
    (tmp_path / "bad.js").write_bytes(b"let caf\xe9 = 1;\n")
    r = run([str(SCR), "build", "bad.js", "-o", "bad"], tmp_path)
    assert r.returncode == 1
    assert r.stderr.startswith(b"bad.js:1:8: error: Invalid or unexpected token\n")


def test_a_directory_is_a_diagnostic(tmp_path):
    (tmp_path / "dir.js").mkdir()
    r = run([str(SCR), "run", "dir.js"], tmp_path)
    assert (r.returncode, r.stderr) == (1, b"scr: cannot read dir.js: Is a directory\n")
