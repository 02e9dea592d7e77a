"""Baseline for `names export --lang LANGUAGE`: what a data team would write instead, with orjson to parse
and PyICU (the same system ICU) for collation sort keys. Writes the same bytes as `names export` (JSON
object, ICU collation order, ties by id in code point order), so the two outputs can be compared.

usage: python3 Scripts/bench-export-pyicu.py CATALOG LANGUAGE ICU_LOCALE OUTPUT"""
import sys, orjson, icu

def preferred(value):
    return value if isinstance(value, str) else value["preferred"]

def main(path, language, locale, output):
    places = orjson.loads(open(path, "rb").read())["places"]
    rows = [(p["id"], preferred(p["names"][language])) for p in places if language in p.get("names", {})]
    collator = icu.Collator.createInstance(icu.Locale(locale))
    rows.sort(key=lambda row: row[0].encode("utf-8"))          # ties by id, code point order
    rows.sort(key=lambda row: collator.getSortKey(row[1]))     # stable: collation first
    body = ",\n".join("  " + orjson.dumps(i).decode() + ": " + orjson.dumps(n).decode() for i, n in rows)
    with open(output, "wb") as out:
        out.write(("{\n" + body + "\n}\n" if rows else "{}\n").encode("utf-8"))
    print(f"{language}: {len(rows)} names", file=sys.stderr)

if __name__ == "__main__":
    main(*sys.argv[1:5])
