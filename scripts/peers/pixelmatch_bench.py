#!/usr/bin/env python3
"""Times pixelmatch (PyPI `pixelmatch`, a pure-Python port of mapbox/pixelmatch) on two PNG files.

Prints one JSON object: seconds spent decoding the two PNGs with Pillow, seconds in pixelmatch itself
(diff image included, as its CLI does), and the number of differing pixels it found.
Usage: pixelmatch_bench.py golden.png actual.png [repeats]
"""
import json
import sys
import time

from PIL import Image
from pixelmatch.core import pixelmatch


def main() -> None:
    golden_path, actual_path = sys.argv[1], sys.argv[2]
    repeats = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    start = time.perf_counter()
    golden = Image.open(golden_path).convert("RGBA")
    actual = Image.open(actual_path).convert("RGBA")
    first, second = golden.tobytes(), actual.tobytes()
    decoded = time.perf_counter()
    width, height = golden.size
    best = float("inf")
    differing = 0
    for _ in range(repeats):
        output = bytearray(len(first))
        began = time.perf_counter()
        differing = pixelmatch(first, second, width, height, output, threshold=0.1)
        best = min(best, time.perf_counter() - began)
    print(json.dumps({"decode_s": decoded - start, "match_s": best, "differing": differing}))


if __name__ == "__main__":
    main()
