"""The 9xxx programs' `@error` lines checked against Node's own report.

The corpus lane checks that scr rejects a 9xxx program with the message its
`@error` line gives; this file checks that line against the oracle, so that
a hand-written expectation cannot drift from what Node says:

  - Node reports a parse or link error with a position (first line
    `file://PATH:LINE`, or `PATH:LINE` for a CommonJS file, the source
    line, a caret line, a blank line, then `XxxError: message`): the
    file, the line, the column (the first caret) and the message must be
    Node's. At the end of the input Node prints no caret; the line and
    message are compared.
  - Node reports a resolution error from its own code (`node:internal/...`
    first), or a JSON module's syntax error from JSON.parse
    (`<anonymous_script>:1` first, the position in the JSON text): only
    the message can be compared (the program's directory written `{dir}`,
    as `@error` does).
  - Node runs the program: scr rejects code Node accepts, which is only
    right for what an ahead-of-time compiler cannot do, and the message
    must say so ("not supported", "cannot be compiled ahead of time").
"""
import re
import subprocess

import pytest

import corpus

PROGRAMS = [p for p in corpus.discover() if p.is_reject]
AOT_LIMIT = re.compile(r"not supported|ahead of time")
NODE_POS = re.compile(r"(?:file://)?(/.+):(\d+)$")
NODE_WARNING = re.compile(r"\(node:\d+\) \w*Warning: ")
NODE_ERROR = re.compile(r"(?:[A-Za-z]*Error|Error \[[A-Z_]+\])(?: \[[A-Z_]+\])?: .*")


def node_report(program, directives):
    r = subprocess.run([corpus.NODE, str(corpus.ROOT / program.entry), *directives.args], cwd=corpus.ROOT,
                       env=corpus.program_env(directives), capture_output=True, text=True, timeout=60)
    lines = r.stderr.split("\n")
    # A process warning printed before the report (a CommonJS file with
    # `import` gets the "To load an ES module" one), with its hint line.
    while lines and NODE_WARNING.match(lines[0]):
        lines = lines[2:] if len(lines) > 1 and lines[1].startswith("(Use `node --trace-") else lines[1:]
    return r.returncode, lines


@pytest.mark.parametrize("program", PROGRAMS, ids=[p.name for p in PROGRAMS])
def test_error_line_is_nodes(program):
    d = program.directives()
    if d.error is None:
        pytest.skip("no @error line (the program's expected output is compared instead)")
    file, line, col, msg = d.error
    status, lines = node_report(program, d)
    if status == 0:
        assert AOT_LIMIT.search(msg), f"Node runs this program, and scr's message does not say why it cannot: {msg}"
        return
    pos = NODE_POS.fullmatch(lines[0])
    if pos:
        err = next(i for i, l in enumerate(lines) if NODE_ERROR.fullmatch(l))
        where = (corpus.ROOT / program.entry).parent
        node_file = str(corpus.Path(pos.group(1)).relative_to(where))
        assert (file or corpus.Path(program.entry).name) == node_file
        assert line == int(pos.group(2))
        caret = lines[2].find("^")
        if caret >= 0:
            assert col == caret + 1, f"Node's caret is at column {caret + 1}"
        else:
            assert lines[1] == "" and lines[2] == "", lines[:3]
        assert msg == lines[err].split(": ", 1)[1]
        return
    # Node's own code reports it, or JSON.parse does for a JSON module
    # (`<anonymous_script>:1`, the JSON text and a caret at the error).
    assert lines[0].startswith(("node:internal/", "<anonymous_script>:")), lines[:6]
    err = next(l for l in lines if NODE_ERROR.fullmatch(l))
    where = str((corpus.ROOT / program.entry).parent)
    assert msg == err.replace(where, "{dir}")
