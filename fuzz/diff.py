#!/usr/bin/env python3
"""fuzz/diff.py - the differential program fuzzer (issue 21, item 2), a
first small one: generates random, terminating, deterministic JavaScript
programs, runs each under Node and as a scr executable, and compares
stdout, stderr and the exit status byte for byte.

  fuzz/diff.py -n 20 [--seed S] [--cases 40] [--keep DIR]

A program is --cases independent cases, each a function called inside
try/catch that prints what it computes: expressions over numbers (ints,
fractions, -0, NaN, Infinity), strings, booleans, null, undefined, arrays
and objects; let/const, if, bounded for loops, closures, destructuring,
exceptions, template literals and common Array, String, Math, JSON and Map
methods. Loops are bounded by literals and no case recurses, so every
program terminates. A mismatch is reduced by dropping cases while the
mismatch stays, and written to DIR (build/fuzz/diff/) as mismatch-SEED.js
with both outputs. Status 1 when any program mismatched."""
import argparse
import os
import random
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCR = os.path.join(ROOT, "build", "bin", "scr")
NODE = "/usr/bin/node"

NUMS = ["0", "-0", "1", "-1", "2", "3", "7", "10", "255", "0.5", "-2.5", "1e21", "1e-7", "0.1", "NaN",
        "Infinity", "-Infinity", "2147483647", "4294967296", "9007199254740993", "123.456"]
STRS = ['""', '"a"', '"abc"', '"Hello, World"', '"  pad  "', '"10"', '"-3.5"', '"0x1f"', '"é✓"',
        '"a,b,,c"', '"\\u{1F600}x"']


