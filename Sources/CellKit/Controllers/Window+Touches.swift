extension Window {
    /// Presses the window at `point`, in its coordinates, and holds the finger still for `duration` seconds of
    /// simulated time before lifting it; nothing sleeps. Returns the view that handled the press, nil when none did.
    ///
    /// The deepest enabled control under the finger (`hitTest(_:)`, then its ancestors) takes the touch as UIKit's
    /// do: it highlights and sends `touchDown` at once, its tracking methods hear the time pass (a stepper repeats
    /// its step, see `Stepper.repeatTime(_:)`), and it sends `touchUpInside` when the finger lifts. Anywhere else a
    /// press is a tap when the finger lifts (`tap(at:)`), as a held table row is selected on release; CellKit has no
    /// long-press recognizer.
    @discardableResult
    public func press(at point: Point, for duration: Double) -> View? {
        layoutIfNeeded()
        guard let control = control(under: point) else {
            return tap(at: point)
        }
        let location = control.convert(point, from: self)
        control.touchDidBegin(Touch(location: location, timestamp: 0))
        let end = Touch(location: location, timestamp: max(0, duration))
        control.touchDidWait(end)
        control.touchDidEnd(end)
        return control
    }

    /// Presses the centre of `view`, which must be in this window, for `duration` seconds; returns what
    /// `press(at:for:)` returns, or nil when the view is not in the window.
    @discardableResult
    public func press(_ view: View, for duration: Double) -> View? {
        layoutIfNeeded()
        guard view.isDescendant(of: self) else {
            return nil
        }
        return press(at: view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: self), for: duration)
    }

    /// Drags a finger from `start` to `end`, in the window's coordinates, as UIKit delivers a touch: down at
    /// `start`, `steps` equal moves (at least one) ending at `end`, and up there, in no time. Returns the view
    /// that took the drag, nil when none did.
    ///
    /// What takes it, as in UIKit:
    /// - a `Slider` whose thumb is under the finger: the thumb follows it (`Slider.beginTracking(_:)`), even
    ///   inside a scroll view;
    /// - otherwise a `PickerView` whose wheel with rows is under the finger: the wheel spins with it and selects
    ///   the row nearest the band when it lifts, telling the delegate (`PickerView.drag(from:to:)`), even inside a
    ///   scroll view;
    /// - otherwise the nearest scroll view under the finger that scrolls (`isScrollEnabled`): its content follows
    ///   the finger, held within the content and its insets (headless, nothing bounces or decelerates), and the
    ///   views in it get no touch;
    /// - otherwise the deepest enabled control under the finger: `touchDown`, the drag events at each move
    ///   (`touchDragInside`, `touchDragExit`, ...), `touchUpInside` or `touchUpOutside` by where it lifts
    ///   (`Control.touchSlop`); a slider touched off its thumb sends these and moves nothing.
    @discardableResult
    public func drag(from start: Point, to end: Point, steps: Int = 10) -> View? {
        layoutIfNeeded()
        let moves = max(1, steps)
        let points = (1...moves).map { step in
            let fraction = Double(step) / Double(moves)
            return Point(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
        }
        // The views under the finger, deepest first, each taking the drag in the order above.
        let chain = ancestors(of: hitTest(start)).lazy
        if let slider = chain.compactMap({ $0 as? Slider }).first,
            slider.isEnabled, slider.thumbRect.contains(slider.convert(start, from: self))
        {
            track(slider, from: start, through: points)
            return slider
        }
        if let picker = chain.compactMap({ $0 as? PickerView }).first,
            picker.drag(from: picker.convert(start, from: self), to: picker.convert(end, from: self))
        {
            return picker
        }
        if let scrollView = chain.compactMap({ $0 as? ScrollView }).first(where: \.isScrollEnabled) {
            let origin = scrollView.contentOffset
            for point in points {
                scrollView.contentOffset = scrollView.clampedOffset(
                    Point(x: origin.x - (point.x - start.x), y: origin.y - (point.y - start.y)))
                layoutIfNeeded()
            }
            return scrollView
        }
        guard let control = chain.compactMap({ $0 as? Control }).first(where: \.isEnabled) else {
            return nil
        }
        track(control, from: start, through: points)
        return control
    }

    /// Delivers a touch to `control`: down at `start`, a move to each of `points` and up at the last.
    private func track(_ control: Control, from start: Point, through points: [Point]) {
        control.touchDidBegin(Touch(location: control.convert(start, from: self), timestamp: 0))
        var last = start
        for point in points {
            last = point
            control.touchDidMove(Touch(location: control.convert(point, from: self), timestamp: 0))
        }
        control.touchDidEnd(Touch(location: control.convert(last, from: self), timestamp: 0))
    }

    /// The deepest enabled control at `point`, or among the ancestors of the view there.
    private func control(under point: Point) -> Control? {
        ancestors(of: hitTest(point)).lazy.compactMap { $0 as? Control }.first(where: \.isEnabled)
    }

    /// `view` and its superviews up to this window, deepest first.
    private func ancestors(of view: View?) -> [View] {
        var chain: [View] = []
        var current = view
        while let next = current {
            chain.append(next)
            if next === self {
                break
            }
            current = next.superview
        }
        return chain
    }
}
