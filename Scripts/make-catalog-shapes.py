#!/usr/bin/env python3
"""Writes the catalogs of a folder as one catalog file in the shapes users bring, for benchmarks:
every place `copies` times (copy k > 1 under the id `<id>~k`, as merging sources with their own ids
gives), minified on one line or indented, with LF or CRLF line ends.

    Scripts/make-catalog-shapes.py Catalogs/ OUT.json --copies 3 --minified
    Scripts/make-catalog-shapes.py Catalogs/ OUT.json --copies 2 --crlf
    Scripts/make-catalog-shapes.py Catalogs/ OUT.json --minified --rename-english " (other source)"
    Scripts/make-catalog-shapes.py Catalogs/ OUT.json --copies 2 --minified --namesakes 1.5

`--namesakes DEGREES` makes the copies namesakes rather than duplicates: copy k > 1 also links its places to
its own regions (`region` becomes `<region>~k`) and stands DEGREES × (k - 1) east (longitudes wrapped into
[-180, 180)), so every name recurs in another place of the same kind and country some way off, as the towns called
Springfield or Mercedes do (issue 45's 1 M-name file: the shipped catalogs twice, `--copies 2 --namesakes 1.5`).

`--rename-english SUFFIX` appends SUFFIX to every English name, as a second source that spells every English
name differently would: merged with the plain file, every English name is a conflict.
"""
import argparse, json, os, sys

def catalog_files(root):
    if os.path.isfile(root):
        return [root]
    found = []
    for folder, folders, files in os.walk(root):
        # Hidden files (the baseline) and folders are not catalogs, as `names validate` sees it.
        folders[:] = [d for d in folders if not d.startswith(".")]
        found += [os.path.join(folder, f) for f in files if f.endswith(".json") and not f.startswith(".")]
    return sorted(found)

def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("source")
    parser.add_argument("output")
    parser.add_argument("--copies", type=int, default=1)
    parser.add_argument("--minified", action="store_true")
    parser.add_argument("--crlf", action="store_true")
    parser.add_argument("--rename-english", metavar="SUFFIX")
    parser.add_argument("--namesakes", type=float, metavar="DEGREES")
    args = parser.parse_args()
    places = []
    for path in catalog_files(args.source):
        with open(path, "rb") as f:
            places += json.loads(f.read())["places"]
    out = []
    for k in range(1, args.copies + 1):
        for place in places:
            copy = dict(place)
            if k > 1:
                copy["id"] = f"{place['id']}~{k}"
                if args.namesakes is not None:
                    if isinstance(place.get("region"), str):
                        copy["region"] = f"{place['region']}~{k}"
                    coordinate = place.get("coordinate")
                    if isinstance(coordinate, dict) and isinstance(coordinate.get("longitude"), (int, float)):
                        east = (coordinate["longitude"] + args.namesakes * (k - 1) + 180) % 360 - 180
                        copy["coordinate"] = dict(coordinate, longitude=round(east, 6))
            if args.rename_english and "english" in (copy.get("names") or {}):
                names = dict(copy["names"])
                english = names["english"]
                if isinstance(english, str):
                    names["english"] = english + args.rename_english
                else:
                    names["english"] = dict(english, preferred=english["preferred"] + args.rename_english)
                copy["names"] = names
            out.append(copy)
    catalog = {"format": "placenames-catalog", "version": 1,
               "metadata": {"generatedBy": "Scripts/make-catalog-shapes.py", "sources": [{"name": args.source}]},
               "places": out}
    if args.minified:
        text = json.dumps(catalog, ensure_ascii=False, separators=(",", ":"))
    else:
        text = json.dumps(catalog, ensure_ascii=False, indent=2) + "\n"
    if args.crlf:
        text = text.replace("\n", "\r\n")
    tmp = args.output + ".tmp"
    with open(tmp, "w", encoding="utf-8", newline="") as f:
        f.write(text)
    os.replace(tmp, args.output)
    names = sum(len(p.get("names") or {}) for p in out)
    print(f"{args.output}: {len(out):,} places, {names:,} names, {os.path.getsize(args.output):,} bytes", file=sys.stderr)

if __name__ == "__main__":
    main()
