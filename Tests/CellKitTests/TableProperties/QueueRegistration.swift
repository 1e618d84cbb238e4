/// How a reuse-queue scenario registers an identifier: by factory, or by a nib that is valid or broken in one of
/// the ways UIKit reports (A7).
enum QueueRegistration: Sendable, CaseIterable, CustomStringConvertible {
    case factory
    case nib
    /// A nib whose cell carries the identifier it is registered under.
    case nibWithOwnIdentifier
    case nibWithoutObjects
    case nibWithTwoCells
    case nibWithAView
    /// A nib whose cell carries another identifier than the one it is registered under.
    case nibWithOtherIdentifier
    case nibThatThrows

    /// Whether dequeues that make a cell from it succeed.
    var isValid: Bool {
        switch self {
        case .factory, .nib, .nibWithOwnIdentifier: true
        default: false
        }
    }

    var description: String {
        switch self {
        case .factory: "factory"
        case .nib: "nib"
        case .nibWithOwnIdentifier: "nib(own identifier)"
        case .nibWithoutObjects: "nib(no objects)"
        case .nibWithTwoCells: "nib(two cells)"
        case .nibWithAView: "nib(a view, not a cell)"
        case .nibWithOtherIdentifier: "nib(identifier 'Other')"
        case .nibThatThrows: "nib(throws)"
        }
    }
}
