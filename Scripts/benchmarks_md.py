"""Puts a generated table into BENCHMARKS.md between its markers (the prose around it stays), for the benchmark
scripts: `write_block(begin, end, block)`; without the markers yet, the block goes under "## Scaling"."""

def write_block(begin, end, body, heading="## Scaling"):
    text = open("BENCHMARKS.md").read()
    block = f"{begin}\n{body}\n{end}"
    if begin in text and end in text:
        text = text[:text.index(begin)] + block + text[text.index(end) + len(end):]
    elif f"\n{heading}\n" in text:
        at = text.index(f"\n{heading}\n") + len(f"\n{heading}\n")
        text = text[:at] + "\n" + block + "\n" + text[at:]
    else:
        text = text.rstrip("\n") + f"\n\n{heading}\n\n" + block + "\n"
    open("BENCHMARKS.md", "w").write(text)
