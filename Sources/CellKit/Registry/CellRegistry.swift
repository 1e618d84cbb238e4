import CellArchive
import CellSupport

/// Makes views by class name, without the Objective-C runtime: an explicit, injectable map from the class names
/// of `.cell` templates to factories.
///
/// Generated code registers its templates with `register(_:nibName:)`, which records how to make each class with
/// `init()` and from an archive with `init(nib:)`, the nib the class lives in and the hash of its schema. `Nib`
/// asks the registry for the classes an archive names; `customView(for:)` loads a class's nib from `bundle`.
/// Registering a name again replaces its registration.
@MainActor
public final class CellRegistry {
    /// A function that makes a new view of a registered class.
    public typealias Factory = @MainActor () -> View

    private var factories: [String: Factory] = [:]
    private var nibClasses: [String: NibClass] = [:]
    /// The nibs `nib(named:in:options:)` and `customView(for:)` have loaded.
    var nibCache = NibCache()

    /// The directory `customView(for:)` loads nibs from; nil when the app has none.
    public var bundle: NibBundle?

    /// Creates an empty registry that loads nibs from `bundle`, if given.
    public init(bundle: NibBundle? = nil) {
        self.bundle = bundle
    }

    /// Registers the template class `type` under its `templateName`, made with its `init()` by `make` and with
    /// its `init(nib:)` by `Nib`; `nibName` is the nib it lives in (the `.cell` file's base name), which
    /// `customView(for:)` loads, by default the class name.
    ///
    /// The schema is hashed here, once, for `Nib` to compare with archives.
    public func register<T: Template>(_ type: T.Type, nibName: String? = nil) {
        factories[T.templateName] = { T() }
        nibClasses[T.templateName] = NibClass(
            schema: T.templateSchema, schemaHash: SchemaHash.hash(T.templateSchema), nibName: nibName,
            make: { decoder throws(NibError) in try T(nib: decoder) })
    }

    /// Registers `factory` under `className`, replacing any registration under it.
    ///
    /// This is how the app's view classes are registered, the custom classes of a template's subviews (the
    /// generated `register(in:)` registers those its file names): `Nib` makes a subview of custom class
    /// `className` with `factory`, then applies its archived properties. A template class registered this way has
    /// no `init(nib:)`: `Nib` treats it as unknown and falls back to its archived superclass, and
    /// `customView(for:)` refuses it (`NibError.noArchiveInitializer`).
    public func register(className: String, factory: @escaping Factory) {
        factories[className] = factory
        nibClasses[className] = nil
    }

    /// Removes the registration under `className`, if any.
    public func unregister(className: String) {
        factories[className] = nil
        nibClasses[className] = nil
    }

    /// The registered class names, sorted.
    public var classNames: [String] {
        factories.keys.sorted()
    }

    /// Whether a factory is registered under `className`.
    public func contains(className: String) -> Bool {
        factories[className] != nil
    }

    /// The nib `className` was registered with by `register(_:nibName:)`, or nil (also for a class registered
    /// without one, or not registered).
    public func nibName(forClassName className: String) -> String? {
        nibClasses[className]?.nibName
    }

    /// Makes a new view of the class registered under `className`.
    ///
    /// Throws `CellRegistryError.unknownClass`, with the registered names close to `className`, when there is none.
    public func make(className: String) throws(CellRegistryError) -> View {
        guard let factory = factories[className] else {
            throw .unknownClass(
                name: className,
                suggestions: Suggestions.closest(to: className, among: factories.keys.sorted())
            )
        }
        return factory()
    }

    /// Makes a new view of the class registered under `className` and checks that it is a `T`.
    ///
    /// Throws `CellRegistryError.wrongClass` when the registered factory makes another class.
    public func make<T: View>(_ type: T.Type, className: String) throws(CellRegistryError) -> T {
        let view = try make(className: className)
        guard let typed = view as? T else {
            throw .wrongClass(name: className, expected: String(describing: type))
        }
        return typed
    }

    /// Makes a new view of the template class `type`, by the factory registered under its `templateName`.
    ///
    /// The registered factory is used, not `T.init()`, so an app can substitute a subclass or a configured view.
    public func make<T: Template>(_ type: T.Type) throws(CellRegistryError) -> T {
        try make(type, className: T.templateName)
    }

    /// How `Nib` makes the class registered under `className` from an archive, or nil when it cannot.
    func nibClass(named className: String) -> NibClass? {
        nibClasses[className]
    }

    /// The registered names of classes a factory makes, closest to `className` first, for "did you mean" about a
    /// subview's custom class.
    func viewClassSuggestions(for className: String) -> [String] {
        Suggestions.closest(to: className, among: factories.keys.sorted())
    }

    /// The registered names of classes `Nib` can make, closest to `className` first, for "did you mean".
    func nibClassSuggestions(for className: String) -> [String] {
        Suggestions.closest(to: className, among: nibClasses.keys.sorted())
    }
}
