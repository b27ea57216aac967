// Writes that a sealed or frozen object refuses throw in module code.
const s = Object.seal({ a: 1 });
try { s.b = 1; } catch (e) { console.log(e.constructor.name, e.message); }
try { delete s.a; } catch (e) { console.log(e.constructor.name, e.message); }
const f = Object.freeze({ a: 1 });
try { f.a = 2; } catch (e) { console.log(e.constructor.name, e.message); }
