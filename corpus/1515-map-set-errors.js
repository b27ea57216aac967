// Map and Set methods called on the wrong receiver throw TypeError with V8's message.
try { Map.prototype.get.call({}, 1); } catch (e) { console.log(e.name + ": " + e.message); }
try { Set.prototype.add.call(new Map(), 1); } catch (e) { console.log(e.name + ": " + e.message); }
try { Map.prototype.set.call([], 1, 2); } catch (e) { console.log(e.name + ": " + e.message); }
const sizeGetter = Object.getOwnPropertyDescriptor(Map.prototype, "size").get;
try { sizeGetter.call(new Set()); } catch (e) { console.log(e.name + ": " + e.message); }
console.log(typeof sizeGetter, sizeGetter.name, sizeGetter.call(new Map([[1, 2]])));
