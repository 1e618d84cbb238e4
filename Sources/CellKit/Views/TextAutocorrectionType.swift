/// Whether a keyboard corrects what is typed (UIKit's `UITextAutocorrectionType`).
public enum TextAutocorrectionType: String, Sendable, Hashable, CaseIterable {
    /// As the user's settings say.
    case `default`
    /// Never.
    case no
    /// Always.
    case yes
}
