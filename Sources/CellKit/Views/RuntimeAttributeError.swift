/// Why a view refused a user-defined runtime attribute in `View.setRuntimeAttribute(_:forKey:)`.
public enum RuntimeAttributeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The class `className` takes no attribute `key`: what the default hook throws, as UIKit's key-value coding
    /// does for a key the class does not have.
    case undefinedKey(className: String, key: String)
    /// The class `className` takes the attribute `key`, but as `expected`, not the value given.
    case wrongType(className: String, key: String, expected: String)

    /// UIKit's text for an undefined key, without the instance's address (which would make messages differ from run
    /// to run); a sentence naming the expected type for a wrong one.
    public var description: String {
        switch self {
        case .undefinedKey(let className, let key):
            "[<\(className)> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key "
                + "\(key)."
        case .wrongType(let className, let key, let expected):
            "the runtime attribute \(key) of \(className) takes \(expected)"
        }
    }
}
