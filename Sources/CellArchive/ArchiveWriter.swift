/// Encodes an ``Archive`` as the bytes of a `.cellnib` file.
///
/// The encoding is deterministic: strings and keys are numbered in order of first use, so the same archive always
/// gives the same bytes, and ``ArchiveReader`` accepts only bytes the writer could have produced
/// (`encode(decode(bytes)) == bytes`). The ArchiveFormat article describes the layout.
public enum ArchiveWriter {
    /// The bytes of `archive`: header, string table, classes, keys, objects, top-level objects and checksum.
    ///
    /// The writer does not validate: an archive that breaks the reader's rules (an index out of range, a cycle of
    /// subviews, a non-finite number) encodes to bytes that ``ArchiveReader/decode(_:)`` rejects.
    public static func encode(_ archive: Archive) -> [UInt8] {
        var keys = StringTable()
        for object in archive.objects {
            for property in object.properties {
                _ = keys.index(of: property.key)
            }
        }

        // Everything after the string table, interning strings in the order the reader meets them.
        var strings = StringTable()
        var body = ByteWriter()
        body.varint(strings.index(of: archive.sourceName))

        body.varint(archive.classes.count)
        for archivedClass in archive.classes {
            body.varint(strings.index(of: archivedClass.name))
            if let superclassName = archivedClass.superclassName {
                body.varint(strings.index(of: superclassName) + 1)
            } else {
                body.varint(0)
            }
            body.varint(archivedClass.schema.count)
            for line in archivedClass.schema {
                body.varint(strings.index(of: line))
            }
            body.fixed64(archivedClass.schemaHash)
        }

        body.varint(keys.strings.count)
        for key in keys.strings {
            body.varint(strings.index(of: key))
        }

        body.varint(archive.objects.count)
        for object in archive.objects {
            body.varint(object.classIndex)
            body.varint(object.line)
            body.varint(object.column)
            body.varint(object.properties.count)
            for property in object.properties {
                body.varint(keys.index(of: property.key))
                write(property.value, to: &body, strings: &strings)
            }
        }

        body.varint(archive.topLevelObjects.count)
        for index in archive.topLevelObjects {
            body.varint(index)
        }

        var output = ByteWriter(bytes: Archive.magic)
        output.fixed32(UInt32(Archive.formatVersion))
        output.varint(strings.strings.count)
        for string in strings.strings {
            output.varint(string.utf8.count)
            output.bytes.append(contentsOf: string.utf8)
        }
        output.bytes.append(contentsOf: body.bytes)
        return sealed(output.bytes)
    }

    /// `bytes` followed by their checksum: FNV-1a of every byte, 8 bytes little-endian.
    ///
    /// Tests use it to give mutated bytes a valid checksum, so that mutations reach the reader's deeper checks.
    static func sealed(_ bytes: [UInt8]) -> [UInt8] {
        var output = ByteWriter(bytes: bytes)
        output.fixed64(FNV1a.hash(bytes[...]))
        return output.bytes
    }

