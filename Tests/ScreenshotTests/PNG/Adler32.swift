/// The Adler-32 checksum that ends a zlib stream (RFC 1950 §8.2).
enum Adler32 {
    /// The modulus: the largest prime below 2^16.
    private static let modulus: UInt32 = 65_521
    /// The most bytes that can be summed before `b` may overflow 32 bits, so the sums are reduced only this often.
    private static let run = 5_552

    /// The checksum of `bytes`.
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        var start = 0
        while start < bytes.count {
            let end = min(start + run, bytes.count)
            for byte in bytes[start..<end] {
                a += UInt32(byte)
                b += a
            }
            a %= modulus
            b %= modulus
            start = end
        }
        return b << 16 | a
    }
}
