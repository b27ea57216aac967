// node:path on POSIX: join, normalize, resolve (relative to a fixed root),
// relative, dirname, basename, extname, parse, format, isAbsolute.
import path from "node:path";
import { join, basename, sep, delimiter } from "path";

const show = (label, v) => console.log(label, JSON.stringify(v));

show("sep", [sep, delimiter, path.sep, path.posix === path]);
for (const args of [[], [""], ["a", "b"], ["/a/", "/b//c/", "../d"], ["a", "", "..", ".."],
                    ["./x", "y/"], ["/", ".."], ["a/../..", "b"], ["é", "ü/./ä"]])
  show("join " + JSON.stringify(args), join(...args));
for (const p of ["", ".", "..", "/", "//", "///a//b/../c/.", "a/b/../../..", "./a/", "a/./b/.",
                 "../../x/../y", "/..", "/a/b/c/../../d/", "foo//bar", ".hidden/"])
  show("normalize " + JSON.stringify(p), path.normalize(p));
for (const args of [["/a/b", "c"], ["/a/b", "/c", "d/../e"], ["/x", "..", "..", "y/"], ["/", ""]])
  show("resolve " + JSON.stringify(args), path.resolve(...args));
for (const [f, t] of [["/a/b/c", "/a/d"], ["/a", "/a/b/c"], ["/a/b/c", "/a"], ["/", "/x"], ["/x", "/"],
                      ["/a/b", "/a/b"], ["/aa/b", "/a/b"], ["/a/bc", "/a/b"], ["/foo/bar/baz", "/foo/bar/baz-quux"]])
  show(`relative ${f} ${t}`, path.relative(f, t));
for (const p of ["", "/", "//", "a", "/a", "/a/b/", "a/b//", "//a", "/a//b"])
  show("dirname " + JSON.stringify(p), path.dirname(p));
for (const [p, e] of [["/a/b.txt"], ["/a/b.txt", ".txt"], ["/a/b.txt", "b.txt"], ["b.txt", "xt"],
                      ["/a/b/", undefined], ["", undefined], ["//", undefined], ["a.js/", ".js"],
                      ["aaa", "a"], ["file.tar.gz", ".gz"]])
  show(`basename ${p} ${e}`, e === undefined ? basename(p) : basename(p, e));
for (const p of ["a.js", ".bashrc", "a.", "a..", "a.b.c", "/x.y/z", "..", "a/.b", "/a/b.c/", "...x"])
  show("extname " + JSON.stringify(p), path.extname(p));
for (const p of ["/home/u/file.txt", "file", ".bashrc", "/", "", "a/b.c.d", "//x/y", "/a/b/"])
  show("parse " + JSON.stringify(p), path.parse(p));
for (const o of [{ root: "/", dir: "/home", base: "f.txt" }, { root: "/", name: "x", ext: "md" },
                 { dir: "a", name: "b", ext: ".c" }, { base: "only" }, {}, { root: "/r/", base: "b" },
                 { dir: "d", base: "b", name: "ignored" }])
  show("format " + JSON.stringify(o), path.format(o));
show("isAbsolute", ["/x", "x", "", "./x"].map(path.isAbsolute));
show("toNamespacedPath", path.toNamespacedPath("/a/b"));
