"""The differential corpus tests: one pytest item per program per lane, named
`NNNN-topic[lane]`. conftest.py collects this file with CorpusFile (it is not
a test module, so pytest's Python collector leaves it alone).

One item (corpus program X, lane L):
  1. the directives parse (corpus.parse_directives);
  2. expected/X.out exists and, when /usr/bin/node exists, Node still
     produces it and the @exit status (Node runs once per program per
     session; the result is shared by every lane and xdist worker);
  3. `scr build corpus/X.js -o build/corpus/L/X <lane flags>` succeeds;
  4. the binary, run from the repository root with the fixed environment,
     the lane's sanitizers/L.env and the program's @env and @args, prints
     expected/X.out byte for byte, expected/X.err after normalisation, and
     exits with @exit; in sanitizer lanes no sanitizer report appears;
  5. with `@detached-exit: both`, steps 3 and 4 again with --detached-exit.
9xxx programs instead must be rejected by `scr build` with the @error
diagnostic, status 1 and no output file.
"""
import shlex
import difflib
import os
import pickle
import re
from pathlib import Path

import pytest

import corpus
from corpus import ROOT
from normalize import normalize

# The compiler under test; SCR=/path/to/scr overrides it (for a fake, or for
# an installed compiler). A relative path is taken from the current directory.
SCR_OVERRIDE = os.environ.get("SCR")
CORPUS_CACHE = ROOT / "build" / "cache" / "corpus"
SCR = Path(SCR_OVERRIDE).resolve() if SCR_OVERRIDE else ROOT / "build" / "bin" / "scr"

# The runtime's audit (SCR_AUDIT builds) reports cells alive at exit, after
# process.exit too: its report starts with a line beginning `scr: audit:`
# and the process exits with status 70. A report fails the program whatever
# its status.
AUDIT_REPORT = re.compile(r"^scr: audit:", re.M)
# Exit status the sanitizers use (sanitizers/*.env sets exitcode=86).
SANITIZER_STATUS = 86
SANITIZER_REPORT = re.compile(
    r"^(==\d+==ERROR: \w+Sanitizer|SUMMARY: \w+Sanitizer|WARNING: ThreadSanitizer|\S+:\d+:\d+: runtime error: )", re.M)

DIFF_LINES = 60
REPORT_LINES = 80

# Set by conftest.py: the directory where this session caches Node's results.
ORACLE_CACHE = None


class CorpusFailure(Exception):
    """A test failure whose message is the whole report (no traceback)."""


def rel(path):
    try:
        return str(Path(path).relative_to(ROOT))
    except ValueError:
        return str(path)


def scr_word():
    return rel(SCR) if not SCR_OVERRIDE else str(SCR)


class CorpusFile(pytest.File):
    def collect(self):
        lanes = [corpus.LANES[name] for name in self.config.scr_lanes]
        slices = {lane.name: corpus.speed_slice(lane.sample) for lane in lanes if lane.sample}
        for index, program in enumerate(corpus.discover()):
            try:
                allowed = program.directives().lanes
            except corpus.DirectiveError:
                allowed = None  # every lane reports the directive error
            for lane in lanes:
                if lane.sample and program.number % lane.sample != slices[lane.name]:
                    continue
                if allowed is None or lane.kind in allowed:
                    yield CorpusItem.from_parent(self, name=f"{program.name}[{lane.name}]",
                                                 program=program, lane=lane, index=index)


class CorpusItem(pytest.Item):
    def __init__(self, *, program, lane, index, **kw):
        super().__init__(**kw)
        self.program = program
        self.lane = lane
        self.index = index  # the program's position, for --shard

    def runtest(self):
        check(self.program, self.lane)

    def repr_failure(self, excinfo, style=None):
        if isinstance(excinfo.value, CorpusFailure):
            return str(excinfo.value)
        return super().repr_failure(excinfo)

    def reportinfo(self):
        return ROOT / self.program.entry, None, f"{self.program.entry} [{self.lane.name}]"


# ---------------------------------------------------------------------------
# Reporting helpers.

def show_diff(expected, actual, expected_name, actual_name):
    """A unified diff of two byte strings, truncated to DIFF_LINES lines.
    A missing final newline is spelled out, as diff(1) does."""
    e = expected.decode("utf-8", "backslashreplace").splitlines(keepends=True)
    a = actual.decode("utf-8", "backslashreplace").splitlines(keepends=True)
    out = []
    for line in difflib.unified_diff(e, a, expected_name, actual_name):
        if line.endswith("\n"):
            out.append(line[:-1])
        else:
            out.append(line)
            out.append("\\ No newline at end of file")
    if len(out) > DIFF_LINES:
        more = len(out) - DIFF_LINES
        out = out[:DIFF_LINES] + [f"... {more} more diff lines (rerun the commands below to see all)"]
    return "\n".join("    " + line for line in out)


