#!/usr/bin/env python3
"""seeds.py OUT - writes the fuzz targets' seed corpora from corpus/ into
OUT/TARGET/ (one file per seed, named by its hash), then adds the
hand-picked seeds of fuzz/seeds/TARGET/. Nothing here is committed output:
`make fuzz` reruns it.

  parse   every corpus program's source (cut to 16 KiB)
  regexp  every regex literal and `new RegExp("...")` string found in the
          corpus, with its flags and a subject taken from the same file
  json    every string literal handed to JSON.parse, and corpus .json files
  number  every numeric literal and every string handed to Number(),
          parseFloat() or parseInt()

The runtime targets read UTF-16 code units (fuzz/fuzz_input.h): a byte
below 0xFF is that unit, 0xFF HI LO spells any unit."""
import hashlib
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FLAG_BITS = {"d": 1, "g": 2, "i": 4, "m": 8, "s": 16, "u": 32, "y": 64, "v": 128}


def units(text):
    """The fuzz_input.h encoding of a str (as UTF-16 code units)."""
    out = bytearray()
    data = text.encode("utf-16-le", "surrogatepass")
    for i in range(0, len(data), 2):
        u = data[i] | data[i + 1] << 8
        out += bytes([u]) if u < 0xFF else bytes([0xFF, u >> 8, u & 0xFF])
    return bytes(out)


def sources():
    for dirpath, dirnames, filenames in os.walk(os.path.join(ROOT, "corpus")):
        dirnames.sort()
        for f in sorted(filenames):
            if f.endswith((".js", ".mjs", ".cjs", ".json")):
                path = os.path.join(dirpath, f)
                with open(path, "rb") as fh:
                    yield path, fh.read()


# A JS string literal (no line breaks inside), decoded with Python's JSON
# reader where it is a valid JSON string (close enough for seeds).
STRING = r'"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\''
REGEX = re.compile(rb'(?:^|[=(,:\[!&|?{};]|return)\s*/((?![*/])(?:[^/\\\n\[]|\\.|\[(?:[^\]\\\n]|\\.)*\])+)/([a-z]*)')
NEW_REGEXP = re.compile(r'RegExp\(\s*(' + STRING + r')(?:\s*,\s*(' + STRING + r'))?')
JSON_PARSE = re.compile(r'JSON\.parse\(\s*(' + STRING + r')')
NUMBER_CALL = re.compile(r'(?:Number|parseFloat|parseInt)\(\s*(' + STRING + r')')
NUMERIC = re.compile(r'(?<![\w$.])(?:0[xXoObB][0-9a-fA-F_]+|(?:\d[\d_]*\.?[\d_]*|\.\d[\d_]*)(?:[eE][+-]?\d+)?)(?![\w$])')
STRINGS = re.compile(STRING)


def js_string(lit):
    body = lit[1:-1]
    if lit[0] == "'":
        body = body.replace("\\'", "'").replace('"', '\\"')
    try:
        return json.loads('"' + body + '"')
    except ValueError:
        return None


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "build", "fuzz", "seeds")
    seeds = {t: set() for t in ("parse", "regexp", "json", "number", "inspect")}
    for path, data in sources():
        text = data.decode("utf-8", "surrogateescape")
        if path.endswith(".json"):
            seeds["json"].add(units(text))
            continue
        seeds["parse"].add(data[:16384])
        subjects = [s for s in (js_string(m) for m in STRINGS.findall(text)) if s][:4] or ["abc"]
        pats = []
        for m in REGEX.finditer(data):
            pats.append((m.group(1).decode("utf-8", "surrogateescape"), m.group(2).decode()))
        for m in NEW_REGEXP.finditer(text):
            p = js_string(m.group(1))
            f = js_string(m.group(2)) if m.group(2) else ""
            if p is not None and f is not None:
                pats.append((p, f))
        for i, (p, f) in enumerate(pats):
            bits = 0
            for c in f:
                bits |= FLAG_BITS.get(c, 0)
            subject = subjects[i % len(subjects)][:24]
            try:
                seeds["regexp"].add(bytes([bits]) + units(p) + b"\0" + units(subject))
            except UnicodeEncodeError:
                pass
        for m in JSON_PARSE.finditer(text):
            s = js_string(m.group(1))
            if s is not None:
                seeds["json"].add(units(s))
        for m in NUMBER_CALL.finditer(text):
            s = js_string(m.group(1))
            if s is not None:
                seeds["number"].add(units(s))
        for m in NUMERIC.finditer(text):
            seeds["number"].add(m.group(0).encode())
    counts = []
    for target, items in seeds.items():
        d = os.path.join(out, target)
        os.makedirs(d, exist_ok=True)
        hand = os.path.join(ROOT, "fuzz", "seeds", target)
        if os.path.isdir(hand):
            for f in sorted(os.listdir(hand)):
                with open(os.path.join(hand, f), "rb") as fh:
                    items.add(fh.read())
        for item in items:
            name = hashlib.sha1(item).hexdigest()
            p = os.path.join(d, name)
            if not os.path.exists(p):
                with open(p, "wb") as fh:
                    fh.write(item)
        counts.append(f"{target} {len(items)}")
    print("fuzz seeds: " + ", ".join(counts) + f" (in {out})")


if __name__ == "__main__":
    main()
