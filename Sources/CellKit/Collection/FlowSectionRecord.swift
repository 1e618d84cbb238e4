/// What a flow layout engine keeps of one section: where its items are in the flat item order, its metrics, and,
/// once the layout has reached it, where it stands along the scrolling axis and where its lines are.
struct FlowSectionRecord {
    /// The flat index of its first item.
    var itemStart: Int
    /// How many items it has.
    var itemCount: Int
    /// Its insets, spacings, header and footer.
    var metrics: FlowSectionMetrics
    /// Where it starts (its header's start) along the scrolling axis; valid once the layout has entered it.
    var start = 0.0
    /// Where its footer starts; valid once it is complete.
    var footerStart = 0.0
    /// Where it ends (its footer's end); valid once it is complete.
    var end = 0.0
    /// The index of its first line in the engine's lines; valid once entered.
    var firstLine = 0
    /// How many lines it has; valid once complete.
    var lineCount = 0

    /// The flat index one past its last item.
    var itemEnd: Int { itemStart + itemCount }

    /// Where its header ends along the scrolling axis.
    var headerEnd: Double { start + metrics.header }

    /// Where its first line starts: after the header and the leading inset.
    var itemsStart: Double { start + metrics.header + metrics.leadingInset }
}
