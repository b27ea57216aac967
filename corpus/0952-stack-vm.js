// Checks a realistic program: an assembler and stack-based virtual machine running loops and calls.
const OPS = ["push", "pop", "add", "sub", "mul", "div", "dup", "swap", "jmp", "jz", "call", "ret", "print", "halt", "load", "store", "lt"];

function assemble(source) {
  const labels = {};
  const lines = source.split("\n").map((l) => l.trim()).filter((l) => l && !l.startsWith(";"));
  const code = [];
  for (const line of lines) {
    if (line.endsWith(":")) {
      labels[line.slice(0, -1)] = code.length;
    } else {
      const [op, arg] = line.split(" ");
      if (!OPS.includes(op)) throw new SyntaxError("unknown op " + op);
      code.push({ op, arg });
    }
  }
  for (const ins of code) {
    if (ins.arg === undefined) continue;
    if (ins.arg in labels) ins.arg = labels[ins.arg];
    else if (!Number.isNaN(Number(ins.arg))) ins.arg = Number(ins.arg);
  }
  return code;
}

class VM {
  constructor(code) {
    this.code = code;
    this.stack = [];
    this.frames = [];
    this.vars = {};
    this.pc = 0;
    this.steps = 0;
    this.output = [];
  }
  pop() {
    if (this.stack.length === 0) throw new RangeError(`stack underflow at pc=${this.pc - 1}`);
    return this.stack.pop();
  }
  run(limit = 10000) {
    while (this.pc < this.code.length) {
      if (++this.steps > limit) throw new RangeError("step limit exceeded");
      const { op, arg } = this.code[this.pc++];
      switch (op) {
        case "push": this.stack.push(arg); break;
        case "pop": this.pop(); break;
        case "dup": { const v = this.pop(); this.stack.push(v, v); break; }
        case "swap": { const b = this.pop(), a = this.pop(); this.stack.push(b, a); break; }
        case "add": { const b = this.pop(), a = this.pop(); this.stack.push(a + b); break; }
        case "sub": { const b = this.pop(), a = this.pop(); this.stack.push(a - b); break; }
        case "mul": { const b = this.pop(), a = this.pop(); this.stack.push(a * b); break; }
        case "div": { const b = this.pop(), a = this.pop(); this.stack.push(Math.trunc(a / b)); break; }
        case "lt": { const b = this.pop(), a = this.pop(); this.stack.push(a < b ? 1 : 0); break; }
        case "jmp": this.pc = arg; break;
        case "jz": if (this.pop() === 0) this.pc = arg; break;
        case "call": this.frames.push(this.pc); this.pc = arg; break;
        case "ret": this.pc = this.frames.pop(); break;
        case "load": this.stack.push(this.vars[arg] ?? 0); break;
        case "store": this.vars[arg] = this.pop(); break;
        case "print": this.output.push(this.pop()); break;
        case "halt": return this;
      }
    }
    return this;
  }
}

const factorialProgram = `
; compute 10! iteratively
  push 1
  store acc
  push 10
  store n
loop:
  load n
  jz done
  load acc
  load n
  mul
  store acc
  load n
  push 1
  sub
  store n
  jmp loop
done:
  load acc
  print
  halt
`;

const squaresProgram = `
  push 0
  store i
next:
  load i
  push 5
  lt
  jz end
  load i
  call square
  print
  load i
  push 1
  add
  store i
  jmp next
square:
  dup
  mul
  ret
end:
  halt
`;

for (const [name, src] of [["factorial", factorialProgram], ["squares", squaresProgram]]) {
  const vm = new VM(assemble(src)).run();
  console.log(name, vm.output, "steps:", vm.steps, "vars:", vm.vars);
}

const broken = [["underflow", "push 1\nadd"], ["infinite", "top:\njmp top"], ["bad op", "push 1\nfrobnicate"]];
for (const [name, src] of broken) {
  try {
    new VM(assemble(src)).run(500);
  } catch (e) {
    console.log(name, "->", e.name, e.message);
  }
}
console.log(assemble("start:\npush 2\njz start").map((i) => `${i.op}(${i.arg})`).join(" "));
