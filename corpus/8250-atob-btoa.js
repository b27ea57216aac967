// atob and btoa: forgiving base64 over latin1 code units, and Node's
// DOMException (InvalidCharacterError) and ERR_MISSING_ARGS errors.
console.log(btoa("hello"), btoa(""), btoa("a"), btoa("ab"), btoa("\xff\xfe\x00"), btoa(123));
console.log(atob("aGVsbG8="), atob(" aG Vs\nbG8 "), atob("YWI"), JSON.stringify(atob("//4A")), atob(""));
console.log([...atob(btoa("\u00e9\u00ff"))].map((c) => c.charCodeAt(0)));
for (const bad of ["a", "a===", "ab=c", "*", "YQ==YQ==", "abcde", "ab=", "€"]) {
  try {
    console.log(JSON.stringify(bad), JSON.stringify(atob(bad)));
  } catch (e) {
    console.log(JSON.stringify(bad), e.name, e.code, e.message, e instanceof DOMException, e instanceof Error);
  }
}
try {
  btoa("snow ☃");
} catch (e) {
  console.log(e.name, e.code, e.message, String(e));
}
for (const f of [atob, btoa]) {
  try {
    f();
  } catch (e) {
    console.log(e.name, e.code, e.message);
  }
}
const d = new DOMException("custom", "DataCloneError");
console.log(d.name, d.message, d.code, Object.keys(d), new DOMException().name, new DOMException("m").code);
