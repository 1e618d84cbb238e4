/// Frame times in a log-linear histogram of fixed size: exact below 64 ns, then 64 buckets for each power of two,
/// so a percentile is known to within 1/64 (1.6 %) whatever the number of frames.
///
/// Keeping every sample instead would take 8 bytes a frame, and the frames of a scroll grow with the rows: the
/// benchmark's own memory would then grow with the table and blur the peak-memory measurement. Recording allocates
/// nothing.
struct FrameHistogram {
    /// Buckets per power of two, and the exact range below the first one.
    private static let subBuckets = 64
    private var counts = [Int](repeating: 0, count: 64 * 64)
    /// The number of frames recorded.
    private(set) var count = 0
    /// The sum of the recorded times, for the exact mean.
    private(set) var total: Int64 = 0

    /// Records one frame of `nanoseconds`.
    mutating func record(_ nanoseconds: Int64) {
        counts[Self.bucket(of: UInt64(max(0, nanoseconds)))] += 1
        count += 1
        total += nanoseconds
    }

    /// The mean frame time; 0 with no frames.
    var mean: Int64 {
        count > 0 ? total / Int64(count) : 0
    }

    /// The nearest-rank `percent` percentile, as the lower bound of its bucket; 0 with no frames.
    func percentile(_ percent: Int) -> Int64 {
        let rank = max(1, (count * percent + 99) / 100)
        var seen = 0
        for (index, frames) in counts.enumerated() {
            seen += frames
            if seen >= rank {
                return Int64(Self.lowerBound(ofBucket: index))
            }
        }
        return 0
    }

    /// The bucket of `value`: itself below 64; otherwise its power of two and its next six bits.
    private static func bucket(of value: UInt64) -> Int {
        guard value >= UInt64(subBuckets) else {
            return Int(value)
        }
        let exponent = 63 - value.leadingZeroBitCount
        let mantissa = Int(value >> UInt64(exponent - 6)) - subBuckets
        return (exponent - 5) * subBuckets + mantissa
    }

    private static func lowerBound(ofBucket index: Int) -> UInt64 {
        let (row, mantissa) = index.quotientAndRemainder(dividingBy: subBuckets)
        guard row > 0 else {
            return UInt64(mantissa)
        }
        return UInt64(subBuckets + mantissa) << UInt64(row - 1)
    }
}
