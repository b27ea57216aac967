"""Unit tests of the runner's own logic: directive parsing, env files, the
caret line of a 9xxx diagnostic."""
import os
import re
import subprocess
import sys

import pytest

import corpus
from corpus_suite import caret_line


def test_defaults():
    d = corpus.parse_directives("console.log(1);\n")
    assert (d.exit, d.args, d.env, d.error, d.lanes) == (0, [], {}, None, None)


def test_all_directives():
    d = corpus.parse_directives(
        "// Checks argv.\n"
        "// @exit: 3\n"
        "\n"
        "// @args: a 'b c' d\n"
        "// @env: K=V  EMPTY= Q='x y'\n"
        "// @lanes: plain, asan\n"
        "console.log(1);\n")
    assert d.exit == 3
    assert d.args == ["a", "b c", "d"]
    assert d.env == {"K": "V", "EMPTY": "", "Q": "x y"}
    assert d.lanes == ("plain", "asan")
    assert not d.detached_exit


def test_detached_exit_directive():
    assert corpus.parse_directives("// @detached-exit: both\n").detached_exit


def test_error_directive():
    d = corpus.parse_directives("// @error: 3:14: Unexpected token '}'\n")
    assert d.error == (None, 3, 14, "Unexpected token '}'")
    d = corpus.parse_directives("// @error: lib.js:1:2: Unexpected number\n")
    assert d.error == ("lib.js", 1, 2, "Unexpected number")


def test_directives_end_at_the_first_code_line():
    d = corpus.parse_directives("// @exit: 2\nlet x; // @ sign in a comment\n// email me @home\n")
    assert d.exit == 2


def test_a_directive_after_code_is_an_error():
    with pytest.raises(corpus.DirectiveError, match="leading comments"):
        corpus.parse_directives("let x;\n  // @exit: 2\n")


@pytest.mark.parametrize("text", [
    "// @exti: 1\n",           # unknown name
    "// @exit: one\n",         # bad value
    "// @exit: 300\n",
    "// @exit 1\n",            # malformed
    "// @exit: 1\n// @exit: 2\n",
    "// @lanes: plain fast\n",
    "// @env: NOEQUALS\n",
    "// @error: 3: oops\n",
    "// @detached-exit: yes\n",  # only `both` is meaningful
    "// @stdin: a\\qb\n",        # an unknown escape
    "// @stdin-file: inputs/no-such-file.txt\n",
    "// @stdin: x\n// @stdin-file: inputs/8811-words.txt\n",
])
def test_bad_directives_are_errors(text):
    with pytest.raises(corpus.DirectiveError):
        corpus.parse_directives(text)


def test_stdin_directives():
    d = corpus.parse_directives("// @stdin: one\\ntwo\\t\\\\ \u00fc\n")
    assert d.stdin == ("pipe", "one\ntwo\t\\ \u00fc".encode())
    d = corpus.parse_directives("// @stdin-file: inputs/8811-words.txt\n")
    assert d.stdin == ("file", str(corpus.ROOT / "corpus" / "inputs" / "8811-words.txt"))
    assert corpus.parse_directives("console.log(1);\n").stdin is None


def test_run_feeds_stdin():
    r = corpus.run(["/bin/cat"], {}, 10, ("pipe", b"fed\n"))
    assert r.stdout == b"fed\n"
    path = str(corpus.ROOT / "corpus" / "inputs" / "8811-words.txt")
    r = corpus.run(["/usr/bin/stat", "-L", "-c", "%F", "/dev/stdin"], {}, 10, ("file", path))
    assert r.stdout == b"regular file\n"
    assert corpus.run(["/bin/cat"], {}, 10).stdout == b""


def test_env_file(tmp_path):
    f = tmp_path / "x.env"
    f.write_text("# comment\n\nASAN_OPTIONS=a=1\nASAN_OPTIONS=b=2  \nX = y\n")
    assert corpus.read_env_file(f) == {"ASAN_OPTIONS": "a=1:b=2", "X": "y"}
    f.write_text("not a pair\n")
    with pytest.raises(ValueError):
        corpus.read_env_file(f)


def test_lane_env_files_parse():
    for lane in corpus.LANES:
        corpus.lane_env_file(lane)


def test_caret_line():
    assert caret_line("let x = ;", 9) == "        ^"
    assert caret_line("\tfoo(", 2) == "\t^"
    assert caret_line("a", 1) == "^"
    # Columns count UTF-16 code units: the emoji takes two.
    assert caret_line("'\U0001F600' x", 5) == "   ^"


def test_helper_counts_per_lane():
    """tsan runs the collector's programs at 1, 3 and 7 helpers and every
    other program once; asan runs each once; over a lane's programs the
    single runs cover every count."""
    tsan, asan = corpus.LANES["tsan"], corpus.LANES["asan"]
    assert tsan.helper_runs(4012) == [1, 3, 7]
    assert corpus.LANES["plain"].helper_runs(4012) == [None]
    for lane in (tsan, asan):
        runs = [lane.helper_runs(n) for n in (1050, 1051, 1052)]
        assert all(len(r) == 1 for r in runs)
        assert sorted(r[0] for r in runs) == [1, 3, 7]
    assert len(asan.helper_runs(4012)) == 1


def test_sampled_lane_runs_one_slice(monkeypatch):
    """speed-sample collects the programs of one slice (number modulo 64):
    SCR_LANE_SLICE's when set, else the same slice for the same commit."""
    lane = corpus.LANES["speed-sample"]
    assert (lane.kind, lane.flavour, lane.sample) == ("speed", "speed", 64)
    monkeypatch.setenv("SCR_LANE_SLICE", "50")
    assert corpus.speed_slice(64) == 50
    monkeypatch.delenv("SCR_LANE_SLICE")
    assert 0 <= corpus.speed_slice(64) < 64 and corpus.speed_slice(64) == corpus.speed_slice(64)
    env = dict(os.environ, SCR_LANE_SLICE="7")
    r = subprocess.run([sys.executable, "-m", "pytest", "runner", "--lane", "speed-sample", "--collect-only", "-q",
                        "-p", "no:cacheprovider"], cwd=corpus.ROOT, env=env, capture_output=True, text=True)
    items = re.findall(r"::(\d{4})-[a-z0-9-]+\[speed-sample\]", r.stdout)
    assert items and all(int(n) % 64 == 7 for n in items), r.stdout[-500:]
    want = [p.number for p in corpus.discover()
            if p.number % 64 == 7 and (p.directives().lanes is None or "speed" in p.directives().lanes)]
    assert len(items) == len(want)
