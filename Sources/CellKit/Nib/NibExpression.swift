import CellArchive
import CellCatalog

/// A validated layout expression whose anchors name subviews by their index in the template (not by object), so
/// it evaluates against an array of frames without a lookup.
struct NibExpression {
    /// The postfix program, anchors remapped to subview indices.
    let program: ArchivedExpression
    /// The deepest the stack gets, at least 1 and at most `ArchivedExpression.maximumStackDepth`.
    let depth: Int

    /// The index a margin instruction names the template's root by (a cell's content view, or the view itself).
    static let root = -1

    /// The expression's value, given the root's size, the frame of each subview by index and the rectangle inside
    /// the margins of each subview, or of the root for ``root``.
    ///
    /// Iterative, over a stack allocated on the call stack for this evaluation: no recursion and no heap
    /// allocation, so layout stays cheap and a deep expression cannot overflow anything. The program was checked
    /// when the nib was loaded (`NibTemplatePlan`), so the stack never underflows or overflows and every anchor
    /// names a subview `frame` answers for.
    ///
    /// `measure` answers the `sizeThatFits(_:)` of a subview by index for a fitting size; without views (the static
    /// height of an archive whose height reads no content) nothing is measured. `variable` answers the current
    /// value of a layout variable by name, which the planner checked the template declares. `sizeClasses` answers
    /// the root's traits' horizontal and vertical classes, which a variation's choice reads (asked only then).
    func evaluate(
        parentWidth: Double, parentHeight: Double, frame: (Int) -> Rect, margins: (Int) -> Rect,
        measure: (Int, Size) -> Size = { _, _ in .zero }, variable: (String) -> Double = { _ in 0 },
        contentOffset: (Int) -> Point = { _ in .zero }, sizeClasses: () -> SizeClasses = { .unspecified }
    ) -> Double {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: depth) { stack in
            var top = 0
            for instruction in program.instructions {
                switch instruction {
                case .constant(let value):
                    stack[top] = value
                    top += 1
                case .parentWidth:
                    stack[top] = parentWidth
                    top += 1
                case .parentHeight:
                    stack[top] = parentHeight
                    top += 1
                case .anchor(let view, let anchor):
                    stack[top] = Self.value(of: anchor, in: frame(view))
                    top += 1
                case .margin(let view, let anchor):
                    stack[top] = Self.value(of: anchor, in: margins(view))
                    top += 1
                case .variable(let name):
                    stack[top] = variable(name)
                    top += 1
                case .contentOffsetX(let view):
                    stack[top] = contentOffset(view).x
                    top += 1
                case .contentOffsetY(let view):
                    stack[top] = contentOffset(view).y
                    top += 1
                case .fittingWidth(let view, let limited):
                    let height = limited ? stack[top - 1] : .greatestFiniteMagnitude
                    if limited { top -= 1 }
                    stack[top] = measure(view, Size(width: .greatestFiniteMagnitude, height: height)).width
                    top += 1
                case .fittingHeight(let view, let limited):
                    let width = limited ? stack[top - 1] : .greatestFiniteMagnitude
                    if limited { top -= 1 }
                    stack[top] = measure(view, Size(width: width, height: .greatestFiniteMagnitude)).height
                    top += 1
                case .minimum:
                    top -= 1
                    stack[top - 1] = Swift.min(stack[top - 1], stack[top])
                case .maximum:
                    top -= 1
                    stack[top - 1] = Swift.max(stack[top - 1], stack[top])
                case .negate:
                    stack[top - 1] = -stack[top - 1]
                case .add:
                    top -= 1
                    stack[top - 1] += stack[top]
                case .subtract:
                    top -= 1
                    stack[top - 1] -= stack[top]
                case .multiply:
                    top -= 1
                    stack[top - 1] *= stack[top]
                case .divide:
                    top -= 1
                    stack[top - 1] /= stack[top]
                case .sizeClass(let condition):
                    top -= 1
                    let classes = sizeClasses()
                    if !condition.matches(horizontal: classes.horizontal, vertical: classes.vertical) {
                        stack[top - 1] = stack[top]
                    }
                }
            }
            return stack[0]
        }
    }

    /// The size classes a layout is evaluated in: the root's traits'.
    struct SizeClasses {
        var horizontal: SizeClass
        var vertical: SizeClass

        /// Outside any window, where no variation applies.
        static let unspecified = SizeClasses(horizontal: .unspecified, vertical: .unspecified)

        /// The classes of `traits`.
        init(_ traits: TraitCollection) {
            self.init(horizontal: traits.horizontalSizeClass, vertical: traits.verticalSizeClass)
        }

        init(horizontal: SizeClass, vertical: SizeClass) {
            self.horizontal = horizontal
            self.vertical = vertical
        }
    }

    /// The measurement `anchor` of `rect`, as `Rect`'s properties of the same names give it.
    private static func value(of anchor: Anchor, in rect: Rect) -> Double {
        switch anchor {
        case .minX: rect.minX
        case .midX: rect.midX
        case .maxX: rect.maxX
        case .minY: rect.minY
        case .midY: rect.midY
        case .maxY: rect.maxY
        case .width: rect.width
        case .height: rect.height
        }
    }
}