def excerpt(data, lines=REPORT_LINES):
    if not data:
        return "    (empty)"
    text = data.decode("utf-8", "backslashreplace").rstrip("\n").split("\n")
    if len(text) > lines:
        text = text[:lines] + [f"... {len(text) - lines} more lines"]
    return "\n".join("    | " + line for line in text)


def fail(program, lane, headline, sections, reproduce):
    parts = [f"{program.name} [{lane.name}]: {headline}"]
    parts += sections
    if reproduce:
        parts.append("reproduce (from the repository root):\n" + "\n".join("    " + c for c in reproduce))
    raise CorpusFailure("\n\n".join(parts))


# ---------------------------------------------------------------------------
# The oracle, cached per session on disk so that every lane and every xdist
# worker shares one Node run per program.

def oracle(program, d):
    if ORACLE_CACHE is None:
        return corpus.run_node(program, d)
    path = Path(ORACLE_CACHE) / f"{program.name}.pickle"
    if path.exists():
        with open(path, "rb") as f:
            return pickle.load(f)
    result = corpus.run_node(program, d)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(f".{os.getpid()}.tmp")
    with open(tmp, "wb") as f:
        pickle.dump(result, f)
    os.replace(tmp, path)  # atomic: a racing worker reads old or new, whole
    return result


def check_expected(program, lane, d):
    """Fails unless expected/ exists and (when Node is here) still agrees
    with Node. Returns (stdout, normalised stderr) to compare scr with."""
    only = f"make expected ONLY={program.number:04d}"
    if not program.expected_out.exists():
        fail(program, lane, f"expected/{program.name}.out is missing: run `{only}`", [], [])
    exp_out = program.expected_out.read_bytes()
    # Normalising what is stored changes nothing for files `make expected`
    # wrote (they are stored normalised) and tolerates raw ones.
    exp_err = normalize(program.expected_err.read_bytes()) if program.expected_err.exists() else b""
    if not os.access(corpus.NODE, os.X_OK):
        return exp_out, exp_err
    r = oracle(program, d)
    node_cmd = corpus.shell_command(corpus.node_command(program, d), corpus.program_env(d))
    if r.timed_out:
        fail(program, lane, f"node timed out after {corpus.RUN_TIMEOUT:.0f}s", [], [node_cmd])
    if r.status != d.exit:
        fail(program, lane, f"node exits with status {r.status}, but @exit says {d.exit}: "
             "fix the program or its @exit directive",
             ["node's stderr:\n" + excerpt(r.stderr)], [node_cmd])
    sections = []
    if r.stdout != exp_out:
        sections.append("stdout:\n" + show_diff(exp_out, r.stdout, f"expected/{program.name}.out", "node"))
    node_err = normalize(r.stderr)
    if node_err != exp_err:
        sections.append("stderr (normalised):\n" + show_diff(exp_err, node_err, f"expected/{program.name}.err", "node"))
    if sections:
        which = "out" if r.stdout != exp_out else "err"
        fail(program, lane, f"expected/{program.name}.{which} is stale: run `{only}` "
             "(Node's output differs from expected/)", sections, [node_cmd])
    return exp_out, exp_err


def check_tools(program, lane):
    if not (SCR.is_file() and os.access(SCR, os.X_OK)):
        fail(program, lane, f"the compiler {scr_word()} does not exist: run `make build` "
             "(or point SCR=/path/to/scr at one)", [], [])
    if SCR_OVERRIDE:
        return  # an overriding compiler brings its own runtime
    home = Path(os.environ["SCR_HOME"]) if os.environ.get("SCR_HOME") else SCR.parent.parent
    lib = home / "lib" / f"libscr-{lane.flavour}.a"
    if not lib.exists():
        fail(program, lane, f"{rel(lib)} does not exist: the {lane.name} lane links the "
             f"{lane.flavour} flavour of libscr; run `make build`", [], [])


def build_command(program, lane, out):
    # The package lane compiles its programs' C at -O0 (--quick) in every
    # lane: at -O2 a large library's C takes minutes of clang per program
    # and lane (docs/packages.md); the runtime is the lane's own archive.
    quick = ["--quick"] if program.uses_packages and "--quick" not in lane.build_args else []
    return [str(SCR), "build", program.entry, "-o", rel(out), *lane.build_args, *quick]


