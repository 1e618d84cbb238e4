import CellArchive
import CellCatalog
import CellTestSupport

/// A seeded generator of valid archives: any classes, objects and values the reader accepts, with subview
/// references that form a forest.
struct RandomArchive {
    private var random: SplitMix64

    /// Strings that have tripped up encoders: empty, NUL, combining marks and their precomposed twins, newlines,
    /// scalars of every UTF-8 length.
    private static let awkwardStrings = [
        "", "a", "é", "e\u{301}", "\u{0}", "line\nbreak", "画像", "🙂", "quote\"", "Label", "subviews", "outlet",
    ]

    /// A generator whose archives are fixed by `seed`.
    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    private mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &random)
    }

    private mutating func chance(_ percent: Int) -> Bool {
        int(1...100) <= percent
    }

    private mutating func string() -> String {
        if chance(50) {
            return Self.awkwardStrings[int(0...Self.awkwardStrings.count - 1)]
        }
        let letters = Array("abcdefghijklmnopqrstuvwxyzABC .#:=()0123456789")
        return String((0..<int(1...12)).map { _ in letters[int(0...letters.count - 1)] })
    }

    private mutating func double() -> Double {
        switch int(0...4) {
        case 0: return Double(int(-1000...1000))
        case 1: return -0.0
        case 2: return Double(int(0...1_000_000)) / 1024
        default:
            // Any finite bit pattern: subnormals, huge magnitudes, negative zero.
            while true {
                let value = Double(bitPattern: random.next())
                if value.isFinite {
                    return value
                }
            }
        }
    }

    private mutating func expression(objectCount: Int) -> ArchivedExpression {
        var instructions: [ArchivedInstruction] = []
        var depth = 0
        let length = int(1...24)
        while instructions.count < length || depth != 1 {
            let mustReduce = instructions.count >= length || depth >= ArchivedExpression.maximumStackDepth
            if depth >= 2, mustReduce || chance(35) {
                instructions.append([.add, .subtract, .multiply, .divide, .minimum, .maximum][int(0...5)])
                depth -= 1
            } else if depth >= 1, !mustReduce, chance(10) {
                let object = int(0...objectCount - 1)
                let unary: [ArchivedInstruction] = [
                    .negate, .fittingWidth(object: object, limited: true),
                    .fittingHeight(object: object, limited: true),
                ]
                instructions.append(unary[int(0...2)])
            } else if mustReduce, depth == 0 {
                instructions.append(.parentWidth)
                depth += 1
            } else {
                switch int(0...5) {
                case 5: instructions.append(.variable(string()))
                case 4: instructions.append(.fittingWidth(object: int(0...objectCount - 1), limited: false))
                case 0: instructions.append(.constant(double()))
                case 1: instructions.append(.parentWidth)
                case 2: instructions.append(.parentHeight)
                default:
                    let anchor = Anchor.allCases[int(0...Anchor.allCases.count - 1)]
                    instructions.append(.anchor(object: int(0...objectCount - 1), anchor))
                }
                depth += 1
            }
        }
        return ArchivedExpression(instructions)
    }

    /// A value of any kind but object references, which ``archive()`` adds to make a forest.
    private mutating func value(objectCount: Int) -> ArchiveValue {
        switch int(0...18) {
        case 17:
            return .layoutVariables(
                (0..<int(0...3)).map { _ in ArchivedLayoutVariable(name: string(), defaultValue: double()) })
        case 0: return .bool(chance(50))
        case 1: return .integer(chance(50) ? Int64(int(-200...200)) : Int64(bitPattern: random.next()))
        case 2: return .double(double())
        case 3: return .string(string())
        case 4: return .enumCase(string())
        case 5: return chance(50) ? .image(string()) : .systemImage(string())
        case 6:
            let components = (0..<4).map { _ in Double(int(0...1000)) / 1000 }
            return .color(
                [
                    .named(string()), .asset(string()),
                    .displayP3(red: components[0], green: components[1], blue: components[2], alpha: components[3]),
                ][int(0...2)])
        case 7:
            let alpha = [0, 1, Double(int(0...255)) / 255][int(0...2)]
            return .color(
                .rgba(red: UInt8(int(0...255)), green: UInt8(int(0...255)), blue: UInt8(int(0...255)), alpha: alpha))
        case 8:
            let weight = FontWeight.allCases[int(0...FontWeight.allCases.count - 1)]
            let style = FontTextStyle.allCases[int(0...FontTextStyle.allCases.count - 1)]
            return .font(
                [
                    .system(double()), .boldSystem(double()), .custom(name: string(), size: double()),
                    .weightedSystem(double(), weight), .italicSystem(double()),
                    .monospacedDigitSystem(double(), weight),
                    .textStyle(style),
                ][int(0...6)])
        case 9: return .size(width: double(), height: double())
        case 10: return .insets(top: double(), left: double(), bottom: double(), right: double())
        case 11: return .expression(expression(objectCount: objectCount))
        case 12: return .strings((0..<int(0...3)).map { _ in string() })
        case 13: return .point(x: double(), y: double())
        case 14: return .rect(x: double(), y: double(), width: double(), height: double())
        case 15: return .localizedString(string())
        case 16:
            // Attribute values are the simple kinds above, never a nested list.
            return .runtimeAttributes(
                (0..<int(0...3)).map { _ in
                    let simple: [ArchiveValue] = [
                        .bool(chance(50)), .double(double()), .string(string()), .image(string()),
                        .point(x: double(), y: double()), .localizedString(string()), .color(.named(string())),
                        .color(.asset(string())),
                    ]
                    return ArchivedRuntimeAttribute(key: string(), value: simple[int(0...simple.count - 1)])
                })
        default:
            return .layout(
                (0..<int(0...4)).map { _ in
                    ArchivedLayoutStep(
                        object: int(0...objectCount - 1),
                        component: ArchivedLayoutStep.Component.allCases[int(0...3)],
                        expression: expression(objectCount: objectCount))
                })
        }
    }

    /// The next random archive.
    mutating func archive() -> Archive {
        let classes = (0..<int(0...5)).map { _ in
            chance(50)
                ? ArchivedClass(name: string())
                : ArchivedClass(
                    name: string(), superclassName: chance(70) ? string() : nil,
                    schema: (0..<int(0...4)).map { _ in string() })
        }
        let objectCount = classes.isEmpty ? 0 : int(0...14)
        var objects = (0..<objectCount).map { _ in
            ArchivedObject(
                classIndex: int(0...classes.count - 1),
                properties: [],
                line: chance(90) ? int(0...500) : Int.max,
                column: chance(90) ? int(0...120) : int(0...Int.max))
        }
        for index in objects.indices {
            objects[index].properties = (0..<int(0...5)).map { _ in
                ArchivedProperty(string(), value(objectCount: objectCount))
            }
        }

        // Each object but the first may hang from an earlier one, which keeps the references acyclic.
        var children = Array(repeating: [Int](), count: objectCount)
        var roots: [Int] = []
        for index in 0..<objectCount {
            if index > 0, chance(70) {
                children[int(0...index - 1)].append(index)
            } else {
                roots.append(index)
            }
        }
        for (parent, list) in children.enumerated() where !list.isEmpty {
            var references: [ArchiveValue] = []
            if chance(60) {
                references.append(.objects(list.shuffled(using: &random)))
            } else {
                references += list.map { .object($0) }
            }
            for reference in references {
                let position = int(0...objects[parent].properties.count)
                objects[parent].properties.insert(ArchivedProperty(string(), reference), at: position)
            }
        }
        // Some archives keep an empty object list in a property.
        if chance(10) {
            if let first = objects.indices.first {
                objects[first].properties.append(ArchivedProperty("subviews", .objects([])))
            }
        }
        let topLevel = roots.shuffled(using: &random).filter { _ in chance(80) }
        return Archive(sourceName: string(), classes: classes, objects: objects, topLevelObjects: topLevel)
    }
}
