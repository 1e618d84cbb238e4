/// Makes views by class name, without the Objective-C runtime: an explicit, injectable map from the class names
/// of `.cell` templates to factories.
///
/// Generated code registers its templates; the nib loader will ask the registry for the classes an archive names,
/// and `customView(for:)` will build on `make(_:)`. Registering a name again replaces its factory.
@MainActor
public final class CellRegistry {
    /// A function that makes a new view of a registered class.
    public typealias Factory = @MainActor () -> View

    private var factories: [String: Factory] = [:]

    /// Creates an empty registry.
    public init() {}

    /// Registers the template class `type` under its `templateName`, made with its `init()`.
    public func register<T: Template>(_ type: T.Type) {
        factories[T.templateName] = { T() }
    }

    /// Registers `factory` under `className`, replacing any factory registered under it.
    public func register(className: String, factory: @escaping Factory) {
        factories[className] = factory
    }

    /// Removes the factory registered under `className`, if any.
    public func unregister(className: String) {
        factories[className] = nil
    }

    /// The registered class names, sorted.
    public var classNames: [String] {
        factories.keys.sorted()
    }

    /// Whether a factory is registered under `className`.
    public func contains(className: String) -> Bool {
        factories[className] != nil
    }

    /// Makes a new view of the class registered under `className`.
    ///
    /// Throws `CellRegistryError.unknownClass`, with the registered names close to `className`, when there is none.
    public func make(className: String) throws(CellRegistryError) -> View {
        guard let factory = factories[className] else {
            throw .unknownClass(
                name: className,
                suggestions: EditDistance.suggestions(for: className, among: factories.keys)
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
}
