extension StackView {
    /// Where a view goes along one axis: its start, relative to the stack's bounds, and its length.
    struct Span: Equatable {
        var start: Double
        var length: Double
    }

    /// A view's preferred size when it has one; else its intrinsic size in each dimension that has one, its frame
    /// size in the others.
    static func naturalSize(of view: View) -> Size {
        if let preferred = view.preferredSize { return preferred }
        let intrinsic = view.intrinsicContentSize
        return Size(
            width: intrinsic.width == View.noIntrinsicMetric ? view.frame.width : intrinsic.width,
            height: intrinsic.height == View.noIntrinsicMetric ? view.frame.height : intrinsic.height
        )
    }

    /// The spans of views with `naturalLengths` along an axis of `length`, by `distribution`.
    static func mainAxisSpans(
        naturalLengths: [Double],
        length: Double,
        spacing: Double,
        distribution: Distribution
    ) -> [Span] {
        let count = naturalLengths.count
        guard count > 0 else {
            return []
        }
        let totalSpacing = spacing * Double(count - 1)
        let naturalTotal = naturalLengths.reduce(0, +)
        switch distribution {
        case .fill:
            var lengths = naturalLengths
            lengths[count - 1] = max(0, lengths[count - 1] + length - naturalTotal - totalSpacing)
            return sequential(lengths, gap: spacing)
        case .fillEqually:
            let each = max(0, (length - totalSpacing) / Double(count))
            return sequential(Array(repeating: each, count: count), gap: spacing)
        case .fillProportionally:
            let room = max(0, length - totalSpacing)
            let lengths =
                naturalTotal > 0
                ? naturalLengths.map { room * $0 / naturalTotal }
                : Array(repeating: room / Double(count), count: count)
            return sequential(lengths, gap: spacing)
        case .equalSpacing:
            let gap = count > 1 ? max(spacing, (length - naturalTotal) / Double(count - 1)) : 0
            return sequential(naturalLengths, gap: gap)
        case .equalCentering:
            return equallyCentered(naturalLengths, length: length, spacing: spacing)
        }
    }

    /// The span across the axis of a view whose natural cross length is `naturalLength`, by `alignment`.
    static func crossAxisSpan(naturalLength: Double, length: Double, alignment: Alignment) -> Span {
        switch alignment {
        case .fill:
            return Span(start: 0, length: length)
        case .leading, .top:
            return Span(start: 0, length: naturalLength)
        case .center:
            return Span(start: (length - naturalLength) / 2, length: naturalLength)
        case .trailing, .bottom:
            return Span(start: length - naturalLength, length: naturalLength)
        }
    }

    /// Views of `lengths` one after the other from 0, `gap` apart.
    private static func sequential(_ lengths: [Double], gap: Double) -> [Span] {
        var spans: [Span] = []
        spans.reserveCapacity(lengths.count)
        var position = 0.0
        for length in lengths {
            spans.append(Span(start: position, length: length))
            position += length + gap
        }
        return spans
    }

    /// Views of `lengths` whose centres are equally spaced: the first starts at 0 and the last ends at `length`,
    /// unless neighbours would then be closer than `spacing`.
    private static func equallyCentered(_ lengths: [Double], length: Double, spacing: Double) -> [Span] {
        guard let first = lengths.first, let last = lengths.last, lengths.count > 1 else {
            return sequential(lengths, gap: spacing)
        }
        let fitted = (length - first / 2 - last / 2) / Double(lengths.count - 1)
        let closest = zip(lengths, lengths.dropFirst()).map { ($0 + $1) / 2 + spacing }.max() ?? 0
        let distance = max(fitted, closest)
        return lengths.enumerated().map { index, viewLength in
            Span(start: first / 2 + Double(index) * distance - viewLength / 2, length: viewLength)
        }
    }
}
