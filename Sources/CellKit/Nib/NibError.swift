import CellArchive
import CellSupport

/// Why a nib could not be loaded or instantiated, or `CellRegistry.customView(for:)` could not make a view.
///
/// Messages follow UIKit's where UIKit has one ("this class is not key value coding-compliant for the key …",
/// "Could not load NIB in bundle: …"), and locate objects by their line in the `.cell` file (`source`).
public enum NibError: Error, Equatable, CustomStringConvertible {
    /// The bytes of the nib `name` are not a valid archive.
    case invalidArchive(name: String, ArchiveError)
    /// The file at `path` could not be read; `errorNumber` is the system's `errno`.
    case unreadableFile(path: String, errorNumber: Int32)
    /// The file at `path` is larger than a nib may be (64 MiB); `size` is its size when the file system knows it
    /// (a regular file, refused before reading), nil for a device or pipe that gave more bytes than the limit.
    case fileTooLarge(path: String, size: Int?)
    /// The bundle at `bundlePath` has no nib called `name`.
    case nibNotFound(name: String, bundlePath: String)
    /// A nib called `name` was asked of a registry that has no bundle to look in.
    case noBundle(nibName: String)
    /// The nib `nib` names the template class `name`, which is not registered (in strict mode); `suggestions` are
    /// registered template names close to it.
    case unknownClass(name: String, nib: String, suggestions: [String])
    /// `CellRegistry.customView(for:)` was asked for `className`, which is not registered with
    /// `register(_:nibName:)`, so the registry knows no nib for it; `suggestions` are registered names close to it.
    case notRegistered(className: String, suggestions: [String])
    /// `CellRegistry.customView(for:)` was asked for `className`, which is registered only with
    /// `register(className:factory:)`: a factory cannot make the class from a nib.
    case noArchiveInitializer(className: String)
    /// The registered class `className` was generated from another version of its template than the nib's, which
    /// was compiled from `source` (`Gallery.cell`); `difference` names the first differing schema line.
    case classVersionMismatch(className: String, nib: String, source: String, difference: String)
    /// An archived property's key is not a property of the object's class.
    case notKeyValueCodingCompliant(source: String, className: String, key: String, object: Int, line: Int)
    /// An archived property's value is not of the type the key takes.
    case invalidValue(
        source: String, className: String, key: String, object: Int, line: Int, expected: String, found: String)
    /// An object of the archive is malformed in a way that would make a wrong view tree.
    case malformedObject(source: String, object: Int, line: Int, problem: NibObjectProblem)
    /// The generated class `className` asked for subview `index` of a template that has `count`.
    case subviewIndexOutOfRange(className: String, index: Int, count: Int)
    /// The generated class `className` expects subview `index` to be an `expected`; the archive has an `archived`.
    case outletTypeMismatch(className: String, index: Int, expected: String, archived: String)
    /// The template `className` connects its outlets on an owner of class `ownerClassName`, and the owner given
    /// (of type `ownerType`) does not adopt the generated protocol `<className>Owner`.
    case ownerMismatch(className: String, ownerClassName: String, ownerType: String)
    /// The nib `nib` has no top-level object of class `className`.
    case noObject(className: String, nib: String)
    /// A subview's custom class `className` is registered, but its factory makes a `madeClass`, which is not a
    /// subclass of the subview's archived kind `kindClassName`.
    case customClassMismatch(className: String, kindClassName: String, madeClass: String, source: String, line: Int)
    /// The view of class `className` (object `object`, declared at `line` of `source`) refused one of its
    /// user-defined runtime attributes in `setRuntimeAttribute(_:forKey:)`.
    case runtimeAttributeRefused(source: String, object: Int, line: Int, RuntimeAttributeError)

    /// The error as a sentence.
    public var description: String {
        switch self {
        case .invalidArchive(let name, let error):
            return "Could not load NIB '\(name)': \(error)"
        case .unreadableFile(let path, let errorNumber):
            return "Could not read '\(path)': \(FileBytes.message(forError: errorNumber))"
        case .fileTooLarge(let path, let size?):
            return "Could not read '\(path)': it is \(size) bytes, more than the \(FileBytes.limitDescription) "
                + "a nib may be"
        case .fileTooLarge(let path, nil):
            return "Could not read '\(path)': it is larger than the \(FileBytes.limitDescription) a nib may be"
        case .nibNotFound(let name, let bundlePath):
            return "Could not load NIB in bundle: '\(bundlePath)' with name '\(name)'"
        case .noBundle(let nibName):
            return "Could not load NIB with name '\(nibName)': the registry has no bundle"
        case .unknownClass(let name, let nib, let suggestions):
            return "Unknown class \(name) in Interface Builder file '\(nib)'"
                + Suggestions.clause(suggestions)
        case .notRegistered(let className, let suggestions):
            return "Class \(className) is not registered with register(_:nibName:), so the registry knows no nib "
                + "to load it from" + Suggestions.clause(suggestions)
        case .noArchiveInitializer(let className):
            return "Class \(className) is registered with register(className:factory:), which cannot make it from "
                + "a nib: register the generated class with register(_:nibName:)"
        case .classVersionMismatch(let className, let nib, let source, let difference):
            let file = source.isEmpty ? "the .cell file" : source
            return "Class \(className) does not match its archive in NIB '\(nib)': \(difference); "
                + "recompile \(file) and rebuild the app so the Swift and the archive agree"
        case .notKeyValueCodingCompliant(let source, let className, let key, let object, let line):
            return "\(source):\(line): [<\(className)> setValue:forUndefinedKey:]: "
                + "this class is not key value coding-compliant for the key \(key). (object #\(object))"
        case .invalidValue(let source, let className, let key, let object, let line, let expected, let found):
            return "\(source):\(line): the key \(key) of \(className) takes \(expected), "
                + "not \(found) (object #\(object))"
        case .malformedObject(let source, let object, let line, let problem):
            return "\(source):\(line): malformed object #\(object): \(problem)"
        case .subviewIndexOutOfRange(let className, let index, let count):
            return "\(className) asks for subview \(index), but its archived template has \(count)"
        case .outletTypeMismatch(let className, let index, let expected, let archived):
            return "\(className) expects subview \(index) to be a \(expected), but the archive has a \(archived)"
        case .ownerMismatch(let className, let ownerClassName, let ownerType):
            return "\(className) cannot connect its outlets to its owner: \(ownerType) does not adopt "
                + "\(className)Owner (the owner the template names is \(ownerClassName))"
        case .noObject(let className, let nib):
            return "Could not find an object of class \(className) in NIB '\(nib)'"
        case .runtimeAttributeRefused(let source, let object, let line, let error):
            return "\(source):\(line): \(error) (object #\(object))"
        case .customClassMismatch(let className, let kindClassName, let madeClass, let source, let line):
            return "\(source):\(line): the custom class \(className) must be a subclass of \(kindClassName), but its "
                + "registered factory makes an instance of \(madeClass)"
        }
    }
}
