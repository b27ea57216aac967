// FinalizationRegistry: register/unregister with tokens (targets stay alive, so no callback runs).
const reg = new FinalizationRegistry((held) => console.log('cleanup', held));
const a = {}, b = {}, token = {};
console.log(reg.register(a, 'a'), reg.register(b, 'b', token));
console.log(reg.unregister(token), reg.unregister(token));
try { reg.register(1, 'x'); } catch (e) { console.log(e.message); }
try { reg.register(a, a); } catch (e) { console.log(e.message); }
try { reg.unregister(2); } catch (e) { console.log(e.message); }
try { new FinalizationRegistry(1); } catch (e) { console.log(e.message); }
console.log(a !== b);
