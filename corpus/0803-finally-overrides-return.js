// Checks that return in finally overrides the try's return or throw, and finally runs after return.
function a() {
  try {
    return "try";
  } finally {
    return "finally";
  }
}
function b() {
  try {
    throw new Error("lost");
  } finally {
    return "finally swallowed the error";
  }
}
const log = [];
function c() {
  try {
    log.push("try");
    return log.push("return expression evaluated");
  } finally {
    log.push("finally after return value computed");
  }
}
function d() {
  let x = 1;
  try {
    return x;
  } finally {
    x = 2;
  }
}
console.log(a(), b(), c(), log, d());
function e() {
  for (const v of [1, 2, 3]) {
    try {
      return v;
    } finally {
      if (v === 1) continue;
    }
  }
  return "loop ended";
}
console.log(e());