def check(program, lane):
    try:
        d = program.directives()
    except corpus.DirectiveError as e:
        fail(program, lane, f"{program.entry}: {e}", [], [])
    if program.is_reject:
        return check_reject(program, lane, d)
    if d.error is not None:
        fail(program, lane, "@error is only for 9xxx programs", [], [])

    if program.uses_packages:
        problem = corpus.packages_problem()
        if problem:
            fail(program, lane, f"{problem}: run `make setup` (it installs the package lane's "
                 "npm packages with `npm ci`, docs/packages.md)", [], [])
    exp_out, exp_err = check_expected(program, lane, d)
    check_tools(program, lane)

    # `@detached-exit: both`: a second executable built with --detached-exit
    # must behave exactly like the first (same stdout, stderr and status).
    variants = [(program.name, ())]
    if d.detached_exit:
        variants.append((program.name + ".detached", ("--detached-exit",)))
    for name, extra in variants:
        out = ROOT / "build" / "corpus" / lane.name / name
        out.parent.mkdir(parents=True, exist_ok=True)
        if out.exists():
            out.unlink()
        bcmd = build_command(program, lane, out) + list(extra)
        build_line = corpus.shell_command([scr_word()] + bcmd[1:])
        # Executables stay out of any cache (the corpus in every lane would
        # fill it with gigabytes no one runs again); objects go to a cache of
        # the runner's own, so that a module many programs share (node:stream,
        # written in JavaScript) is compiled once per lane, and a rerun after
        # a runtime-only change compiles nothing (docs/cli.md, SCR_NO_CACHE).
        benv = dict(os.environ, SCR_NO_CACHE="exe", SCR_CACHE_DIR=str(CORPUS_CACHE), SCR_CACHE_SIZE="4G")
        b = corpus.run(bcmd, benv, corpus.BUILD_TIMEOUT)
        if b.timed_out or b.status != 0 or not out.exists():
            why = (f"timed out after {corpus.BUILD_TIMEOUT:.0f}s" if b.timed_out else
                   f"exit status {b.status}" if b.status else "it produced no executable")
            fail(program, lane, f"scr build failed ({why})",
                 ["compiler output:\n" + excerpt(b.stderr + b.stdout)], [build_line])

        for helpers in lane.helper_runs(program.number):
            env = corpus.program_env(d, corpus.lane_env_file(lane.kind))
            # Every run reports its regions (docs/regions.md); the summary
            # line is checked against @region-stats and cut before comparing.
            env.setdefault("SCRIPTC_REGION_STATS", "1")
            if helpers is not None and "SCR_CYCLE_PARALLEL" not in d.env:
                env["SCR_CYCLE_PARALLEL"] = str(helpers)
            run_and_compare(program, lane, d, out, env, build_line, exp_out, exp_err)
        # A passing executable goes (sanitizer builds are large: the corpus
        # would take gigabytes); a failing one stays for the reproduce line.
        out.unlink()


def run_and_compare(program, lane, d, out, env, build_line, exp_out, exp_err):
    """Runs the built program once with `env` and fails the item on any
    difference from Node's recorded behaviour."""
    rcmd = [rel(out), *d.args]
    run_line = corpus.shell_command(rcmd, env)
    if d.stdin and d.stdin[0] == "file":
        run_line += " < " + shlex.quote(d.stdin[1])
    elif d.stdin:
        run_line = f"printf %s {shlex.quote(d.stdin[1].decode('utf-8'))} | " + run_line
    r = corpus.run(rcmd, env, corpus.run_timeout(lane), d.stdin)
    reproduce = [build_line, run_line]

    if r.timed_out:
        fail(program, lane, f"timed out after {corpus.run_timeout(lane):.0f}s",
             ["stdout so far:\n" + excerpt(r.stdout, 20), "stderr so far:\n" + excerpt(r.stderr, 20)],
             reproduce)

    raw_err = r.stderr.decode("utf-8", "surrogateescape")
    if lane.sanitizer:
        m = SANITIZER_REPORT.search(raw_err)
        if m or r.status == SANITIZER_STATUS:
            report = raw_err[m.start() if m else 0:].encode("utf-8", "surrogateescape")
            fail(program, lane, f"sanitizer report (exit status {r.status})",
                 ["report:\n" + excerpt(report)], reproduce)

    status = r.status
    act_err, region_problem = split_region_stats(r.stderr, d)
    raw_err = act_err.decode("utf-8", "surrogateescape")
    notes, problems, sections = [], [], []
    # Whatever the exit status: the runtime audits every way out, the end
    # of the program, an uncaught error and process.exit (docs/testing.md).
    if AUDIT_REPORT.search(raw_err):
        problems.append("the runtime audit reported leaked cells")
        notes.append("the runtime audit reported cells still alive at exit: every cell must be freed "
                     "by reference counting or the cycle collector (docs/collector.md, docs/testing.md)")
    act_err = normalize(act_err)

    if status != d.exit:
        problems.append(f"exit status {r.status}, expected {d.exit}")
    if r.stdout != exp_out:
        problems.append("stdout differs")
        sections.append("stdout:\n" + show_diff(exp_out, r.stdout, f"expected/{program.name}.out", f"scr [{lane.name}]"))
    if act_err != exp_err:
        problems.append("stderr differs")
        sections.append("stderr (normalised):\n" +
                        show_diff(exp_err, act_err, f"expected/{program.name}.err", f"scr [{lane.name}]"))
    if region_problem:
        problems.append(region_problem[0])
        sections.append(region_problem[1])
    if problems:
        fail(program, lane, ", ".join(problems), sections + notes, reproduce)


