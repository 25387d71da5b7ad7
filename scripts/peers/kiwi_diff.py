#!/usr/bin/env python3
"""Differential check of our solver against kiwisolver on seeded random systems. Optional: exits 0
with a notice when kiwisolver is not installed (CI may skip it); not part of `swift test`.

Usage: scripts/peers/kiwi_diff.py [--systems N] [--seed S] [--bench PATH]

Both solvers get the same constraints in the same order (plus edit variables and suggestions).
kiwi minimises a weighted sum (strong 1e6, medium 1e3, weak 1); ours is lexicographic over the
levels. What must agree:
  * the same constraints are rejected as unsatisfiable (both add incrementally, in order);
  * every accepted required constraint holds in both solutions;
  * with a single non-required level the total violations are equal;
  * with several levels ours is lexicographically no worse than kiwi's solution (which is feasible
    for our problem), and kiwi's weighted objective is no better than ours by more than the rounding.
"""

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile

try:
    import kiwisolver as kiwi
except ImportError:
    print("kiwi_diff: kiwisolver is not installed; skipping (pip install kiwisolver to run it)")
    sys.exit(0)

STRENGTHS = {"strong": 1e6, "medium": 1e3, "weak": 1.0}
LEVELS = ["strong", "medium", "weak"]
TOL = 1e-6


def random_system(rng, index):
    n = rng.randint(2, 6)
    names = [f"x{i}" for i in range(n)]
    witness = [rng.randint(-20, 20) for _ in range(n)]
    levels = rng.sample(LEVELS, rng.randint(1, 3))
    constraints = []
    for _ in range(rng.randint(3, 12)):
        coefficients = {}
        for _ in range(rng.randint(1, 3)):
            name = rng.randrange(n)
            coefficients[name] = coefficients.get(name, 0) + rng.choice([-2, -1, -0.5, 0.5, 1, 2, 3])
        relation = rng.choice(["==", "<=", ">="])
        required = rng.random() < 0.45
        if required and rng.random() < 0.85:
            at = sum(c * witness[i] for i, c in coefficients.items())
            margin = rng.randint(0, 4)
            constant = -at + (margin if relation == ">=" else -margin if relation == "<=" else 0)
        else:
            constant = rng.randint(-30, 30)
        strength = "required" if required else rng.choice(levels)
        constraints.append((coefficients, constant, relation, strength))
    edits, suggestions = [], []
    if rng.random() < 0.5:
        v = rng.randrange(n)
        edits.append((v, rng.choice(levels)))
        suggestions = [(v, rng.randint(-40, 40) / 2) for _ in range(rng.randint(1, 3))]
    return {"name": f"s{index}", "names": names, "constraints": constraints, "edits": edits,
            "suggestions": suggestions}


def constraint_line(c, names):
    coefficients, constant, relation, strength = c
    terms = " ".join(f"{v:+g}*{names[i]}" for i, v in coefficients.items() if v != 0)
    return f"{terms} {constant:+g} {relation} 0 | {strength}".strip()


def write_systems(systems, path):
    with open(path, "w") as f:
        for s in systems:
            f.write(f"system {s['name']}\n")
            for name in s["names"]:
                # Mention every variable once so both sides report it (a zero-weight term is harmless).
                f.write(f"+1*{name} -1*{name} +0 == 0 | required\n")
            for c in s["constraints"]:
                f.write(constraint_line(c, s["names"]) + "\n")
            for v, strength in s["edits"]:
                f.write(f"edit {s['names'][v]} {strength}\n")
            for v, value in s["suggestions"]:
                f.write(f"suggest {s['names'][v]} {value}\n")
            f.write("end\n")


def run_ours(bench, path):
    out = subprocess.run([bench, "solve", path], check=True, capture_output=True, text=True).stdout
    results, current = {}, None
    for line in out.splitlines():
        words = line.split()
        if words[0] == "system":
            current = {"rejected": set(), "values": {}}
            results[words[1]] = current
        elif words[0] == "rejected":
            current["rejected"].add(int(words[1]) - len(results) * 0)
        elif words[0] != "end":
            current["values"][words[0]] = float(words[1])
    return results


def run_kiwi(s):
    solver = kiwi.Solver()
    variables = [kiwi.Variable(name) for name in s["names"]]
    rejected = set()
    index = 0
    for _ in s["names"]:
        index += 1  # the mention lines
    for c in s["constraints"]:
        coefficients, constant, relation, strength = c
        expr = sum((v * variables[i] for i, v in coefficients.items()), 0.0) + constant
        k = (expr == 0) if relation == "==" else (expr <= 0) if relation == "<=" else (expr >= 0)
        try:
            solver.addConstraint(k | (kiwi.strength.required if strength == "required" else STRENGTHS[strength]))
        except kiwi.UnsatisfiableConstraint:
            rejected.add(index)
        index += 1
    for v, strength in s["edits"]:
        solver.addEditVariable(variables[v], STRENGTHS[strength])
    for v, value in s["suggestions"]:
        solver.suggestValue(variables[v], value)
    solver.updateVariables()
    return {"rejected": rejected, "values": {name: var.value() for name, var in zip(s["names"], variables)}}


