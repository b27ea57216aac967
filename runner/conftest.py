"""pytest configuration for the scr runner: the --lane and --shard options,
and the collection of the corpus (corpus_suite.py) as one item per program
per lane, named `NNNN-topic[lane]`.

    /usr/bin/python3 -m pytest runner -n auto --lane plain --lane asan -k closures
"""
import os
import shutil
import sys
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import corpus  # noqa: E402
import corpus_suite  # noqa: E402


SESSION_VAR = "SCR_RUNNER_SESSION"


def pytest_addoption(parser):
    group = parser.getgroup("scr", "scr corpus runner")
    group.addoption("--lane", action="append", choices=sorted(corpus.LANES), default=None,
                    help="a lane to run the corpus in (repeatable; default: %s)" % " ".join(corpus.DEFAULT_LANES))
    group.addoption("--shard", default=None, metavar="I/N",
                    help="run only the I-th of N shards (1-based; every lane of a program in the same shard)")


def pytest_configure(config):
    lanes = config.getoption("lane") or list(corpus.DEFAULT_LANES)
    config.scr_lanes = list(dict.fromkeys(lanes))
    shard = config.getoption("shard")
    config.scr_shard = None
    if shard:
        try:
            i, n = (int(x) for x in shard.split("/"))
            if not 1 <= i <= n:
                raise ValueError
        except ValueError:
            raise SystemExit(f"--shard {shard!r}: expected I/N with 1 <= I <= N") from None
        config.scr_shard = (i, n)
    # One oracle cache per session, shared by the xdist workers: the
    # controller configures first and names the session in the environment
    # that the workers it starts inherit.
    if getattr(config, "workerinput", None) is None:
        os.environ[SESSION_VAR] = uuid.uuid4().hex
    uid = os.environ.get(SESSION_VAR) or uuid.uuid4().hex
    config.scr_cache = corpus.ROOT / "build" / "runner-cache" / uid
    corpus_suite.ORACLE_CACHE = config.scr_cache


def pytest_collect_file(file_path, parent):
    if file_path.name == "corpus_suite.py":
        return corpus_suite.CorpusFile.from_parent(parent, path=file_path)
    return None


def pytest_collection_modifyitems(config, items):
    if not config.scr_shard:
        return
    i, n = config.scr_shard
    keep, drop = [], []
    for item in items:
        index = getattr(item, "index", 0)  # the runner's own tests go to shard 1
        (keep if index % n == i - 1 else drop).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


def pytest_sessionfinish(session):
    if getattr(session.config, "workerinput", None) is None:
        shutil.rmtree(session.config.scr_cache, ignore_errors=True)
