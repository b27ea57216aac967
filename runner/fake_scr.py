#!/usr/bin/python3
"""A stand-in for build/bin/scr that shells out to Node, for testing the
runner before (or without) the real compiler:

    SCR=runner/fake_scr.py /usr/bin/python3 -m pytest runner --lane plain

`build FILE -o OUT ...` checks the syntax with `node --check` (turning
Node's SyntaxError report into scr's diagnostic shape, exit status 1) and
otherwise writes OUT as a shell script that runs Node on FILE; `run FILE
ARGS...` runs Node directly. Optimisation and sanitizer options are
accepted and ignored. To see the runner fail, set when building:
FAKE_SCR_BREAK=1 (every program prints one extra line), FAKE_SCR_AUDIT=1
(a runtime audit leak report and status 70 at exit), FAKE_SCR_SANITIZER=1
(an ASan report and status 86).
"""
import os
import re
import stat
import subprocess
import sys

NODE = "/usr/bin/node"


def syntax_check(path):
    r = subprocess.run([NODE, "--check", path], capture_output=True, text=True)
    if r.returncode == 0:
        return True
    lines = r.stderr.split("\n")
    # Node: "/abs/file.js:L", the source line, the caret line, "", "SyntaxError: msg".
    m = re.match(r".*:(\d+)$", lines[0]) if lines else None
    msg = next((l[len("SyntaxError: "):] for l in lines if l.startswith("SyntaxError: ")), None)
    if not m or msg is None or len(lines) < 3:
        sys.stderr.write(r.stderr)
        return False
    line, src, caret = int(m.group(1)), lines[1], lines[2]
    # Node underlines the whole token; scr puts one caret at its start.
    at = caret.index("^") if "^" in caret else 0
    col = len(src[:at].encode("utf-16-le")) // 2 + 1
    pad = "".join("\t" if c == "\t" else " " for c in src[:at])
    sys.stderr.write(f"{path}:{line}:{col}: error: {msg}\n{src}\n{pad}^\n")
    return False


def main(argv):
    if len(argv) >= 2 and argv[0] == "--print-cflags":
        return 1  # the Makefile then falls back to the brief's table
    if argv and argv[0] == "run" and len(argv) >= 2:
        os.execv(NODE, [NODE, argv[1], *argv[2:]])
    if argv and argv[0] == "build":
        rest = argv[1:]
        if "-o" not in rest:
            sys.stderr.write("fake scr: build needs -o OUT\n")
            return 2
        i = rest.index("-o")
        out = rest[i + 1]
        files = [a for a in rest[:i] + rest[i + 2:] if not a.startswith("-")]
        if len(files) != 1:
            sys.stderr.write("fake scr: build takes one FILE\n")
            return 2
        if not syntax_check(files[0]):
            return 1
        script = ["#!/bin/sh"]
        if os.environ.get("FAKE_SCR_BREAK"):
            script.append("echo fake-scr-was-here")
        script.append(f'{NODE} {os.path.abspath(files[0])} "$@"')
        script.append("status=$?")
        if os.environ.get("FAKE_SCR_AUDIT"):
            script.append('echo "scr: audit: 2 cells leaked (fake)" >&2; echo "  a cycle" >&2; exit 70')
        if os.environ.get("FAKE_SCR_SANITIZER"):
            script.append('echo "==1==ERROR: AddressSanitizer: heap-use-after-free (fake)" >&2; exit 86')
        script.append("exit $status")
        with open(out, "w") as f:
            f.write("\n".join(script) + "\n")
        os.chmod(out, os.stat(out).st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
        return 0
    sys.stderr.write("usage: fake_scr.py build FILE -o OUT [options] | run FILE [args]\n")
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