    private static func write(_ value: ArchiveValue, to body: inout ByteWriter, strings: inout StringTable) {
        switch value {
        case .bool(let flag):
            body.byte((flag ? ValueTag.boolTrue : .boolFalse).rawValue)
        case .integer(let integer):
            body.byte(ValueTag.integer.rawValue)
            body.signed(integer)
        case .double(let number):
            body.byte(ValueTag.double.rawValue)
            body.double(number)
        case .string(let string):
            body.byte(ValueTag.string.rawValue)
            body.varint(strings.index(of: string))
        case .enumCase(let name):
            body.byte(ValueTag.enumCase.rawValue)
            body.varint(strings.index(of: name))
        case .image(let name):
            body.byte(ValueTag.image.rawValue)
            body.varint(strings.index(of: name))
        case .systemImage(let name):
            body.byte(ValueTag.systemImage.rawValue)
            body.varint(strings.index(of: name))
        case .color(.named(let name)):
            body.byte(ValueTag.namedColor.rawValue)
            body.varint(strings.index(of: name))
        case .color(.rgba(let red, let green, let blue, let alpha)):
            body.byte(ValueTag.rgbaColor.rawValue)
            body.byte(red)
            body.byte(green)
            body.byte(blue)
            body.double(alpha)
        case .font(.system(let size)):
            body.byte(ValueTag.systemFont.rawValue)
            body.double(size)
        case .font(.boldSystem(let size)):
            body.byte(ValueTag.boldSystemFont.rawValue)
            body.double(size)
        case .font(.custom(let name, let size)):
            body.byte(ValueTag.customFont.rawValue)
            body.varint(strings.index(of: name))
            body.double(size)
        case .font(.weightedSystem(let size, let weight)):
            body.byte(ValueTag.weightedSystemFont.rawValue)
            body.double(size)
            body.varint(strings.index(of: weight.rawValue))
        case .font(.italicSystem(let size)):
            body.byte(ValueTag.italicSystemFont.rawValue)
            body.double(size)
        case .font(.monospacedDigitSystem(let size, let weight)):
            body.byte(ValueTag.monospacedDigitSystemFont.rawValue)
            body.double(size)
            body.varint(strings.index(of: weight.rawValue))
        case .font(.textStyle(let style)):
            body.byte(ValueTag.textStyleFont.rawValue)
            body.varint(strings.index(of: style.rawValue))
        case .color(.asset(let name)):
            body.byte(ValueTag.assetColor.rawValue)
            body.varint(strings.index(of: name))
        case .color(.displayP3(let red, let green, let blue, let alpha)):
            body.byte(ValueTag.displayP3Color.rawValue)
            for component in [red, green, blue, alpha] {
                body.double(component)
            }
        case .size(let width, let height):
            body.byte(ValueTag.size.rawValue)
            body.double(width)
            body.double(height)
        case .insets(let top, let left, let bottom, let right):
            body.byte(ValueTag.insets.rawValue)
            for edge in [top, left, bottom, right] {
                body.double(edge)
            }
        case .object(let index):
            body.byte(ValueTag.object.rawValue)
            body.varint(index)
        case .objects(let indices):
            body.byte(ValueTag.objects.rawValue)
            body.varint(indices.count)
            for index in indices {
                body.varint(index)
            }
        case .expression(let expression):
            body.byte(ValueTag.expression.rawValue)
            write(expression, to: &body, strings: &strings)
        case .strings(let list):
            body.byte(ValueTag.strings.rawValue)
            body.varint(list.count)
            for string in list {
                body.varint(strings.index(of: string))
            }
        case .point(let x, let y):
            body.byte(ValueTag.point.rawValue)
            body.double(x)
            body.double(y)
        case .rect(let x, let y, let width, let height):
            body.byte(ValueTag.rect.rawValue)
            for component in [x, y, width, height] {
                body.double(component)
            }
        case .localizedString(let key):
            body.byte(ValueTag.localizedString.rawValue)
            body.varint(strings.index(of: key))
        case .runtimeAttributes(let attributes):
            body.byte(ValueTag.runtimeAttributes.rawValue)
            body.varint(attributes.count)
            for attribute in attributes {
                body.varint(strings.index(of: attribute.key))
                write(attribute.value, to: &body, strings: &strings)
            }
        case .layout(let steps):
            body.byte(ValueTag.layout.rawValue)
            body.varint(steps.count)
            for step in steps {
                body.varint(step.object)
                body.byte(step.component.rawValue)
                write(step.expression, to: &body, strings: &strings)
            }
        case .layoutVariables(let variables):
            body.byte(ValueTag.layoutVariables.rawValue)
            body.varint(variables.count)
            for variable in variables {
                body.varint(strings.index(of: variable.name))
                body.double(variable.defaultValue)
            }
        }
    }

    private static func write(
        _ expression: ArchivedExpression, to body: inout ByteWriter, strings: inout StringTable
    ) {
        body.varint(expression.instructions.count)
        for instruction in expression.instructions {
            body.byte(Opcode(instruction).rawValue)
            switch instruction {
            case .constant(let number):
                body.double(number)
            case .anchor(let object, let anchor), .margin(let object, let anchor):
                body.varint(object)
                body.byte(anchor.archiveCode)
            case .fittingWidth(let object, _), .fittingHeight(let object, _), .contentOffsetX(let object),
                .contentOffsetY(let object):
                body.varint(object)
            case .variable(let name):
                body.varint(strings.index(of: name))
            case .sizeClass(let condition):
                body.byte(condition.width.code)
                body.byte(condition.height.code)
            case .parentWidth, .parentHeight, .negate, .add, .subtract, .multiply, .divide, .minimum, .maximum:
                break
            }
        }
    }
}
