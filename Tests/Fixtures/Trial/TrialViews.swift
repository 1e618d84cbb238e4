import CellKit

// The app classes the trial's cells (issue 12) name as their subviews' custom classes, as each project declares
// them: here only as much as the templates need. CellKit's types are named with their module, since Names.cell
// declares classes called `Label` and `TableViewCell` in this module.

/// Matrix's image view, which loads and caches a remote picture (MXKSampleRoomMemberTableViewCell.cell).
public final class MXKImageView: CellKit.ImageView {}

/// MercadoPago's label, which applies the SDK's fonts (InstructionsAtmViewCell.cell and
/// InstructionsFooterWithTertiaryInfoViewCell.cell).
public final class MPLabel: CellKit.Label {}

/// VLC's scrolling label (MediaCollectionViewCell.cell).
public final class VLCMarqueeLabel: CellKit.Label {}

/// LoopKit's gauge of coloured segments (InsulinSensitivityScalingTableViewCell.cell), which takes its
/// Interface Builder inspectables as runtime attributes.
public final class SegmentedGaugeBarView: CellKit.View {
    /// How many segments the gauge draws.
    public private(set) var numberOfSegments = 1
    /// How far the gauge is filled, in segments.
    public private(set) var progress = 0.0
    /// The colour at the gauge's start, an asset-catalog colour in the file.
    public private(set) var startColor: CellKit.Color?
    /// The colour at the gauge's end.
    public private(set) var endColor: CellKit.Color?
    /// The width of the outline the gauge draws around its segments, its own inspectable (not the layer's).
    public private(set) var gaugeBorderWidth = 0.0
    /// The colour of that outline.
    public private(set) var gaugeBorderColor: CellKit.Color?

    /// Takes the gauge's six attributes; refuses any other as CellKit's default does.
    override public func setRuntimeAttribute(
        _ value: CellKit.RuntimeAttribute, forKey key: String
    ) throws(CellKit.RuntimeAttributeError) {
        switch (key, value) {
        case ("numberOfSegments", .number(let number)): numberOfSegments = Int(number)
        case ("progress", .number(let number)): progress = number
        case ("startColor", .color(let color)): startColor = color
        case ("endColor", .color(let color)): endColor = color
        case ("borderWidth", .number(let number)): gaugeBorderWidth = number
        case ("borderColor", .color(let color)): gaugeBorderColor = color
        default: try super.setRuntimeAttribute(value, forKey: key)
        }
    }
}
