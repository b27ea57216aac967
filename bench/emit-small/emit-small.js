// bench/emit-small: a compiler's per-file work (LifetimeRegion). Each of FILES
// small "files" is parsed into a tree and emitted as text inside its own
// LifetimeRegion, released right after. Argument: FILES.
import { LifetimeRegion } from "@scr/experimental";

const files = Number(process.argv[2] || 20000);

function parse(n) {
  const body = [];
  for (let i = 0; i < 12; i++) {
    body.push({ kind: "let", name: "v" + i, init: { kind: "bin", op: "+", left: { kind: "num", value: i }, right: { kind: "ref", name: "v" + (i ? i - 1 : 0) } } });
  }
  return { kind: "module", id: n, body };
}

function emit(node) {
  switch (node.kind) {
    case "module": return node.body.map(emit).join("\n");
    case "let": return "let " + node.name + " = " + emit(node.init) + ";";
    case "bin": return "(" + emit(node.left) + " " + node.op + " " + emit(node.right) + ")";
    case "num": return String(node.value);
    default: return node.name;
  }
}

let bytes = 0;
for (let f = 0; f < files; f++) {
  const region = new LifetimeRegion();
  bytes += region.run(() => emit(parse(f)).length);
  region.release();
}
console.log(files, bytes);
