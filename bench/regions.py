#!/usr/bin/env python3
"""The LifetimeRegion benchmarks, shared by bench/requests-async/run
and bench/emit-small/run. Builds bench/NAME/NAME.js with scr (speed), checks
its stdout against Node's, then runs every case interleaved in three modes:

  region  the scr executable as is (one region per request / per file)
  plain   the same executable with SCR_REGION_OFF=1: LifetimeRegion does
          nothing, so this is plain reference counting
  node    /usr/bin/node on the same source (the package's fallback)

and prints medians of wall time, RSS at end (the last /proc sample before
exit), peak RSS (ru_maxrss) and minor page faults (ru_minflt), with the
seed's targets: region wall <= 0.85x Node, RSS at end <= 10 MB in the
4000x16x100 case, <= 2 minor faults per request after warm-up (the fault
difference between REQUESTS and REQUESTS/4, per request). Every run's
stdout is checked against Node's (one untimed Node run per case), the order
of the three modes rotates from round to round, and the exit status is 1
when an output differs or any target is missed.

    bench/regions.py NAME [--runs 5]
"""
import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCR = ROOT / "build" / "bin" / "scr"
NODE = "/usr/bin/node"

CASES = {
    "requests-async": [
        ("4000 req x16 x100", ["4000", "16", "100"], True),
        ("1 at a time", ["4000", "1", "100"], False),
        ("64 conc x400 items", ["4000", "64", "400"], False),
    ],
    "emit-small": [("20000 files", ["20000"], False)],
}


def rss_kb(pid):
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return None


def run(argv, env):
    """(wall s, rss at end KiB, peak KiB, minor faults, stdout)."""
    t0 = time.perf_counter()
    p = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
    last = None
    while True:
        pid, status, usage = os.wait4(p.pid, os.WNOHANG)
        if pid:
            break
        r = rss_kb(p.pid)
        if r is not None:
            last = r
        time.sleep(0.002)
    wall = time.perf_counter() - t0
    out = p.stdout.read()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"bench: {argv} failed with status {status}")
    return wall, last or 0, usage.ru_maxrss, usage.ru_minflt, out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("name")
    ap.add_argument("--runs", type=int, default=5)
    a = ap.parse_args()
    src = ROOT / "bench" / a.name / f"{a.name}.js"
    exe = ROOT / "build" / "bench" / a.name
    exe.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([str(SCR), "build", str(src), "-o", str(exe), "--optimization=speed"], check=True)
    base = {"PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C"}
    modes = {
        "region": ([str(exe)], base),
        "plain": ([str(exe)], {**base, "SCR_REGION_OFF": "1"}),
        "node": ([NODE, str(src)], base),
    }
    ok = True
    order = list(modes)
    for label, args, targets in CASES[a.name]:
        res = {m: [] for m in modes}
        ref = run(modes["node"][0] + args, modes["node"][1])[4]  # untimed: Node's reference
        bad = []
        for rnd in range(a.runs):
            # Rotate which mode goes first in each round.
            k = rnd % len(order)
            for m in order[k:] + order[:k]:
                argv, env = modes[m]
                w, end, peak, flt, out = run(argv + args, env)
                res[m].append((w, end, peak, flt))
                if out != ref:
                    bad.append(f"{m} in round {rnd + 1}: {out[:200]!r}")
        if bad:
            print(f"{a.name} {label}: output differs from Node's ({ref[:200]!r}):")
            for b in bad:
                print(f"  {b}")
            ok = False
        med = {m: [statistics.median(x[i] for x in res[m]) for i in range(4)] for m in modes}
        print(f"{a.name} {label}: medians of {a.runs} interleaved runs")
        print(f"  {'mode':8} {'wall ms':>9} {'rss end MB':>11} {'peak MB':>8} {'minflt':>8}")
        for m in modes:
            w, end, peak, flt = med[m]
            print(f"  {m:8} {w*1000:9.1f} {end/1024:11.1f} {peak/1024:8.1f} {flt:8.0f}")
        ratio = med["region"][0] / med["node"][0]
        print(f"  region/node wall {ratio:.2f}x (target <= 0.85x) {'ok' if ratio <= 0.85 else 'MISSED'}")
        ok = ok and ratio <= 0.85
        if targets:
            end_mb = med["region"][1] / 1024
            print(f"  region rss at end {end_mb:.1f} MB (target <= 10 MB) {'ok' if end_mb <= 10 else 'MISSED'}")
            ok = ok and end_mb <= 10
            n = int(args[0])
            quarter = [str(n // 4)] + args[1:]
            f_full = statistics.median(run(modes["region"][0] + args, base)[3] for _ in range(3))
            f_q = statistics.median(run(modes["region"][0] + quarter, base)[3] for _ in range(3))
            per = (f_full - f_q) / (n - n // 4)
            print(f"  region minor faults per request after warm-up {per:.2f} (target <= 2) "
                  f"{'ok' if per <= 2 else 'MISSED'}")
            ok = ok and per <= 2
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
