import CellCatalog
import CellSupport

extension ArchiveParser {
    /// Reads a property value of object `owner`: a type tag and its payload.
    mutating func value(of owner: Int) throws(ArchiveError) -> ArchiveValue {
        let tagOffset = input.offset
        let rawTag = try input.byte("a type tag")
        guard let tag = ValueTag(rawValue: rawTag) else {
            throw .invalid(offset: tagOffset, message: "unknown type tag \(Hex.string(rawTag, digits: 2))")
        }
        return try payload(of: tag, owner: owner)
    }

    /// Reads the payload of a value whose tag is `tag`.
    private mutating func payload(of tag: ValueTag, owner: Int) throws(ArchiveError) -> ArchiveValue {
        switch tag {
        case .boolFalse:
            return .bool(false)
        case .boolTrue:
            return .bool(true)
        case .integer:
            let zigzag = try input.varint("an integer")
            return .integer(Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1))
        case .double:
            return .double(try input.double("a double"))
        case .string:
            return .string(try string("a string value"))
        case .enumCase:
            return .enumCase(try string("an enumeration case"))
        case .image:
            return .image(try string("an image name"))
        case .systemImage:
            return .systemImage(try string("a symbol name"))
        case .namedColor:
            return .color(.named(try string("a colour name")))
        case .rgbaColor:
            let red = try input.byte("the red channel of a colour")
            let green = try input.byte("the green channel of a colour")
            let blue = try input.byte("the blue channel of a colour")
            let alphaOffset = input.offset
            let alpha = try input.double("the alpha of a colour")
            guard (0...1).contains(alpha) else {
                throw .invalid(offset: alphaOffset, message: "the alpha of a colour is \(alpha), outside 0...1")
            }
            return .color(.rgba(red: red, green: green, blue: blue, alpha: alpha))
        case .systemFont:
            return .font(.system(try input.double("a font size")))
        case .boldSystemFont:
            return .font(.boldSystem(try input.double("a font size")))
        case .customFont:
            let name = try string("a font name")
            return .font(.custom(name: name, size: try input.double("a font size")))
        case .weightedSystemFont:
            let size = try input.double("a font size")
            return .font(.weightedSystem(size, try fontWeight()))
        case .italicSystemFont:
            return .font(.italicSystem(try input.double("a font size")))
        case .monospacedDigitSystemFont:
            let size = try input.double("a font size")
            return .font(.monospacedDigitSystem(size, try fontWeight()))
        case .textStyleFont:
            let offset = input.offset
            let name = try string("a text style")
            guard let style = FontTextStyle(rawValue: name) else {
                throw .invalid(offset: offset, message: "unknown text style '\(name)'")
            }
            return .font(.textStyle(style))
        case .assetColor:
            return .color(.asset(try string("an asset colour name")))
        case .displayP3Color:
            var components: [Double] = []
            for name in ["red", "green", "blue", "alpha"] {
                let offset = input.offset
                let component = try input.double("the \(name) component of a display-P3 colour")
                guard (0...1).contains(component) else {
                    throw .invalid(
                        offset: offset, message: "the \(name) component of a colour is \(component), outside 0...1")
                }
                components.append(component)
            }
            return .color(
                .displayP3(red: components[0], green: components[1], blue: components[2], alpha: components[3]))
        case .size:
            let width = try input.double("a width")
            return .size(width: width, height: try input.double("a height"))
        case .insets:
            let top = try input.double("a top inset")
            let left = try input.double("a left inset")
            let bottom = try input.double("a bottom inset")
            return .insets(top: top, left: left, bottom: bottom, right: try input.double("a right inset"))
        case .object:
            return .object(try child(of: owner))
        case .objects:
            let count = try input.count("the length of an object list", elementBytes: 1)
            var children: [Int] = []
            children.reserveCapacity(Self.reservation(count))
            for _ in 0..<count {
                children.append(try child(of: owner))
            }
            return .objects(children)
        case .expression:
            return .expression(try expression())
        case .layout:
            return .layout(try layout())
        case .strings:
            let count = try input.count("the length of a string list", elementBytes: 1)
            var strings: [String] = []
            strings.reserveCapacity(Self.reservation(count))
            for _ in 0..<count {
                strings.append(try string("a string of a list"))
            }
            return .strings(strings)
        case .point:
            let x = try input.double("the x of a point")
            return .point(x: x, y: try input.double("the y of a point"))
        case .rect:
            let x = try input.double("the x of a rect")
            let y = try input.double("the y of a rect")
            let width = try input.double("the width of a rect")
            return .rect(x: x, y: y, width: width, height: try input.double("the height of a rect"))
        case .localizedString:
            return .localizedString(try string("a localized string's key"))
        case .runtimeAttributes:
            return .runtimeAttributes(try runtimeAttributes(of: owner))
        case .layoutVariables:
            let count = try input.count("the length of a layout variable list", elementBytes: 9)
            var variables: [ArchivedLayoutVariable] = []
            variables.reserveCapacity(Self.reservation(count))
            for _ in 0..<count {
                let name = try string("a layout variable's name")
                variables.append(
                    ArchivedLayoutVariable(name: name, defaultValue: try input.double("a layout variable's value")))
            }
            return .layoutVariables(variables)
        }
    }

    /// Reads a list of runtime attributes, each a key and a value whose tag ``ArchivedRuntimeAttribute/valueTags``
    /// allows; checking the tag before the payload keeps the reading flat.
    private mutating func runtimeAttributes(of owner: Int) throws(ArchiveError) -> [ArchivedRuntimeAttribute] {
        let count = try input.count("the length of a runtime attribute list", elementBytes: 2)
        var attributes: [ArchivedRuntimeAttribute] = []
        attributes.reserveCapacity(Self.reservation(count))
        for _ in 0..<count {
            let key = try string("a runtime attribute's key")
            let tagOffset = input.offset
            let rawTag = try input.byte("the type tag of a runtime attribute")
            guard let tag = ValueTag(rawValue: rawTag), ArchivedRuntimeAttribute.valueTags.contains(tag) else {
                throw .invalid(
                    offset: tagOffset,
                    message: "the runtime attribute \(key) has type tag \(Hex.string(rawTag, digits: 2)), which is "
                        + "no attribute type")
            }
            attributes.append(ArchivedRuntimeAttribute(key: key, value: try payload(of: tag, owner: owner)))
        }
        return attributes
    }

    /// Reads a reference from `owner` to a child object, which no other reference may name.
    private mutating func child(of owner: Int) throws(ArchiveError) -> Int {
        let start = input.offset
        let index = try input.index("an object reference", count: objectCount, table: "the object table")
        guard parents[index] < 0 else {
            throw .invalid(
                offset: start,
                message: "object #\(index) is referenced twice, by object #\(parents[index]) at offset "
                    + "\(referenceOffsets[index]) and by object #\(owner)")
        }
        parents[index] = owner
        referenceOffsets[index] = start
        return index
    }

    /// Reads an expression, checking its stack as it goes: no instruction may pop an empty stack, the stack never
    /// exceeds ``ArchivedExpression/maximumStackDepth``, and exactly one value is left.
    private mutating func expression() throws(ArchiveError) -> ArchivedExpression {
        let start = input.offset
        let count = try input.count("the instruction count of an expression", elementBytes: 1)
        var instructions: [ArchivedInstruction] = []
        instructions.reserveCapacity(Self.reservation(count))
        var depth = 0
        for position in 0..<count {
            let instructionOffset = input.offset
            let instruction = try instruction()
            let effect = instruction.stackEffect
            guard depth >= effect.pops else {
                throw .invalid(
                    offset: instructionOffset,
                    message: "instruction \(position) of an expression (\(Opcode(instruction))) pops \(effect.pops) "
                        + "values from a stack of \(depth)")
            }
            depth += effect.pushes - effect.pops
            guard depth <= ArchivedExpression.maximumStackDepth else {
                throw .invalid(
                    offset: instructionOffset,
                    message: "an expression's stack grows deeper than \(ArchivedExpression.maximumStackDepth) values")
            }
            instructions.append(instruction)
        }
        guard depth == 1 else {
            throw .invalid(
                offset: start,
                message: "an expression must leave exactly 1 value on the stack; this one leaves \(depth)")
        }
        return ArchivedExpression(instructions)
    }

    private mutating func instruction() throws(ArchiveError) -> ArchivedInstruction {
        let start = input.offset
        let code = try input.byte("an instruction")
        guard let opcode = Opcode(rawValue: code) else {
            throw .invalid(offset: start, message: "unknown instruction \(Hex.string(code, digits: 2))")
        }
        switch opcode {
        case .constant:
            return .constant(try input.double("a constant"))
        case .parentWidth:
            return .parentWidth
        case .parentHeight:
            return .parentHeight
        case .anchor, .margin:
            let object = try input.index("the object of an anchor", count: objectCount, table: "the object table")
            let anchorOffset = input.offset
            let rawAnchor = try input.byte("an anchor")
            guard let anchor = Anchor(archiveCode: rawAnchor) else {
                throw .invalid(offset: anchorOffset, message: "unknown anchor \(Hex.string(rawAnchor, digits: 2))")
            }
            return opcode == .anchor ? .anchor(object: object, anchor) : .margin(object: object, anchor)
        case .fittingWidth, .fittingHeight, .fittingWidthAtHeight, .fittingHeightAtWidth:
            let object = try input.index("the object of a fitting size", count: objectCount, table: "the object table")
            let limited = opcode == .fittingWidthAtHeight || opcode == .fittingHeightAtWidth
            return opcode == .fittingWidth || opcode == .fittingWidthAtHeight
                ? .fittingWidth(object: object, limited: limited) : .fittingHeight(object: object, limited: limited)
        case .contentOffsetX, .contentOffsetY:
            let object = try input.index(
                "the object of a content offset", count: objectCount, table: "the object table")
            return opcode == .contentOffsetX ? .contentOffsetX(object: object) : .contentOffsetY(object: object)
        case .minimum:
            return .minimum
        case .maximum:
            return .maximum
        case .negate:
            return .negate
        case .add:
            return .add
        case .subtract:
            return .subtract
        case .multiply:
            return .multiply
        case .divide:
            return .divide
        case .variable:
            return .variable(try string("the name of a layout variable"))
        case .sizeClass:
            var classes: [SizeClass] = []
            for axis in ["width", "height"] {
                let offset = input.offset
                let code = try input.byte("the \(axis) size class of a variation")
                guard let sizeClass = SizeClass(code: code) else {
                    throw .invalid(offset: offset, message: "unknown size class \(Hex.string(code, digits: 2))")
                }
                classes.append(sizeClass)
            }
            return .sizeClass(SizeClassCondition(width: classes[0], height: classes[1]))
        }
    }

    private mutating func layout() throws(ArchiveError) -> [ArchivedLayoutStep] {
        let count = try input.count("the step count of a layout", elementBytes: Self.minimumStepBytes)
        var steps: [ArchivedLayoutStep] = []
        steps.reserveCapacity(Self.reservation(count))
        for position in 0..<count {
            let object = try input.index(
                "the object of layout step \(position)", count: objectCount, table: "the object table")
            let componentOffset = input.offset
            let rawComponent = try input.byte("a frame component")
            guard let component = ArchivedLayoutStep.Component(rawValue: rawComponent) else {
                throw .invalid(
                    offset: componentOffset, message: "unknown frame component \(Hex.string(rawComponent, digits: 2))")
            }
            steps.append(ArchivedLayoutStep(object: object, component: component, expression: try expression()))
        }
        return steps
    }

    /// A font weight, by its name in the string table.
    private mutating func fontWeight() throws(ArchiveError) -> FontWeight {
        let offset = input.offset
        let name = try string("a font weight")
        guard let weight = FontWeight(rawValue: name) else {
            throw .invalid(offset: offset, message: "unknown font weight '\(name)'")
        }
        return weight
    }
}