def fresh_kiwi_accepts(s, index, rejected):
    """Whether a fresh kiwi solver holding the constraints before `index` that are not in `rejected`
    accepts constraint `index`. kiwi keeps part of a rejected constraint in its tableau, so after its
    first rejection its incremental answers are not trustworthy; a fresh solver is."""
    solver = kiwi.Solver()
    variables = [kiwi.Variable(name) for name in s["names"]]
    offset = len(s["names"])
    for i, c in enumerate(s["constraints"][: index - offset + 1]):
        if offset + i in rejected and offset + i != index:
            continue
        coefficients, constant, relation, strength = c
        expr = sum((v * variables[j] for j, v in coefficients.items()), 0.0) + constant
        k = (expr == 0) if relation == "==" else (expr <= 0) if relation == "<=" else (expr >= 0)
        try:
            solver.addConstraint(k | (kiwi.strength.required if strength == "required" else STRENGTHS[strength]))
        except kiwi.UnsatisfiableConstraint:
            return False
    return True


def run_kiwi_isolated(s):
    """run_kiwi in a child process: kiwi's C++ core can abort the process ("Dual optimize failed")."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read_end)
        result = run_kiwi(s)
        result["rejected"] = sorted(result["rejected"])
        os.write(write_end, json.dumps(result).encode())
        os._exit(0)
    os.close(write_end)
    chunks = []
    while chunk := os.read(read_end, 65536):
        chunks.append(chunk)
    os.close(read_end)
    _, status = os.waitpid(pid, 0)
    if status != 0 or not chunks:
        return None
    result = json.loads(b"".join(chunks))
    result["rejected"] = set(result["rejected"])
    return result


def violations(s, values, rejected):
    """Required violation and per-level violation sums (strong, medium, weak) of a solution."""
    x = [values[name] for name in s["names"]]
    required, levels = 0.0, {level: 0.0 for level in LEVELS}
    items = [(c, len(s["names"]) + i) for i, c in enumerate(s["constraints"])]
    items += [(({v: 1}, -value, "==", strength), None) for (v, strength) in s["edits"]
              for (sv, value) in s["suggestions"][-1:] if sv == v]
    for (coefficients, constant, relation, strength), index in items:
        if index is not None and index in rejected:
            continue
        value = sum(c * x[i] for i, c in coefficients.items()) + constant
        amount = abs(value) if relation == "==" else max(0.0, -value) if relation == ">=" else max(0.0, value)
        if strength == "required":
            required = max(required, amount)
        else:
            levels[strength] += amount
    return required, [levels[level] for level in LEVELS]


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser()
    parser.add_argument("--systems", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bench", default=os.path.join(here, "..", "..", ".build", "release", "bench"))
    args = parser.parse_args()
    if not os.path.exists(args.bench):
        print(f"kiwi_diff: {args.bench} not found; build it with: swift build -c release --product bench")
        return 2
    rng = random.Random(args.seed)
    systems = [random_system(rng, i) for i in range(args.systems)]
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        path = f.name
    try:
        write_systems(systems, path)
        ours = run_ours(args.bench, path)
    finally:
        os.unlink(path)
    failures = 0
    single_level = multi_level = kiwi_crashes = after_kiwi_failure = 0
    for s in systems:
        mine, theirs = ours[s["name"]], run_kiwi_isolated(s)
        if theirs is None:
            kiwi_crashes += 1
            req_ours, _ = violations(s, mine["values"], mine["rejected"])
            if req_ours > TOL:
                failures += 1
                print(f"{s['name']}: ours violates a required constraint by {req_ours}")
            continue
        problems = []
        if mine["rejected"] != theirs["rejected"]:
            disputed = sorted(mine["rejected"] ^ theirs["rejected"])
            first_kiwi_rejection = min(theirs["rejected"], default=None)
            settled = all(
                first_kiwi_rejection is not None and index > first_kiwi_rejection
                and fresh_kiwi_accepts(s, index, mine["rejected"]) == (index not in mine["rejected"])
                for index in disputed)
            if settled:
                after_kiwi_failure += 1
            else:
                problems.append(f"rejected {sorted(mine['rejected'])} vs kiwi {sorted(theirs['rejected'])}")
        else:
            req_ours, lev_ours = violations(s, mine["values"], mine["rejected"])
            req_kiwi, lev_kiwi = violations(s, theirs["values"], theirs["rejected"])
            if req_ours > TOL:
                problems.append(f"ours violates a required constraint by {req_ours}")
            if req_kiwi <= TOL:
                used = [i for i, level in enumerate(LEVELS) if lev_ours[i] > 0 or lev_kiwi[i] > 0]
                if len(used) <= 1:
                    single_level += 1
                    if abs(sum(lev_ours) - sum(lev_kiwi)) > TOL * max(1, sum(lev_kiwi)):
                        problems.append(f"total violation {sum(lev_ours)} vs kiwi {sum(lev_kiwi)}")
                else:
                    multi_level += 1
                    for a, b in zip(lev_ours, lev_kiwi):
                        if a < b - TOL:
                            break
                        if a > b + TOL:
                            problems.append(f"lexicographically worse than kiwi: {lev_ours} vs {lev_kiwi}")
                            break
        if problems:
            failures += 1
            print(f"{s['name']}: " + "; ".join(problems))
    print(f"kiwi_diff: {len(systems)} systems ({single_level} compared on one level, {multi_level} "
          f"lexicographically, {kiwi_crashes} where kiwi aborted, {after_kiwi_failure} where only kiwi's state after "
          f"a rejection differs and a fresh kiwi agrees with us), {failures} disagreements")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