def split_region_stats(stderr, d):
    """Cuts the SCRIPTC_REGION_STATS lines out of stderr. Returns (stderr
    without them, None or (problem, section)): a program must say
    `@region-stats: live=N` when it leaves regions live at exit, and every
    field its @region-stats lists must match."""
    kept, summary, lines = [], None, []
    for line in stderr.split(b"\n"):
        text = line.decode("utf-8", "surrogateescape")
        if text.startswith(corpus.REGION_STATS_PREFIX):
            lines.append(text)
            s = corpus.parse_region_stats(text)
            if s is not None:
                summary = s
            continue
        kept.append(line)
    rest = b"\n".join(kept)
    want = d.region_stats or {}
    shown = "region stats:\n" + "\n".join(lines) if lines else "no scr-region-stats line on stderr"
    if summary is None:
        if d.region_stats:
            return rest, ("no region statistics printed", shown)
        return rest, None
    bad = [f"{k}={summary.get(k)} (expected {v})" for k, v in want.items() if summary.get(k) != v]
    if summary["live"] and "live" not in want:
        bad.append(f"live={summary['live']}: regions left live at exit; declare `// @region-stats: "
                   f"live={summary['live']}` if that is intended")
    if bad:
        return rest, ("region stats differ: " + "; ".join(bad), shown)
    return rest, None


# ---------------------------------------------------------------------------
# 9xxx: programs scr must reject.

_LINE_BREAK = re.compile("\r\n|[\r\n\u2028\u2029]")


def caret_line(source_line, col):
    """Spaces (tabs where the source line has tabs) up to 1-based column
    `col`, counted in UTF-16 code units as JS does, then `^`."""
    out, units = [], 0
    for ch in source_line:
        if units >= col - 1:
            break
        out.append("\t" if ch == "\t" else " ")
        units += 2 if ord(ch) > 0xFFFF else 1
    return "".join(out) + "^"


def expected_diagnostic(program, error):
    file, line, col, msg = error
    # Node's module errors name absolute paths: `{dir}` in the message stands
    # for the program's directory as the compiler sees it (real path).
    msg = msg.replace("{dir}", os.path.realpath(ROOT / program.dir))
    path = f"{program.dir}/{file}" if file else program.entry
    text = (ROOT / path).read_text(encoding="utf-8", errors="surrogateescape")
    lines = _LINE_BREAK.split(text)
    if not 1 <= line <= len(lines):
        raise corpus.DirectiveError(f"@error line {line} is outside {path} ({len(lines)} lines)")
    src = lines[line - 1]
    return f"{path}:{line}:{col}: error: {msg}\n{src}\n{caret_line(src, col)}\n"


def check_reject(program, lane, d):
    if d.error is None:
        fail(program, lane, "a 9xxx program needs an `// @error: L:C: message` directive", [], [])
    try:
        want = expected_diagnostic(program, d.error).encode("utf-8", "surrogateescape")
    except corpus.DirectiveError as e:
        fail(program, lane, str(e), [], [])
    check_tools(program, lane)
    out = ROOT / "build" / "corpus" / lane.name / program.name
    out.parent.mkdir(parents=True, exist_ok=True)
    if out.exists():
        out.unlink()
    bcmd = build_command(program, lane, out)
    build_line = corpus.shell_command([scr_word()] + bcmd[1:])
    b = corpus.run(bcmd, dict(os.environ), corpus.BUILD_TIMEOUT)
    problems, sections = [], []
    if b.timed_out:
        problems.append(f"scr build timed out after {corpus.BUILD_TIMEOUT:.0f}s")
    if b.status != 1:
        problems.append(f"scr build exited with status {b.status}, expected 1")
    if out.exists():
        problems.append(f"scr build produced {rel(out)} for a rejected program")
    if b.stdout:
        problems.append("scr build wrote to stdout")
        sections.append("stdout:\n" + excerpt(b.stdout, 20))
    if b.stderr != want:
        problems.append("the diagnostic differs")
        sections.append("stderr:\n" + show_diff(want, b.stderr, "expected diagnostic (@error)", "scr build"))
    if problems:
        fail(program, lane, ", ".join(problems), sections, [build_line])
