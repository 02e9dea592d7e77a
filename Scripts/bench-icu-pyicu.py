#!/usr/bin/env python3
"""PyICU baseline for `placenames-bench icu`: the same names file, the same operations, in Python.
usage: bench-icu-pyicu.py NAMES_FILE [ROUNDS]"""
import sys, time, unicodedata
import icu

names = open(sys.argv[1], encoding="utf-8").read().split("\n")
names = [n for n in names if n]
rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 3
collator = icu.Collator.createInstance(icu.Locale("th"))
latin = icu.Transliterator.createInstance("Thai-Latin")
nfc = icu.Normalizer2.getNFCInstance()

def best(label, f, items=names):
    """Best wall time and best CPU time of this thread over `rounds` runs, as placenames-bench prints them."""
    walls, cpus = [], []
    for _ in range(rounds):
        w, c = time.perf_counter(), time.thread_time()
        f()
        cpus.append(time.thread_time() - c); walls.append(time.perf_counter() - w)
    print(f"pyicu\t{label}\t{len(items)}\t{min(walls):.3f}\t{min(cpus):.3f}\t{len(items) / min(cpus):.0f}")

best("sort by sort key", lambda: sorted(names, key=collator.getSortKey))
best("sort keys", lambda: [collator.getSortKey(n) for n in names])
best("nfc normalize", lambda: [nfc.normalize(n) for n in names])
best("unicodedata nfc", lambda: [unicodedata.normalize("NFC", n) for n in names])
sub = names[:200_000]
best("transliterate Thai-Latin", lambda: [latin.transliterate(n) for n in sub], sub)
