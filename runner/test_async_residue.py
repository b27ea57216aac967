"""Activation residue tests: activations leave bounded residue.

Builds 51xx programs with scr (release) and reads the SCR_ASYNC_STATS lines
they print at exit (docs/async.md describes the format):

  - the same workload at N and 10N ends with the same live boxes and the
    same number of mapped fiber stacks, and peak RSS within a constant
    (RSS_SLACK_KIB) of N's;
  - an escaped closure keeps exactly its captured boxes, and dropping it
    frees them;
  - live boxes are zero once the loop has drained.
"""
import os
import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCR = ROOT / "build" / "bin" / "scr"
STATS = re.compile(r"^scr-async-stats: (\S+) (.*)$")
# How much more peak RSS (KiB) 10N may take than N: a constant.
RSS_SLACK_KIB = 1024


def build(name, tmp_path):
    src = next((ROOT / "corpus").glob(name + "-*.js"))
    exe = tmp_path / src.stem
    subprocess.run([str(SCR), "build", str(src), "-o", str(exe), "--optimization=release"],
                   check=True, capture_output=True)
    return exe


def run_stats(exe, *args):
    """Runs exe with SCR_ASYNC_STATS=1; returns (stats dict, peak RSS in KiB)."""
    env = dict(os.environ, SCR_ASYNC_STATS="1")
    proc = subprocess.Popen([str(exe), *map(str, args)], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out, err = proc.communicate()
    assert proc.returncode == 0, err.decode()
    stats = {}
    for line in err.decode().splitlines():
        m = STATS.match(line)
        if not m:
            continue
        group = stats.setdefault(m.group(1), {})
        for kv in m.group(2).split():
            k, v = kv.split("=")
            group[k] = int(v)
    return stats


def run_rss(exe, *args):
    """Peak RSS (KiB) of one run of exe, from wait4's rusage."""
    pid = os.fork()
    if pid == 0:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.dup2(devnull, 2)
        os.execv(str(exe), [str(exe), *map(str, args)])
    _, status, usage = os.wait4(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0
    return usage.ru_maxrss


@pytest.fixture(scope="module")
def tmp(tmp_path_factory):
    if not SCR.exists():
        pytest.skip("build/bin/scr is not built")
    return tmp_path_factory.mktemp("residue")


def test_residue_is_bounded_not_linear(tmp):
    exe = build("5105", tmp)
    small = run_stats(exe, 100)
    large = run_stats(exe, 1000)
    assert large["activations"]["started"] > 9 * small["activations"]["started"]
    for s in (small, large):
        assert s["activations"]["live"] == 0
        assert s["boxes"]["live"] == 0
        assert s["fiber-stacks"]["live"] == 0
    assert small["boxes"]["live"] == large["boxes"]["live"]
    assert small["fiber-stacks"]["mapped"] == large["fiber-stacks"]["mapped"]
    assert small["fiber-stacks"]["peak"] == large["fiber-stacks"]["peak"]
    # Bounded residue: ten times the work may cost a small constant more
    # memory (allocator and pool high-water marks), not memory in
    # proportion to the work. RSS at N=100 is about 8 MiB and grows by
    # about 0.1 MiB at 10N and 100N; residue of 128 bytes per activation
    # (10,800 more of them at 10N) would exceed the slack.
    rss_small = run_rss(exe, 100)
    rss_large = run_rss(exe, 1000)
    assert rss_large - rss_small < RSS_SLACK_KIB, (rss_small, rss_large)


def test_escaped_closure_keeps_exactly_its_boxes(tmp):
    kept = run_stats(build("5103", tmp))
    # `count` and `step` are captured by the escaped closure: two boxes.
    assert kept["boxes"]["live"] == 2
    dropped = run_stats(build("5104", tmp))
    assert dropped["boxes"]["live"] == 0
    assert dropped["boxes"]["allocated"] == dropped["boxes"]["freed"] > 0


def test_uncaptured_locals_are_not_boxed(tmp):
    s = run_stats(build("5101", tmp))
    assert s["boxes"]["allocated"] == 0
    assert s["activations"]["started"] == s["activations"]["finished"] > 200


@pytest.mark.parametrize("name", ["5102", "5106", "5108", "5109"])
def test_live_boxes_zero_once_drained(tmp, name):
    s = run_stats(build(name, tmp))
    assert s["boxes"]["live"] == 0
    assert s["activations"]["live"] == 0
    assert s["fiber-stacks"]["live"] == 0
    assert s["fiber-stacks"]["pooled"] == s["fiber-stacks"]["mapped"]
