"""The corpus as data: finding programs, reading their directives, the lanes
and their environment, and running a command the way every test does.
Shared by the pytest runner (corpus_suite.py) and `make expected`
(expected.py), so that Node runs exactly the same way in both.
"""
import hashlib
import os
import re
import shlex
import signal
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "corpus"
EXPECTED = ROOT / "expected"
SANITIZERS = ROOT / "sanitizers"
NODE = "/usr/bin/node"

# Every program runs with exactly this environment plus its lane's and its
# own (@env); nothing is inherited from the caller, so a developer's
# NODE_OPTIONS or FORCE_COLOR cannot change a result.
FIXED_ENV = {
    "PATH": "/usr/local/bin:/usr/bin:/bin",
    "TZ": "UTC",
    "LANG": "C",
    "NO_COLOR": "1",
    "NODE_DISABLE_COLORS": "1",
}

RUN_TIMEOUT = float(os.environ.get("SCR_TEST_TIMEOUT", "30"))


def run_timeout(lane):
    """How long one run of a program may take in `lane`: sanitized builds
    run several times slower (ASan's redzones and shadow memory on every
    frame of a deep recursion, TSan's history), so they get three times
    RUN_TIMEOUT (0335 under asan: 57 s on a 2-CPU machine where it ran
    under 30 s on another)."""
    return RUN_TIMEOUT * (3 if lane.sanitizer else 1)
BUILD_TIMEOUT = float(os.environ.get("SCR_BUILD_TIMEOUT", "900"))

# A program is corpus/NNNN-topic.js or a directory corpus/NNNN-topic/ whose
# entry is main.js or main.cjs (its sibling modules are imported or required
# from there).
_NAME = re.compile(r"(\d{4})-[a-z0-9][a-z0-9-]*")


@dataclass(frozen=True)
class Lane:
    name: str
    flavour: str  # the libscr flavour the compiler links for this lane
    build_args: tuple
    sanitizer: bool
    # Collector helper counts (SCR_CYCLE_PARALLEL) the program runs with, in
    # lanes whose env file forces every full pass parallel. "all": one run
    # per count; "rotate": one run, the count chosen by the program's number,
    # so that the lane as a whole covers every count at the cost of one run;
    # "collector": "all" for the collector's own programs (4xxx, seed 003's
    # suite), "rotate" for the rest.
    helpers: tuple = ()
    helper_mode: str = "all"
    # 0: every program. N: one program in N, the slice turning with the
    # commit under test (speed_slice), so that successive commits cover
    # the whole corpus: for a flavour whose build is too slow to run every
    # program on every commit.
    sample: int = 0
    like: str = ""  # a sampled lane's full lane: its env file and @lanes name

    @property
    def kind(self):
        return self.like or self.name

    def helper_runs(self, number):
        """The SCR_CYCLE_PARALLEL values to run program `number` with
        (None: leave the variable unset)."""
        if not self.helpers:
            return [None]
        mode = self.helper_mode
        if mode == "collector":
            mode = "all" if 4000 <= number < 5000 else "rotate"
        if mode == "rotate":
            return [self.helpers[number % len(self.helpers)]]
        return list(self.helpers)


LANES = {
    "plain": Lane("plain", "release", ("--optimization=release",), False),
    # The sanitizer lanes compile the program's C at -O0 (--quick; the
    # runtime keeps its flavour's -O1): at -O1 with -g, ASan and UBSan took
    # 35 s of clang for one 127 KB unit that -O0 compiles in 1.6 s, and the
    # plain and speed lanes check the optimised code.
    "asan": Lane("asan", "asan", ("--sanitize=address,undefined", "--quick"), True, (1, 3, 7), "rotate"),
    "speed": Lane("speed", "speed", ("--optimization=speed",), False),
    "tsan": Lane("tsan", "tsan", ("--sanitize=thread", "--quick"), True, (1, 3, 7), "collector"),
    # The flavour users benchmark (-O3, ThinLTO with the runtime): a link
    # takes 3-10 s of CPU (a minute for the first), so `make test` runs a rotating 1/64.
    "speed-sample": Lane("speed-sample", "speed", ("--optimization=speed",), False, sample=64, like="speed"),
}
DEFAULT_LANES = ("plain", "asan", "tsan", "speed-sample")


