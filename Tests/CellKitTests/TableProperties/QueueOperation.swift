import CellTestSupport

/// One step of a reuse-queue scenario, on a `ReuseQueue` used alone. Identifiers are indices into
/// `TableSetup.identifierNames`.
enum QueueOperation: Sendable, CustomStringConvertible {
    case register(Int, QueueRegistration)
    case registerEmptyIdentifier
    case unregister(Int)
    /// The legacy dequeue, without an index path.
    case dequeue(Int)
    /// A dequeue for row `row` of section 0.
    case dequeueForRow(Int, row: Int)
    /// Enqueues the `pick`-th cell handed out (modulo their count); picks ending in 8 enqueue a queued cell and
    /// picks ending in 9 a cell no queue made, both of which must be refused.
    case enqueue(pick: Int)
    case setCap(Int?, index: Int?)
    case endLayoutPass

    var description: String {
        let name = { (index: Int) in TableSetup.name(index) }
        switch self {
        case .register(let index, let kind): return "register(\(kind), '\(name(index))')"
        case .registerEmptyIdentifier: return "register(factory, '')"
        case .unregister(let index): return "unregister('\(name(index))')"
        case .dequeue(let index): return "dequeue('\(name(index))')"
        case .dequeueForRow(let index, let row): return "dequeue('\(name(index))', for: [0, \(row)])"
        case .enqueue(let pick): return "enqueue(pick \(pick))"
        case .setCap(let cap, let index):
            return "setCap(\(cap.map(String.init) ?? "none") for \(index.map { "'\(name($0))'" } ?? "all"))"
        case .endLayoutPass: return "endLayoutPass()"
        }
    }

    /// Sequences of up to 60 operations over the three identifiers, registrations first more often than not.
    static let sequences: Gen<[QueueOperation]> = Gen.array(of: operation, count: 0...60)

    static let operation: Gen<QueueOperation> = Gen.frequency([
        (3, Gen.zip(index, registration).map { .register($0, $1) }),
        (1, Gen.constant(.registerEmptyIdentifier)),
        (1, index.map { .unregister($0) }),
        (4, index.map { .dequeue($0) }),
        (6, Gen.zip(index, Gen.int(in: 0...3)).map { .dequeueForRow($0, row: $1) }),
        (8, Gen.int(in: 0...99).map { .enqueue(pick: $0) }),
        (
            2,
            Gen.zip(Gen.element(of: [nil, 0, 1, 5] as [Int?]), Gen.element(of: [nil, 0, 1, 2] as [Int?])).map {
                .setCap($0, index: $1)
            }
        ),
        (2, Gen.constant(.endLayoutPass)),
    ])

    static let index = Gen.int(in: 0...2)

    static let registration: Gen<QueueRegistration> = Gen.frequency([
        (6, Gen.element(of: [.factory, .nib, .nibWithOwnIdentifier])),
        (1, Gen.element(of: QueueRegistration.allCases)),
    ])
}
