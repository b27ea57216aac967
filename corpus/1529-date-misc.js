// Date as a function, Object.prototype.toString, instanceof, Date.now is a number.
console.log(typeof Date(), typeof Date.now(), Date.now() > 1.6e12);
const d = new Date(0);
console.log(Object.prototype.toString.call(d), d instanceof Date, typeof d);
console.log(Date.length, Date.name, Date.prototype.constructor === Date);
console.log(new Date(0, 0, 1, 0, 0, 0, 0).getFullYear(), new Date(true).getTime());
class Stamp extends Date {
  label() { return "T" + this.getUTCFullYear(); }
}
const s = new Stamp(Date.UTC(1999, 11, 31));
console.log(s.label(), s instanceof Date, s.toISOString());
