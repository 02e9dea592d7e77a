/// Reporting what the walk finds: a problem that makes the catalog unreadable as the model stops a strict walk;
/// any other finding is only recorded, by a walk that outlines the file for the validator.
extension CatalogReader {
    /// Something that makes the catalog unreadable as the model (a wrong type, an unknown field, a repeated key).
    /// A strict walk stops: false. Otherwise the problem is reported, when the walk outlines and its check is on,
    /// and the walk goes on: true.
    @inline(__always)
    func unreadable(
        _ index: Int, _ code: ValidationCode, _ message: @autoclosure () -> String,
        place: String? = nil, language: Language? = nil
    ) -> Bool {
        problems.isUnreadable = true
        guard goesOn else { return false }
        report(index, code, message(), place: place, language: language)
        return true
    }

    /// A finding at the value (or key) at tape index `index` that leaves the catalog readable.
    @inline(__always)
    func report(
        _ index: Int, _ code: ValidationCode, _ message: @autoclosure () -> String,
        place: String? = nil, language: Language? = nil
    ) {
        guard outlines, severities.isEnabled(code) else { return }
        problems.findings.append(PendingFinding(offset: Int(tape[index].offset), code: code, message: message(),
                                       place: place, language: language))
    }

    /// What to do with an object member: read it as `field`, skip it (reported; the walk goes on), or stop.
    enum MemberStep<Field> {
        case field(Field)
        case skip
        case stop
    }

    /// The schema field the key at `key` names, the first time in its object (`seen` holds the fields met); an
    /// unknown field or one met before is reported, as a field of `what` ("place", "name").
    @inline(__always)
    func member<Field>(
        at key: Int, among keys: SchemaKeyTable<Field>, in what: String, seen: inout Int,
        place: String? = nil, language: Language? = nil
    ) -> MemberStep<Field> {
        if let (position, field) = schemaField(at: key, among: keys), seen & (1 << position) == 0 {
            seen |= 1 << position
            return .field(field)
        }
        return strayMember(at: key, among: keys, in: what, seen: seen, place: place, language: language)
    }

    /// Reports the key at `key`: not a field of `keys`, or one `seen` has met.
    @inline(never)
    private func strayMember<Field>(
        at key: Int, among keys: SchemaKeyTable<Field>, in what: String, seen: Int, place: String?,
        language: Language?
    ) -> MemberStep<Field> {
        let reported = if let (_, field) = schemaField(at: key, among: keys) {
            unreadable(key, .duplicateKey, "\(what) field '\(field.rawValue)' appears twice", place: place,
                       language: language)
        } else {
            unreadable(key, .unknownField, unknownField(what, key, among: keys.fields.map(\.rawValue)), place: place,
                       language: language)
        }
        return reported ? .skip : .stop
    }

    /// The value at `index` for "found ..." in messages.
    func found(_ index: Int) -> String { describeValue(JSONNode(storage: storage, index: index)) }

    /// The kind of the value at `index` (`an array`, `null`) for messages that name only that.
    func foundKind(_ index: Int) -> JSONKind { JSONKind(tape[index].tag) }

    /// The key at `index` as a message shows it.
    func shownKey(_ index: Int) -> String { displayed(storage.string(at: index)) }

    /// `unknown place field 'nmae' — did you mean 'name'?`.
    func unknownField(_ what: String, _ key: Int, among fields: [String]) -> String {
        let text = storage.string(at: key)
        return "unknown \(what) field '\(displayed(text))'" + didYouMean(text, among: fields)
    }
}

/// A short description of a value for "found ..." in messages: `the number 12`, `an array`, `null`.
package func describeValue(_ node: JSONNode) -> String {
    switch node.kind {
    case .number: "the number \(node.numberText ?? "")"
    case .bool: node.bool == true ? "true" : "false"
    case .string: "the string \"\(displayed(node.string ?? ""))\""
    default: node.kind.description
    }
}
