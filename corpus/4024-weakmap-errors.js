// WeakMap and WeakSet reject primitive keys with Node's messages.
try { new WeakMap().set(1, 2); } catch (e) { console.log(e instanceof TypeError, e.message); }
try { new WeakSet().add('s'); } catch (e) { console.log(e instanceof TypeError, e.message); }
try { WeakMap(); } catch (e) { console.log(e.message); }
try { new WeakMap([1]); } catch (e) { console.log(e.message); }
try { WeakMap.prototype.get.call({}, {}); } catch (e) { console.log(e.message); }
console.log(typeof WeakMap, WeakMap.name, WeakMap.length, Object.prototype.toString.call(new WeakMap()));
