/// Why a reuse queue refused a registration or a dequeue; `description` is UIKit's exception text, so the message
/// reads as it would on iOS.
public enum ReuseQueueError: Error, Equatable, CustomStringConvertible {
    /// A registration used an empty identifier.
    case emptyIdentifier
    /// `dequeueReusableCell(withIdentifier:for:)` asked for an identifier nothing is registered under.
    case unregisteredIdentifier(String)
    /// A second cell was dequeued for the same index path in one layout pass.
    case multipleDequeuesForIndexPath(identifier: String, indexPath: IndexPath)
    /// The nib registered for the identifier did not contain exactly one top-level object that is a cell.
    case invalidNib(identifier: String)
    /// The nib's cell has a reuse identifier of its own that differs from the one the nib was registered under.
    case nibIdentifierMismatch(nibIdentifier: String, registeredIdentifier: String)
    /// The nib registered for the identifier threw while it was instantiated.
    case nibInstantiationFailed(identifier: String, reason: String)
    /// A typed dequeue got a cell of another class than it asked for.
    case unexpectedCellClass(identifier: String, expected: String, actual: String)
    /// The factory (or nib instantiator) registered for the identifier returned a cell a queue already manages,
    /// instead of a new one.
    case registrationReturnedExistingCell(identifier: String, isNib: Bool)

    /// UIKit's message for the error.
    public var description: String {
        switch self {
        case .emptyIdentifier:
            return "must pass a valid reuse identifier to register(_:forCellReuseIdentifier:)"
        case .unregisteredIdentifier(let identifier):
            return "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the "
                + "identifier or connect a prototype cell in a storyboard"
        case .multipleDequeuesForIndexPath(let identifier, let indexPath):
            return "Attempted to dequeue multiple cells for the same index path, which is not allowed. If you really "
                + "need to dequeue more cells than the table view is requesting, use the "
                + "-dequeueReusableCellWithIdentifier: method (without an index path). Cell identifier: "
                + "\(identifier), index path: \(indexPath.exceptionDescription)"
        case .invalidNib(let identifier):
            return "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level "
                + "object which must be a TableViewCell instance"
        case .nibIdentifierMismatch(let nibIdentifier, let registeredIdentifier):
            // "indentifier" is UIKit's own spelling, kept so the message is recognised and searchable.
            return "cell reuse indentifier in nib (\(nibIdentifier)) does not match the identifier used to register "
                + "the nib (\(registeredIdentifier))"
        case .nibInstantiationFailed(let identifier, let reason):
            return "could not load nib registered for identifier (\(identifier)): \(reason)"
        case .unexpectedCellClass(let identifier, let expected, let actual):
            return "Could not cast value of type '\(actual)' to '\(expected)' (dequeued with identifier \(identifier))"
        case .registrationReturnedExistingCell(let identifier, let isNib):
            let maker = isNib ? "nib" : "factory"
            return "the \(maker) registered for identifier (\(identifier)) returned a cell it made before; a \(maker) "
                + "must make a new cell each time"
        }
    }
}
