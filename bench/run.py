#!/usr/bin/env python3
"""The benchmark harness `make bench` runs: builds each bench/NAME/NAME.js
with scr (speed), checks its stdout is byte-identical to Node's, then runs
the two interleaved, alternating which goes first in each round (scr, node,
node, scr, ...), checks every run's stdout against Node's, and prints medians
of wall time, instructions (perf stat, or callgrind when perf cannot count)
and peak RSS, with the ratios against the targets (wall <= 1.0x Node, peak
RSS <= 0.5x Node). The exit status is 1 when any target is missed or an
output differs.

    bench/run.py [--runs 5] [NAME ...]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCR = ROOT / "build" / "bin" / "scr"
NODE = "/usr/bin/node"
TARGETS = {"wall": 1.0, "rss": 0.5}


def timed_run(argv):
    """Runs argv; returns (wall seconds, peak RSS KiB, stdout bytes)."""
    t0 = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    out = proc.stdout.read()
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - t0
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"bench: {argv[0]} failed with status {status}")
    return wall, usage.ru_maxrss, out


def instructions(argv):
    """Retired instructions of one run: perf stat, else callgrind, else None."""
    if shutil.which("perf"):
        r = subprocess.run(["perf", "stat", "-x,", "-e", "instructions:u", *argv],
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        for line in r.stderr.splitlines():
            parts = line.split(",")
            if len(parts) > 2 and "instructions" in parts[2] and parts[0].strip().isdigit():
                return int(parts[0])
    if shutil.which("valgrind"):
        with tempfile.TemporaryDirectory() as d:
            out = Path(d) / "cg.out"
            r = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *argv],
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            for line in r.stderr.splitlines():
                if "Collected :" in line:
                    return int(line.split(":")[-1].strip())
    return None


def bench(name, runs, count_instr=True):
    src = ROOT / "bench" / name / f"{name}.js"
    exe = ROOT / "build" / "bench" / name
    exe.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([str(SCR), "build", str(src), "-o", str(exe), "--optimization=speed"], check=True)
    scr_argv, node_argv = [str(exe)], [NODE, str(src)]
    # A warm pass, and the byte-exact check.
    _, _, a = timed_run(scr_argv)
    _, _, b = timed_run(node_argv)
    if a != b:
        sys.exit(f"bench: {name}: scr's output differs from Node's:\n{a!r}\n{b!r}")
    res = {"scr": {"wall": [], "rss": []}, "node": {"wall": [], "rss": []}}
    both = (("scr", scr_argv), ("node", node_argv))
    for rnd in range(runs):
        # Alternate which goes first, so that neither always meets a cold
        # cache or a CPU the other just warmed (as bench/cycles does).
        for who, argv in (both if rnd % 2 == 0 else both[::-1]):
            wall, rss, out = timed_run(argv)
            if out != b:
                sys.exit(f"bench: {name}: {who}'s output in round {rnd + 1} differs from Node's")
            res[who]["wall"].append(wall)
            res[who]["rss"].append(rss)
    ins = ({"scr": instructions(scr_argv), "node": instructions(node_argv)} if count_instr
           else {"scr": None, "node": None})
    med = {w: {k: statistics.median(v) for k, v in r.items()} for w, r in res.items()}
    print(f"{name}: output byte-identical to Node ({len(b)} bytes); medians of {runs} interleaved runs")
    print(f"  wall      scr {med['scr']['wall'] * 1000:8.1f} ms   node {med['node']['wall'] * 1000:8.1f} ms"
          f"   ratio {med['scr']['wall'] / med['node']['wall']:.2f}x (target <= {TARGETS['wall']:.1f}x)")
    print(f"  peak RSS  scr {med['scr']['rss'] / 1024:8.1f} MiB  node {med['node']['rss'] / 1024:8.1f} MiB"
          f"  ratio {med['scr']['rss'] / med['node']['rss']:.2f}x (target <= {TARGETS['rss']:.1f}x)")
    if ins["scr"] and ins["node"]:
        print(f"  instr     scr {ins['scr'] / 1e6:8.1f} M    node {ins['node'] / 1e6:8.1f} M"
              f"    ratio {ins['scr'] / ins['node']:.2f}x")
    elif count_instr:
        print("  instr     (neither perf nor callgrind could count instructions here)")
    else:
        print("  instr     (not counted: --no-instr)")
    missed = [f"{k} {med['scr'][k] / med['node'][k]:.2f}x > {t:.1f}x" for k, t in TARGETS.items()
              if med["scr"][k] / med["node"][k] > t]
    if missed:
        print(f"  MISSED: {', '.join(missed)}")
    return not missed


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--no-instr", action="store_true",
                    help="skip the instruction count (callgrind is far too slow for large inputs)")
    ap.add_argument("names", nargs="*")
    args = ap.parse_args()
    names = args.names or sorted(p.name for p in (ROOT / "bench").iterdir()
                                 if p.is_dir() and (p / f"{p.name}.js").exists())
    met = [bench(n, max(5, args.runs), not args.no_instr) for n in names]
    return 0 if all(met) else 1


if __name__ == "__main__":
    sys.exit(main())
