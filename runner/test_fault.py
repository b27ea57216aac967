"""Fault injection in `make test`: a sample of allocations of two corpus
programs fails, each run ending as docs/testing.md allows (out of memory
with the output so far, or a RangeError for ArrayBuffer storage; never a
crash, a sanitizer report or a hang). scripts/fault-walk walks every
allocation; the first test is its exec mode's quick form, with 30 points
per program, the second its fork walk over every allocation of one small
program."""
import re
import subprocess
import sys

from corpus import ROOT


def test_fault_walk_sample():
    r = subprocess.run([sys.executable, str(ROOT / "scripts" / "fault-walk"), "--exec", "--points", "30", "-j", "1",
                        "0001", "0951"], cwd=ROOT, capture_output=True, text=True, timeout=1200)
    assert r.returncode == 0, r.stdout + r.stderr
    lines = r.stdout.splitlines()
    assert len(lines) == 2 and all(l.endswith(", 30 runs, 0 failed") for l in lines), r.stdout


def test_fork_walk_whole_program():
    r = subprocess.run([sys.executable, str(ROOT / "scripts" / "fault-walk"), "--flavour", "dev", "0001"],
                       cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stdout + r.stderr
    m = re.fullmatch(r"0001-[\w-]+: (\d+) allocations walked, oom (\d+), range 0, unchanged \d+, bad 0, "
                     r"\d+ on other threads; \d+ s\n", r.stdout)
    assert m, r.stdout
    # Every allocation was a point, and nearly every one ends out of memory.
    assert int(m.group(1)) > 1000 and int(m.group(2)) > int(m.group(1)) * 0.9, r.stdout


def test_fork_walk_reports_a_bad_child(tmp_path):
    """The walk's checks can fail: with SCR_FAULT_WALK_SELF_TEST=stray-output
    every child writes a line the normal run never prints."""
    exe = tmp_path / "p"
    b = subprocess.run([str(ROOT / "build" / "bin" / "scr"), "build", "corpus/0001-let-const-basic.js", "-o", str(exe),
                        "--optimization=dev"], cwd=ROOT, capture_output=True, text=True)
    assert b.returncode == 0, b.stderr
    with open(tmp_path / "out", "w+b") as out:
        r = subprocess.run([str(exe)], env={"SCR_FAIL_ALLOC": "walk", "SCR_FAULT_WALK_SELF_TEST": "stray-output"},
                           stdout=out, stderr=subprocess.PIPE, text=True, timeout=600)
    assert r.returncode == 99, r.stderr[-2000:]
    m = re.search(r"scr-fault-walk: (\d+) points, oom 0, range 0, unchanged 0, bad (\d+);", r.stderr)
    assert m and m.group(1) == m.group(2), r.stderr[-2000:]
    assert "stdout is not a prefix of the run's (oom)" in r.stderr


def test_fail_alloc_rejects_a_bad_value(tmp_path):
    exe = tmp_path / "p"
    b = subprocess.run([str(ROOT / "build" / "bin" / "scr"), "build", "corpus/0001-let-const-basic.js", "-o", str(exe),
                        "--optimization=dev"], cwd=ROOT, capture_output=True, text=True)
    assert b.returncode == 0, b.stderr
    r = subprocess.run([str(exe)], env={"SCR_FAIL_ALLOC": "0"}, capture_output=True, text=True)
    assert r.returncode == 2 and "SCR_FAIL_ALLOC=0" in r.stderr
    r = subprocess.run([str(exe)], env={"SCR_FAIL_ALLOC": "1"}, capture_output=True, text=True)
    assert r.returncode == -6 and r.stdout == ""  # SIGABRT, as Node ends on a full heap and r.stderr == "scr: out of memory\n"
