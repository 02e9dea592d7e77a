/// The checks that compare places with each other, within and across files: duplicate ids, probable
/// duplicates and cities named after their country. Findings go to the file of the later occurrence and mention where the earlier one is.
struct CrossFileChecks {
    let options: ValidationOptions

    func run(_ files: inout [CheckedFile]) {
        if options.severities.isEnabled(.duplicateID) { findDuplicateIDs(&files) }
        if options.severities.isEnabled(.probableDuplicate) {
            ProbableDuplicates(options: options).find(&files)
        }
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
