"""Unit tests of runner/normalize.py: each of the four rules of the brief
has tests that fail if the rule breaks or grows, and everything else must
pass through unchanged."""
from normalize import normalize

NODE_REPORT = (
    "file:///work/main/corpus/0001-throw.js:3\n"
    "throw new TypeError('bad');\n"
    "^\n"
    "\n"
    "TypeError: bad\n"
    "    at f (file:///work/main/corpus/0001-throw.js:3:7)\n"
    "    at file:///work/main/corpus/0001-throw.js:5:1\n"
    "    at ModuleJob.run (node:internal/modules/esm/module_job:195:25)\n"
    "\n"
    "Node.js v20.20.2\n"
)
SCR_REPORT = (
    "file:///tmp/ci/checkout/corpus/0001-throw.js:3\n"
    "throw new TypeError('bad');\n"
    "^\n"
    "\n"
    "TypeError: bad\n"
    "    at f (corpus/0001-throw.js:3:7)\n"
)
NORMALISED = (
    "file:///<corpus>/0001-throw.js:3\n"
    "throw new TypeError('bad');\n"
    "^\n"
    "\n"
    "TypeError: bad\n"
)


def test_whole_node_report():
    assert normalize(NODE_REPORT) == NORMALISED


def test_scr_report_matches_node_report():
    assert normalize(SCR_REPORT) == normalize(NODE_REPORT)


def test_idempotent():
    assert normalize(NORMALISED) == NORMALISED
    assert normalize(normalize(NODE_REPORT)) == NORMALISED


def test_bytes_in_bytes_out():
    assert normalize(NODE_REPORT.encode()) == NORMALISED.encode()
    raw = b"\xff\xfe not utf-8\n    at x\n"
    assert normalize(raw) == b"\xff\xfe not utf-8\n"


# Rule 1: file:///.../corpus/ becomes file:///<corpus>/.

def test_rule1_corpus_url():
    assert normalize("at file:///home/u/scr/corpus/0002-x.js:1\n") == "at file:///<corpus>/0002-x.js:1\n"


def test_rule1_last_corpus_component_wins():
    assert normalize("file:///srv/corpus/scr/corpus/0002-x.js:1\n") == "file:///<corpus>/0002-x.js:1\n"


def test_rule1_directory_program_keeps_its_subpath():
    assert normalize("file:///a/corpus/0003-m/lib.js:4\n") == "file:///<corpus>/0003-m/lib.js:4\n"


def test_rule1_several_urls_on_one_line():
    text = "file:///a/corpus/x.js and file:///b/corpus/y.js\n"
    assert normalize(text) == "file:///<corpus>/x.js and file:///<corpus>/y.js\n"


def test_rule1_leaves_other_urls_and_paths():
    for text in ("file:///etc/passwd\n", "/work/main/corpus/0001-x.js:3\n",
                 "http://example.com/corpus/x.js\n", "node:internal/modules/run_main:123\n"):
        assert normalize(text) == text


# Rule 2: stack-frame lines are removed.

def test_rule2_removes_frames_with_any_indentation():
    text = "Error: m\n    at f (x.js:1:1)\n\tat g\n at h\n"
    assert normalize(text) == "Error: m\n"


def test_rule2_keeps_lines_that_are_not_frames():
    for text in ("at the start\n", "    attribute\n", "    at\n", "x    at y\n", "Error: at x\n"):
        assert normalize(text) == text


def test_rule2_does_not_remove_the_blank_line_before_a_frame():
    assert normalize("a\n\n    at f\nb\n") == "a\n\nb\n"


def test_rule2_frame_as_last_line_without_newline():
    assert normalize("Error: m\n    at f") == "Error: m\n"


# Rule 3: the Node.js footer and the blank line before it.

def test_rule3_footer_and_blank_line():
    assert normalize("Error: m\n\nNode.js v20.20.2\n") == "Error: m\n"


def test_rule3_footer_without_blank_line_before():
    assert normalize("Error: m\nNode.js v20.20.2\n") == "Error: m\n"


def test_rule3_only_one_blank_line_goes():
    assert normalize("Error: m\n\n\nNode.js v20.20.2\n") == "Error: m\n\n"


def test_rule3_any_version():
    assert normalize("x\n\nNode.js v22.1.0\n") == "x\n"


def test_rule3_keeps_other_mentions_of_node():
    for text in ("Node.js is great\n", "  Node.js v20.20.2\n", "\nNode.js\n", "uses Node.js v20.20.2\n"):
        assert normalize(text) == text


# Nothing else.

def test_everything_else_is_untouched():
    text = ("  leading spaces\n\n\ntrailing spaces   \n\ttab\r\nCRLF\n"
            "TypeError: x\n{ a: 1 }\nUncaught 'str'\n\u00e9\u4e2d\U0001F600\n")
    assert normalize(text) == text
    assert normalize("") == ""
    assert normalize("no newline") == "no newline"


def test_warning_pid():
    assert normalize("(node:4242) Warning: x\n") == "(node:<pid>) Warning: x\n"
    assert normalize("a (node:4242) b\n") == "a (node:4242) b\n"
    assert normalize("(node:x) Warning\n") == "(node:x) Warning\n"
