import CellKit
import CompiledCells

// The app classes that the imported corpus cells name as their subviews' custom classes: the trial's where it has
// them (the gauge takes its runtime attributes), and JSQMessagesViewController's and Radar COVID's here.

/// MercadoPago's label (Imported07 and Imported08), the trial's.
public typealias MPLabel = CompiledCells.MPLabel
/// Matrix's image view (Imported03), the trial's.
public typealias MXKImageView = CompiledCells.MXKImageView
/// LoopKit's gauge (Imported15), the trial's, which takes the file's runtime attributes.
public typealias SegmentedGaugeBarView = CompiledCells.SegmentedGaugeBarView
/// VLC's scrolling label (Imported23), the trial's.
public typealias VLCMarqueeLabel = CompiledCells.VLCMarqueeLabel

/// JSQMessagesViewController's label above and below a bubble (Imported06).
public final class JSQMessagesLabel: CellKit.Label {}

/// JSQMessagesViewController's text view inside a bubble (Imported06).
public final class JSQMessagesCellTextView: CellKit.TextView {}

/// Radar COVID's rounded background of a venue cell (Imported18).
public final class BackgroundView: CellKit.View {}
