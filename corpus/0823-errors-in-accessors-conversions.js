// Checks errors thrown from getters, setters, toString/valueOf and constructors propagate to the caller.
const obj = {
  get broken() { throw new Error("getter failed"); },
  set broken(v) { throw new RangeError("setter rejected " + v); },
};
try { obj.broken; } catch (e) { console.log(e.message); }
try { obj.broken = 5; } catch (e) { console.log(e.name, e.message); }
const badString = { toString() { throw new TypeError("no string for you"); } };
try { `${badString}`; } catch (e) { console.log(e.message); }
try { String(badString); } catch (e) { console.log(e.message); }
const badNumber = { valueOf() { throw new Error("no number"); } };
try { badNumber * 2; } catch (e) { console.log(e.message); }
try { [1, 2, 3].join(badString); } catch (e) { console.log("join:", e.message); }
class Fragile {
  constructor(ok) {
    if (!ok) throw new Error("construction aborted");
    this.ok = ok;
  }
}
let made = "unset";
try { made = new Fragile(false); } catch (e) { console.log(e.message, made); }
console.log(new Fragile(true));
