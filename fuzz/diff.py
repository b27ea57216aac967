#!/usr/bin/env python3
"""fuzz/diff.py - the differential program fuzzer (issue 21, item 2), a
first small one: generates random, terminating, deterministic JavaScript
programs, runs each under Node and as a scr executable, and compares
stdout and the exit status byte for byte, stderr after the corpus's one
normalisation (runner/normalize.py).

  fuzz/diff.py -n 20 [--seed S] [--cases 40] [--batch 20] [--keep DIR]

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
sys.path.insert(0, os.path.join(ROOT, "runner"))
from normalize import normalize  # noqa: E402
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
        k = self.r.randrange(17 + len(self.MORE))
        if k >= 17:
            return self.MORE[k - 17](self)
        if k < 3 or depth > 2:
            # A binding in a nested block is out of scope after it: only
            # the case's own level adds to the names later code may use.
            v = f"v{len(self.vars)}" if depth == 0 else f"v{len(self.vars)}_{depth}"
            s = f"let {v} = {self.expr()};"
            if depth == 0:
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

    # BigInt arithmetic, comparisons and conversions, with the RangeError
    # of dividing by zero and the TypeError of mixing with a Number.
    def bigint_stmt(self):
        big = ["0n", "1n", "-1n", "7n", "255n", "2n ** 64n", "-(2n ** 63n)", "123456789012345678901234567890n",
               "BigInt(Number.MAX_SAFE_INTEGER)"]
        a, b = self.pick(big), self.pick(big)
        op = self.pick(["+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>"])
        if op in ("<<", ">>"):
            b = self.pick(["0n", "1n", "3n", "64n", "-2n"])
        return self.pick([
            f"try {{ const x = ({a}) {op} ({b}); out.push(String(x), typeof x, x.toString(16), x > 0, x == {self.expr(1)}); }} "
            f"catch (e) {{ out.push(e.name, e.message); }}",
            f"out.push(String(BigInt.asIntN(64, {a})), String(BigInt.asUintN(8, {b})), String(({a}) ** 3n), ({a}) < ({b}));",
            f"try {{ out.push(String(BigInt({self.expr(1)}))); }} catch (e) {{ out.push(e.name, e.message); }}",
            f"try {{ out.push(String(({a}) + {self.expr(1)})); }} catch (e) {{ out.push(e.name, e.message); }}",
            f"out.push(String([{a}, {b}, 3n].sort()), typeof Object({a}), {a} === {b}, `${{{a}}}`, Number({b}));",
        ])

    # Typed arrays: element conversion (wrapping, clamping, NaN, -0),
    # views over one buffer, and the common methods.
    def typed_stmt(self):
        kind = self.pick(["Int8Array", "Uint8Array", "Uint8ClampedArray", "Int16Array", "Uint16Array", "Int32Array",
                          "Uint32Array", "Float32Array", "Float64Array"])
        vals = ", ".join(self.pick(NUMS + ["300", "-129", "65537", "1.5", "2.5", "-0.5"]) for _ in range(self.r.randrange(1, 6)))
        return self.pick([
            f"{{ const t = new {kind}([{vals}]); out.push(Array.from(t).map(String), t.length, t.BYTES_PER_ELEMENT, t.join('|')); }}",
            f"{{ const t = new {kind}([{vals}]); t.sort(); out.push(Array.from(t.reverse()).map(String), t.indexOf(t[0]), t.includes(NaN)); }}",
            f"{{ const t = {kind}.from([{vals}], (v) => v * 2); out.push(String(t.subarray(1)), String(t.slice(-2)), t.at(-1), "
            f"String(t.map((v) => v + 1)), String(t.filter((v) => v > 0))); }}",
            f"{{ const b = new ArrayBuffer(8); const t = new {kind}(b); t.fill({self.pick(NUMS)}); "
            f"out.push(Array.from(new Uint8Array(b)).join(), new DataView(b).getInt16(0, true), t.length); }}",
            f"{{ const t = new {kind}(3); t[0] = {self.pick(NUMS)}; t[5] = 1; t[1] = {self.pick(STRS)}; "
            f"out.push(String(t), Object.keys(t).join(), t[5]); }}",
        ])

    # Map and Set: object and NaN/-0 keys, deletion and re-insertion order,
    # forEach, iterators, spread; WeakMap lookups.
    def collections_stmt(self):
        a, b, c = self.expr(1), self.expr(1), self.expr(1)
        return self.pick([
            f"{{ const m = new Map([[{a}, 1], [{b}, 2], [NaN, 3], [-0, 4]]); m.delete({b}); m.set({b}, 5); m.set(0, 6); "
            f"out.push(m.size, m.get(NaN), m.get(0), m.has({c})); m.forEach((v, k) => out.push(k, v)); out.push([...m.keys()]); }}",
            f"{{ const s = new Set([{a}, {b}, {c}, {a}]); s.delete({b}); s.add({b}); const it = s.values(); it.next(); "
            f"out.push(s.size, [...it], [...s.entries()].length, s.has({c})); }}",
            f"{{ const k = {{}}; const w = new WeakMap([[k, {a}]]); out.push(w.get(k), w.has({{}}), w.delete(k), w.has(k)); }}",
            f"{{ const m = new Map(); for (const v of [{a}, {b}, {c}]) m.set(typeof v, (m.get(typeof v) ?? 0) + 1); "
            f"out.push(JSON.stringify([...m]), Object.fromEntries(m)); }}",
            f"{{ const m = new Map([[1, 'a'], [2, 'b']]); for (const [k, v] of m) {{ if (k === 1) {{ m.delete(2); m.set(3, 'c'); }} out.push(k, v); }} }}",
        ])

    # Array methods with callbacks, holes, and the ES2023 copying ones.
    def array_methods_stmt(self):
        arr = "[" + ", ".join(self.expr(1) for _ in range(self.r.randrange(0, 5))) + "]"
        return self.pick([
            f"{{ const a = {arr}; out.push(a.findLast((v) => v), a.findIndex((v) => !v), a.some(Boolean), a.every(Boolean)); }}",
            f"{{ const a = {arr}; const r = a.splice(1, 1, {self.expr(1)}, 'x'); out.push(a, r, a.length); }}",
            f"{{ const a = {arr}; out.push(a.toSorted(), a.toReversed(), a.with(0, 'w'), a.toSpliced(0, 1), a); }}",
            f"{{ const a = [1, , 3, {self.expr(1)}]; out.push(a.length, 1 in a, a.map((v) => typeof v), Object.keys(a), a.indexOf(undefined)); }}",
            f"{{ const a = {arr}.concat([10, 2, 1]); a.sort((x, y) => (typeof x === 'number' && typeof y === 'number') ? y - x : 0); "
            f"out.push(a, a.lastIndexOf(1), a.fill(0, 2, 3)); }}",
            f"{{ const a = Array.from({{ length: {self.r.randrange(0, 4)} }}, (_, i) => i * 2); out.push(a, a.copyWithin(0, 1), "
            f"a.entries().next().value, [...a.keys()], a.flatMap((v) => [v, [v]])); }}",
            f"{{ const a = {arr}; out.push(a.reduceRight((s, v) => s + typeof v, ''), a.join(), a.toString(), String(a.at(-1))); }}",
        ])

    # String methods beyond the expression ones: code points, case,
    # searching, slicing, padding, replace with $-patterns.
    def string_methods_stmt(self):
        s = self.pick(STRS + [f"String({self.expr(1)})"])
        return self.pick([
            f"{{ const s = {s}; out.push(s.codePointAt(0), [...s].length, s.length, s.at(-1), s.normalize('NFD').length); }}",
            f"{{ const s = {s}; out.push(s.split('', 3), s.split(',', 2), s.lastIndexOf('a'), s.startsWith('a'), s.endsWith('c')); }}",
            f"{{ const s = {s}; out.push(s.substring(3, 1), s.substr(-2, 1), s.slice(-3, -1), s.padEnd(5, 'ab'), s.trimStart()); }}",
            f"{{ const s = {s}; out.push(s.replace('a', '[$&$$]'), s.replace(/(\w)(\w)?/, '$2$1'), s.toLowerCase(), s.toUpperCase()); }}",
            f"out.push(String.fromCharCode(72, 0xD83D, 0xDE00, 105), String.fromCodePoint(0x1F600, 97), String.raw`a\\n${{{self.expr(1)}}}`);",
            f"{{ const s = {s}; out.push(s.localeCompare('b'), s.isWellFormed(), s.charAt(1), s.search(/[a-z]/), s.concat(1, null)); }}",
        ])

    # Compound, logical and update assignments to variables and properties.
    def assign_stmt(self):
        v = f"w{len(self.vars)}"
        ops = [f"{v} += {self.expr(1)};", f"{v} -= {self.expr(1)};", f"{v} *= {self.expr(1)};",
               f"{v} ??= {self.expr(1)};", f"{v} ||= {self.expr(1)};", f"{v} &&= {self.expr(1)};",
               f"{v}++;", f"--{v};", f"{v} **= 2;", f"{v} |= 1;", f"{v} >>>= 1;", f"{v} %= 3;"]
        body = " ".join(self.pick(ops) + f" out.push({v});" for _ in range(self.r.randrange(1, 4)))
        obj = self.pick(["o.a", "o['b']", "o[0]"])
        return self.pick([
            f"{{ let {v} = {self.expr(1)}; {body} }}",
            f"{{ const o = {{ a: {self.expr(1)} }}; {obj} ??= {self.expr(1)}; {obj} += {self.expr(1)}; "
            f"out.push({obj}++, {obj}, delete o.a, 'a' in o, JSON.stringify(o)); }}",
            f"{{ let p = {self.expr(1)}, q = {self.expr(1)}; [p, q] = [q, p]; ({{ p, q = 'd' }} = {{ p: q }}); out.push(p, q); }}",
        ])

    # Proxy and Reflect: traps that log, and the invariants they report.
    def proxy_stmt(self):
        return self.pick([
            f"{{ const log = []; const p = new Proxy({{ a: {self.expr(1)} }}, {{ get(t, k, r) {{ log.push(String(k)); return Reflect.get(t, k, r); }}, "
            f"has(t, k) {{ log.push('has ' + String(k)); return k in t; }} }}); out.push(p.a, 'a' in p, p.zz, log); }}",
            f"{{ const p = new Proxy({{}}, {{ set(t, k, v) {{ t[k] = [v]; return true; }}, ownKeys() {{ return ['y', 'x']; }}, "
            f"getOwnPropertyDescriptor(t, k) {{ return {{ value: k, enumerable: true, configurable: true }}; }} }}); "
            f"p.x = {self.expr(1)}; out.push(Object.keys(p), Reflect.ownKeys(p), JSON.stringify(p)); }}",
            f"{{ const o = {{ b: 1, a: {self.expr(1)}, 2: 'n' }}; Reflect.defineProperty(o, 'h', {{ value: 1 }}); "
            f"out.push(Reflect.ownKeys(o), Reflect.has(o, 'h'), Object.keys(o), Reflect.getPrototypeOf(o) === Object.prototype); }}",
            f"{{ const f = new Proxy(function (a) {{ return a; }}, {{ apply(t, th, args) {{ return ['ap', ...args]; }} }}); "
            f"out.push(f({self.expr(1)}), Reflect.apply(f, null, [1, 2])); }}",
        ])

    # JSON: indentation, replacers, toJSON, revivers, and parse errors.
    def json_stmt(self):
        v = self.expr(2)
        indent = self.pick(["2", "0", '"--"', "12"])
        bad = self.pick(STRS + ['"{a:1}"', '"[1,]"', '"1e400"', '" \\t 7 "'])
        return self.pick([
            f"out.push(JSON.stringify({v}, null, {indent}));",
            f"out.push(JSON.stringify({{ a: {v}, b: [1, {{ c: 2 }}], toJSON() {{ return this.b; }} }}), JSON.stringify([{v}], ['a']));",
            f"out.push(JSON.stringify({{ a: {v}, b: 'x' }}, (k, x) => typeof x === 'number' ? x * 2 : x));",
            f"try {{ out.push(JSON.parse(JSON.stringify({v}) ?? 'null', (k, x) => Array.isArray(x) ? x.length : x)); }} "
            f"catch (e) {{ out.push(e.name); }}",
            f"try {{ JSON.parse({bad}); out.push('ok'); }} "
            f"catch (e) {{ out.push(e.name); }}",
        ])

    # Errors: subclasses, cause, AggregateError, finally overriding return.
    def error_stmt(self):
        return self.pick([
            f"{{ class E extends Error {{ constructor(m) {{ super(m, {{ cause: {self.expr(1)} }}); this.name = 'E'; }} }} "
            f"try {{ throw new E(String({self.expr(1)})); }} catch (e) {{ out.push(e instanceof Error, e.name, e.message, e.cause, String(e)); }} }}",
            f"{{ const f = () => {{ try {{ return {self.expr(1)}; }} finally {{ out.push('finally'); }} }}; out.push(f()); }}",
            f"{{ const f = () => {{ try {{ throw 1; }} catch {{ return 'c'; }} finally {{ return {self.expr(1)}; }} }}; out.push(f()); }}",
            f"{{ const e = new AggregateError([new Error('x'), {self.expr(1)}], 'agg'); out.push(e.name, e.message, e.errors.length); }}",
            f"try {{ null.x; }} catch (e) {{ out.push(e.constructor.name, e instanceof TypeError); }}",
            f"try {{ ({self.expr(1)})(); }} catch (e) {{ out.push(e.name); }}",
        ])

    # Conversions through valueOf, toString and Symbol.toPrimitive, and
    # iteration through Symbol.iterator.
    def convert_stmt(self):
        return self.pick([
            f"{{ const o = {{ valueOf() {{ return {self.pick(NUMS)}; }}, toString() {{ return {self.pick(STRS)}; }} }}; "
            f"out.push(o + 1, `${{o}}`, o * 2, String(o), o > 1, [o] + ''); }}",
            f"{{ const o = {{ [Symbol.toPrimitive](h) {{ return h === 'number' ? 42 : h; }} }}; out.push(+o, `${{o}}`, o + '', o == 'default'); }}",
            f"{{ const it = {{ [Symbol.iterator]() {{ let i = 0; return {{ next: () => ({{ done: i >= {self.r.randrange(0, 4)}, value: i++ }}) }}; }} }}; "
            f"out.push([...it], Array.from(it, (v) => v * 2)); const [a, b] = it; out.push(a, b); }}",
            f"{{ const s = Symbol('d'); const o = {{ [s]: 1, k: 2 }}; out.push(s.toString(), s.description, Object.keys(o), "
            f"Object.getOwnPropertySymbols(o).length, typeof s); }}",
        ])

    # Promise job order (async cases only): then/catch/finally chains,
    # queueMicrotask, async functions awaiting values and promises, the
    # combinators, async generators under for await, and a timer that
    # runs after all of them; the log shows the order the jobs ran in.
    def async_stmt(self):
        self.need_async = True
        actors = [
            f"Promise.resolve({self.expr(1)}).then((v) => log.push(['then', v])).then(() => log.push('then2'));",
            "queueMicrotask(() => log.push('micro'));",
            f"(async () => {{ log.push('s'); await null; log.push('t'); await Promise.resolve({self.expr(1)}); log.push('u'); }})()"
            ".catch((e) => log.push(e.name));",
            f"Promise.reject(new Error(String({self.expr(1)}))).catch((e) => log.push(e.message)).finally(() => log.push('fin'));",
            f"Promise.allSettled([{self.expr(1)}, Promise.reject({self.pick(NUMS)})]).then((r) => log.push(JSON.stringify(r)));",
            f"Promise.race([new Promise((r) => r({self.pick(NUMS)})), {self.pick(NUMS)}]).then((v) => log.push(['race', v]));",
            f"Promise.any([Promise.reject(1), Promise.resolve({self.pick(STRS)})]).then((v) => log.push(['any', v]));",
            "Promise.any([Promise.reject(1)]).catch((e) => log.push([e.name, e.errors]));",
            f"(async () => {{ for await (const v of [Promise.resolve(1), {self.expr(1)}]) log.push(['fa', v]); }})()"
            ".catch((e) => log.push(e.name));",
            f"(async () => {{ async function* ag() {{ yield {self.expr(1)}; await null; yield 'b'; }} "
            f"for await (const v of ag()) log.push(['ag', v]); }})().catch((e) => log.push(e.name));",
            "new Promise((res) => { log.push('exec'); res(); }).then(() => log.push('exec.then'));",
            "(async () => { try { await Promise.reject(new RangeError('r')); } catch (e) { log.push(e.name); } })();",
        ]
        picked = self.r.sample(actors, self.r.randrange(2, 6))
        return ("{ const log = []; " + " ".join(picked) +
                " await new Promise((r) => setTimeout(r, 0)); out.push(log); }")

    MORE = [bigint_stmt, typed_stmt, collections_stmt, array_methods_stmt, string_methods_stmt, assign_stmt,
            proxy_stmt, json_stmt, error_stmt, convert_stmt, async_stmt]

    def case(self, i):
        self.vars = []
        self.need_async = False
        body = "\n  ".join(self.stmt(3) for _ in range(self.r.randrange(1, 6)))
        if self.need_async or self.r.random() < 0.15:
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


SHOW = ("const show = (v) => typeof v === 'string' ? JSON.stringify(v) : Object.is(v, -0) ? '-0' "
        ": typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);\n"
        # Where an error was thrown: the first stack frame with a line and
        # column (Node's stack starts with a builtin's frame, which has
        # none, when a builtin throws).
        "const where = (e) => { for (const l of String(e.stack).split('\\n').slice(1)) "
        "{ const m = /:(\\d+):(\\d+)\\)?$/.exec(l); if (m) return m[1] + ':' + m[2]; } return '?'; };")


def runner(cases):
    """The statements that run the cases in order, each inside try/catch
    (an async case is awaited before the next starts). An error is shown
    with its name, message and position (line:column)."""
    out = []
    for c in cases:
        name = c.split("(")[0].split()[-1]
        wait = "await " if c.startswith("async ") else ""
        out.append(f"try {{ const out = []; {wait}{name}(out); console.log('{name}', out.map(show).join(' ')); }} "
                   f"catch (e) {{ console.log('{name} threw', e instanceof Error ? e.name + ': ' + e.message + ' @' + where(e) : String(e)); }}")
    return out


def render(cases):
    out = ["// Generated by fuzz/diff.py."]
    out.extend(cases)
    out.append(SHOW)
    # The cases run inside an async function (a script stays sloppy mode).
    out.append("(async () => {")
    out.extend(runner(cases))
    out.append("})();")
    return "\n".join(out) + "\n"


def render_batch(progs):
    """Several programs in one file, to share one compile and link. Each
    program's cases stay module-level functions, as in a program of its
    own (named pSEED_caseI, so no two share a name; a case binds only
    its own locals), and the programs run one after another, each from
    its own async runner: one runner for the whole batch is a function
    whose size grows with the batch, and clang's time on it faster than
    that (20 programs took 2.7 times as long as 10)."""
    out = ["// Generated by fuzz/diff.py (a batch of programs).", SHOW]
    for seed, cases in progs:
        named = [c.replace("function case", f"function p{seed}_case", 1) for c in cases]
        out.extend(named)
        out.append(f"async function p{seed}() {{")
        out.append(f"console.log('program {seed}');")
        out.extend(runner(named))
        out.append("}")
    out.append("(async () => {")
    out.extend(f"await p{seed}();" for seed, _ in progs)
    out.append("})();")
    return "\n".join(out) + "\n"


def run_both(src, tmp):
    """Node's and scr's status, stdout and stderr; stderr after the corpus
    runner's one normalisation (runner/normalize.py: stack frames, paths,
    Node's version footer), as the corpus compares it."""
    path = os.path.join(tmp, "p.js")
    with open(path, "w") as f:
        f.write(src)
    env = dict(os.environ, SCR_CACHE_DIR=os.path.join(tmp, "cache"))
    n = subprocess.run([NODE, path], capture_output=True, timeout=60)
    # A build and run past the limit is a result to keep (a hang), not a
    # crash of the fuzzer; on a starved machine it is tried once more with
    # twice the time before it counts.
    for limit in (300, 600):
        try:
            s = subprocess.run([SCR, "run", path], capture_output=True, timeout=limit, env=env)
            break
        except subprocess.TimeoutExpired:
            s = None
    if s is None:
        return (n.returncode, n.stdout, normalize(n.stderr)), ("timeout", b"", b"")
    return (n.returncode, n.stdout, normalize(n.stderr)), (s.returncode, s.stdout, normalize(s.stderr))


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


