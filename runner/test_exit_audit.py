"""The reference audit after process.exit (docs/testing.md, "Audit after
process.exit"): in the asan flavour process.exit runs the orderly shutdown
and audits before leaving, from inside the frames that called it.

  - a program that leaves from deep inside (a generator driven by an async
    function, from a timer) keeps Node's output and status, and the audit
    finds nothing: every cell alive is reachable from the active stacks;
  - a cell nothing refers to (SCR_AUDIT_SELF_TEST=leak makes one) is
    reported, status 70, and in asan LeakSanitizer names where it was
    allocated;
  - with --detached-exit the same holds;
  - release and dev builds neither audit nor read the variable (dev has no
    ASan allocator to follow malloc'ed blocks with).
"""
import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCR = ROOT / "build" / "bin" / "scr"
NODE = "/usr/bin/node"

pytestmark = pytest.mark.skipif(not SCR.exists(), reason="build/bin/scr is not built")

PROGRAM = """
const keep = { a: [1, 2, 3], s: 'str' + process.argv.length, m: new Map([[1, { x: 1 }]]) };
function* gen() {
  const local = { big: new Array(100).fill('x' + keep.s), sym: Symbol('s' + keep.s) };
  yield 1;
  console.log('leaving', local.big.length);
  process.exit(local.big.length > 0 ? 4 : 5);
}
async function af() {
  const o = { q: [keep], u: new Uint8Array(8) };
  await null;
  const g = gen();
  g.next();
  g.next();
  console.log(o);
}
class C { constructor() { this.self = this; } }
const c = new C();
setTimeout(() => { const t = 't' + c.self.constructor.name; af(t); }, 1);
"""

FLAVOURS = {
    "asan": ["--sanitize=address,undefined"],
    "dev": ["--optimization=dev"],
    "release": [],
}


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    d = tmp_path_factory.mktemp("exit_audit")
    (d / "prog.js").write_text(PROGRAM)
    (d / "package.json").write_text('{"type": "module"}\n')
    env = dict(os.environ, SCR_CACHE_DIR=str(d / "cache"))
    exes = {}
    for name, opts in FLAVOURS.items():
        for detached in (False, True):
            exe = d / (name + ("-detached" if detached else ""))
            extra = ["--detached-exit"] if detached else []
            r = subprocess.run([str(SCR), "build", str(d / "prog.js"), "-o", str(exe), *opts, *extra],
                               env=env, capture_output=True, text=True)
            assert r.returncode == 0, r.stderr
            exes[exe.name] = exe
    node = subprocess.run([NODE, str(d / "prog.js")], capture_output=True)
    return exes, node


def run(exe, **env):
    # No ASAN_OPTIONS from the caller: LeakSanitizer's own defaults.
    e = {k: v for k, v in os.environ.items() if not k.startswith(("ASAN_", "LSAN_", "SCR_AUDIT"))}
    e.update(env)
    return subprocess.run([str(exe)], env=e, capture_output=True, timeout=120)


@pytest.mark.parametrize("name", ["asan", "asan-detached", "dev", "dev-detached", "release"])
def test_exit_from_deep_inside_matches_node(built, name):
    exes, node = built
    r = run(exes[name])
    assert r.stderr == node.stderr, r.stderr.decode(errors="replace")
    assert r.stdout == node.stdout
    assert r.returncode == node.returncode == 4


@pytest.mark.parametrize("name", ["asan", "asan-detached"])
def test_a_leak_before_process_exit_is_reported(built, name):
    exes, _ = built
    r = run(exes[name], SCR_AUDIT_SELF_TEST="leak", ASAN_OPTIONS="exitcode=86")
    err = r.stderr.decode(errors="replace")
    assert "scr: audit: leak report after process.exit: 1 cells not freed and not reachable from the stack (strings: 1)" in err, err
    # LeakSanitizer runs after the audit and ends the process itself with
    # the sanitizers' status, naming the allocation.
    assert "ERROR: LeakSanitizer: detected memory leaks" in err, err
    assert "exit_audit" in err, err
    assert r.returncode == 86


@pytest.mark.parametrize("name", ["release", "dev"])
def test_other_flavours_do_not_audit(built, name):
    exes, node = built
    r = run(exes[name], SCR_AUDIT_SELF_TEST="leak")
    assert (r.returncode, r.stdout, r.stderr) == (4, node.stdout, node.stderr)