def speed_slice(sample):
    """The slice (0..sample-1) a sampled lane runs: SCR_LANE_SLICE when
    set (to rerun a failure), else one derived from the commit checked out,
    so that a commit always runs the same programs."""
    forced = os.environ.get("SCR_LANE_SLICE")
    if forced:
        return int(forced) % sample
    try:
        head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                              timeout=10).stdout.strip()
        return int(head[:8], 16) % sample
    except (OSError, ValueError, subprocess.SubprocessError):
        return 0


class DirectiveError(Exception):
    pass


@dataclass
class Directives:
    exit: int = 0
    args: list = field(default_factory=list)
    env: dict = field(default_factory=dict)
    error: tuple = None  # (file relative to the program dir or None, L, C, msg)
    lanes: tuple = None  # None: every lane
    region_stats: dict = None  # @region-stats: field -> int, or None
    # True (`@detached-exit: both`): each lane also builds the program with
    # --detached-exit and runs it again, expecting the same behaviour.
    detached_exit: bool = False
    # What the program reads on stdin: `@stdin: text` (C-style escapes \n
    # \t \\ \r) through a pipe, or `@stdin-file: path` (relative to corpus/)
    # opened as a regular file. None: /dev/null.
    stdin: tuple = None  # ("pipe", bytes) or ("file", absolute path)


KNOWN_DIRECTIVES = ("exit", "args", "env", "error", "lanes", "region-stats", "detached-exit", "stdin",
                    "stdin-file")
# The fields of the SCRIPTC_REGION_STATS summary line (docs/regions.md).
REGION_STATS_FIELDS = ("created", "freed", "freed_direct", "kept", "checks_failed", "live",
                       "chunks_mapped", "chunks_reused", "chunks_returned", "cache_peak_bytes")
REGION_STATS_PREFIX = "scr-region-stats: "


def parse_region_stats(line):
    """The fields of one `scr-region-stats: k=v ...` summary line as a dict
    of ints, or None when the line is not the summary (verbose lines name a
    region first)."""
    if not line.startswith(REGION_STATS_PREFIX):
        return None
    words = line[len(REGION_STATS_PREFIX):].split()
    out = {}
    for w in words:
        k, eq, v = w.partition("=")
        if not eq or not v.isdigit():
            return None
        out[k] = int(v)
    if "created" not in out or "live" not in out:
        return None
    return out
_DIRECTIVE = re.compile(r"//\s*@([A-Za-z][\w-]*)\s*:\s?(.*)")
_LATE_DIRECTIVE = re.compile(r"^[ \t]*//[ \t]*@(?:exit|args|env|error|lanes|region-stats|detached-exit|stdin|stdin-file)\b.*", re.M)
_ERROR = re.compile(r"(?:(\S+?\.m?js):)?(\d+):(\d+): (.+)")


def _unescape(value):
    """The bytes of an @stdin value: \\n, \\t, \\r and \\\\ are escapes."""
    out, i = [], 0
    table = {"n": "\n", "t": "\t", "r": "\r", "\\": "\\"}
    while i < len(value):
        c = value[i]
        if c == "\\" and i + 1 < len(value) and value[i + 1] in table:
            out.append(table[value[i + 1]])
            i += 2
        elif c == "\\":
            raise ValueError
        else:
            out.append(c)
            i += 1
    return "".join(out).encode("utf-8")


