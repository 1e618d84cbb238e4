import CellCatalog

/// A view's preferred size: a width and a height, each a number or an expression over layout variables.
public struct SizeValue: Sendable, Hashable {
    /// The width, at the layout variables' defaults.
    public var width: Double
    /// The height, at the layout variables' defaults.
    public var height: Double
    /// The width's expression when it reads a layout variable (`size = (16, iconSide)`), to evaluate again when
    /// the app sets one; nil for a number.
    public var widthExpression: LayoutExpression?
    /// The height's expression when it reads a layout variable; nil for a number.
    public var heightExpression: LayoutExpression?

    /// Creates a size of two numbers.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The expressions over layout variables, by dimension; empty for a size of numbers.
    public var variableDimensions: [(LayoutDimension, LayoutExpression)] {
        [(LayoutDimension.width, widthExpression), (.height, heightExpression)].compactMap { dimension, expression in
            expression.map { (dimension, $0) }
        }
    }

    /// Whether the size reads the layout variable at `index`.
    public func reads(variable index: Int) -> Bool {
        variableDimensions.contains { $0.1.readsVariable(index) }
    }
}
