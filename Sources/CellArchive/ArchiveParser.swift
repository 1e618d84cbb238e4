import CellSupport

/// The state of one ``ArchiveReader/decode(_:)`` call: a cursor over the tables, what has been read of them, and
/// the bookkeeping that makes the encoding canonical (strings and keys in order of first use) and the subview
/// references a forest.
struct ArchiveParser {
    /// The smallest encoding of a class: a name, no superclass, no schema lines, and the 8-byte hash.
    static let minimumClassBytes = 11
    /// The smallest encoding of an object: class index, line, column and property count, a byte each.
    static let minimumObjectBytes = 4
    /// The smallest encoding of a property: a key index and a tag with no payload.
    static let minimumPropertyBytes = 2
    /// The smallest encoding of a layout step: object, component, instruction count and one instruction.
    static let minimumStepBytes = 4

    /// The most elements room is made for before they are read. A count is checked against the bytes left, but an
    /// element in memory is many times its smallest encoding, so a hostile count would reserve many times the
    /// file; past this, arrays grow as elements arrive, which the bytes themselves justify.
    static let maximumReservation = 4096

    /// Room to reserve for `count` declared elements.
    static func reservation(_ count: Int) -> Int {
        min(count, maximumReservation)
    }

    var input: ByteReader

    var strings: [String] = []
    /// Where each string's length starts, for errors about the string itself.
    var stringOffsets: [Int] = []
    /// Strings are numbered in order of first use: strings `0..<usedStrings` have been referenced and the next new
    /// reference must be to string `usedStrings`.
    var usedStrings = 0

    var keys: [String] = []
    var keyOffsets: [Int] = []
    var usedKeys = 0

    var classCount = 0
    var objectCount = 0
    /// The object that lists each object as a child (through `.object` or `.objects`), or -1.
    var parents: [Int] = []
    /// Where the reference to each child is, for errors about it.
    var referenceOffsets: [Int] = []

    /// A parser of the tables in `input`, which holds the bytes between the header and the checksum.
    init(_ input: ByteReader) {
        self.input = input
    }

    /// Reads every table, then checks what can only be checked once everything is read.
    mutating func parse() throws(ArchiveError) -> Archive {
        try readStrings()
        let sourceName = try string("the source name")
        let classes = try readClasses()
        try readKeys()
        let objects = try readObjects()
        let topLevelObjects = try readTopLevelObjects()
        guard input.remaining == 0 else {
            throw .invalid(
                offset: input.offset, message: "\(input.remaining) trailing bytes follow the top-level object list")
        }
        guard usedStrings == strings.count else {
            throw .invalid(offset: stringOffsets[usedStrings], message: "string \(usedStrings) is never used")
        }
        guard usedKeys == keys.count else {
            throw .invalid(offset: keyOffsets[usedKeys], message: "key \(usedKeys) is never used")
        }
        try checkForest()
        return Archive(sourceName: sourceName, classes: classes, objects: objects, topLevelObjects: topLevelObjects)
    }

    private mutating func readStrings() throws(ArchiveError) {
        let count = try input.count("the string count", elementBytes: 1)
        strings.reserveCapacity(Self.reservation(count))
        stringOffsets.reserveCapacity(Self.reservation(count))
        var seen: [ExactString: Int] = [:]
        seen.reserveCapacity(Self.reservation(count))
        for index in 0..<count {
            let start = input.offset
            let length = try input.count("the length of string \(index)", elementBytes: 1)
            let bytesOffset = input.offset
            let bytes = try input.bytes(length, of: "string \(index)")
            let string = String(decoding: bytes, as: UTF8.self)
            // Decoding repairs invalid UTF-8 with replacement characters, so valid input is exactly what survives.
            guard string.utf8.elementsEqual(bytes) else {
                throw .invalid(offset: bytesOffset, message: "string \(index) is not valid UTF-8")
            }
            if let first = seen.updateValue(index, forKey: ExactString(string: string)) {
                throw .invalid(offset: start, message: "string \(index) repeats string \(first)")
            }
            strings.append(string)
            stringOffsets.append(start)
        }
    }

    /// Reads a string index and returns the string.
    mutating func string(_ what: @autoclosure () -> String) throws(ArchiveError) -> String {
        let start = input.offset
        let index = try input.index(what(), count: strings.count, table: "the string table")
        try use(string: index, at: start)
        return strings[index]
    }

    /// Records a reference to string `index`, which must not skip a string never used before.
    private mutating func use(string index: Int, at offset: Int) throws(ArchiveError) {
        if index == usedStrings {
            usedStrings += 1
        } else if index > usedStrings {
            throw .invalid(
                offset: offset,
                message: "string \(index) is used before string \(usedStrings); "
                    + "strings must be numbered in order of first use")
        }
    }

