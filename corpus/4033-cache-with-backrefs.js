// A cache object whose entries refer to the cache; entries are evicted and replaced.
const cache = { entries: {}, size: 0 };
for (let i = 0; i < 20000; i++) {
  const key = 'k' + (i % 100);
  if (cache.entries[key]) cache.size--;
  cache.entries[key] = { i, cache };
  cache.size++;
}
console.log(cache.size, Object.keys(cache.entries).length, cache.entries.k7.i);
