"""The one normalisation applied to stderr before comparing it (both to
Node's and to scr's). docs/corpus.md states exactly these four rules, and
nothing else is normalised:

 1. `file://` URLs: any `file:///.../corpus/` prefix becomes
    `file:///<corpus>/` (the checkout's absolute path differs per machine);
 2. lines that are stack frames (`^\\s+at .*`) are removed (their contents
    are engine-specific);
 3. the `Node.js vNN...` footer line and the blank line before it are
    removed (libscr prints no footer);
 4. the process id of a warning's `(node:PID) ` prefix becomes `<pid>`.

expected/*.err is stored already normalised, so that it holds no path of the
machine that produced it; normalising twice changes nothing.
"""
import re

# Rule 1. The path part is greedy up to the last `/corpus/` of the token, so
# a checkout that itself lives under a directory named corpus still works.
_CORPUS_URL = re.compile(r"file:///\S*/corpus/")
# Rule 2, applied to one line at a time, so `\s` never spans lines.
_STACK_FRAME = re.compile(r"\s+at .*")
# Rule 3: Node prints `Node.js v20.20.2`.
_FOOTER = re.compile(r"Node\.js v\d+\.\d+\.\d+.*")
# Rule 4: process warnings start with `(node:12345) `.
_WARNING_PID = re.compile(r"^\(node:\d+\) ", re.M)
_LINES = re.compile(r"[^\n]*\n|[^\n]+\Z")


def normalize(text):
    """Returns `text` (str, or bytes decoded as UTF-8 with surrogateescape
    and re-encoded the same way) with the four rules applied."""
    if isinstance(text, bytes):
        return normalize(text.decode("utf-8", "surrogateescape")).encode(
            "utf-8", "surrogateescape")
    text = _CORPUS_URL.sub("file:///<corpus>/", text)
    text = _WARNING_PID.sub("(node:<pid>) ", text)
    out = []
    # Each piece is one line with its own newline (the last may lack one),
    # so removing a line removes exactly its text and its terminator.
    for piece in _LINES.findall(text):
        line = piece[:-1] if piece.endswith("\n") else piece
        if _STACK_FRAME.fullmatch(line):
            continue
        if _FOOTER.fullmatch(line):
            if out and out[-1] == "\n":
                out.pop()
            continue
        out.append(piece)
    return "".join(out)
