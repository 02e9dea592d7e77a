/// Runs the checks of one name string: fast byte-level tests first, ICU only where they cannot decide.
struct NameChecker: Sendable {
    let severities: SeverityConfiguration
    private let enabled: EnabledCodes
    private let checkCase: Bool
    private let checkWhitespace: Bool
    private let checkNFC: Bool
    private let checkScripts: Bool
    private let checkInvisible: Bool
    private let checkConfusable: Bool

    init(severities: SeverityConfiguration) {
        self.severities = severities
        enabled = EnabledCodes(severities)
        checkCase = severities.isEnabled(.suspiciousCase)
        checkWhitespace = severities.isEnabled(.whitespace) || severities.isEnabled(.emptyName)
        checkNFC = severities.isEnabled(.notNFC)
        checkScripts = severities.isEnabled(.scriptMismatch)
        checkInvisible = severities.isEnabled(.bidiControl) || severities.isEnabled(.invisibleCharacter)
        checkConfusable = severities.isEnabled(.mixedScriptConfusable)
    }

    /// Checks `bytes`, the unescaped UTF-8 of a `language` name whose token starts at `offset`. Returns whether
    /// the name is surely in NFC by its bytes alone (false: it may not be; ICU decides), which the cross-file
    /// checks reuse instead of scanning every name again.
    @discardableResult
    func check(
        _ bytes: UnsafeBufferPointer<UInt8>, language: Language, offset: Int, place: String?,
        into findings: inout [PendingFinding]
    ) -> Bool {
        let profile = LanguageProfile.of(language)
        let traits = NameTraits(bytes, countCase: checkCase && profile.isCased)
        var found = FindingSink(offset: offset, place: place, language: language, enabled: enabled)
        defer { if !found.findings.isEmpty { findings += found.findings } }
        let text = { String(decoding: bytes, as: UTF8.self) }

        guard checkBlankSpacingAndControls(bytes, traits, "the \(language) name", text, &found) else {
            return traits.isSurelyNFC
        }
        if traits.isASCII {
            if checkScripts, !profile.allowsLatin, !profile.scriptCodes.isEmpty, traits.upper + traits.lower > 0
                || bytes.contains(where: { $0 &- 0x41 < 26 || $0 &- 0x61 < 26 })
            {
                found.add(.scriptMismatch, scriptMessage(text(), profile))
            }
        } else {
            checkUnicode(bytes, text, traits, profile, &found)
        }
        if checkCase, profile.isCased {
            if traits.upper >= 4, traits.lower == 0 {
                found.add(.suspiciousCase, "the \(language) name \"\(displayed(text()))\" is all upper case")
            } else if traits.lower >= 2, traits.upper == 0 {
                found.add(.suspiciousCase, "the \(language) name \"\(displayed(text()))\" is all lower case")
            }
        }
        return traits.isSurelyNFC
    }

    /// The checks every name gets whatever its language: empty or only whitespace (false: nothing more to check),
    /// stray spaces, control characters. `subject` names the name in messages ("the thai name"); made only for a
    /// finding, as making it for every name was a sixth of the scan's time.
    private func checkBlankSpacingAndControls(
        _ bytes: UnsafeBufferPointer<UInt8>, _ traits: NameTraits, _ subject: @autoclosure () -> String,
        _ text: () -> String, _ found: inout FindingSink
    ) -> Bool {
        if bytes.isEmpty {
            found.add(.emptyName, "\(subject()) is empty")
            return false
        }
        if traits.onlySpace {
            found.add(.emptyName, "\(subject()) \"\(displayed(text()))\" is only whitespace")
            return false
        }
        if checkWhitespace, traits.leadingSpace || traits.trailingSpace || traits.repeatedSpace {
            found.add(.whitespace, whitespaceMessage(text(), traits, subject()))
        }
        if traits.hasControl {
            found.add(.controlCharacter, controlMessage(text(), subject()))
        }
        return true
    }

    /// Checks `bytes`, the unescaped UTF-8 of a place's default name (the name it has before any language) whose
    /// token starts at `offset`, for what needs no language: blank, spacing, control characters, bidi controls,
    /// NFC. Scripts, case, bidi marks and zero-width joiners are right or wrong only in a language, which a
    /// default name does not have, so those are not checked.
    func checkDefaultName(
        _ bytes: UnsafeBufferPointer<UInt8>, offset: Int, place: String?, into findings: inout [PendingFinding]
    ) {
        let traits = NameTraits(bytes, countCase: false)
        var found = FindingSink(offset: offset, place: place, language: nil, enabled: enabled)
        defer { if !found.findings.isEmpty { findings += found.findings } }
        let text = { String(decoding: bytes, as: UTF8.self) }
        let subject = "the default name"

        guard checkBlankSpacingAndControls(bytes, traits, subject, text, &found) else { return }
        guard !traits.isASCII else { return }
        if checkNFC, !traits.isSurelyNFC, !Normalizer.nfc.isNormalized(utf8: bytes) {
            found.add(.notNFC, "\(subject) \"\(displayed(text()))\" is not in Unicode NFC")
        }
        if checkInvisible, traits.mayHaveInvisible {
            let name = text()
            let controls = distinct(InvisibleCharacters.scan(name).filter { $0.kind == .bidiControl }.map(\.scalar))
            if !controls.isEmpty {
                found.add(.bidiControl, "\(subject) \"\(displayed(name))\" contains "
                          + "\(controls.map(scalarCodeAndName).joined(separator: ", ")), which reorders text; remove it")
            }
        }
    }

