"""The runtime's layer rule (scripts/check-layers): the tree passes it, and
the check is shown to fail on deliberate violations in a temporary copy, so
that a check which cannot fail does not pass for a working one."""
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "scripts" / "check-layers"


def run(root):
    return subprocess.run([sys.executable, str(SCRIPT), str(root)],
                          capture_output=True, text=True)


def copy_runtime(tmp_path):
    shutil.copytree(ROOT / "runtime" / "src", tmp_path / "runtime" / "src")
    shutil.copytree(ROOT / "runtime" / "include", tmp_path / "runtime" / "include")
    return tmp_path


def add_include(path, line):
    text = path.read_text()
    path.write_text(line + "\n" + text)


def test_tree_follows_the_layer_rule():
    r = run(ROOT)
    assert r.returncode == 0, r.stdout + r.stderr


def test_upward_include_fails(tmp_path):
    root = copy_runtime(tmp_path)
    add_include(root / "runtime/src/core/iter.c", '#include "builtins/mapset.h"')
    r = run(root)
    assert r.returncode == 1
    assert ("runtime/src/core/iter.c includes builtins/mapset.h: "
            "core (2) may not include builtins (4)") in r.stdout


def test_upward_include_from_a_header_fails(tmp_path):
    root = copy_runtime(tmp_path)
    add_include(root / "runtime/src/memory/heap.h", '#include "node/inspect.h"')
    r = run(root)
    assert r.returncode == 1
    assert "memory (1) may not include node (5)" in r.stdout


def test_include_without_folder_fails(tmp_path):
    root = copy_runtime(tmp_path)
    add_include(root / "runtime/src/exec/loop.c", '#include "object.h"')
    r = run(root)
    assert r.returncode == 1
    assert "runtime/src/exec/loop.c includes object.h without its folder" in r.stdout


def test_unknown_folder_fails(tmp_path):
    root = copy_runtime(tmp_path)
    (root / "runtime/src/misc").mkdir()
    (root / "runtime/src/misc/x.c").write_text('#include "scr.h"\n')
    r = run(root)
    assert r.returncode == 1
    assert "unknown layer folder 'misc'" in r.stdout


def test_same_and_lower_layers_pass(tmp_path):
    root = copy_runtime(tmp_path)
    add_include(root / "runtime/src/node/console.c", '#include "memory/heap.h"')
    add_include(root / "runtime/src/exec/loop.c", '#include "exec/fiber.h"')
    r = run(root)
    assert r.returncode == 0, r.stdout
