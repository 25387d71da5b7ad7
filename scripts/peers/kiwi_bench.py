#!/usr/bin/env python3
"""kiwisolver peer of `bench solver`: the same systems, timed the same way, printed as
`name value unit` lines. The hierarchy generator mirrors Sources/TestSupport/UIKitLikeHierarchy.swift
(same SplitMix64 stream, same constraint order); the checksum lines show the systems are identical."""

import argparse
import os
import signal
import statistics
import sys
import time

import kiwisolver as kiwi

SIZES = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]
MASK = (1 << 64) - 1


def report(name, value, unit):
    print(f"{name} {value:.4f} {unit}", flush=True)


def kiwi_strength(word):
    named = {"required": kiwi.strength.required, "strong": kiwi.strength.strong,
             "medium": kiwi.strength.medium, "weak": kiwi.strength.weak}
    return named[word] if word in named else float(word)


def load_enaml(path):
    variables, constraints, edits = {}, [], []

    def var(name):
        if name not in variables:
            variables[name] = kiwi.Variable(name)
        return variables[name]

    with open(path) as f:
        for line in f:
            words = line.split()
            if not words or words[0].startswith("#"):
                continue
            if words[0] == "edit":
                edits.append((var(words[1]), kiwi_strength(words[2])))
                continue
            bar = words.index("|")
            expr = 0.0
            for word in words[: bar - 2]:
                if "*" in word:
                    c, name = word.split("*", 1)
                    expr = expr + float(c) * var(name)
                else:
                    expr = expr + float(word)
            op = words[bar - 2]
            c = (expr == 0) if op == "==" else (expr <= 0) if op == "<=" else (expr >= 0)
            constraints.append(c | kiwi_strength(words[bar + 1]))
    return constraints, edits


def enaml(path, quick):
    constraints, edits = load_enaml(path)

    def build():
        solver = kiwi.Solver()
        for c in constraints:
            solver.addConstraint(c)
        for v, s in edits:
            solver.addEditVariable(v, s)
        return solver

    builds = []
    for _ in range(20 if quick else 1000):
        t = time.perf_counter()
        build()
        builds.append(time.perf_counter() - t)
    report("enaml.build", statistics.median(builds) * 1e3, "ms")
    report("enaml.build.best", min(builds) * 1e3, "ms")

    solver = build()
    (width, _), (height, _) = edits
    rounds = 200 if quick else 5000
    batches = []
    suggest, update = solver.suggestValue, solver.updateVariables
    for _ in range(3 if quick else 7):
        t = time.perf_counter()
        for _ in range(rounds):
            for w, h in SIZES:
                suggest(width, w)
                suggest(height, h)
                update()
        batches.append((time.perf_counter() - t) / (rounds * len(SIZES)))
    report("enaml.suggest", statistics.median(batches) * 1e6, "us")
    report("enaml.suggest.best", min(batches) * 1e6, "us")


def hierarchy_specs(view_count, seed):
    """Mirror of UIKitLikeHierarchy.init."""
    state = seed
    specs = []

    def nxt(bound):
        nonlocal state
        state = (state + 0x9E3779B97F4A7C15) & MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return float((z ^ (z >> 31)) % bound)

    def add(terms, constant, relation, priority=1000.0):
        specs.append((terms, float(constant), relation, float(priority)))

    left, top, width, height = (lambda v: 4 * v), (lambda v: 4 * v + 1), (lambda v: 4 * v + 2), (lambda v: 4 * v + 3)
    add([(left(0), 1.0)], 0, "==")
    add([(top(0), 1.0)], 0, "==")
    add([(width(0), 1.0)], -20.0 * max(view_count, 1), "==")
    add([(height(0), 1.0)], -2000, "==")
    parent, previous = 0, -1
    siblings = 1 + nxt(6)
    remaining = int(siblings)
    for view in range(1, max(view_count, 1)):
        if remaining == 0:
            parent += 1
            siblings = 1 + nxt(6)
            remaining = int(siblings)
            previous = -1
        remaining -= 1
        margin = nxt(17)
        spacing = nxt(13)
        if previous < 0:
            add([(left(view), 1.0), (left(parent), -1.0)], -margin, "==")
        else:
            add([(left(view), 1.0), (left(previous), -1.0), (width(previous), -1.0)], -spacing, "==")
        if nxt(4) == 0:
            add([(top(view), 1.0), (top(parent), -1.0)], -margin, ">=")
            add([(top(view), 1.0), (top(parent), -1.0)], -margin - 4, "==", 250)
        else:
            add([(top(view), 1.0), (top(parent), -1.0)], -margin, "==")
        if nxt(10) < 7:
            add([(width(view), 1.0), (width(parent), -1.0 / siblings)], 8, "==")
            add([(height(view), 1.0), (height(parent), -0.25)], 0, "==")
        else:
            intrinsic_width = 20 + nxt(61)
            intrinsic_height = 12 + nxt(17)
            add([(width(view), 1.0)], -intrinsic_width, ">=", 750)
            add([(width(view), 1.0)], -intrinsic_width, "<=", 250)
            add([(width(view), 1.0)], 0, ">=")
            add([(height(view), 1.0)], -intrinsic_height, ">=", 750)
            add([(height(view), 1.0)], -intrinsic_height, "<=", 250)
        if remaining == 0:
            add([(left(view), 1.0), (width(view), 1.0), (left(parent), -1.0), (width(parent), -1.0)], 0, "<=", 999)
        previous = view
    return specs


