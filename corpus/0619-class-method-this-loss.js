// Checks losing this when extracting class methods, binding in constructors and arrow fields.
class Button {
  clicks = 0;
  constructor(label) {
    this.label = label;
    this.boundClick = this.click.bind(this);
  }
  click() {
    this.clicks++;
    return `${this.label}:${this.clicks}`;
  }
  arrowClick = () => this.click();
}
const b = new Button("ok");
const loose = b.click;
try {
  loose();
} catch (e) {
  console.log(e.name, e.message);
}
const handlers = [b.boundClick, b.arrowClick];
console.log(handlers.map((h) => h()));
console.log(b.clicks, Object.keys(b));
