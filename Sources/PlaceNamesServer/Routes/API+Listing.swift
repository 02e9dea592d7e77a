import Hummingbird
import PlaceNames
import PlaceNamesIndex

extension API {
    /// `GET /v1/places?lang=…&kind=…&country=…&region=…&bbox=…&limit=…&cursor=…`: places sorted by the reader's
    /// language's collation that the filters (`SearchFilter`) admit, a page at a time; `next` is the cursor of the
    /// following page, `null` on the last.
    func listing(_ request: Request) throws -> Response {
        let reader = try ReaderLanguages(request: request)
        let limit = try Self.limit(request, fallback: 50, maximum: configuration.maxLimit)
        let parameters = request.uri.queryParameters
        let served = store.served
        // Read from each place's record bytes, not from a `ShownPlace` with its name resolved: a filter that admits
        // few places is asked of every place in the order (41,551 here), which took over 10 s in a debug build.
        let filter = try Self.filter(parameters, served: served)
        let filterBytes = filter.isEmpty ? nil : filter.bytes
        let format = try AnswerFormat(uri: request.uri, accept: request.headers[values: .accept])
        func admits(_ position: Int) -> Bool { filterBytes?.admits(position, of: served.places) ?? true }
        var cursor: ListingCursor?
        if let text = parameters["cursor"] {
            guard let parsed = ListingCursor(String(text)) else {
                throw APIError.badRequest("bad_cursor", "the cursor is not base64url text of 2 to 4,096 characters, as a listing's next is; start without it")
            }
            cursor = parsed
        }
        // A filter that admits at most a quarter of the places (a country, a region, a box) sorts only those: cheaper
        // than the order of every place, which a chain not seen before would have to build first.
        let order: ListingOrder
        if filterBytes != nil, !served.hasListing(for: reader.chain) {
            let admitted = served.places.indices.filter(admits)
            order = admitted.count <= served.places.count / 4 ? served.listing(for: reader.chain, of: admitted)
                                                              : served.listing(for: reader.chain)
        } else {
            order = served.listing(for: reader.chain)
        }
        var position = cursor.map(order.start(after:)) ?? 0
        var page: [Int] = []
        var last: Int?
        while position < order.order.count, page.count < limit {
            if admits(order.order[position]) {
                page.append(order.order[position])
                last = position
            }
            position += 1
        }
        let more = page.count == limit && (position..<order.order.count).contains { admits(order.order[$0]) }
        var json = JSONWriter(capacity: 128 * page.count)
        json.answer(format) { object in
            object.field("chain", reader.rawValues)
            object.list(format, "places") { array in
                for index in page {
                    let place = served.places.shown(index, chain: reader.chain)
                    array.place(format, id: place.id, coordinate: place.coordinate) { item in
                        let areas = served.areas(region: place.region, country: place.country, chain: reader.chain)
                        item.placeFields(place, label: served.label(of: place, areas: areas, chain: reader.chain))
                        item.placeContext(id: place.id, population: place.population, timeZone: place.timeZone,
                                          coordinate: place.coordinate, region: place.region, country: place.country,
                                          areas: areas)
                    }
                }
            }
            object.key("next")
            if more, let last {
                object.string(ListingCursor(sortKey: order.sortKeys[last], id: order.ids[last]).text)
            } else {
                object.null()
            }
        }
        return cache.make(json.bytes, for: request, fingerprint: served.fingerprint,
                          contentLanguage: reader.wanted.bcp47, format: format)
    }
}