class Gen:
    def __init__(self, rnd):
        self.r = rnd
        self.vars = []

    def pick(self, xs):
        return self.r.choice(xs)

    def atom(self):
        k = self.r.randrange(10)
        if k < 3:
            return self.pick(NUMS)
        if k < 5:
            return self.pick(STRS)
        if k == 5:
            return self.pick(["true", "false", "null", "undefined"])
        if k == 6 and self.vars:
            return self.pick(self.vars)
        if k == 7:
            return "[" + ", ".join(self.expr(1) for _ in range(self.r.randrange(4))) + "]"
        if k == 8:
            keys = ["a", "b", "c", "1", "x y"]
            return "{" + ", ".join(f'"{self.pick(keys)}": {self.expr(1)}' for _ in range(self.r.randrange(3))) + "}"
        return self.pick(NUMS)

    def expr(self, d=3):
        if d <= 0 or self.r.random() < 0.3:
            return self.atom()
        k = self.r.randrange(16)
        a = self.expr(d - 1)
        if k < 5:
            op = self.pick(["+", "-", "*", "/", "%", "**", "==", "===", "!=", "<", ">=", "&", "|", "^", "<<",
                            ">>", ">>>", "&&", "||", "??"])
            b = self.expr(d - 1)
            if op == "**":
                # A unary operand of ** must be parenthesised (`-1 ** 2` is a SyntaxError).
                a, b = f"({a})", self.pick(["0", "1", "2", "3", "0.5", "-1"])
            return f"({a} {op} {b})"
        if k == 5:
            # A space keeps `- -1` from reading as `--1`.
            return f"({self.pick(['-', '+', '!', '~', 'typeof'])} {a})"
        if k == 6:
            return f"({a} ? {self.expr(d - 1)} : {self.expr(d - 1)})"
        if k == 7:
            return f"String({a})"
        if k == 8:
            m = self.pick(["length", "slice(1)", "toUpperCase()", "split(',')", "at(-1)", "padStart(6, '*')",
                           "indexOf('a')", "repeat(2)", "trim()", "includes('b')", "charCodeAt(0)", "concat('!')"])
            return f"String({a}).{m}"
        if k == 9:
            m = self.pick(["map((v) => typeof v)", "filter((v) => v)", "join('-')", "reverse()", "indexOf(1)",
                           "slice(-2)", "concat([1])", "flat()", "includes(undefined)", "length",
                           "reduce((s, v) => s + String(v), '')", "sort()"])
            return f"[{a}, {self.expr(d - 1)}, {self.atom()}].{m}"
        if k == 10:
            f = self.pick(["Math.floor", "Math.abs", "Math.sign", "Math.round", "Math.trunc", "Number",
                           "Boolean", "parseInt", "parseFloat", "isNaN", "Math.sqrt", "Math.cbrt"])
            return f"{f}({a})"
        if k == 11:
            return f"JSON.stringify({a})"
        if k == 12:
            return f"`<${{{a}}}|${{{self.expr(d - 1)}}}>`"
        if k == 13:
            m = self.pick(["toFixed(2)", "toString(2)", "toString(36)", "toPrecision(3)", "toExponential(1)"])
            return f"Number({a}).{m}"
        if k == 14:
            return f"new Map([[{a}, 1], [{self.expr(d - 1)}, 2]]).size"
        return f"[...new Set([{a}, {a}, {self.expr(d - 1)}])].length"

    def stmt(self, d, depth=0):
        k = self.r.randrange(17)
        if k < 3 or depth > 2:
            v = f"v{len(self.vars)}"
            s = f"let {v} = {self.expr()};"
            self.vars.append(v)
            return s
        if k == 3:
            return f"out.push({self.expr()});"
        if k == 4:
            return f"if ({self.expr(2)}) {{ {self.stmt(d, depth + 1)} }} else {{ out.push({self.expr(2)}); }}"
        if k == 5:
            n = self.r.randrange(1, 5)
            return f"for (let i = 0; i < {n}; i++) {{ out.push(i, {self.expr(2)}); }}"
        if k == 6:
            return f"{{ const f = (x) => [x, {self.expr(2)}]; out.push(f({self.expr(1)})); }}"
        if k == 7:
            return f"try {{ if ({self.expr(1)}) throw new RangeError(String({self.expr(1)})); out.push(0); }} " \
                   f"catch (e) {{ out.push(e.name, e.message); }}"
        if k == 8:
            return f"{{ const [p, q = {self.expr(1)}] = [{self.expr(1)}]; out.push(p, q); }}"
        if k == 9:
            return self.class_stmt()
        if k == 10:
            return self.generator_stmt()
        if k == 11:
            return self.labelled_stmt()
        if k == 12:
            return self.regexp_stmt()
        if k == 13:
            return self.object_stmt()
        if k == 14:
            return self.closure_stmt()
        if k == 15:
            return self.switch_stmt()
        return self.spread_stmt()

    # Classes: fields, accessors, statics, inheritance and super calls,
    # instanceof, private fields, and the TypeError of calling a class.
    def class_stmt(self):
        a, b = self.expr(1), self.expr(1)
        m = self.pick(["x", "y", "#p"])
        body = [f"{'#p' if m == '#p' else 'f'} = {a};",
                f"constructor(v) {{ {'super(v); ' if False else ''}this.v = v; }}",
                f"get g() {{ return [this.v, {'this.#p' if m == '#p' else 'this.f'}]; }}",
                "set g(x) { this.v = x; }",
                f"m(k) {{ return String(k) + String(this.v); }}",
                f"static s = {b};",
                "static make(v) { return new this(v); }",
                "toString() { return 'C(' + String(this.v) + ')'; }"]
        sub = self.r.random() < 0.5
        lines = [f"{{ class C {{ {' '.join(body)} }}"]
        if sub:
            lines.append(f"class D extends C {{ constructor(v) {{ super([v]); this.w = {self.expr(1)}; }} "
                         f"m(k) {{ return 'D' + super.m(k); }} get g() {{ return ['D', super.g]; }} set g(x) {{ super.g = [x]; }} }}")
        K = "D" if sub else "C"
        act = self.pick([
            f"const o = new {K}({self.expr(1)}); out.push(o.g, o.m({self.expr(1)}), String(o), o instanceof C);",
            f"const o = {K}.make({self.expr(1)}); o.g = {self.expr(1)}; out.push(o.g, Object.keys(o), {K}.s);",
            f"try {{ {K}({self.expr(1)}); }} catch (e) {{ out.push(e.name, e.message); }}",
            f"const o = new {K}(1); out.push(typeof {K}, {K}.name, Object.getOwnPropertyNames({K}.prototype), "
            f"JSON.stringify(o));",
        ])
        lines.append(act + " }")
        return " ".join(lines)

    # Generators: bounded, with return values, spread, destructuring, a
    # throw() into a try/finally, and early return() closing the iterator.
    def generator_stmt(self):
        n = self.r.randrange(0, 5)
        body = self.pick([
            f"for (let i = 0; i < {n}; i++) yield [i, {self.expr(1)}]; return {self.expr(1)};",
            f"try {{ yield 1; yield {self.expr(1)}; }} finally {{ out.push('fin'); }}",
            f"const x = yield {self.expr(1)}; out.push('got', x); yield* [x, {self.expr(1)}];",
        ])
        use = self.pick([
            "out.push([...g()]);",
            "const it = g(); out.push(it.next(), it.next(7), it.next(), it.next());",
            "const it = g(); it.next(); out.push(it.return(5), it.next());",
            "const it = g(); try { it.next(); it.throw(new Error('t')); } catch (e) { out.push(e.message); } "
            "out.push(it.next());",
            "for (const v of g()) { out.push(v); if (v === 1) break; }",
            "const [a, b, ...rest] = g(); out.push(a, b, rest);",
        ])
        return f"{{ function* g() {{ {body} }} {use} }}"

    # Labelled loops with break and continue out of nested loops.
    def labelled_stmt(self):
        n, m = self.r.randrange(1, 5), self.r.randrange(1, 5)
        jump = self.pick(["break outer", "continue outer", "break", "continue"])
        return (f"outer: for (let i = 0; i < {n}; i++) {{ for (let j = 0; j < {m}; j++) "
                f"{{ if ((i + j) % {self.r.randrange(2, 4)} === 0) {jump}; out.push(i * 10 + j); }} "
                f"out.push('row', i); }}")

    # Regular expressions: exec with groups, global replace with a
    # function, split, match/matchAll, sticky and unicode flags, lastIndex.
    def regexp_stmt(self):
        pat = self.pick([r"/(\w)(\d?)/g", r"/a|b/gi", r"/^(\s*)(.*?)(\s*)$/", r"/(?<k>[a-z]+)=(?<v>\d+)/g",
                         r"/\b\w/g", r"/[^,]+/y", r"/\p{L}+/gu", r"/(a)?b/", r"/(?=c)/g", r"/(?<=a)b/g",
                         r"/x*/g", r"/\d{2,3}/g"])
        subj = self.pick(['"a1 b22 c333"', '"k=1,x=22,y=333"', '"  Hello World  "', '"abcABCabc"',
                          '"é✓ab\\u{1F600}c"', '""', f"String({self.expr(1)})"])
        use = self.pick([
            f"out.push(JSON.stringify({pat}.exec({subj})));",
            f"out.push({subj}.replace({pat}, (m, ...a) => '[' + m + ':' + a.length + ']'));",
            f"out.push(JSON.stringify({subj}.split({pat})));",
            f"out.push(JSON.stringify({subj}.match({pat})));",
            f"out.push(JSON.stringify([...{subj}.matchAll(new RegExp({pat}.source, 'g'))].map((m) => [m.index, ...m])));",
            f"{{ const r = {pat}; const s = {subj}; out.push(r.test(s), r.lastIndex, r.test(s), r.lastIndex); }}",
            f"out.push({subj}.replaceAll(new RegExp({pat}.source, 'g'), '<$&>'), String({pat}), {pat}.flags);",
        ])
        return use

    # Object literals: computed keys, spread, shorthand methods, accessors,
    # optional chaining, destructuring with defaults and rest, key order.
    def object_stmt(self):
        k = self.pick(['"b"', '"2"', '"x" + 1', "10", "'-1'", "Symbol.iterator.description"])
        return self.pick([
            f"{{ const o = {{ a: {self.expr(1)}, [{k}]: {self.expr(1)}, 1: 'one', m() {{ return this.a; }}, "
            f"get z() {{ return 'z'; }} }}; out.push(Object.keys(o), o.m(), o.z, JSON.stringify({{ ...o, a: 0 }})); }}",
            f"{{ const {{ a = {self.expr(1)}, b: {{ c }} = {{ c: 3 }}, ...rest }} = {{ b: undefined, d: {self.expr(1)}, e: 1 }}; "
            f"out.push(a, c, Object.entries(rest)); }}",
            f"{{ const o = {self.pick(['null', 'undefined', '{ p: { q: [1, 2] } }', '{ p: null }'])}; "
            f"out.push(o?.p?.q?.[1], o?.p?.q?.length ?? 'none', typeof o?.p); }}",
            # (Assignments to a frozen object's property are left out: in
            # sloppy code scr throws where Node ignores them, docs/testing.md.)
            f"{{ const o = Object.freeze({{ a: 1 }}); out.push(Object.isFrozen(o), o.a, "
            f"Object.getOwnPropertyDescriptor(o, 'a'), Reflect.set(o, 'a', 2)); }}",
        ])

    # Closures capturing loop variables (per-iteration let bindings) and
    # counters shared by several closures.
    def closure_stmt(self):
        n = self.r.randrange(1, 5)
        return self.pick([
            f"{{ const fs = []; for (let i = 0; i < {n}; i++) fs.push(() => i * {self.expr(1)}); out.push(fs.map((f) => f())); }}",
            f"{{ let c = {self.expr(1)}; const inc = () => (c = c + 1), get = () => c; inc(); inc(); out.push(get()); }}",
            f"{{ const mk = (x) => (y) => (z) => [x, y, z]; out.push(mk({self.expr(1)})({self.expr(1)})(3)); }}",
            f"{{ var fs = []; for (var i = 0; i < {n}; i++) fs.push(function () {{ return i; }}); out.push(fs.map((f) => f())); }}",
        ])

    def switch_stmt(self):
        cases = " ".join(f"case {self.pick(NUMS + STRS)}: out.push({i}); {self.pick(['break;', ''])}"
                         for i in range(self.r.randrange(1, 4)))
        return f"switch ({self.expr(1)}) {{ {cases} default: out.push('d'); }}"

    # Spread in calls, arrays and new; rest parameters and arguments.
    def spread_stmt(self):
        arr = f"[{self.expr(1)}, {self.expr(1)}]"
        return self.pick([
            f"{{ const f = (...a) => a.length + ':' + a.map(String).join(); out.push(f(...{arr}, ...'ab')); }}",
            f"{{ function f(a, b = {self.expr(1)}) {{ return [arguments.length, a, b]; }} out.push(f(...{arr}), f()); }}",
            f"out.push(Math.max(...{arr}), [...{arr}, ...new Set({arr})].length);",
            f"out.push(String(new Date(2020, ...[1, 2]).getMonth()), Array.of(...{arr}));",
        ])

    def case(self, i):
        self.vars = []
        body = "\n  ".join(self.stmt(3) for _ in range(self.r.randrange(1, 6)))
        if self.r.random() < 0.15:
            # An async case: awaits between pushes, and a rejected await caught.
            body = (f"{body}\n  out.push(await {self.expr(1)});\n  "
                    f"try {{ await Promise.reject(new TypeError(String({self.expr(1)}))); }} catch (e) {{ out.push(e.message); }}\n  "
                    f"out.push(await Promise.all([1, Promise.resolve({self.expr(1)})]));")
            return f"async function case{i}(out) {{\n  {body}\n}}"
        return f"function case{i}(out) {{\n  {body}\n}}"


