import CellDiagnostics

/// A top-level declaration of a `.cell` file.
public enum Declaration: Sendable, Hashable {
    /// `let name = value`.
    case constant(Constant)
    /// `style Name { properties }`.
    case style(Style)
    /// `cell Name { ... }`, `view Name { ... }`, `collectionCell Name { ... }` or `reusableView Name { ... }`.
    case template(Template)
}

/// `constant = "let" identifier "=" expression`.
public struct Constant: Sendable, Hashable {
    /// The constant's name.
    public var name: Identifier
    /// Its value.
    public var value: Expression
    /// From `let` to the end of the value.
    public var range: SourceRange

    /// Creates a constant.
    public init(name: Identifier, value: Expression, range: SourceRange) {
        self.name = name
        self.value = value
        self.range = range
    }
}

/// `style = "style" identifier "{" { property } "}"`.
public struct Style: Sendable, Hashable {
    /// The style's name.
    public var name: Identifier
    /// The properties it sets, in order.
    public var properties: [Property]
    /// From `style` to the closing brace.
    public var range: SourceRange

    /// Creates a style.
    public init(name: Identifier, properties: [Property], range: SourceRange) {
        self.name = name
        self.properties = properties
        self.range = range
    }
}

/// `template = ( "cell" | "view" | "collectionCell" | "reusableView" ) identifier "{" { member } "}"`.
public struct Template: Sendable, Hashable {
    /// What the template declares: its keyword, a contextual one (a property or an outlet may still be called so).
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `cell`: a `TableViewCell` subclass with a reuse identifier and a row height.
        case cell
        /// `view`: a `View` subclass, such as a detail screen or a header.
        case view
        /// `collectionCell`: a `CollectionViewCell` subclass, an item of a collection view.
        case collectionCell
        /// `reusableView`: a `CollectionReusableView` subclass, a collection view's section header or footer.
        case reusableView
    }

    /// The keyword's kind.
    public var kind: Kind
    /// The keyword, for diagnostics.
    public var keyword: Identifier
    /// The class name.
    public var name: Identifier
    /// The body.
    public var members: [Member]
    /// From the keyword to the closing brace.
    public var range: SourceRange

    /// Creates a template.
    public init(kind: Kind, keyword: Identifier, name: Identifier, members: [Member], range: SourceRange) {
        self.kind = kind
        self.keyword = keyword
        self.name = name
        self.members = members
        self.range = range
    }
}
