import CellKit
import Testing

@Suite("StackView")
@MainActor
struct StackViewTests {
    /// Three views without an intrinsic size, so their frames are their natural sizes: 50 x 10, 30 x 20, 20 x 30.
    private func makeViews() -> [View] {
        [(50.0, 10.0), (30.0, 20.0), (20.0, 30.0)].map { View(frame: Rect(x: 0, y: 0, width: $0, height: $1)) }
    }

    /// A stack of `views` whose axis is 200 long and cross axis 40 wide, with spacing 10.
    private func makeStack(_ views: [View], axis: StackView.Axis) -> StackView {
        let stack = StackView(arrangedSubviews: views)
        stack.axis = axis
        stack.spacing = 10
        stack.frame =
            axis == .horizontal
            ? Rect(x: 0, y: 0, width: 200, height: 40) : Rect(x: 0, y: 0, width: 40, height: 200)
        return stack
    }

    /// (start, length) along the axis for each view.
    private func mainSpans(_ views: [View], axis: StackView.Axis) -> [[Double]] {
        views.map { axis == .horizontal ? [$0.frame.minX, $0.frame.width] : [$0.frame.minY, $0.frame.height] }
    }

    /// (start, length) across the axis for each view.
    private func crossSpans(_ views: [View], axis: StackView.Axis) -> [[Double]] {
        views.map { axis == .horizontal ? [$0.frame.minY, $0.frame.height] : [$0.frame.minX, $0.frame.width] }
    }

    // Natural lengths along the axis are the first dimension for horizontal stacks and the second for vertical
    // ones, so each case lists both: (distribution, horizontal spans, vertical spans).
    @Test(arguments: [
        (
            StackView.Distribution.fill,
            [[0, 50], [60, 30], [100, 100]],
            [[0, 10], [20, 20], [50, 150]]
        ),
        (
            .fillEqually,
            [[0, 60], [70, 60], [140, 60]],
            [[0, 60], [70, 60], [140, 60]]
        ),
        (
            // Room 180 shared 50:30:20 and 10:20:30.
            .fillProportionally,
            [[0, 90], [100, 54], [164, 36]],
            [[0, 30], [40, 60], [110, 90]]
        ),
        (
            // Spare room 100 (horizontal) or 140 (vertical) in two gaps.
            .equalSpacing,
            [[0, 50], [100, 30], [180, 20]],
            [[0, 10], [80, 20], [170, 30]]
        ),
        (
            // Centres 82.5 apart from 25 (horizontal); 90 apart from 5 (vertical).
            .equalCentering,
            [[0, 50], [92.5, 30], [180, 20]],
            [[0, 10], [85, 20], [170, 30]]
        ),
    ])
    func distributions(distribution: StackView.Distribution, horizontal: [[Double]], vertical: [[Double]]) {
        for (axis, expected) in [(StackView.Axis.horizontal, horizontal), (.vertical, vertical)] {
            let views = makeViews()
            let stack = makeStack(views, axis: axis)
            stack.distribution = distribution
            stack.layoutIfNeeded()
            #expect(mainSpans(views, axis: axis) == expected, "\(axis)")
        }
    }

    @Test(arguments: [
        (StackView.Alignment.fill, [[0, 40], [0, 40], [0, 40]], [[0, 40], [0, 40], [0, 40]]),
        (.leading, [[0, 10], [0, 20], [0, 30]], [[0, 50], [0, 30], [0, 20]]),
        (.top, [[0, 10], [0, 20], [0, 30]], [[0, 50], [0, 30], [0, 20]]),
        (.center, [[15, 10], [10, 20], [5, 30]], [[-5, 50], [5, 30], [10, 20]]),
        (.trailing, [[30, 10], [20, 20], [10, 30]], [[-10, 50], [10, 30], [20, 20]]),
        (.bottom, [[30, 10], [20, 20], [10, 30]], [[-10, 50], [10, 30], [20, 20]]),
    ])
    func alignments(alignment: StackView.Alignment, horizontal: [[Double]], vertical: [[Double]]) {
        for (axis, expected) in [(StackView.Axis.horizontal, horizontal), (.vertical, vertical)] {
            let views = makeViews()
            let stack = makeStack(views, axis: axis)
            stack.alignment = alignment
            stack.layoutIfNeeded()
            #expect(crossSpans(views, axis: axis) == expected, "\(axis)")
        }
    }

