#!/usr/bin/env python3
"""Writes the linecount input (deterministic): MB megabytes of lines of
words drawn from a fixed vocabulary, unless the file already has that size."""
import os
import random
import sys

path, mb = sys.argv[1], int(sys.argv[2])
size = mb * 1024 * 1024
if os.path.exists(path) and os.path.getsize(path) >= size:
    sys.exit(0)
rng = random.Random(18)
vocab = [f"w{i:x}" for i in range(5000)] + ["the", "of", "and", "a", "to", "in", "is", "it"] * 200
os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
with open(path + ".tmp", "w") as f:
    written = 0
    while written < size:
        chunk = "\n".join(" ".join(rng.choices(vocab, k=rng.randint(0, 14))) for _ in range(10000)) + "\n"
        f.write(chunk)
        written += len(chunk)
os.replace(path + ".tmp", path)
