/// The strings of an archive being written, each interned once, numbered in order of first use.
struct StringTable {
    private var indices: [ExactString: Int] = [:]
    /// The interned strings, by index.
    private(set) var strings: [String] = []

    /// The index of `string`, interning it when it is new.
    mutating func index(of string: String) -> Int {
        let key = ExactString(string: string)
        if let index = indices[key] {
            return index
        }
        let index = strings.count
        indices[key] = index
        strings.append(string)
        return index
    }
}
