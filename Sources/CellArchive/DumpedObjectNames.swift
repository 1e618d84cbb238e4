/// How ``ArchiveDumper`` names the objects a template's layout and height refer to: by outlet, as the `.cell` file
/// does (`firstLineLabel.maxY`), when that names one object unambiguously, otherwise by object index (`#3.maxY`).
///
/// An object belongs to the template of the last top-level object at or before it, as the compiler lays them out.
/// A reference made from a template uses the outlet of the object it names when that object belongs to the same
/// template, its outlet is a plain identifier other than `parent`, and no other object of the template has it.
struct DumpedObjectNames {
    /// The template each object belongs to (the index of its top-level object), or nil.
    private let template: [Int?]
    /// The outlet each object can be called by within its template, or nil.
    private let outlet: [String?]

    /// The names of the objects of `archive`.
    init(_ archive: Archive) {
        let count = archive.objects.count
        let roots = Set(archive.topLevelObjects.filter { (0..<count).contains($0) })
        var template = [Int?](repeating: nil, count: count)
        var current: Int?
        for index in 0..<count {
            if roots.contains(index) {
                current = index
            }
            template[index] = current
        }
        var outlet = [String?](repeating: nil, count: count)
        var uses: [OutletKey: Int] = [:]
        for (index, object) in archive.objects.enumerated() {
            guard case .string(let name) = object.value(for: "outlet"), ArchiveDumper.isPlainIdentifier(name),
                name != "parent"
            else { continue }
            outlet[index] = name
            uses[OutletKey(template: template[index], name: name), default: 0] += 1
        }
        for index in 0..<count {
            if let name = outlet[index], uses[OutletKey(template: template[index], name: name)] != 1 {
                outlet[index] = nil
            }
        }
        self.template = template
        self.outlet = outlet
    }

    /// The name of the object at `object` in a reference made by the object at `context`.
    func name(of object: Int, from context: Int) -> String {
        guard template.indices.contains(object), template.indices.contains(context),
            let owner = template[object], owner == template[context], let name = outlet[object]
        else { return "#\(object)" }
        return name
    }

    /// An outlet name within a template.
    private struct OutletKey: Hashable {
        var template: Int?
        var name: String
    }
}