    private func checkUnicode(
        _ bytes: UnsafeBufferPointer<UInt8>, _ text: () -> String, _ traits: NameTraits, _ profile: LanguageProfile,
        _ found: inout FindingSink
    ) {
        let language = profile.language
        if checkNFC, !traits.isSurelyNFC {
            if !Normalizer.nfc.isNormalized(utf8: bytes) {
                found.add(.notNFC, "the \(language) name \"\(displayed(text()))\" is not in Unicode NFC")
            }
        }
        if checkScripts, !profile.scriptCodes.isEmpty, !Scripts.fits(utf8: bytes, codes: profile.scriptCodes) {
            found.add(.scriptMismatch, scriptMessage(text(), profile))
        }
        if checkInvisible, traits.mayHaveInvisible {
            reportInvisible(text(), profile, &found)
        }
        if checkConfusable, traits.mixesScriptBlocks {
            let name = text()
            if SpoofChecker.shared.check(name).contains(.mixedScriptConfusable) {
                let scripts = Scripts.of(name).codes.joined(separator: " and ")
                found.add(.mixedScriptConfusable, "the \(language) name \"\(displayed(name))\" mixes \(scripts) "
                          + "letters that look alike (a mixed-script confusable); write it in one script")
            }
        }
    }

    private func reportInvisible(_ name: String, _ profile: LanguageProfile, _ found: inout FindingSink) {
        let characters = InvisibleCharacters.scan(name, allowing: profile.allowances)
        let language = profile.language
        let bidi = distinct(characters.filter { $0.kind != .ignorable }.map(\.scalar))
        let invisible = distinct(characters.filter { $0.kind == .ignorable }.map(\.scalar))
        if !bidi.isEmpty {
            found.add(.bidiControl, "the \(language) name \"\(displayed(name))\" contains "
                      + "\(bidi.map(scalarCodeAndName).joined(separator: ", ")), which reorders text "
                      + "and is not used in \(language) names; remove it")
        }
        if !invisible.isEmpty {
            found.add(.invisibleCharacter, "the \(language) name \"\(displayed(name))\" contains the invisible "
                      + "\(invisible.map(scalarCodeAndName).joined(separator: ", ")), not used in \(language) "
                      + "names; remove it")
        }
    }

    /// `subject` says which name ("the thai name", "the default name").
    private func whitespaceMessage(_ name: String, _ traits: NameTraits, _ subject: String) -> String {
        var problems: [String] = []
        if traits.leadingSpace { problems.append("leading") }
        if traits.trailingSpace { problems.append("trailing") }
        if traits.repeatedSpace { problems.append("repeated") }
        let list = problems.count == 1 ? problems[0]
            : problems.dropLast().joined(separator: ", ") + " and " + problems.last!
        let tidy = name.split(whereSeparator: { $0.unicodeScalars.allSatisfy(\.properties.isWhitespace) })
            .joined(separator: " ")
        return "\(subject) \"\(displayed(name))\" has \(list) whitespace; write \"\(displayed(tidy))\""
    }

    private func controlMessage(_ name: String, _ subject: String) -> String {
        let controls = distinct(name.unicodeScalars.filter {
            $0.value < 0x20 || ($0.value >= 0x7F && $0.value < 0xA0) || $0.value == 0x2028 || $0.value == 0x2029
        })
        return "\(subject) \"\(displayed(name))\" contains the control character"
            + (controls.count > 1 ? "s " : " ") + controls.map(scalarCodeAndName).joined(separator: ", ")
    }

    private func scriptMessage(_ name: String, _ profile: LanguageProfile) -> String {
        let misfits = distinct(Scripts.misfits(in: name, scripts: profile.language.scripts))
        let scripts = distinct(misfits.flatMap { Scripts.extensions(of: $0) }.filter { !Scripts.neutral.contains($0) })
        let shown = misfits.prefix(3).map { "'\(displayed(String($0)))'" }.joined(separator: ", ")
            + (misfits.count > 3 ? ", ..." : "")
        return "the \(profile.language) name \"\(displayed(name))\" has \(scripts.joined(separator: ", ")) "
            + "characters (\(shown)), but \(profile.language) is written in \(profile.scriptNames)"
    }

    private func distinct<T: Hashable>(_ items: [T]) -> [T] {
        var seen = Set<T>()
        return items.filter { seen.insert($0).inserted }
    }
}

/// Collects one name's findings with the location and context they share.
struct FindingSink {
    let offset: Int
    let place: String?
    /// Nil for a default name.
    let language: Language?
    let enabled: EnabledCodes
    var findings: [PendingFinding] = []

    mutating func add(_ code: ValidationCode, _ message: @autoclosure () -> String) {
        guard enabled.contains(code) else { return }
        findings.append(PendingFinding(offset: offset, code: code, message: message(), place: place,
                                       language: language))
    }
}
