/// What is wrong with an object of a malformed archive, as `NibError.malformedObject` reports it.
///
/// `ArchiveReader` rejects most malformed graphs; these are the checks `Nib` makes itself, since an `Archive` value
/// may be built without the reader and a valid graph may still not be a valid template.
public enum NibObjectProblem: Equatable, Sendable, CustomStringConvertible {
    /// The object does not exist: an index past the end of the archive's objects.
    case missing
    /// The object's class index is past the end of the class table.
    case classIndexOutOfRange(Int)
    /// A top-level object's class is not a template class (it has no superclass).
    case notATemplate(className: String)
    /// A template class subclasses something other than `TableViewCell` or `View`.
    case unsupportedSuperclass(className: String, superclassName: String)
    /// A view object's class is none of the view kinds CellKit builds.
    case unknownViewClass(String)
    /// The value under `key` refers to an object that does not exist.
    case referenceOutOfRange(key: String, reference: Int)
    /// The value under `key` refers to an object that is not a view (a template object).
    case referenceToNonView(key: String, reference: Int)
    /// The value under `key` refers to an object that is already a subview elsewhere.
    case referencedTwice(key: String, reference: Int)
    /// A layout step or anchor under `key` refers to an object that is not a subview of this template.
    case notASubview(key: String, reference: Int)
    /// `arrangedSubviews` on a view that is not a stack view.
    case arrangedSubviewsOutsideStackView
    /// The expression under `key` pops an empty stack, leaves other than one value, or is too deep.
    case invalidExpression(key: String)
    /// The expression under `key` reads a layout variable the template's `layoutVariables` does not declare.
    case undeclaredLayoutVariable(key: String, name: String)

    /// The problem as a phrase.
    public var description: String {
        switch self {
        case .missing:
            "the object does not exist"
        case .classIndexOutOfRange(let index):
            "its class index \(index) is past the end of the class table"
        case .notATemplate(let className):
            "it is a top-level object of class \(className), which is not a template class"
        case .unsupportedSuperclass(let className, let superclassName):
            "class \(className) subclasses \(superclassName), not TableViewCell or View"
        case .unknownViewClass(let name):
            "\(name) is not a view class CellKit can build"
        case .referenceOutOfRange(let key, let reference):
            "'\(key)' refers to object #\(reference), which does not exist"
        case .referenceToNonView(let key, let reference):
            "'\(key)' refers to object #\(reference), which is not a view"
        case .referencedTwice(let key, let reference):
            "'\(key)' refers to object #\(reference), which is already a subview elsewhere"
        case .notASubview(let key, let reference):
            "'\(key)' refers to object #\(reference), which is not a subview of this template"
        case .arrangedSubviewsOutsideStackView:
            "it has arranged subviews but is not a StackView"
        case .invalidExpression(let key):
            "the expression in '\(key)' is malformed"
        case .undeclaredLayoutVariable(let key, let name):
            "the expression in '\(key)' reads the layout variable '\(name)', which the template does not declare"
        }
    }
}
