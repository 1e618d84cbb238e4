/// The 64-bit FNV-1a hash of a class's schema lines, which archives store and loaders compare.
///
/// Generated classes list their schema lines; the archive stores the lines and their hash. The hash is a quick
/// equality check (and guards the lines against corruption); the lines say what changed when it differs.
public enum SchemaHash {
    /// The hash of `lines`: FNV-1a over their UTF-8 bytes, each line followed by a newline byte.
    public static func hash(_ lines: [String]) -> UInt64 {
        var hash = FNV1a()
        for line in lines {
            for byte in line.utf8 {
                hash.combine(byte)
            }
            hash.combine(0x0a)
        }
        return hash.value
    }
}
