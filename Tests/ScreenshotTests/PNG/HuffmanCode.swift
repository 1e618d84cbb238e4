/// A canonical Huffman code (RFC 1951 §3.2.2).
///
/// Codes of up to ``fastLength`` bits, the common ones, decode with one lookup in a table indexed by the next bits of
/// the stream; longer codes decode by walking the canonical code a bit at a time. The table has at most 512 entries,
/// so building a code costs little more than its symbols, however many dynamic blocks a hostile stream declares.
struct HuffmanCode {
    /// The longest code DEFLATE allows.
    static let maximumLength = 15
    /// The longest code the lookup table decodes.
    static let fastLength = 9

    /// What the code encodes, for error messages: `literal/length`, `distance` or `code length`.
    let name: String
    /// How many codes have each length, 1 through 15 (index 0 counts the symbols that do not occur).
    private let countOfLength: [Int]
    /// The symbols in the order of their codes: by length, then by symbol.
    private let sortedSymbols: [Int]
    /// The length of the longest code; 0 when the code has no symbols.
    private let longest: Int
    /// How many bits index `table`: the longest code, or `fastLength` if that is shorter.
    private let tableBits: Int
    /// For each value of the next `tableBits` bits, first bit in bit 0, the symbol of the code they begin with in
    /// bits 4 and up and the code's length in bits 0 to 3; 0 when they begin with a longer code or with none.
    private let table: [UInt16]

    /// The code whose symbol `n` has a code of `lengths[n]` bits (0 for a symbol that does not occur), or nil when a
    /// length exceeds 15 bits or the lengths over-subscribe the code space, so that two symbols would share a code.
    ///
    /// Incomplete codes are accepted, as puff and most decoders do: a code with one symbol is one of them, and a
    /// stream that uses an unassigned code fails when it does.
    init?(lengths: [Int], name: String) {
        guard let countOfLength = Self.countOfLength(lengths), Self.fitsCodeSpace(countOfLength) else {
            return nil
        }
        self.init(lengths, countOfLength: countOfLength, name: name)
    }

    /// The code for lengths known to fit the code space, such as the fixed codes of RFC 1951 §3.2.6.
    init(checkedLengths lengths: [Int], name: String) {
        let countOfLength = Self.countOfLength(lengths) ?? []
        precondition(Self.fitsCodeSpace(countOfLength), "the lengths must be valid and not over-subscribe the code")
        self.init(lengths, countOfLength: countOfLength, name: name)
    }

    private init(_ lengths: [Int], countOfLength: [Int], name: String) {
        self.name = name
        self.countOfLength = countOfLength
        longest = countOfLength.lastIndex { $0 > 0 } ?? 0
        tableBits = min(longest, Self.fastLength)
        // The first code of each length follows the codes of all shorter lengths (RFC 1951 §3.2.2, step 2), and
        // likewise its first symbol in `sortedSymbols`.
        var nextCode = [Int](repeating: 0, count: Self.maximumLength + 1)
        var nextSlot = [Int](repeating: 0, count: Self.maximumLength + 1)
        for length in 1..<Self.maximumLength {
            nextCode[length + 1] = (nextCode[length] + countOfLength[length]) << 1
            nextSlot[length + 1] = nextSlot[length] + countOfLength[length]
        }
        var sortedSymbols = [Int](repeating: 0, count: nextSlot[Self.maximumLength] + countOfLength[Self.maximumLength])
        var table = [UInt16](repeating: 0, count: 1 << tableBits)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            sortedSymbols[nextSlot[length]] = symbol
            nextSlot[length] += 1
            if length <= tableBits {
                // Codes are packed most significant bit first, but the table is indexed by bits in the order read.
                var index = Self.reversed(nextCode[length], bits: length)
                while index < table.count {
                    table[index] = UInt16(symbol << 4 | length)
                    index += 1 << length
                }
            }
            nextCode[length] += 1
        }
        self.sortedSymbols = sortedSymbols
        self.table = table
    }

    /// How many codes have each length, 0 through 15, or nil when a length is outside that range.
    private static func countOfLength(_ lengths: [Int]) -> [Int]? {
        var countOfLength = [Int](repeating: 0, count: maximumLength + 1)
        for length in lengths {
            guard 0 <= length && length <= maximumLength else {
                return nil
            }
            countOfLength[length] += 1
        }
        return countOfLength
    }

    /// Whether codes of these counts fit the code space: Kraft's inequality, computed on integers.
    private static func fitsCodeSpace(_ countOfLength: [Int]) -> Bool {
        guard countOfLength.count == maximumLength + 1 else {
            return false
        }
        var unused = 1
        for length in 1...maximumLength {
            unused = (unused << 1) - countOfLength[length]
            if unused < 0 {
                return false
            }
        }
        return true
    }

    /// The low `bits` bits of `code` in reverse order.
    private static func reversed(_ code: Int, bits: Int) -> Int {
        var result = 0
        for bit in 0..<bits {
            result |= ((code >> bit) & 1) << (bits - 1 - bit)
        }
        return result
    }

    /// Reads one symbol.
    func decode(_ reader: inout BitReader) throws(PNGError) -> Int {
        guard longest > 0 else {
            throw .badHuffmanCode(offset: reader.offset, message: "the \(name) code has no symbols")
        }
        // Past the end of the data the bits read as zeros, which may complete a code; `available` tells.
        let (bits, available) = reader.peek(longest)
        let entry = Int(table[bits & ((1 << tableBits) - 1)])
        if entry != 0 {
            return try take(entry >> 4, length: entry & 0xF, available: available, from: &reader)
        }
        // A longer code, or none: walk the canonical code one bit at a time (RFC 1951 §3.2.2). `first` is the first
        // code of the current length, `index` the position of its symbol in `sortedSymbols`.
        var code = 0
        var first = 0
        var index = 0
        for length in 1...longest {
            code |= (bits >> (length - 1)) & 1
            let count = countOfLength[length]
            if code - first < count {
                return try take(
                    sortedSymbols[index + code - first], length: length, available: available, from: &reader)
            }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        guard available == longest else {
            throw .truncatedStream(offset: reader.offset, expected: "a \(name) code")
        }
        throw .badHuffmanCode(offset: reader.offset, message: "the next bits match no \(name) code")
    }

    /// Reads the `length` bits of the code of `symbol`, if the data holds them.
    private func take(
        _ symbol: Int, length: Int, available: Int, from reader: inout BitReader
    ) throws(PNGError) -> Int {
        guard length <= available else {
            throw .truncatedStream(offset: reader.offset, expected: "a \(name) code")
        }
        reader.skip(length)
        return symbol
    }
}
