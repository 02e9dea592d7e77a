/// Marks a type whose keyed container `CanonicalJSONEncoder` writes in code point (UTF-8 byte) order
/// instead of insertion order: the type's keys are data, not fields.
///
/// Every `Dictionary` conforms, because its own order changes from run to run; for `[String: V]` (and
/// `CodingKeyRepresentable` keys) that makes the object's keys sorted by their UTF-8 bytes.
public protocol CanonicalJSONSortedKeys {}

extension Dictionary: CanonicalJSONSortedKeys {}
