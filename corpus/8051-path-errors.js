// node:path validates its arguments as Node does: ERR_INVALID_ARG_TYPE with
// the argument's name and the received value described.
import path from "node:path";

const tries = [
  () => path.join("a", 1),
  () => path.join(null),
  () => path.normalize(undefined),
  () => path.resolve("/a", {}),
  () => path.relative("/a", 5),
  () => path.relative([], "/a"),
  () => path.dirname(true),
  () => path.basename("/a", 3),
  () => path.basename(Symbol("s")),
  () => path.extname(() => 1),
  () => path.parse(10n),
  () => path.format(null),
  () => path.format("a/b"),
  () => path.isAbsolute(new Map()),
  () => path.join("a", "it's a long string value"),
];
for (const t of tries) {
  try {
    console.log("no error", t());
  } catch (e) {
    console.log(e.name, e.code, e instanceof TypeError, e.message);
    console.log(String(e));
  }
}
