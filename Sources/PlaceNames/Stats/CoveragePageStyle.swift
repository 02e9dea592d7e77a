/// The coverage page's style sheet, inline in the page so the file needs nothing beside it. System fonts only:
/// the reader's own fonts (Noto on Debian) render every script, and nothing is fetched.
enum CoveragePageStyle {
    /// The grid's shades, from none to complete (`CoverageShare.step`), lightest first.
    static let shades = ["#ffffff", "#eef7ee", "#dcefdc", "#c6e6c6", "#aedbb0", "#94cf98", "#78c17f", "#5cb266",
                         "#43a04f", "#2f8c3d", "#1f7a30", "#11612a"]
    /// From this shade on, cells are dark enough to need white text.
    static let firstDarkShade = 7

    static var css: String {
        let shading = shades.enumerated().map { step, colour in
            ".s\(step){background:\(colour)\(step >= firstDarkShade ? ";color:#fff" : "")}"
        }.joined(separator: "\n")
        return base + shading + "\n"
    }

    private static let base = """
        :root{color-scheme:light;font-family:system-ui,sans-serif;color:#1f2328;background:#fff}
        body{margin:0 auto;max-width:1240px;padding:1rem 1.5rem 3rem;line-height:1.4}
        h1{margin:.5rem 0 .25rem;font-size:1.6rem}
        h2{margin:2rem 0 .25rem;font-size:1.25rem}
        nav a{margin-right:1rem}
        .note{color:#59636e;margin:.25rem 0 .75rem}
        table{border-collapse:collapse;font-variant-numeric:tabular-nums}
        th,td{padding:.2rem .5rem;text-align:left;vertical-align:middle}
        thead th{font-size:.85rem;color:#59636e;font-weight:600;border-bottom:1px solid #d1d9e0}
        tbody tr:nth-child(even){background:#f6f8fa}
        tbody th{font-weight:400;white-space:nowrap}
        .number{text-align:right;white-space:nowrap}
        .native{color:#59636e;margin-left:.35rem}
        code{font-size:.85em;color:#59636e;white-space:nowrap}
        .bars{width:100%}
        .bar{width:45%;white-space:nowrap}
        .track{display:inline-block;vertical-align:middle;width:calc(100% - 4.5rem);height:.8rem;background:#e6e9ec;border-radius:.4rem;overflow:hidden}
        .fill{display:block;height:100%;min-width:2px;background:#2da44e}
        .percent{display:inline-block;width:4rem;text-align:right;margin-left:.5rem}
        .scroll{overflow-x:auto}
        .grid td.cell{text-align:center;min-width:2rem;padding:.2rem .2rem;font-size:.8rem;border:1px solid #fff}
        .grid thead th{text-align:center;white-space:nowrap;font-size:.75rem;padding:.2rem}
        .grid tbody th{position:sticky;left:0;background:#fff}
        .grid tbody tr:nth-child(even) th{background:#f6f8fa}
        .grid thead th:first-child{text-align:left}
        .legend{display:flex;flex-wrap:wrap;gap:.25rem;margin:.5rem 0;padding:0;list-style:none;font-size:.8rem}
        .legend li{padding:.1rem .45rem;border:1px solid #d1d9e0}
        footer{margin-top:2rem;color:#59636e;font-size:.85rem}

        """
}
