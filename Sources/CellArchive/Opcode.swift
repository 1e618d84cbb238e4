/// The one-byte code of each instruction of an archived expression.
///
/// The raw values are the format: never renumber a case, only add new ones (with a new format version).
enum Opcode: UInt8, CaseIterable {
    case constant = 0x00
    case parentWidth = 0x01
    case parentHeight = 0x02
    case anchor = 0x03
    case negate = 0x04
    case add = 0x05
    case subtract = 0x06
    case multiply = 0x07
    case divide = 0x08
    case margin = 0x09
    case fittingWidth = 0x0a
    case fittingHeight = 0x0b
    case fittingWidthAtHeight = 0x0c
    case fittingHeightAtWidth = 0x0d
    case minimum = 0x0e
    case maximum = 0x0f
    case variable = 0x10
    case contentOffsetX = 0x11
    case contentOffsetY = 0x12
    case sizeClass = 0x13

    /// The opcode of `instruction`.
    init(_ instruction: ArchivedInstruction) {
        switch instruction {
        case .constant: self = .constant
        case .parentWidth: self = .parentWidth
        case .parentHeight: self = .parentHeight
        case .anchor: self = .anchor
        case .negate: self = .negate
        case .add: self = .add
        case .subtract: self = .subtract
        case .multiply: self = .multiply
        case .divide: self = .divide
        case .margin: self = .margin
        case .fittingWidth(_, let limited): self = limited ? .fittingWidthAtHeight : .fittingWidth
        case .fittingHeight(_, let limited): self = limited ? .fittingHeightAtWidth : .fittingHeight
        case .minimum: self = .minimum
        case .maximum: self = .maximum
        case .variable: self = .variable
        case .contentOffsetX: self = .contentOffsetX
        case .contentOffsetY: self = .contentOffsetY
        case .sizeClass: self = .sizeClass
        }
    }
}
