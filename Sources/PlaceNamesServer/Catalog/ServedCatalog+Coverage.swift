import PlaceNames
import PlaceNamesIndex

extension ServedCatalog {
    /// `GET /coverage`: the coverage page of this catalog's places (`CoverageReport`), made the first time it is
    /// asked for, since counting every place's names takes half a second that start-up and reloads should not wait
    /// for, and most servers are never asked.
    var coveragePage: StaticAsset {
        get async {
            // Only this property fills the cache, always with a `StaticAsset`.
            await coveragePageCache.value { [self] in
                let report = CoverageReport(places: places)
                let html = report.html(source: "the catalog this server serves (fingerprint \(fingerprint))",
                                       explorer: "/")
                return StaticAsset(Array(html.utf8), contentType: "text/html; charset=utf-8",
                                   policy: StaticAsset.coveragePolicy)
            } as! StaticAsset
        }
    }
}
