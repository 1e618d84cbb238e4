import CellKit

// The app's classes that the corpus cells name as their subviews' `customClass`, as plain subclasses of their
// kinds: the compared frames need no more.

/// VLC's `VLCLinearProgressIndicator`, the progress bar of a library tile.
public final class VLCLinearProgressIndicator: CellKit.View {}
