import PlaceNames
import PlaceNamesIndex

/// Remembers the fallback chains of recently seen `lang` values and `Accept-Language` headers: clients send
/// the same few over and over, and parsing BCP 47 tags is most of a look-up's own work.
enum ChainCache {
    static let shared = BoundedCache<String, [Language]>(capacity: 4096)
}