    @Test func equalCenteringKeepsTheMinimumSpacing() {
        let views = makeViews()
        let stack = makeStack(views, axis: .horizontal)
        stack.frame.size.width = 100
        stack.distribution = .equalCentering
        stack.layoutIfNeeded()
        // Fitting would put centres 32.5 apart, but the first two need (50 + 30) / 2 + 10 = 50.
        #expect(mainSpans(views, axis: .horizontal) == [[0, 50], [60, 30], [115, 20]])
    }

    @Test func hiddenViewsTakeNoRoomAndKeepTheirFrames() {
        let views = makeViews()
        let stack = makeStack(views, axis: .horizontal)
        stack.layoutIfNeeded()
        views[1].frame = Rect(x: 7, y: 7, width: 30, height: 20)
        views[1].isHidden = true
        #expect(stack.needsLayout)
        stack.layoutIfNeeded()
        #expect(mainSpans([views[0], views[2]], axis: .horizontal) == [[0, 50], [60, 140]])
        #expect(views[1].frame == Rect(x: 7, y: 7, width: 30, height: 20))
        #expect(stack.intrinsicContentSize == Size(width: 50 + 10 + 140, height: 40))
    }

    @Test func intrinsicSizesOfArrangedViewsWin() {
        let first = Label()
        first.font = .systemFont(ofSize: 10)
        first.text = "Lima"
        let lima = TextMetrics.width(of: "Lima", font: first.font)
        let second = ImageView(image: Image(named: "dot", size: Size(width: 8, height: 8)))
        let stack = StackView(arrangedSubviews: [first, second])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 4
        #expect(stack.intrinsicContentSize == Size(width: lima, height: first.font.lineHeight + 4 + 8))
        stack.frame.size = Size(width: 100, height: 100)
        stack.distribution = .equalSpacing
        stack.layoutIfNeeded()
        #expect(first.frame == Rect(x: (100 - lima) / 2, y: 0, width: lima, height: first.font.lineHeight))
        #expect(second.frame == Rect(x: 46, y: 92, width: 8, height: 8))

        first.text = "Lima, Peru"
        #expect(stack.needsLayout)
        stack.layoutIfNeeded()
        #expect(first.frame.width == TextMetrics.width(of: "Lima, Peru", font: first.font))
    }

    @Test func nestedStacksUseTheInnerStacksNaturalSize() {
        let inner = StackView(arrangedSubviews: makeViews())
        inner.spacing = 5  // natural size 110 x 30
        let tail = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let outer = StackView(arrangedSubviews: [inner, tail])
        outer.frame = Rect(x: 0, y: 0, width: 300, height: 30)
        outer.alignment = .top
        outer.layoutIfNeeded()
        #expect(inner.frame == Rect(x: 0, y: 0, width: 110, height: 30))
        #expect(tail.frame == Rect(x: 110, y: 0, width: 190, height: 10))

        inner.spacing = 15
        #expect(outer.needsLayout)
        outer.layoutIfNeeded()
        #expect(inner.frame.width == 130)
    }

    @Test func settingPropertiesInvalidatesLayout() {
        let stack = StackView(arrangedSubviews: makeViews())
        let changes: [(StackView) -> Void] = [
            { $0.axis = .vertical }, { $0.spacing = 3 }, { $0.alignment = .center },
            { $0.distribution = .fillEqually },
        ]
        for change in changes {
            stack.layoutIfNeeded()
            change(stack)
            #expect(stack.needsLayout)
        }
    }

    @Test func arrangedSubviewsFollowTheirSubviews() {
        let views = makeViews()
        let stack = StackView(arrangedSubviews: views)
        #expect(stack.axis == .horizontal && stack.spacing == 0)
        #expect(stack.alignment == .fill && stack.distribution == .fill)
        #expect(stack.subviews.count == 3)

        stack.removeArrangedSubview(views[0])
        #expect(stack.arrangedSubviews.count == 2)
        #expect(views[0].superview === stack)

        views[1].removeFromSuperview()
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [ObjectIdentifier(views[2])])

        stack.insertArrangedSubview(views[1], at: 0)
        stack.addArrangedSubview(views[0])
        stack.addArrangedSubview(views[1])
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [2, 0, 1].map { ObjectIdentifier(views[$0]) })
        #expect(stack.subviews.count == 3)

        stack.bringSubviewToFront(views[2])
        #expect(stack.arrangedSubviews.count == 3)
    }
}
