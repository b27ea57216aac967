// nextTick requires a function.
try { process.nextTick(5); } catch (e) { console.log(e.name, e.message); }
try { setTimeout("str"); } catch (e) { console.log(e.name, e.message); }