def program(seed, ncases):
    g = Gen(random.Random(seed))
    cases = [g.case(i) for i in range(ncases)]
    return cases


def render(cases):
    out = ["// Generated by fuzz/diff.py."]
    out.extend(cases)
    out.append("const show = (v) => typeof v === 'string' ? JSON.stringify(v) : Object.is(v, -0) ? '-0' "
               ": typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);")
    # The cases run in order inside an async function (a script stays
    # sloppy mode; an async case is awaited before the next starts).
    out.append("(async () => {")
    for c in cases:
        name = c.split("(")[0].split()[-1]
        wait = "await " if c.startswith("async ") else ""
        out.append(f"try {{ const out = []; {wait}{name}(out); console.log('{name}', out.map(show).join(' ')); }} "
                   f"catch (e) {{ console.log('{name} threw', e instanceof Error ? e.name + ': ' + e.message : String(e)); }}")
    out.append("})();")
    return "\n".join(out) + "\n"


def run_both(src, tmp):
    path = os.path.join(tmp, "p.js")
    with open(path, "w") as f:
        f.write(src)
    env = dict(os.environ, SCR_CACHE_DIR=os.path.join(tmp, "cache"))
    n = subprocess.run([NODE, path], capture_output=True, timeout=60)
    s = subprocess.run([SCR, "run", path], capture_output=True, timeout=300, env=env)
    return (n.returncode, n.stdout, n.stderr), (s.returncode, s.stdout, s.stderr)