    private mutating func readClasses() throws(ArchiveError) -> [ArchivedClass] {
        classCount = try input.count("the class count", elementBytes: Self.minimumClassBytes)
        var classes: [ArchivedClass] = []
        classes.reserveCapacity(Self.reservation(classCount))
        for index in 0..<classCount {
            let name = try string("the name of class \(index)")
            // 0 for none, else 1 + a string index.
            let superclassOffset = input.offset
            let superclass = try input.varint("the superclass of class \(index)")
            var superclassName: String?
            if superclass > 0 {
                guard superclass <= UInt64(strings.count) else {
                    throw .invalid(
                        offset: superclassOffset,
                        message: "the superclass of class \(index) is \(superclass) (string \(superclass - 1)), out "
                            + "of range: the string table has \(strings.count) \(strings.count == 1 ? "entry" : "entries")"
                    )
                }
                try use(string: Int(superclass - 1), at: superclassOffset)
                superclassName = strings[Int(superclass - 1)]
            }
            let lineCount = try input.count("the schema line count of class \(index)", elementBytes: 1)
            var schema: [String] = []
            schema.reserveCapacity(Self.reservation(lineCount))
            for line in 0..<lineCount {
                schema.append(try string("schema line \(line) of class \(index)"))
            }
            let hashOffset = input.offset
            let hash = try input.fixed64("the schema hash of class \(index)")
            let archivedClass = ArchivedClass(name: name, superclassName: superclassName, schema: schema)
            guard hash == archivedClass.schemaHash else {
                throw .invalid(
                    offset: hashOffset,
                    message: "the schema hash \(Hex.string(hash, digits: 16)) of class '\(name)' does not match its "
                        + "lines, which hash to \(Hex.string(archivedClass.schemaHash, digits: 16))")
            }
            classes.append(archivedClass)
        }
        return classes
    }

    private mutating func readKeys() throws(ArchiveError) {
        let count = try input.count("the key count", elementBytes: 1)
        keys.reserveCapacity(Self.reservation(count))
        keyOffsets.reserveCapacity(Self.reservation(count))
        var seen: [Int: Int] = [:]
        seen.reserveCapacity(Self.reservation(count))
        for index in 0..<count {
            let start = input.offset
            let stringIndex = try input.index("key \(index)", count: strings.count, table: "the string table")
            try use(string: stringIndex, at: start)
            if let first = seen.updateValue(index, forKey: stringIndex) {
                throw .invalid(offset: start, message: "key \(index) repeats key \(first)")
            }
            keys.append(strings[stringIndex])
            keyOffsets.append(start)
        }
    }

    private mutating func readObjects() throws(ArchiveError) -> [ArchivedObject] {
        objectCount = try input.count("the object count", elementBytes: Self.minimumObjectBytes)
        parents = Array(repeating: -1, count: objectCount)
        referenceOffsets = Array(repeating: 0, count: objectCount)
        var objects: [ArchivedObject] = []
        objects.reserveCapacity(Self.reservation(objectCount))
        for index in 0..<objectCount {
            let classIndex = try input.index(
                "the class index of object #\(index)", count: classCount, table: "the class table")
            let line = try input.int("the line of object #\(index)")
            let column = try input.int("the column of object #\(index)")
            let propertyCount = try input.count(
                "the property count of object #\(index)", elementBytes: Self.minimumPropertyBytes)
            var properties: [ArchivedProperty] = []
            properties.reserveCapacity(Self.reservation(propertyCount))
            for _ in 0..<propertyCount {
                let key = try key("a key index of object #\(index)")
                properties.append(ArchivedProperty(key, try value(of: index)))
            }
            objects.append(ArchivedObject(classIndex: classIndex, properties: properties, line: line, column: column))
        }
        return objects
    }

    /// Reads a key index, which like a string index must not skip a key never used before, and returns the key.
    private mutating func key(_ what: @autoclosure () -> String) throws(ArchiveError) -> String {
        let start = input.offset
        let index = try input.index(what(), count: keys.count, table: "the key table")
        if index == usedKeys {
            usedKeys += 1
        } else if index > usedKeys {
            throw .invalid(
                offset: start,
                message: "key \(index) is used before key \(usedKeys); keys must be numbered in order of first use")
        }
        return keys[index]
    }

    private mutating func readTopLevelObjects() throws(ArchiveError) -> [Int] {
        let count = try input.count("the top-level object count", elementBytes: 1)
        var isTopLevel = Array(repeating: false, count: objectCount)
        var topLevelObjects: [Int] = []
        topLevelObjects.reserveCapacity(Self.reservation(count))
        for _ in 0..<count {
            let start = input.offset
            let index = try input.index("a top-level object", count: objectCount, table: "the object table")
            guard !isTopLevel[index] else {
                throw .invalid(offset: start, message: "object #\(index) is listed twice as a top-level object")
            }
            guard parents[index] < 0 else {
                throw .invalid(
                    offset: start,
                    message: "object #\(index) is a top-level object, but object #\(parents[index]) lists it as a "
                        + "child at offset \(referenceOffsets[index])")
            }
            isTopLevel[index] = true
            topLevelObjects.append(index)
        }
        return topLevelObjects
    }

    /// Checks that no object is its own ancestor, without recursion and in linear time.
    ///
    /// Every object has at most one parent (a second reference is rejected when it is read), so the references
    /// form a forest unless following parents from some object comes back to it.
    private func checkForest() throws(ArchiveError) {
        let unknown: UInt8 = 0
        let onPath: UInt8 = 1
        let reachesRoot: UInt8 = 2
        var state = Array(repeating: unknown, count: objectCount)
        var path: [Int] = []
        for start in 0..<objectCount where state[start] == unknown {
            var node = start
            while state[node] != reachesRoot {
                guard state[node] == unknown else {
                    throw .invalid(
                        offset: referenceOffsets[node],
                        message: "object #\(node) is its own ancestor: its subview references form a cycle")
                }
                state[node] = onPath
                path.append(node)
                guard parents[node] >= 0 else {
                    break
                }
                node = parents[node]
            }
            for visited in path {
                state[visited] = reachesRoot
            }
            path.removeAll(keepingCapacity: true)
        }
    }
}