def parse_directives(text):
    """Reads the directives from the leading `//` comments of a program
    (blank lines may separate them; the first other line ends them).
    Raises DirectiveError on an unknown or malformed directive, because a
    misspelt directive silently ignored is a test that checks nothing."""
    d = Directives()
    seen = set()
    for n, raw in enumerate(text.splitlines()):
        line = raw.strip()
        if n == 0 and line.startswith("#!"):
            continue
        if not line:
            continue
        if not line.startswith("//"):
            late = _LATE_DIRECTIVE.search(text, text.find(raw))
            if late:
                raise DirectiveError(f"directive {late.group(0).strip()!r} comes after the first line of "
                                     "code, where it would be ignored: move it to the leading comments")
            break
        m = _DIRECTIVE.fullmatch(line)
        if not m:
            if re.match(r"//\s*@", line):
                raise DirectiveError(f"malformed directive: {line!r} (expected '// @name: value')")
            continue
        name, value = m.group(1), m.group(2).strip()
        if name not in KNOWN_DIRECTIVES:
            raise DirectiveError(f"unknown directive @{name} (known: {', '.join(KNOWN_DIRECTIVES)})")
        if name in seen:
            raise DirectiveError(f"directive @{name} given twice")
        seen.add(name)
        try:
            if name == "exit":
                d.exit = int(value)
                if not 0 <= d.exit <= 255:
                    raise ValueError
            elif name == "args":
                d.args = shlex.split(value)
            elif name == "env":
                for word in shlex.split(value):
                    k, eq, v = word.partition("=")
                    if not eq or not k:
                        raise ValueError
                    d.env[k] = v
            elif name == "error":
                em = _ERROR.fullmatch(value)
                if not em:
                    raise ValueError
                d.error = (em.group(1), int(em.group(2)), int(em.group(3)), em.group(4))
            elif name in ("stdin", "stdin-file"):
                if d.stdin is not None:
                    raise DirectiveError("give only one of @stdin and @stdin-file")
                if name == "stdin":
                    d.stdin = ("pipe", _unescape(value))
                else:
                    path = (ROOT / "corpus" / value).resolve()
                    if not value or not path.is_file():
                        raise ValueError
                    d.stdin = ("file", str(path))
            elif name == "detached-exit":
                if value != "both":
                    raise ValueError
                d.detached_exit = True
            elif name == "lanes":
                lanes = tuple(w for w in re.split(r"[\s,]+", value) if w)
                bad = [w for w in lanes if w not in LANES]
                if bad or not lanes:
                    raise ValueError
                d.lanes = lanes
            elif name == "region-stats":
                d.region_stats = {}
                for word in value.split():
                    k, eq, v = word.partition("=")
                    if not eq or k not in REGION_STATS_FIELDS or not v.isdigit() or k in d.region_stats:
                        raise ValueError
                    d.region_stats[k] = int(v)
                if not d.region_stats:
                    raise ValueError
        except ValueError:
            raise DirectiveError(f"bad value for @{name}: {value!r}") from None
    return d


@dataclass
class Program:
    name: str  # NNNN-topic
    number: int
    entry: str  # relative to ROOT: corpus/NNNN-topic.js or corpus/NNNN-topic/main.js

    @property
    def is_reject(self):
        """9xxx programs must be rejected by the compiler."""
        return self.number >= 9000

    @property
    def uses_packages(self):
        """7xxx programs import npm packages from node_modules/ (the package
        lane, docs/packages.md)."""
        return 7000 <= self.number <= 7999

    @property
    def dir(self):
        return os.path.dirname(self.entry)

    def source(self):
        return (ROOT / self.entry).read_text(encoding="utf-8", errors="surrogateescape")

    def directives(self):
        return parse_directives(self.source())

    @property
    def expected_out(self):
        return EXPECTED / f"{self.name}.out"

    @property
    def expected_err(self):
        return EXPECTED / f"{self.name}.err"


