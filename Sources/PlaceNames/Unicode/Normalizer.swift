import ICUShim

/// A Unicode normalisation form (UAX #15) backed by ICU, usable from any thread.
public struct Normalizer: Sendable, Hashable, CustomStringConvertible {
    /// The normalisation forms ICU provides.
    public enum Form: Int32, Sendable, CaseIterable {
        /// Canonical decomposition, then composition.
        case nfc = 0
        /// Canonical decomposition.
        case nfd
        /// Compatibility decomposition, then canonical composition.
        case nfkc
        /// Compatibility decomposition.
        case nfkd
        /// NFKC with case folding and default-ignorable characters removed (ICU's `nfkc_cf`).
        case nfkcCasefold
    }

    /// Canonical composition: the form to store and compare names in.
    public static let nfc = Normalizer(.nfc)
    /// Canonical decomposition.
    public static let nfd = Normalizer(.nfd)
    /// Compatibility composition (folds `ﬁ`, full-width letters, superscripts).
    public static let nfkc = Normalizer(.nfkc)
    /// Compatibility decomposition.
    public static let nfkd = Normalizer(.nfkd)
    /// NFKC with case folding and default-ignorables removed: the base of search keys.
    public static let nfkcCasefold = Normalizer(.nfkcCasefold)

    /// Which form this normaliser produces.
    public let form: Form

    /// A normaliser for `form`.
    public init(_ form: Form) { self.form = form }

    public var description: String {
        switch form {
        case .nfc: "NFC"
        case .nfd: "NFD"
        case .nfkc: "NFKC"
        case .nfkd: "NFKD"
        case .nfkcCasefold: "NFKC_Casefold"
        }
    }

    // ICU's normalisers are immutable process-wide singletons, safe to use from any thread.
    nonisolated(unsafe) private static let handles: [OpaquePointer?] = Form.allCases.map { form in
        var status: Int32 = 0
        return pn_normalizer_get(form.rawValue, &status)
    }

    private var handle: OpaquePointer? { Self.handles[Int(form.rawValue)] }

    /// Whether `text` is already in this form; ASCII is answered in Swift and nothing is allocated.
    public func isNormalized(_ text: String) -> Bool {
        if let ascii = Self.asciiAnswer(text, form) { return ascii }
        guard let handle else { return false }
        return ICUText.withUTF8(text) { bytes, count in
            var status: Int32 = 0
            return pn_is_normalized(handle, bytes, count, &status) == 1 && status <= 0
        }
    }

    /// Whether the scalar `value` is NFC_Quick_Check=Yes with combining class 0: a text of only such scalars is
    /// in NFC without asking ICU about the text.
    static func isNFCQuickYesStarter(_ value: UInt32) -> Bool {
        pn_nfc_quick_yes_starter(Int32(bitPattern: value)) == 1
    }

    /// Whether the UTF-8 `bytes` are already in this form, asked of ICU without making a String.
    func isNormalized(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let handle else { return false }
        var status: Int32 = 0
        let text = bytes.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }
        return pn_is_normalized(handle, text, Int32(bytes.count), &status) == 1 && status <= 0
    }

    /// `text` in this form; returns `text` itself when it already is.
    public func normalize(_ text: String) -> String {
        if isNormalized(text) { return text }
        guard let handle else { return text }
        let result = ICUText.withUTF8(text) { bytes, count in
            try? ICUText.produce(guess: Int(count) * 3 / 2 + 8) { dest, capacity, status in
                pn_normalize(handle, bytes, count, dest, capacity, &status)
            }
        }
        // ICU fails here only when memory runs out.
        return result ?? text
    }

    /// ASCII text is in every form except that NFKC_Casefold lower-cases it; nil when `text` is not ASCII.
    private static func asciiAnswer(_ text: String, _ form: Form) -> Bool? {
        var text = text
        return text.withUTF8 { bytes -> Bool? in
            var upper = false
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if byte &- 0x41 < 26 { upper = true }
            }
            return form == .nfkcCasefold ? !upper : true
        }
    }
}
