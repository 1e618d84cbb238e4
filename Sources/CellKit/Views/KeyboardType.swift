/// The keyboard a text input brings up (UIKit's `UIKeyboardType`).
public enum KeyboardType: String, Sendable, Hashable, CaseIterable {
    /// The default keyboard of the current input method.
    case `default`
    /// A keyboard of ASCII characters.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// For URLs: a prominent '.', '/' and '.com'.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    // UIKit spells it `URL`, and the catalog's case names are UIKit's.
    case URL
    /// Digits 0 to 9.
    case numberPad
    /// Digits, '*' and '#'.
    case phonePad
    /// Letters, and digits on a second plane.
    case namePhonePad
    /// For email addresses: a prominent '@' and '.'.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// For Twitter text: a prominent '@' and '#'.
    case twitter
    /// For web search terms and URLs: a prominent space and '.'.
    case webSearch
    /// ASCII digits only.
    case asciiCapableNumberPad
}