def discover(corpus=CORPUS):
    """Every program of the corpus, in number order."""
    programs = []
    if not corpus.is_dir():
        return programs
    for p in sorted(corpus.iterdir()):
        if p.is_file() and p.suffix == ".js":
            m = _NAME.fullmatch(p.stem)
            entry = p
        elif p.is_dir() and ((p / "main.js").is_file() or (p / "main.cjs").is_file()):
            # main.cjs: a CommonJS entry (so is main.js under a package.json
            # saying "type": "commonjs").
            m = _NAME.fullmatch(p.name)
            entry = p / "main.js" if (p / "main.js").is_file() else p / "main.cjs"
        else:
            continue
        if m:
            programs.append(Program(m.group(0), int(m.group(1)), str(entry.relative_to(ROOT))))
    return programs


def packages_problem():
    """None when node_modules/ holds what package-lock.json names (the stamp
    scripts/setup-packages writes after `npm ci`), else what is wrong, for a
    message that says to run `make setup` instead of a resolution error."""
    lock = ROOT / "package-lock.json"
    stamp = ROOT / "node_modules" / ".scr-lock-sha256"
    if not stamp.exists():
        return "node_modules/ is missing or was not installed by scripts/setup-packages"
    if stamp.read_text().strip() != hashlib.sha256(lock.read_bytes()).hexdigest():
        return "node_modules/ was installed from another package-lock.json"
    return None


def read_env_file(path):
    """Reads a sanitizers/*.env file: `KEY=VALUE` lines, `#` comments and
    blank lines ignored. A key given on several lines has its values joined
    with ':' (the sanitizers' option separator), so that every option can
    sit on its own line with its own comment."""
    env = {}
    for n, raw in enumerate(Path(path).read_text().splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        k, eq, v = line.partition("=")
        k, v = k.strip(), v.strip()
        if not eq or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", k):
            raise ValueError(f"{path}:{n}: expected KEY=VALUE, got {raw!r}")
        env[k] = f"{env[k]}:{v}" if k in env else v
    return env


def lane_env_file(lane):
    path = SANITIZERS / f"{lane}.env"
    return read_env_file(path) if path.exists() else {}


def program_env(directives, lane_env=None):
    env = dict(FIXED_ENV)
    env.update(lane_env or {})
    env.update(directives.env)
    return env


def node_command(program, directives):
    return [NODE, program.entry, *directives.args]


@dataclass
class Result:
    stdout: bytes
    stderr: bytes
    status: int  # exit status, or 128+N for a signal N (as a shell says)
    timed_out: bool = False


def run(cmd, env, timeout, stdin=None):
    """Runs cmd from the repository root in its own process group with
    exactly `env`, killing the whole group on timeout. stdin is a
    Directives.stdin (None: /dev/null)."""
    source, data = subprocess.DEVNULL, None
    if stdin and stdin[0] == "pipe":
        source, data = subprocess.PIPE, stdin[1]
    elif stdin:
        source = open(stdin[1], "rb")
    try:
        p = subprocess.Popen(cmd, cwd=ROOT, env=env, stdin=source,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             start_new_session=True)
    finally:
        if stdin and stdin[0] == "file":
            source.close()
    try:
        out, err = p.communicate(input=data, timeout=timeout)
        timed_out = False
    except subprocess.TimeoutExpired:
        try:
            os.killpg(p.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        out, err = p.communicate()
        timed_out = True
    status = p.returncode if p.returncode >= 0 else 128 - p.returncode
    return Result(out, err, status, timed_out)


def run_node(program, directives):
    """Runs the oracle on a program exactly as `make expected` does."""
    return run(node_command(program, directives), program_env(directives), RUN_TIMEOUT, directives.stdin)


def shell_command(cmd, env=None):
    """The command as one line a person can paste into a shell at the
    repository root (with `env -i` when an environment is given, because
    the tests inherit nothing)."""
    words = [shlex.quote(w) for w in cmd]
    if env is not None:
        words = ["env", "-i"] + [shlex.quote(f"{k}={v}") for k, v in env.items()] + words
    return " ".join(words)