def checksum(specs):
    total = 0.0
    for i, (terms, constant, _, priority) in enumerate(specs):
        value = constant + priority
        for v, c in terms:
            value += float(v) * c
        total += float(i % 97 + 1) * value
    return total


def kiwi_priority(priority):
    """UIKit priority -> kiwi strength; 100x per 250 points keeps kiwi's weighted sum close to the
    hierarchy for the levels the generator uses (250, 500, 750, 999)."""
    return kiwi.strength.required if priority >= 1000 else 10 ** (priority / 125)


class OutOfTime(Exception):
    pass


def hierarchy(view_count, runs, budget):
    specs = hierarchy_specs(view_count, 42 + view_count)
    report(f"hierarchy-{view_count}.constraints", float(len(specs)), "count")
    report(f"hierarchy-{view_count}.checksum", checksum(specs), "sum")
    times = []
    for _ in range(runs):
        variables = [kiwi.Variable(f"v{i}") for i in range(4 * max(view_count, 1))]
        constraints = []
        for terms, constant, relation, priority in specs:
            expr = sum((c * variables[v] for v, c in terms[1:]), terms[0][1] * variables[terms[0][0]]) + constant
            c = (expr == 0) if relation == "==" else (expr <= 0) if relation == "<=" else (expr >= 0)
            constraints.append(c | kiwi_priority(priority))
        t = time.perf_counter()
        # kiwi's substitution scans every row, so large systems take very long: stop at the budget
        # (between two addConstraint calls) and report a lower bound.
        signal.signal(signal.SIGALRM, lambda *_: (_ for _ in ()).throw(OutOfTime()))
        signal.setitimer(signal.ITIMER_REAL, budget)
        added = 0
        try:
            solver = kiwi.Solver()
            for c in constraints:
                solver.addConstraint(c)
                added += 1
            solver.updateVariables()
        except OutOfTime:
            elapsed = time.perf_counter() - t
            print(f"# kiwisolver: stopped after {elapsed:.0f} s with {added} of {len(constraints)} constraints added",
                  file=sys.stderr)
            print(f"hierarchy-{view_count}.build+solve >{elapsed * 1e3:.4f} ms", flush=True)
            return
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        times.append(time.perf_counter() - t)
    report(f"hierarchy-{view_count}.build+solve", statistics.median(times) * 1e3, "ms")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser()
    parser.add_argument("--enaml", default=os.path.join(here, "..", "..", "Benchmarks", "enaml-like-constraints.txt"))
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--sizes", default="100,1000,10000")
    parser.add_argument("--only", choices=["enaml", "hierarchy"])
    parser.add_argument("--budget", type=float, default=float(os.environ.get("KIWI_BUDGET_SECONDS", "180")),
                        help="seconds allowed for one hierarchy build before giving up (default 180, or KIWI_BUDGET_SECONDS)")
    args = parser.parse_args()
    if args.only != "hierarchy":
        enaml(args.enaml, args.quick)
    for n in [int(s) for s in args.sizes.split(",") if s and args.only != "enaml"]:
        hierarchy(n, 1 if args.quick else 50 if n <= 100 else 10 if n <= 1000 else 1, args.budget)


if __name__ == "__main__":
    sys.exit(main())
