import CellArchive

/// Typed readers of archived values for the setters of `Label+Archive.swift` and its siblings: each returns the
/// CellKit value or throws `ArchivedPropertyFailure.wrongValue`, so a hostile archive costs an error, never a trap.
extension ArchiveValue {
    /// A phrase naming the value's kind (and, for short values, the value), for error messages.
    var kindDescription: String {
        switch self {
        case .bool(let flag): "the boolean \(flag)"
        case .integer(let integer): "the integer \(integer)"
        case .double(let number): "the number \(number)"
        case .string(let text): "the string \"\(text)\""
        case .enumCase(let name): "the case '.\(name)'"
        case .image(let name): "the image '\(name)'"
        case .systemImage(let name): "the symbol '\(name)'"
        case .color: "a colour"
        case .font: "a font"
        case .size: "a size"
        case .insets: "edge insets"
        case .object(let index): "a reference to object #\(index)"
        case .objects: "a list of objects"
        case .expression: "an expression"
        case .layout: "a layout program"
        case .strings: "a list of strings"
        case .point: "a point"
        case .rect: "a rect"
        case .localizedString(let key): "the localized string \"\(key)\""
        case .runtimeAttributes: "a list of runtime attributes"
        case .layoutVariables: "a list of layout variables"
        }
    }

    /// The value as a number.
    func double() throws(ArchivedPropertyFailure) -> Double {
        guard case .double(let number) = self else {
            throw .wrongValue(expected: "a number", found: kindDescription)
        }
        return number
    }

    /// The value as a whole number that fits an `Int`.
    func integer() throws(ArchivedPropertyFailure) -> Int {
        guard case .integer(let integer) = self, let value = Int(exactly: integer) else {
            throw .wrongValue(expected: "an integer", found: kindDescription)
        }
        return value
    }

    /// The value as a boolean.
    func bool() throws(ArchivedPropertyFailure) -> Bool {
        guard case .bool(let flag) = self else {
            throw .wrongValue(expected: "a boolean", found: kindDescription)
        }
        return flag
    }

    /// The value as a string.
    func string() throws(ArchivedPropertyFailure) -> String {
        guard case .string(let text) = self else {
            throw .wrongValue(expected: "a string", found: kindDescription)
        }
        return text
    }

    /// The value as an image, looked up by name as the generated code's `Image(named:)` does.
    func image() throws(ArchivedPropertyFailure) -> Image {
        switch self {
        case .image(let name): return Image(named: name)
        case .systemImage(let name): return Image(systemName: name)
        default: throw .wrongValue(expected: "an image", found: kindDescription)
        }
    }

    /// The value as a list of strings.
    func strings() throws(ArchivedPropertyFailure) -> [String] {
        guard case .strings(let strings) = self else {
            throw .wrongValue(expected: "a list of strings", found: kindDescription)
        }
        return strings
    }

    /// The value as a size.
    func size() throws(ArchivedPropertyFailure) -> Size {
        guard case .size(let width, let height) = self else {
            throw .wrongValue(expected: "a size", found: kindDescription)
        }
        return Size(width: width, height: height)
    }

    /// The value as edge insets.
    func insets() throws(ArchivedPropertyFailure) -> EdgeInsets {
        guard case .insets(let top, let left, let bottom, let right) = self else {
            throw .wrongValue(expected: "edge insets", found: kindDescription)
        }
        return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    /// The value as a font: the system fonts by size, others by name, as the generated code makes them.
    func font() throws(ArchivedPropertyFailure) -> Font {
        guard case .font(let font) = self else {
            throw .wrongValue(expected: "a font", found: kindDescription)
        }
        switch font {
        case .system(let size): return .systemFont(ofSize: size)
        case .boldSystem(let size): return .boldSystemFont(ofSize: size)
        case .custom(let name, let size): return Font(name: name, size: size)
        case .weightedSystem(let size, let weight): return .systemFont(ofSize: size, weight: Font.Weight(weight))
        case .italicSystem(let size): return .italicSystemFont(ofSize: size)
        case .monospacedDigitSystem(let size, let weight):
            return .monospacedDigitSystemFont(ofSize: size, weight: Font.Weight(weight))
        case .textStyle(let style): return .preferredFont(forTextStyle: Font.TextStyle(style))
        }
    }

    /// The value as a colour: a named colour is one of `Color`'s statics, channels are bytes over 255 as in
    /// `Color(rgb:alpha:)`.
    func color() throws(ArchivedPropertyFailure) -> Color {
        guard case .color(let color) = self else {
            throw .wrongValue(expected: "a colour", found: kindDescription)
        }
        switch color {
        case .rgba(let red, let green, let blue, let alpha):
            let rgb = UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
            return Color(rgb: rgb, alpha: alpha)
        case .named(let name):
            guard let named = Color.named(name) else {
                throw .wrongValue(expected: "a named colour such as 'white'", found: "the colour '\(name)'")
            }
            return named
        case .asset(let name):
            return Color(assetNamed: name)
        case .displayP3(let red, let green, let blue, let alpha):
            return Color(displayP3Red: red, green: green, blue: blue, alpha: alpha)
        }
    }

    /// The value as accessibility traits: the archive stores their bits (``AccessibilityTraits/rawValue``), and a
    /// bit the catalog names no trait for is an error, not a silently kept number.
    func accessibilityTraits() throws(ArchivedPropertyFailure) -> AccessibilityTraits {
        guard case .integer(let bits) = self, let raw = UInt64(exactly: bits),
            raw & ~AccessibilityTraits.known.rawValue == 0
        else {
            throw .wrongValue(expected: "accessibility traits", found: kindDescription)
        }
        return AccessibilityTraits(rawValue: raw)
    }

    /// The value as a runtime attribute of the type its tag gives.
    func runtimeAttribute() throws(ArchivedPropertyFailure) -> RuntimeAttribute {
        switch self {
        case .bool(let flag): return .bool(flag)
        case .double(let number): return .number(number)
        case .string(let text): return .string(text)
        case .color: return .color(try color())
        case .point(let x, let y): return .point(Point(x: x, y: y))
        case .size: return .size(try size())
        case .rect(let x, let y, let width, let height): return .rect(Rect(x: x, y: y, width: width, height: height))
        case .image: return .image(try image())
        case .localizedString(let key): return .localizedString(key: key)
        default: throw .wrongValue(expected: "a runtime attribute's value", found: kindDescription)
        }
    }

    /// The case of the CellKit enumeration `type` the value names: CellKit's enumerations take the catalog's case
    /// names as their raw values, so no table maps one to the other.
    func enumCase<Value: CatalogEnumeration>(_ type: Value.Type) throws(ArchivedPropertyFailure) -> Value {
        guard case .enumCase(let name) = self, let value = Value(rawValue: name) else {
            throw .wrongValue(expected: "a case of \(Value.catalogType.swiftName)", found: kindDescription)
        }
        return value
    }
}
