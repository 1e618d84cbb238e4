/// Something `Nib.instantiate(withOwner:)` worked around, as UIKit logs it: the objects were made all the same.
public enum NibWarning: Equatable, Sendable, CustomStringConvertible {
    /// No class is registered for a template under `className`; the object was made as the archived
    /// `superclassName` (`TableViewCell` or `View`), which lays out from the archive but has no outlets. `source`
    /// and `line` locate the template in the `.cell` file the archive was compiled from.
    case unknownClass(className: String, superclassName: String, source: String, line: Int)
    /// The template declares an owner of class `ownerClassName`, but the nib was instantiated with no owner, so
    /// its outlets are connected on nothing.
    case missingOwner(className: String, ownerClassName: String)

    /// The warning as UIKit words it.
    public var description: String {
        switch self {
        case .unknownClass(let className, let superclassName, let source, let line):
            "Unknown class \(className) in Interface Builder file. Made a \(superclassName) instead "
                + "(\(source.isEmpty ? "line " : source + ":")\(line))."
        case .missingOwner(let className, let ownerClassName):
            "\(className) expects an owner of class \(ownerClassName), but the nib was instantiated without one; "
                + "its outlets are not connected."
        }
    }
}