def report(seed, cases, keep, tmp):
    """Reduces one program that mismatches on its own and writes it to
    keep; False when it matches on its own."""
    differ, na, sa = mismatch(render(cases), tmp)
    if not differ:
        return False
    small = reduce(cases, tmp)
    src = render(small)
    _, na, sa = mismatch(src, tmp)
    p = os.path.join(keep, f"mismatch-{seed}.js")
    with open(p, "w") as f:
        f.write(src)
    with open(p + ".out", "wb") as f:
        f.write(b"--- node (status %d)\n" % na[0] + na[1] + na[2] + b"--- scr (status %d)\n" % sa[0] + sa[1] + sa[2])
    print(f"seed {seed}: MISMATCH, reduced to {len(small)} case(s): {os.path.relpath(p, ROOT)}", flush=True)
    return True


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("-n", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cases", type=int, default=40)
    ap.add_argument("--batch", type=int, default=20,
                    help="programs compiled into one executable (1: each on its own)")
    ap.add_argument("--keep", default=os.path.join(ROOT, "build", "fuzz", "diff"))
    a = ap.parse_args()
    os.makedirs(a.keep, exist_ok=True)
    bad = 0
    done = 0
    with tempfile.TemporaryDirectory() as tmp:
        for first in range(a.seed, a.seed + a.n, a.batch):
            seeds = range(first, min(first + a.batch, a.seed + a.n))
            progs = [(seed, program(seed, a.cases)) for seed in seeds]
            src = render(progs[0][1]) if len(progs) == 1 else render_batch(progs)
            differ = mismatch(src, tmp)[0]
            if differ:
                # Find the programs that mismatch on their own; a batch
                # whose programs all match alone is kept whole.
                found = sum(report(seed, cases, a.keep, tmp) for seed, cases in progs)
                if not found:
                    p = os.path.join(a.keep, f"mismatch-batch-{first}.js")
                    with open(p, "w") as f:
                        f.write(src)
                    print(f"seeds {first}..{seeds[-1]}: MISMATCH only as a batch: {os.path.relpath(p, ROOT)}",
                          flush=True)
                    found = 1
                bad += found
            before, done = done, done + len(progs)
            if done // 100 != before // 100:
                print(f"fuzz-diff: {done} programs run, {bad} mismatched", flush=True)
    print(f"fuzz-diff: {a.n} programs of {a.cases} cases (seeds {a.seed}..{a.seed + a.n - 1}, "
          f"{a.batch} to an executable), {bad} mismatched")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
