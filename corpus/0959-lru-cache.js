// Checks a realistic program: an LRU cache built on a plain object index and a doubly linked list.
class Node {
  constructor(key, value) {
    this.key = key;
    this.value = value;
    this.prev = null;
    this.next = null;
  }
}

class LRUCache {
  #index = Object.create(null);
  #head = new Node("<head>", null);
  #tail = new Node("<tail>", null);
  #size = 0;
  constructor(capacity) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`bad capacity: ${capacity}`);
    this.capacity = capacity;
    this.hits = 0;
    this.misses = 0;
    this.evicted = [];
    this.#head.next = this.#tail;
    this.#tail.prev = this.#head;
  }
  #unlink(node) {
    node.prev.next = node.next;
    node.next.prev = node.prev;
  }
  #pushFront(node) {
    node.next = this.#head.next;
    node.prev = this.#head;
    this.#head.next.prev = node;
    this.#head.next = node;
  }
  get(key) {
    const node = this.#index[key];
    if (!node) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    this.#unlink(node);
    this.#pushFront(node);
    return node.value;
  }
  set(key, value) {
    let node = this.#index[key];
    if (node) {
      node.value = value;
      this.#unlink(node);
    } else {
      node = new Node(key, value);
      this.#index[key] = node;
      this.#size++;
      if (this.#size > this.capacity) {
        const lru = this.#tail.prev;
        this.#unlink(lru);
        delete this.#index[lru.key];
        this.#size--;
        this.evicted.push(lru.key);
      }
    }
    this.#pushFront(node);
    return this;
  }
  keys() {
    const out = [];
    for (let n = this.#head.next; n !== this.#tail; n = n.next) out.push(n.key);
    return out;
  }
  get size() { return this.#size; }
}

const cache = new LRUCache(3);
cache.set("a", 1).set("b", 2).set("c", 3);
console.log(cache.keys(), cache.size);
console.log(cache.get("a"), cache.keys());
cache.set("d", 4);
console.log(cache.keys(), cache.evicted);
console.log(cache.get("b"), cache.get("c"), cache.keys());
cache.set("a", 100).set("e", 5).set("f", 6);
console.log(cache.keys(), cache.evicted, cache.get("a"));
console.log(`hits=${cache.hits} misses=${cache.misses}`);

let computations = 0;
const memo = new LRUCache(4);
function slowSquare(n) {
  const cached = memo.get(n);
  if (cached !== undefined) return cached;
  computations++;
  const v = n * n;
  memo.set(n, v);
  return v;
}
const requests = [1, 2, 3, 1, 4, 5, 1, 2, 6, 1, 3, 3];
console.log(requests.map(slowSquare).join(","), "computed", computations, "times");
console.log(memo.keys(), memo.evicted, memo);
for (const bad of [0, 2.5, "3"]) {
  try {
    new LRUCache(bad);
  } catch (e) {
    console.log(e.name, e.message);
  }
}
