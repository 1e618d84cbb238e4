extension Control {
    /// The state a control shows (UIKit's `UIControl.State`), one at a time: CellKit keeps UIKit's four single states
    /// and not their combinations, so a value set for a state is shown exactly in that state.
    public enum State: String, Sendable, Hashable, CaseIterable {
        /// Enabled, not highlighted, not selected; the value every other state falls back to.
        case normal
        /// Being touched.
        case highlighted
        /// Selected.
        case selected
        /// Not enabled.
        case disabled
    }

    /// The state the control shows, as UIKit ranks its flags: a disabled control shows disabled, a highlighted one
    /// highlighted (even when also selected), a selected one selected.
    public var state: State {
        if !isEnabled { return .disabled }
        if isHighlighted { return .highlighted }
        if isSelected { return .selected }
        return .normal
    }
}
