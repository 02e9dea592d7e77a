/// The value tree an encode builds before it is written; objects and arrays are classes so nested
/// containers can keep filling them after they are attached.
enum EncodedValue {
    case null
    case bool(Bool)
    /// A number already in its final text form.
    case number(String)
    case string(String)
    case object(EncodedObject)
    case array(EncodedArray)
    /// A `superEncoder()`'s result, read when the tree is written (the caller fills it after we attach it).
    case pending(JSONTreeEncoder)
}

/// An object's members in insertion order; a second value for the same key replaces the first in place.
final class EncodedObject {
    var keys: [String] = []
    var values: [EncodedValue] = []
    /// Written in code point order (dictionaries); otherwise in insertion order (a type's own keys).
    let sortsKeys: Bool

    init(sortsKeys: Bool) {
        self.sortsKeys = sortsKeys
    }

    func set(_ key: String, _ value: EncodedValue) {
        // Keys compare by scalars: NFC and NFD spellings are different keys.
        if !sortsKeys, let index = keys.firstIndex(where: { $0.utf8.elementsEqual(key.utf8) }) {
            values[index] = value
        } else {
            keys.append(key)
            values.append(value)
        }
    }
}

/// An array's elements in order.
final class EncodedArray {
    var values: [EncodedValue] = []
}
