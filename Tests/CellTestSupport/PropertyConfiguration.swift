/// How many cases a property check runs and which seeds make them, after the environment has had its say.
///
/// Two environment variables adjust every check without editing tests:
/// - `CELLKIT_PROPERTY_ITERATIONS`: a plain count (`500`) **sets** the number of cases; a count after an `x` (`x10`)
///   **multiplies** the number the test asks for, so a soak run keeps the tests' relative budgets.
/// - `CELLKIT_PROPERTY_SEED`: a case seed (`0x1F2E…` or decimal), as a failure report prints it; each check then runs
///   that one case alone, so a failure replays exactly.
public struct PropertyConfiguration: Sendable, Equatable {
    /// A value in the environment that cannot be understood; the check stops rather than run something else.
    public struct InvalidValue: Error, Sendable, Equatable, CustomStringConvertible {
        /// What was wrong, naming the variable and quoting its value.
        public let description: String
    }

    /// The variable that sets or multiplies the number of cases.
    public static let iterationsVariable = "CELLKIT_PROPERTY_ITERATIONS"
    /// The variable that replays one case from its seed.
    public static let seedVariable = "CELLKIT_PROPERTY_SEED"

    /// How many cases to run.
    public let iterations: Int
    /// The seed every case's seed derives from.
    public let baseSeed: UInt64
    /// The one case seed to replay, if the environment names one.
    public let replaySeed: UInt64?

    /// The configuration of a check named `name` that asks for `iterations` cases from `seed` (by default one fixed
    /// by the name, so every run checks the same cases), adjusted by `environment`.
    public init(
        name: String, iterations: Int, seed: UInt64?, environment: [String: String]
    ) throws(InvalidValue) {
        precondition(iterations > 0, "a property check needs at least one iteration")
        self.iterations = try Self.iterations(iterations, adjustedBy: environment[Self.iterationsVariable] ?? "")
        baseSeed = seed ?? Self.defaultSeed(for: name)
        replaySeed = try Self.seed(from: environment[Self.seedVariable] ?? "")
    }

    /// The seeds of the cases to run: the replayed one alone, or ``iterations`` seeds drawn from ``baseSeed``.
    public var caseSeeds: [UInt64] {
        if let replaySeed {
            return [replaySeed]
        }
        var seeds = SplitMix64(seed: baseSeed)
        return (0..<iterations).map { _ in seeds.next() }
    }

    /// A seed fixed by `name` (its 64-bit FNV-1a hash), so distinct properties check distinct cases.
    public static func defaultSeed(for name: String) -> UInt64 {
        name.utf8.reduce(0xCBF2_9CE4_8422_2325) { hash, byte in (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    }

    /// `seed` as a report prints it and ``seedVariable`` accepts it: hexadecimal, all 16 digits.
    public static func format(seed: UInt64) -> String {
        let digits = String(seed, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: 16 - digits.count) + digits
    }

    private static func iterations(_ requested: Int, adjustedBy text: String) throws(InvalidValue) -> Int {
        if text.isEmpty {
            return requested
        }
        let isMultiplier = text.hasPrefix("x")
        guard let number = Int(isMultiplier ? text.dropFirst() : Substring(text)), number > 0 else {
            throw InvalidValue(
                description: "\(iterationsVariable) must be a count such as 500 or a multiplier such as x10, "
                    + "not '\(text)'")
        }
        guard isMultiplier else {
            return number
        }
        let (product, overflow) = requested.multipliedReportingOverflow(by: number)
        guard !overflow else {
            throw InvalidValue(description: "\(iterationsVariable)=\(text) makes too many iterations")
        }
        return product
    }

    private static func seed(from text: String) throws(InvalidValue) -> UInt64? {
        if text.isEmpty {
            return nil
        }
        let lowercased = text.lowercased()
        let seed =
            lowercased.hasPrefix("0x") ? UInt64(lowercased.dropFirst(2).filter { $0 != "_" }, radix: 16) : UInt64(text)
        guard let seed else {
            throw InvalidValue(
                description: "\(seedVariable) must be a seed such as 0x00000000DEADBEEF or 3735928559, not '\(text)'")
        }
        return seed
    }
}
