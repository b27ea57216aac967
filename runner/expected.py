#!/usr/bin/python3
"""`make expected`: regenerates expected/ from the oracle, /usr/bin/node.

For every corpus program except 9xxx (or only those named by --only), runs
Node exactly as the runner does (corpus.run_node: repository root as cwd,
the @args, the fixed environment plus @env) and writes

  expected/NNNN-topic.out   stdout, byte for byte
  expected/NNNN-topic.err   stderr after runner/normalize.py, only when not
                            empty (an absent .err means empty)

Node's exit status must equal @exit (default 0); a program where it does not
is reported loudly, its files are left untouched, and the command fails.
"""
import argparse
import os
import sys
from concurrent.futures import ThreadPoolExecutor

import corpus
from normalize import normalize


def select(programs, only):
    if not only:
        return [p for p in programs if not p.is_reject]
    wanted = [w.strip() for w in only.replace(",", " ").split() if w.strip()]
    chosen = []
    for w in wanted:
        hits = [p for p in programs if p.name == w or p.name.startswith(w + "-") or p.name == w.removesuffix(".js")]
        if not hits:
            sys.exit(f"make expected: no corpus program matches {w!r}")
        for p in hits:
            if p.is_reject:
                sys.exit(f"make expected: {p.name} is a 9xxx program (rejected by scr); it has no expected output")
            chosen.append(p)
    return chosen


def regenerate(program):
    """Returns (program, problem or None, changed)."""
    try:
        d = program.directives()
    except corpus.DirectiveError as e:
        return program, f"{program.entry}: {e}", False
    r = corpus.run_node(program, d)
    if r.timed_out:
        return program, f"node timed out after {corpus.RUN_TIMEOUT:.0f}s", False
    if r.status != d.exit:
        tail = (r.stderr or r.stdout).decode("utf-8", "replace").splitlines()[-25:]
        return program, (f"node exited with status {r.status}, but @exit says {d.exit}\n"
                         f"  command: {corpus.shell_command(corpus.node_command(program, d), corpus.program_env(d))}\n"
                         + "".join(f"  | {line}\n" for line in tail)), False
    err = normalize(r.stderr)
    changed = write_if_changed(program.expected_out, r.stdout)
    if err:
        changed |= write_if_changed(program.expected_err, err)
    elif program.expected_err.exists():
        program.expected_err.unlink()
        changed = True
    return program, None, changed


def write_if_changed(path, data):
    if path.exists() and path.read_bytes() == data:
        return False
    path.write_bytes(data)
    return True


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--only", help="program numbers or names, comma or space separated")
    args = ap.parse_args()

    if not os.access(corpus.NODE, os.X_OK):
        sys.exit(f"make expected: the oracle {corpus.NODE} is missing (make setup)")
    corpus.EXPECTED.mkdir(exist_ok=True)
    programs = corpus.discover()
    chosen = select(programs, args.only)

    # Two workers: the machine has two cores, and Node is quick to start.
    with ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(regenerate, chosen))

    if not args.only:
        # Files of programs that were renamed or deleted.
        live = {p.name for p in programs if not p.is_reject}
        for f in sorted(corpus.EXPECTED.glob("*")):
            if f.suffix in (".out", ".err") and f.stem not in live:
                print(f"expected: removing {f.relative_to(corpus.ROOT)} (no such program)")
                f.unlink()

    problems = [(p, msg) for p, msg, _ in results if msg]
    changed = [p.name for p, msg, ch in results if ch and not msg]
    for name in changed:
        print(f"expected: updated {name}")
    print(f"expected: {len(results) - len(problems)} of {len(results)} programs recorded, {len(changed)} changed")
    if problems:
        print(file=sys.stderr)
        print("=" * 72, file=sys.stderr)
        print(f"make expected FAILED for {len(problems)} program(s); their files were not touched:", file=sys.stderr)
        for p, msg in problems:
            print(f"\n{p.entry}: {msg}", file=sys.stderr)
        print("=" * 72, file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
