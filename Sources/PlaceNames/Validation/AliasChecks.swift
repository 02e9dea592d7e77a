/// The checks of a place's aliases that need more than the catalog reader (which reports blank ones): each in
/// NFC (ICU decides what the quick check cannot), and none twice in one place, compared by bytes.
struct AliasChecks {
    let severities: SeverityConfiguration

    /// Checks `aliases`, which come place after place, reading their bytes from `strings`.
    func run(_ aliases: [AliasToken], of places: [ScannedPlace], in strings: JSONStrings,
             into findings: inout [PendingFinding]) {
        let checksNFC = severities.isEnabled(.notNFC)
        let checksRepeats = severities.isEnabled(.repeatedAlias)
        guard checksNFC || checksRepeats else { return }
        // Compared as bytes with a hash each, without a String or a Set per place: GeoNames cities carry hundreds
        // of thousands of aliases.
        var seen: [(hash: UInt64, node: Int)] = []
        var place: Int32 = -1
        for alias in aliases {
            if alias.place != place {
                place = alias.place
                seen.removeAll(keepingCapacity: true)
            }
            let node = Int(alias.node)
            let (normalized, hash) = strings.withBytes(node) { bytes in
                var hash = FNV1a64()
                hash.add(UnsafeRawBufferPointer(bytes))
                let nfc = !checksNFC || NameTraits(bytes, countCase: false).isSurelyNFC
                    || Normalizer.nfc.isNormalized(utf8: bytes)
                return (nfc, hash.value)
            }
            let id = places[Int(place)].id
            if !normalized {
                findings.append(PendingFinding(offset: strings.offset(node), code: .notNFC,
                                               message: "the alias \"\(shown(node, strings))\" is not in NFC", place: id))
            }
            guard checksRepeats else { continue }
            let repeated = seen.contains { earlier in
                earlier.hash == hash && strings.withBytes(earlier.node) { a in strings.withBytes(node) { sameBytes(a, $0) } }
            }
            if repeated {
                findings.append(PendingFinding(offset: strings.offset(node), code: .repeatedAlias,
                                               message: "the alias \"\(shown(node, strings))\" appears twice", place: id))
            } else {
                seen.append((hash, node))
            }
        }
    }

    private func shown(_ node: Int, _ strings: JSONStrings) -> String {
        displayed(strings.withBytes(node) { String(decoding: $0, as: UTF8.self) })
    }
}
