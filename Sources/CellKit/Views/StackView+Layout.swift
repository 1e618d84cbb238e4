extension StackView {
    /// Where a view goes along one axis: its start, relative to the stack's content area, and its length.
    struct Span: Equatable {
        var start: Double
        var length: Double
    }

    /// What a stack view knows of one arranged view along one axis: the length it would like, and the priorities
    /// with which it refuses to grow beyond it (hugging) and to shrink below it (compression resistance).
    struct Item: Equatable {
        /// A priority no layout breaks: a `size` the template sets, as a required constraint in Auto Layout.
        static let required = 1000.0

        var length: Double
        var hugging: Double
        var resistance: Double

        /// A view's length and priorities along `axis`: its `preferredSize` there, which neither grows nor shrinks;
        /// else its intrinsic length with its own priorities; else (no intrinsic length, as a plain view) its frame's
        /// length with no priority at all, so that it is the first to take spare room and the first to give it up,
        /// as a view that no constraint sizes is in Auto Layout. A height is the view's at `width` when that is
        /// known (a multi-line label's wraps at it).
        @MainActor
        init(_ view: View, along axis: Axis, width: Double? = nil) {
            let isHorizontal = axis == .horizontal
            if let preferred = view.preferredSize {
                self.init(length: isHorizontal ? preferred.width : preferred.height, priority: Self.required)
                return
            }
            let intrinsic =
                isHorizontal
                ? view.intrinsicContentSize.width
                : (width.map(view.intrinsicContentSize(fittingWidth:)) ?? view.intrinsicContentSize).height
            if intrinsic == View.noIntrinsicMetric {
                self.init(length: isHorizontal ? view.frame.width : view.frame.height, priority: 0)
                return
            }
            self.init(
                length: intrinsic,
                hugging: view.contentHuggingPriority(for: axis),
                resistance: view.contentCompressionResistancePriority(for: axis)
            )
        }

        init(length: Double, hugging: Double, resistance: Double) {
            self.length = length
            self.hugging = hugging
            self.resistance = resistance
        }

        init(length: Double, priority: Double) {
            self.init(length: length, hugging: priority, resistance: priority)
        }
    }

    /// A view's preferred size when it has one; else its intrinsic size in each dimension that has one, its frame
    /// size in the others.
    @MainActor
    static func naturalSize(of view: View) -> Size {
        Size(width: Item(view, along: .horizontal).length, height: Item(view, along: .vertical).length)
    }

    /// The spans of `items` along an axis of `length`, by `distribution` (the rules are `StackView`'s
    /// documentation).
    static func mainAxisSpans(
        _ items: [Item],
        length: Double,
        spacing: Double,
        distribution: Distribution
    ) -> [Span] {
        let count = items.count
        guard count > 0 else {
            return []
        }
        let totalSpacing = spacing * Double(count - 1)
        let naturalLengths = items.map(\.length)
        let naturalTotal = naturalLengths.reduce(0, +)
        let spare = length - naturalTotal - totalSpacing
        switch distribution {
        case .fill:
            return sequential(
                spare >= 0
                    ? stretched(items, toFill: length - totalSpacing) : compressed(items, toFit: length - totalSpacing),
                gap: spacing)
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
        case .equalSpacing, .equalCentering:
            guard spare >= 0 else {
                // Too little room even at the minimum spacing: the views give way by compression resistance, as
                // with `.fill`, and sit `spacing` apart.
                return sequential(compressed(items, toFit: length - totalSpacing), gap: spacing)
            }
            if distribution == .equalCentering, let centred = equallyCentered(naturalLengths, length: length) {
                if zip(centred, centred.dropFirst()).allSatisfy({ $1.start - $0.start - $0.length >= spacing }) {
                    return centred
                }
            }
            let gap = count > 1 ? spare / Double(count - 1) + spacing : 0
            return sequential(naturalLengths, gap: gap)
        }
    }

    /// The lengths of `items` filling `room` (at least their sum), the spare room going to the one that hugs
    /// least: the last of those tied for it, since Auto Layout leaves a tie ambiguous and UIKit then goes by the
    /// order of the arranged views. When every view is required (all have a `size`), the last one takes the room,
    /// as no layout could leave it empty. The stretched view is the room less the others, not its own length plus
    /// the spare, so that the views end exactly at the stack's end.
    static func stretched(_ items: [Item], toFill room: Double) -> [Double] {
        var lengths = items.map(\.length)
        guard let last = lengths.indices.last else { return lengths }
        var chosen = last
        for index in lengths.indices.reversed() where items[index].hugging < items[chosen].hugging {
            chosen = index
        }
        lengths[chosen] = remainder(of: room, besides: chosen, in: lengths)
        return lengths
    }

    /// `room` less the lengths other than the one at `index`: what that view gets when the views fill `room`
    /// exactly, computed from the others rather than by adding to its own length, so no rounding error remains.
    private static func remainder(of room: Double, besides index: Int, in lengths: [Double]) -> Double {
        var others = 0.0
        for (other, length) in lengths.enumerated() where other != index {
            others += length
        }
        return room - others
    }

    /// The lengths of `items` cut down to `room` (at most their sum): first the views that resist compression
    /// least, each down to no less than zero, later views before earlier ones among equals, then the next priority
    /// up.
    static func compressed(_ items: [Item], toFit room: Double) -> [Double] {
        var lengths = items.map(\.length)
        let deficit = lengths.reduce(0, +) - room
        let order = lengths.indices.sorted { first, second in
            items[first].resistance != items[second].resistance
                ? items[first].resistance < items[second].resistance : first > second
        }
        var remaining = deficit
        var lastCut: Int?
        for index in order where remaining > 0 {
            let cut = min(remaining, lengths[index])
            lengths[index] -= cut
            remaining -= cut
            lastCut = index
        }
        // The view cut last, when it keeps some length, is the room less the others, so that the views end exactly
        // at the stack's end rather than a rounding error from it.
        if let lastCut, lengths[lastCut] > 0 {
            lengths[lastCut] = max(0, remainder(of: room, besides: lastCut, in: lengths))
        }
        return lengths
    }

    /// Where the visible arranged `views` go in an area `main` long along `axis` and `cross` across it, as spans
    /// along and across the axis. A horizontal stack gives the widths first and measures each view's height at its
    /// width; a vertical one gives the widths across first, so that each view's height is measured at its width.
    @MainActor
    static func spans(
        of views: [View], axis: Axis, main: Double, cross: Double, spacing: Double, distribution: Distribution,
        alignment: Alignment
    ) -> (main: [Span], cross: [Span]) {
        switch axis {
        case .horizontal:
            let mainSpans = mainAxisSpans(
                views.map { Item($0, along: .horizontal) }, length: main, spacing: spacing, distribution: distribution)
            let crossSpans = zip(views, mainSpans).map { view, span in
                let height = Item(view, along: .vertical, width: span.length).length
                return crossAxisSpan(naturalLength: height, length: cross, alignment: alignment)
            }
            return (mainSpans, crossSpans)
        case .vertical:
            let crossSpans = views.map { view in
                crossAxisSpan(naturalLength: Item(view, along: .horizontal).length, length: cross, alignment: alignment)
            }
            let items = zip(views, crossSpans).map { Item($0, along: .vertical, width: $1.length) }
            return (mainAxisSpans(items, length: main, spacing: spacing, distribution: distribution), crossSpans)
        }
    }

    /// The span across the axis of a view whose natural cross length is `naturalLength`, by `alignment`; a view
    /// longer than the stack is across shrinks to it, as the stack's edges bind it in UIKit.
    static func crossAxisSpan(naturalLength: Double, length: Double, alignment: Alignment) -> Span {
        let fitted = min(naturalLength, max(0, length))
        switch alignment {
        case .fill:
            return Span(start: 0, length: length)
        case .leading, .top:
            return Span(start: 0, length: fitted)
        case .center:
            return Span(start: (length - fitted) / 2, length: fitted)
        case .trailing, .bottom:
            return Span(start: length - fitted, length: fitted)
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

    /// Views of `lengths` whose centres are equally spaced, the first starting at 0 and the last ending at
    /// `length`; nil for fewer than two views.
    private static func equallyCentered(_ lengths: [Double], length: Double) -> [Span]? {
        guard let first = lengths.first, let last = lengths.last, lengths.count > 1 else {
            return nil
        }
        let distance = (length - first / 2 - last / 2) / Double(lengths.count - 1)
        return lengths.enumerated().map { index, viewLength in
            Span(start: first / 2 + Double(index) * distance - viewLength / 2, length: viewLength)
        }
    }
}
