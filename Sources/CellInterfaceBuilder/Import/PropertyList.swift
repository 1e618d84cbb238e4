import CellCatalog

/// The properties of one view (or template) as the importer collects them: each checked against the kind's
/// properties in the catalog and left out when it is the kind's default, so the written `.cell` says only what
/// the file changes; what the kind lacks becomes a comment.
struct PropertyList {
    /// Whose properties these are.
    enum Owner {
        case view(ViewKind)
        case template(TemplateKind)
        /// A content view, which has a plain view's properties but no frame.
        case contentView
    }

    let owner: Owner
    private(set) var properties: [(name: String, value: String)] = []
    private(set) var comments: [String] = []
    /// The runtime attributes, as the body's `attributes { ... }` block writes them.
    private(set) var attributes: [(name: String, value: String)] = []
    private var names: Set<String> = []
    private var attributeNames: Set<String> = []

    init(_ owner: Owner) {
        self.owner = owner
    }

    private func spec(_ name: String) -> (spec: PropertySpec, defaultValue: String?)? {
        switch owner {
        case .view(let kind):
            return kind.property(named: name).map { ($0, kind.defaultValue(of: $0)) }
        case .template(let kind):
            if let spec = kind.properties.first(where: { $0.name == name }) {
                return (spec, kind.defaultValue(of: spec))
            }
            guard let spec = ViewKind.view.property(named: name), spec.role == .plain else { return nil }
            return (spec, kind.defaultValue(of: spec))
        case .contentView:
            guard let spec = ViewKind.view.property(named: name), spec.role == .plain else { return nil }
            return (spec, spec.defaultValue)
        }
    }

    /// Sets `name` to `value` unless it is the default; a property the owner lacks is a comment naming what
    /// Interface Builder set (`ibName`, the property's name when nil).
    mutating func set(_ name: String, _ value: String?, ib ibName: String? = nil) {
        guard let value, !names.contains(name) else { return }
        guard let (spec, defaultValue) = spec(name) else {
            comments.append("\(ibName ?? name) = \(value): no counterpart here")
            return
        }
        guard Self.accepts(spec, value) else {
            comments.append("\(ibName ?? name) = \(value): not a value of '\(name)'")
            return
        }
        names.insert(name)
        guard value != defaultValue else { return }
        properties.append((name, value))
    }

    /// Whether `value`, as the file gives it, is one the property of `spec` takes: for a number, one (whole for
    /// an integer) in the catalog's bounds; for an enumeration, one of its cases. What the file says otherwise is
    /// no value of the property.
    private static func accepts(_ spec: PropertySpec, _ value: String) -> Bool {
        switch spec.type {
        case .number, .integer:
            guard let number = Double(value), number.isFinite else { return false }
            return (spec.type != .integer || number == number.rounded())
                && (spec.bounds.map { $0.contains(number) } ?? true)
        case .enumeration(let type):
            return !value.hasPrefix(".") || type.cases.contains(String(value.dropFirst()))
        default:
            return true
        }
    }

    /// Adds the runtime attribute `name`, unless the owner has a property of that name (which the file should have
    /// set instead, and which a comment then shows).
    mutating func attribute(_ name: String, _ value: String) {
        guard spec(name) == nil else {
            comments.append("the runtime attribute \(name) = \(value) is one of the view's properties; not imported")
            return
        }
        guard attributeNames.insert(name).inserted else { return }
        attributes.append((name, value))
    }

    /// Adds a comment about what could not be translated.
    mutating func note(_ comment: String) {
        comments.append(comment)
    }
}
