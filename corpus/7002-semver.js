// semver (CommonJS only, index.js requiring ~50 small modules under
// classes/, functions/, ranges/, internal/): parses, compares, sorts and
// matches versions against ranges; coerces loose input.
import semver from "semver";
import { satisfies, maxSatisfying, inc } from "semver";

const versions = ["1.2.3", "1.10.0", "1.2.10", "2.0.0-beta.2", "2.0.0-beta.10", "2.0.0", "0.9.9", "1.2.3-rc.1"];
console.log("sorted:", semver.sort([...versions]).join(" "));
console.log("rsorted:", semver.rsort([...versions]).join(" "));

const ranges = ["^1.2.0", "~1.2.3", ">=2.0.0-beta.5 <3", "1.x || >=2.5.0", "*", "<1.0.0"];
for (const r of ranges) {
  console.log(r.padEnd(18), "valid:", semver.validRange(r), "| max:", maxSatisfying(versions, r),
    "| 1.2.5:", satisfies("1.2.5", r));
}

for (const release of ["major", "minor", "patch", "premajor", "prerelease"]) {
  console.log(release, inc("1.2.3", release), inc("1.2.3-alpha.0", release, "beta"));
}

const v = semver.parse("3.4.5-alpha.1+build.7");
console.log(v.major, v.minor, v.patch, JSON.stringify(v.prerelease), JSON.stringify(v.build), v.version);
console.log("valid:", semver.valid("v1.2.3"), semver.valid("1.2"), semver.clean("  =v2.0.1  "));
console.log("coerce:", String(semver.coerce("version 4.2")), String(semver.coerce("42")), semver.coerce("none"));
console.log("diff:", semver.diff("1.2.3", "1.3.0"), semver.diff("1.2.3", "2.0.0-pre"), semver.diff("1.2.3", "1.2.3"));
console.log("gt/lt:", semver.gt("1.10.0", "1.9.0"), semver.lt("1.0.0-rc.1", "1.0.0"), semver.compare("2.0.0", "2.0.0"));
console.log("intersects:", semver.intersects("^1.2.0", "~1.3.0"), semver.intersects("^1.0.0", "^2.0.0"));
console.log("minVersion:", String(semver.minVersion(">=1.4.0 <2")), "outside:", semver.outside("3.0.0", "^2.0.0", ">"));
try {
  new semver.SemVer("not.a.version");
} catch (e) {
  console.log(e.name + ":", e.message);
}
