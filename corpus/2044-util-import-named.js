// Named imports from "util" and "node:util", with a renamed binding.
import { inspect, format } from "util";
import { inspect as i, format as f } from "node:util";
console.log(inspect === i, format === f);
console.log(i([1, { x: null }]), f("%j", { y: [true] }));
