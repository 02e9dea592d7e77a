/// The checks that compare places with each other, within and across files: duplicate ids, probable
/// duplicates and cities named after their country. Findings go to the file of the later occurrence and mention where the earlier one is.
struct CrossFileChecks {
    let options: ValidationOptions

    func run(_ files: inout [CheckedFile]) {
        if options.severities.isEnabled(.duplicateID) { findDuplicateIDs(&files) }
        if options.severities.isEnabled(.probableDuplicate) {
            ProbableDuplicates(options: options).find(&files)
        }
        if options.severities.isEnabled(.brokenRegionLink) { findBrokenRegionLinks(&files) }
        if options.severities.isEnabled(.cityNamedAfterCountry) {
            CitiesNamedAfterCountries(options: options).find(&files)
        }
    }

    private func findDuplicateIDs(_ files: inout [CheckedFile]) {
        var first: [ScalarKey: (file: Int, place: Int)] = [:]
        first.reserveCapacity(files.reduce(0) { $0 + $1.places.count })
        var found = [[PendingFinding]](repeating: [], count: files.count)
        for f in files.indices {
            for (p, place) in files[f].places.enumerated() {
                guard let id = place.id else { continue }
                let key = ScalarKey(text: id)
                if let earlier = first[key] {
                    found[f].append(PendingFinding(
                        offset: place.idOffset, code: .duplicateID,
                        message: "duplicate id '\(displayed(id))': another place has it at ", place: id,
                        related: RelatedSpot(file: earlier.file, offset: files[earlier.file].places[earlier.place].idOffset)))
                } else {
                    first[key] = (f, p)
                }
            }
        }
        for f in files.indices { files[f].findings += found[f] }
    }
}

extension CrossFileChecks {
    /// A place's `region` must be the id of a place of kind `region` (or `district`) of the same country, when the
    /// files validated together hold that country's regions (a city file validated alone has nothing to compare).
    /// Regions link to nothing, so the links cannot form a cycle: a region that links to a region is reported too.
    private func findBrokenRegionLinks(_ files: inout [CheckedFile]) {
        var regions: [String: (kind: String, country: String?)] = [:]
        var countriesWithRegions = Set<String>()
        for file in files {
            for place in file.places where place.kind == "region" || place.kind == "district" {
                guard let id = place.id else { continue }
                if regions[id] == nil { regions[id] = (place.kind ?? "", place.country) }
                if let country = place.country { countriesWithRegions.insert(country) }
            }
        }
        guard !regions.isEmpty else { return }
        for f in files.indices {
            for place in files[f].places {
                guard let link = place.region, let country = place.country, countriesWithRegions.contains(country)
                else { continue }
                let why: String?
                if place.kind == "region" || place.kind == "district" {
                    why = "a \(place.kind ?? "region") links to no region (regions are the top of the hierarchy below a country)"
                } else if let target = regions[link] {
                    why = target.country == country ? nil
                        : "'\(displayed(link))' is a region of \(target.country ?? "no country"), not of \(country)"
                } else {
                    why = "no region of \(country) has the id '\(displayed(link))'"
                }
                guard let why else { continue }
                files[f].findings.append(PendingFinding(offset: place.regionOffset, code: .brokenRegionLink,
                                                        message: "the place's region is broken: \(why)",
                                                        place: place.id))
            }
        }
    }
}
