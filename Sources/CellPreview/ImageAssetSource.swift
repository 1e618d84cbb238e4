import CellKit

/// Where a renderer finds the pictures of the images views show, by image name (an app's asset catalog).
@MainActor
public protocol ImageAssetSource {
    /// The picture of the image called `name`, or nil to draw a labelled placeholder.
    func asset(named name: String) -> ImageAsset?
}
