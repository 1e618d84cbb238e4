/// What an identifier of the `.cell` language is, for the lexer that reads one and for every phase that checks a
/// name written elsewhere (an owner's class name in a string, a name from the command line or an archive).
///
/// Identifiers are ASCII: a letter or `_`, then letters, digits and `_`, the intersection of Swift's identifiers and
/// Objective-C's, so every one is valid in generated Swift and as a class name UIKit can look up.
public enum IdentifierGrammar {
    /// Whether `byte` may start an identifier: an ASCII letter or `_`.
    public static func isHead(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): true
        default: false
        }
    }

    /// Whether `byte` may continue an identifier: a head byte or an ASCII digit.
    public static func isContinue(_ byte: UInt8) -> Bool {
        isHead(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Whether all of `text` is one identifier.
    public static func isValid(_ text: some StringProtocol) -> Bool {
        guard let first = text.utf8.first, isHead(first) else { return false }
        return text.utf8.allSatisfy(isContinue)
    }
}
