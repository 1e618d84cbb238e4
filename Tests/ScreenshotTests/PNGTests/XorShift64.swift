/// A small seeded generator (Marsaglia's xorshift64*), so that the fuzz tests replay the same damage on every run.
///
/// CellTestSupport has a seeded generator too, but this target does not depend on it.
struct XorShift64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`; xorshift needs a state that is not zero.
    init(seed: UInt64) {
        state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }
}
