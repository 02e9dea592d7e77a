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

def best(label, f):
    times = []
    for _ in range(rounds):
        t = time.perf_counter(); f(); times.append(time.perf_counter() - t)
    print(f"pyicu\t{label}\t{len(names)}\t{min(times):.3f}")

best("sort by sort key", lambda: sorted(names, key=collator.getSortKey))
best("sort keys", lambda: [collator.getSortKey(n) for n in names])
best("nfc normalize", lambda: [nfc.normalize(n) for n in names])
best("unicodedata nfc", lambda: [unicodedata.normalize("NFC", n) for n in names])
sub = names[:200_000]
def tr():
    for n in sub: latin.transliterate(n)
times = []
for _ in range(rounds):
    t = time.perf_counter(); tr(); times.append(time.perf_counter() - t)
print(f"pyicu\ttransliterate Thai-Latin\t{len(sub)}\t{min(times):.3f}")
