import CellArchive

/// Builds `Archive` values in tests: classes are added on first use, objects in order, and a template's
/// properties can be set after its subviews, whose indices they mention, are added.
struct ArchiveBuilder {
    var sourceName = "Fixture.cell"
    private(set) var classes: [ArchivedClass] = []
    private(set) var objects: [ArchivedObject] = []
    var topLevelObjects: [Int] = []

    /// The archive built so far.
    var archive: Archive {
        Archive(sourceName: sourceName, classes: classes, objects: objects, topLevelObjects: topLevelObjects)
    }

    /// The index of the object the next `add` makes.
    var nextObject: Int { objects.count }

    /// Adds a template object of class `name` as a top-level object, with no properties yet.
    mutating func template(_ name: String, superclass: String, schema: [String], line: Int) -> Int {
        let index = add(ArchivedClass(name: name, superclassName: superclass, schema: schema), line: line, [])
        topLevelObjects.append(index)
        return index
    }

    /// Adds an object of the built-in view kind `kind`.
    @discardableResult
    mutating func view(_ kind: String, line: Int, _ properties: [(String, ArchiveValue)]) -> Int {
        add(ArchivedClass(name: kind), line: line, properties)
    }

    /// Adds an object of `archivedClass` (reusing an equal class already in the table).
    mutating func add(_ archivedClass: ArchivedClass, line: Int, _ properties: [(String, ArchiveValue)]) -> Int {
        let classIndex: Int
        if let existing = classes.firstIndex(of: archivedClass) {
            classIndex = existing
        } else {
            classIndex = classes.count
            classes.append(archivedClass)
        }
        objects.append(
            ArchivedObject(
                classIndex: classIndex, properties: properties.map { ArchivedProperty($0.0, $0.1) }, line: line,
                column: 5))
        return objects.count - 1
    }

    /// Appends properties to the object at `index`.
    mutating func append(_ properties: [(String, ArchiveValue)], to index: Int) {
        objects[index].properties += properties.map { ArchivedProperty($0.0, $0.1) }
    }

    /// Replaces the value of every property `key` of the object at `index`.
    mutating func replace(_ key: String, with value: ArchiveValue, in index: Int) {
        for position in objects[index].properties.indices where objects[index].properties[position].key == key {
            objects[index].properties[position].value = value
        }
    }

    /// Removes every property `key` of the object at `index`.
    mutating func remove(_ key: String, from index: Int) {
        objects[index].properties.removeAll { $0.key == key }
    }

    /// Sets the class of the object at `index` to `archivedClass`.
    mutating func setClass(of index: Int, to archivedClass: ArchivedClass) {
        classes.append(archivedClass)
        objects[index].classIndex = classes.count - 1
    }
}

/// Four layout steps that set a whole frame.
func frameSteps(
    _ object: Int, x: [ArchivedInstruction], y: [ArchivedInstruction], width: [ArchivedInstruction],
    height: [ArchivedInstruction]
) -> [ArchivedLayoutStep] {
    [
        ArchivedLayoutStep(object: object, component: .x, expression: ArchivedExpression(x)),
        ArchivedLayoutStep(object: object, component: .y, expression: ArchivedExpression(y)),
        ArchivedLayoutStep(object: object, component: .width, expression: ArchivedExpression(width)),
        ArchivedLayoutStep(object: object, component: .height, expression: ArchivedExpression(height)),
    ]
}
