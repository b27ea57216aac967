// Checks a realistic program: a tokenizer and recursive-descent parser/evaluator for arithmetic with variables.
const KEYWORDS = ["let", "print"];

function tokenize(src) {
  const tokens = [];
  let i = 0;
  const isDigit = (c) => c >= "0" && c <= "9";
  const isAlpha = (c) => (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c === "_";
  while (i < src.length) {
    const c = src[i];
    if (c === " " || c === "\t") {
      i++;
    } else if (isDigit(c) || (c === "." && isDigit(src[i + 1]))) {
      let j = i;
      while (j < src.length && (isDigit(src[j]) || src[j] === ".")) j++;
      tokens.push({ type: "num", value: parseFloat(src.slice(i, j)), pos: i });
      i = j;
    } else if (isAlpha(c)) {
      let j = i;
      while (j < src.length && (isAlpha(src[j]) || isDigit(src[j]))) j++;
      const word = src.slice(i, j);
      tokens.push({ type: KEYWORDS.includes(word) ? word : "ident", value: word, pos: i });
      i = j;
    } else if ("+-*/%^()=,".includes(c)) {
      tokens.push({ type: c, value: c, pos: i });
      i++;
    } else {
      throw new SyntaxError(`unexpected character '${c}' at ${i}`);
    }
  }
  tokens.push({ type: "eof", value: null, pos: src.length });
  return tokens;
}

class Parser {
  constructor(tokens) {
    this.tokens = tokens;
    this.pos = 0;
  }
  peek() { return this.tokens[this.pos]; }
  next() { return this.tokens[this.pos++]; }
  expect(type) {
    const t = this.next();
    if (t.type !== type) throw new SyntaxError(`expected '${type}' but found '${t.type}' at ${t.pos}`);
    return t;
  }
  statement() {
    const t = this.peek();
    if (t.type === "let") {
      this.next();
      const name = this.expect("ident").value;
      this.expect("=");
      return { kind: "let", name, expr: this.expression() };
    }
    if (t.type === "print") {
      this.next();
      return { kind: "print", expr: this.expression() };
    }
    return { kind: "expr", expr: this.expression() };
  }
  expression() {
    let left = this.term();
    while (this.peek().type === "+" || this.peek().type === "-") {
      const op = this.next().type;
      left = { kind: "bin", op, left, right: this.term() };
    }
    return left;
  }
  term() {
    let left = this.factor();
    while ("*/%".includes(this.peek().type) && this.peek().type.length === 1) {
      const op = this.next().type;
      left = { kind: "bin", op, left, right: this.factor() };
    }
    return left;
  }
  factor() {
    const base = this.unary();
    if (this.peek().type === "^") {
      this.next();
      return { kind: "bin", op: "^", left: base, right: this.factor() };
    }
    return base;
  }
  unary() {
    if (this.peek().type === "-") {
      this.next();
      return { kind: "neg", expr: this.unary() };
    }
    return this.primary();
  }
  primary() {
    const t = this.next();
    if (t.type === "num") return { kind: "num", value: t.value };
    if (t.type === "ident") {
      if (this.peek().type === "(") {
        this.next();
        const args = [];
        if (this.peek().type !== ")") {
          args.push(this.expression());
          while (this.peek().type === ",") { this.next(); args.push(this.expression()); }
        }
        this.expect(")");
        return { kind: "call", name: t.value, args };
      }
      return { kind: "var", name: t.value };
    }
    if (t.type === "(") {
      const e = this.expression();
      this.expect(")");
      return e;
    }
    throw new SyntaxError(`unexpected '${t.type}' at ${t.pos}`);
  }
}

const FUNCS = { max: Math.max, min: Math.min, sqrt: Math.sqrt, abs: Math.abs };

function evaluate(node, env) {
  switch (node.kind) {
    case "num": return node.value;
    case "var":
      if (!(node.name in env)) throw new ReferenceError(`unknown variable ${node.name}`);
      return env[node.name];
    case "neg": return -evaluate(node.expr, env);
    case "call": {
      const f = FUNCS[node.name];
      if (!f) throw new TypeError(`${node.name} is not a function`);
      return f(...node.args.map((a) => evaluate(a, env)));
    }
    case "bin": {
      const l = evaluate(node.left, env);
      const r = evaluate(node.right, env);
      switch (node.op) {
        case "+": return l + r;
        case "-": return l - r;
        case "*": return l * r;
        case "/":
          if (r === 0) throw new RangeError("division by zero");
          return l / r;
        case "%": return l % r;
        case "^": return l ** r;
      }
    }
  }
  throw new Error("bad node " + node.kind);
}

function show(node) {
  switch (node.kind) {
    case "num": return String(node.value);
    case "var": return node.name;
    case "neg": return `(-${show(node.expr)})`;
    case "call": return `${node.name}(${node.args.map(show).join(", ")})`;
    default: return `(${show(node.left)} ${node.op} ${show(node.right)})`;
  }
}

const program = [
  "let x = 3",
  "let y = x * 2 + 1",
  "print y",
  "print 2 ^ 3 ^ 2",
  "print -x ^ 2",
  "print (x + y) * (y - x) / 4",
  "print max(x, y, 10) - min(4, sqrt(16))",
  "print 10 % 4 + .5",
  "print 1 / 0",
  "print z + 1",
  "print foo(1)",
  "let = 5",
  "print 3 $ 4",
  "print (1 + 2",
];
const env = {};
for (const line of program) {
  try {
    const parser = new Parser(tokenize(line));
    const stmt = parser.statement();
    parser.expect("eof");
    const value = evaluate(stmt.expr, env);
    if (stmt.kind === "let") {
      env[stmt.name] = value;
      console.log(`${stmt.name} := ${show(stmt.expr)} = ${value}`);
    } else {
      console.log(`${show(stmt.expr)} => ${value}`);
    }
  } catch (e) {
    console.log(`error in "${line}": ${e.name}: ${e.message}`);
  }
}
console.log(env);