def mismatch(src, tmp):
    a, b = run_both(src, tmp)
    return a != b, a, b


def reduce(cases, tmp):
    """Drops cases, one at a time, while the mismatch stays."""
    i = 0
    while i < len(cases) and len(cases) > 1:
        trial = cases[:i] + cases[i + 1:]
        if mismatch(render(trial), tmp)[0]:
            cases = trial
        else:
            i += 1
    return cases


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("-n", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cases", type=int, default=40)
    ap.add_argument("--keep", default=os.path.join(ROOT, "build", "fuzz", "diff"))
    a = ap.parse_args()
    os.makedirs(a.keep, exist_ok=True)
    bad = 0
    with tempfile.TemporaryDirectory() as tmp:
        for k in range(a.n):
            seed = a.seed + k
            cases = program(seed, a.cases)
            differ, na, sa = mismatch(render(cases), tmp)
            if (k + 1) % 100 == 0:
                print(f"fuzz-diff: {k + 1} programs run, {bad + differ} mismatched", flush=True)
            if not differ:
                continue
            bad += 1
            small = reduce(cases, tmp)
            src = render(small)
            _, na, sa = mismatch(src, tmp)
            p = os.path.join(a.keep, f"mismatch-{seed}.js")
            with open(p, "w") as f:
                f.write(src)
            with open(p + ".out", "wb") as f:
                f.write(b"--- node (status %d)\n" % na[0] + na[1] + na[2] + b"--- scr (status %d)\n" % sa[0] + sa[1] + sa[2])
            print(f"seed {seed}: MISMATCH, reduced to {len(small)} case(s): {os.path.relpath(p, ROOT)}")
    total = a.n
    print(f"fuzz-diff: {total} programs of {a.cases} cases (seeds {a.seed}..{a.seed + total - 1}), "
          f"{bad} mismatched")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
