/// How a keyboard capitalises what is typed (UIKit's `UITextAutocapitalizationType`).
public enum TextAutocapitalizationType: String, Sendable, Hashable, CaseIterable {
    /// Nothing is capitalised.
    case none
    /// The first letter of each word.
    case words
    /// The first letter of each sentence.
    case sentences
    /// Every letter.
    case allCharacters
}
