import ICUShim

/// UTS #39 spoof detection by ICU `uspoof`: suspicious script mixes, confusable look-alikes, skeletons.
///
/// ICU documents its check, skeleton and confusability functions as safe to call concurrently on one checker
/// (uspoof.h, "Thread Safety"), so `shared` serves every task.
public final class SpoofChecker: Sendable {
    /// The process-wide checker (all checks, moderately restrictive).
    public static let shared: SpoofChecker = try! SpoofChecker()

    private let handle: Handle

    /// Opens a checker running every UTS #39 check at ICU's moderately restrictive level.
    public init() throws {
        var status: Int32 = 0
        let pointer = pn_spoof_open(&status)
        try ICUError.check(status, "open spoof checker")
        guard let pointer else {
            throw ICUError(code: ICUError.internalProgramError, operation: "open spoof checker")
        }
        handle = Handle(pointer: pointer)
    }

    deinit { pn_spoof_close(handle.pointer) }

    /// What is suspicious about `text` on its own; empty for ordinary names in one script.
    ///
    /// ICU reports script mixing, invisible marks, characters outside the identifier set and mixed digits.
    /// On top of that, `text` is a mixed-script confusable when it mixes scripts but its skeleton is in one
    /// script, and a whole-script confusable when it is in one non-Latin script but its skeleton is plain ASCII
    /// Latin (Cyrillic `сосо` → `coco`; Cyrillic `Москва` → `Mocĸʙa` is not flagged: it looks like no ASCII word).
    public func check(_ text: String) -> SpoofIssues {
        var level: Int32 = 0
        var issues = SpoofIssues(rawValue: ICUText.withUTF8(text) { bytes, count in
            var status: Int32 = 0
            let bits = pn_spoof_check(handle.pointer, bytes, count, &level, &status)
            return status > 0 ? 0 : bits
        })
        let scripts = Scripts.of(text)
        if scripts.count > 1 || (scripts.count == 1 && !scripts.contains("Latn")) {
            let skeleton = skeleton(text)
            if scripts.count > 1, Scripts.of(skeleton).count == 1 { issues.insert(.mixedScriptConfusable) }
            if scripts.count == 1, skeleton.unicodeScalars.allSatisfy(\.isASCII), Scripts.of(skeleton) == ["Latn"] {
                issues.insert(.wholeScriptConfusable)
            }
        }
        return issues
    }

    /// The UTS #39 skeleton: two strings that look the same have the same skeleton. Not for display.
    public func skeleton(_ text: String) -> String {
        let result = ICUText.withUTF8(text) { bytes, count in
            try? ICUText.produce(guess: Int(count) * 2 + 16) { dest, capacity, status in
                pn_spoof_skeleton(handle.pointer, bytes, count, dest, capacity, &status)
            }
        }
        return result ?? text
    }

    /// Skeletons of UTF-8 bytes for hot loops (the validator asks one character at a time): a plain value, so many
    /// threads calling it do not contend on the checker's reference count. Valid while this checker lives; the
    /// caller keeps it.
    var utf8Skeletons: UTF8Skeletons { UTF8Skeletons(handle: handle) }

    struct UTF8Skeletons: Sendable {
        fileprivate let handle: Handle

        /// Calls `body` with the UTS #39 skeleton of the UTF-8 `bytes`, cut to its first 64 bytes.
        func withSkeleton(of bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
            withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
                var status: Int32 = 0
                let text = bytes.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }
                let n = Int(pn_spoof_skeleton(handle.pointer, text, Int32(bytes.count), buffer.baseAddress!, 64, &status))
                let raw = UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[..<max(0, min(n, 64))]))
                body(raw.bindMemory(to: UInt8.self))
            }
        }
    }

    /// How `a` and `b` could be mistaken for each other (confusable bits only); empty when they cannot.
    public func areConfusable(_ a: String, _ b: String) -> SpoofIssues {
        let bits = ICUText.withUTF8(a) { aBytes, aCount in
            ICUText.withUTF8(b) { bBytes, bCount in
                var status: Int32 = 0
                let r = pn_spoof_confusable(handle.pointer, aBytes, aCount, bBytes, bCount, &status)
                return status > 0 ? 0 : r
            }
        }
        return SpoofIssues(rawValue: bits).intersection([.singleScriptConfusable, .mixedScriptConfusable,
                                                         .wholeScriptConfusable])
    }
}
