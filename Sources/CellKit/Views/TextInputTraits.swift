/// What a text input tells the keyboard (UIKit's `UITextInputTraits`), which `TextField` and `TextView` share, so
/// that the nib decoder sets them on either by one table.
@MainActor
public protocol TextInputTraits: AnyObject {
    /// The keyboard editing brings up.
    var keyboardType: KeyboardType { get set }
    /// The title of the keyboard's return key.
    var returnKeyType: ReturnKeyType { get set }
    /// Whether the text is hidden behind bullets, as a password is.
    var isSecureTextEntry: Bool { get set }
    /// How the keyboard capitalises what is typed.
    var autocapitalizationType: TextAutocapitalizationType { get set }
    /// Whether the keyboard corrects what is typed.
    var autocorrectionType: TextAutocorrectionType { get set }
}

extension TextInputTraits {
    /// A bullet per character of `text` under secure entry, `text` itself otherwise: what is drawn and listed.
    func displayed(_ text: String) -> String {
        isSecureTextEntry ? String(repeating: "•", count: text.count) : text
    }
}
