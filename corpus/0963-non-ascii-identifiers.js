// Non-ASCII identifiers: accented, CJK, astral-plane names written as
// literal characters and as \u{...} escapes (the same name either way),
// names that would collide after a byte-wise sanitizing (é next to _C3_A9,
// $ next to _S, café next to caf_), and a 60-character accented name, as
// functions, closures, class members, property names and labels.
function café(n) {
  return `café ${n}`;
}
function caf_(n) {
  return `caf_ ${n}`;
}
console.log(café(1), caf_(2));

let é = "e-acute";
let _C3_A9 = "spelled out";
let _c3_a9 = "lower case";
const $ = "dollar";
const _S = "underscore S";
const a$b = "a dollar b";
const a_Sb = "a underscore S b";
console.log(é, _C3_A9, _c3_a9, $, _S, a$b, a_Sb);

const 𝒜 = "script A";
console.log(\u{1D49C}, 𝒜 === \u{1D49C});
const \u{1D49C}\u{1D49E} = "two astral";
console.log(𝒜𝒞);

const 名前 = "namae";
const 変数の名前 = (x) => `${名前}:${x}`;
console.log(変数の名前("値"));

const ééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééé = 60;
const éééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééè = 61;
console.log(
  ééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééé,
  éééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééè,
);

function counterFür(start) {
  let zählerStand = start;
  let ñandú = 0;
  return {
    next: () => (ñandú++, ++zählerStand),
    calls: () => ñandú,
  };
}
const zähler = counterFür(10);
zähler.next();
console.log(zähler.next(), zähler.calls());

class Ελληνικά {
  πεδίο = "field";
  #ιδιωτικό = "private";
  static στατικό = "static";
  static #κρυφό() {
    return "private static";
  }
  μέθοδος() {
    return `${this.πεδίο} ${this.#ιδιωτικό}`;
  }
  get #λήπτης() {
    return this.#ιδιωτικό.toUpperCase();
  }
  διάβασε() {
    return this.#λήπτης;
  }
  static κάλεσε() {
    return Ελληνικά.#κρυφό();
  }
}
const αντικείμενο = new Ελληνικά();
console.log(αντικείμενο.μέθοδος(), αντικείμενο.διάβασε(), Ελληνικά.στατικό, Ελληνικά.κάλεσε());
console.log(Ελληνικά.name, Object.keys(αντικείμενο));

const ключи = { привет: 1, 你好: 2, "🙂": 3, [名前]: 4 };
ключи.привет += 10;
console.log(ключи, ключи.你好);
const { привет: переменная, 你好 } = ключи;
console.log(переменная, 你好);

let путь = "";
внешний: for (const x of [1, 2, 3]) {
  外側: for (const y of [1, 2, 3]) {
    if (y === 2) continue 外側;
    if (x === 3) break внешний;
    путь += `${x}${y} `;
  }
}
console.log(путь);

const 函数 = function () {};
const стрелка = () => {};
console.log(函数.name, стрелка.name, café.name, 𝒜.length);

try {
  未定義;
} catch (e) {
  console.log(e.message);
}
try {
  ñ;
  let ñ = 1;
} catch (e) {
  console.log(e.message);
}
