extension View {
    /// The traits the view draws with (UIKit's `traitCollection`): its superview's, or `TraitCollection.default`
    /// without one, with the view's own `traitOverrides` applied.
    public var traitCollection: TraitCollection {
        environment.traits
    }

    /// The colour that tints the view's controls (UIKit's `tintColor`): the colour set on the view, or else its
    /// superview's tint, or else UIKit's default, `systemBlue`. Setting nil inherits again; reading never gives nil.
    ///
    /// CellKit uses it where UIKit does for the views it has: a cell's checkmark and detail button. A switch's
    /// track keeps `onTintColor` (systemGreen by default, as UIKit's does not follow the tint).
    public var tintColor: Color? {
        get { environment.tint }
        set { ownTintColor = newValue }
    }

    /// The traits and tint the view inherits and sets.
    struct Environment: Equatable {
        var traits: TraitCollection
        var tint: Color
    }

    /// The view's traits and tint, computed from the root down; linear in the view's depth. The chain of views is
    /// held in a temporary allocation, on the stack for any ordinary depth, so that adding and removing views (a
    /// table's cells as it scrolls) allocates nothing.
    var environment: Environment {
        var depth = 0
        var current: View? = self
        while let view = current {
            depth += 1
            current = view.superview ?? view.sizingHost
        }
        return withUnsafeTemporaryAllocation(of: Unmanaged<View>.self, capacity: depth) { chain in
            var index = 0
            var current: View? = self
            while let view = current, index < depth {
                chain[index] = Unmanaged.passUnretained(view)
                index += 1
                current = view.superview ?? view.sizingHost
            }
            var environment = Self.rootEnvironment
            while index > 0 {
                index -= 1
                environment = chain[index].takeUnretainedValue().environment(inheriting: environment)
            }
            return environment
        }
    }

    /// The environment of a view in no hierarchy that sets nothing itself.
    private static let rootEnvironment = Environment(traits: .default, tint: .systemBlue)

    /// Whether a view this one inherits from (its superview, or the host it is measured in, and theirs) sets
    /// traits or a tint. When none does, the view's environment is the root's with its own settings, wherever it is.
    private var inheritsSetEnvironment: Bool {
        var current = superview ?? sizingHost
        while let view = current {
            if view.ownTintColor != nil || view.traitOverrides != TraitOverrides() {
                return true
            }
            current = view.superview ?? view.sizingHost
        }
        return false
    }

    /// Runs `move`, which changes the view's superview, and tells its subtree what changed of its environment.
    /// When no view it inherits from sets anything, before or after, nothing changed: the move computes no
    /// environment, which is what makes adding and removing a table's cells as it scrolls cheap.
    func movingInHierarchy(_ move: () -> Void) {
        let before = inheritsSetEnvironment ? environment : nil
        move()
        guard before != nil || inheritsSetEnvironment else { return }
        environmentDidChange(from: before ?? environment(inheriting: Self.rootEnvironment))
    }

    /// What this view makes of its parent's environment.
    private func environment(inheriting parent: Environment) -> Environment {
        Environment(traits: parent.traits.applying(traitOverrides), tint: ownTintColor ?? parent.tint)
    }

    /// Tells the view and its subtree what changed since `previous`, the view's environment before the change,
    /// visiting only the views whose environment did change; iterative, so a deep tree cannot overflow the stack.
    func environmentDidChange(from previous: Environment) {
        let current = environment
        // Nothing below changes when this view's environment does not: return before allocating the work list.
        guard previous != current else { return }
        var pending = [(view: self, previous: previous, current: current)]
        while let (view, old, new) = pending.popLast() {
            guard old != new else { continue }
            if old.traits != new.traits {
                // New size classes choose other variations of the frames: lay out again, as UIKit does.
                if old.traits.sizeClassesDiffer(from: new.traits) { view.setNeedsLayout() }
                view.traitCollectionDidChange(old.traits)
            }
            if old.tint != new.tint { view.tintColorDidChange() }
            for subview in view.subviews {
                pending.append((subview, subview.environment(inheriting: old), subview.environment(inheriting: new)))
            }
        }
    }

    /// Runs `body` with the view, which is in no hierarchy, taking the traits and tint of `host` as if it were its
    /// subview, then gives them back: a table measures a self-sizing cell before it displays it, and the cell's
    /// fonts (Dynamic Type) and frames (size classes) must be the ones it will show with. Tells the subtree of each
    /// change as a move would; with the same traits as outside, nothing is told and nothing allocated.
    func measuringInTraits<Result>(of host: View, _ body: () -> Result) -> Result {
        guard superview == nil, sizingHost == nil else { return body() }
        let outside = environment
        sizingHost = host
        environmentDidChange(from: outside)
        let inside = environment
        defer {
            sizingHost = nil
            environmentDidChange(from: inside)
        }
        return body()
    }

    /// Reacts to `traitOverrides` changing from `old`.
    func traitOverridesDidChange(from old: TraitOverrides) {
        guard old != traitOverrides else { return }
        let parent = (superview ?? sizingHost)?.environment ?? Self.rootEnvironment
        let before = Environment(traits: parent.traits.applying(old), tint: ownTintColor ?? parent.tint)
        environmentDidChange(from: before)
    }

    /// Reacts to the view's own tint changing from `old`.
    func tintDidChange(from old: Color?) {
        var before = environment
        before.tint = old ?? (superview ?? sizingHost)?.tintColor ?? .systemBlue
        environmentDidChange(from: before)
    }
}
