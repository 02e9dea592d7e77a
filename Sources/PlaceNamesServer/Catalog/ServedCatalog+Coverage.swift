import PlaceNames

extension ServedCatalog {
    /// `GET /coverage`: the coverage page of this catalog's places (`CoverageReport`), made the first time it is
    /// asked for, since counting every place's names takes a moment that start-up and reloads should not wait
    /// for, and most servers are never asked.
    var coveragePage: StaticAsset {
        // Made under the lock: requests that arrive while it is being made wait for that one page instead of each
        // counting the catalog again on the same two cores.
        coveragePageCache.withLock { made in
            if let made { return made }
            let report = CoverageReport(places: places)
            let page = StaticAsset(Array(report.html(source: "the catalog this server serves (fingerprint \(fingerprint))",
                                                     explorer: "/").utf8),
                                   contentType: "text/html; charset=utf-8", policy: StaticAsset.coveragePolicy)
            made = page
            return page
        }
    }
}
