#!/usr/bin/env python3
"""Writes N real-looking Thai place names, one per line, recombined from ../shared/data/thai-admin (read in place).

Each line is a real sub-district name, optionally followed by a real district name, so names have the lengths and
letters of real Thai names while there are enough of them. Deterministic (fixed seed).
usage: make-thai-names.py SHARED_DATA_DIR OUT_FILE [COUNT]
"""
import json, random, sys

data, out = sys.argv[1], sys.argv[2]
count = int(sys.argv[3]) if len(sys.argv) > 3 else 1_000_000
subs = [r["name_th"] for r in json.load(open(f"{data}/thai-admin/sub_districts.json", encoding="utf-8")) if r.get("name_th")]
dists = [r["name_th"] for r in json.load(open(f"{data}/thai-admin/districts.json", encoding="utf-8")) if r.get("name_th")]
provs = [r["name_th"] for r in json.load(open(f"{data}/thai-admin/provinces.json", encoding="utf-8")) if r.get("name_th")]
rng = random.Random(20261121)
with open(out, "w", encoding="utf-8") as f:
    for i in range(count):
        r = rng.random()
        if r < 0.5:
            name = rng.choice(subs)
        elif r < 0.8:
            name = rng.choice(subs) + " " + rng.choice(dists)
        elif r < 0.95:
            name = rng.choice(dists) + rng.choice(subs)
        else:
            name = rng.choice(provs)
        f.write(name.strip() + "\n")
