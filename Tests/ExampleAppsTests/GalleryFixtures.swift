import CellKit
import ExampleCells
import Foundation

/// What the gallery's tests share: the package's compiled nibs, and a window showing a controller on a navigation
/// stack, as the app shows it.
@MainActor
enum GalleryFixtures {
    /// The package's folder, found from this file's real path (the test may be built through a symlink).
    static let packageRoot = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Examples/Nibs, where Gallery.cellnib is.
    static let nibBundle = NibBundle(path: packageRoot.appendingPathComponent("Examples/Nibs").path)

    /// Gallery.cellnib, loaded with a registry that knows the gallery's classes.
    static func nib() throws -> Nib {
        let registry = CellRegistry(bundle: nibBundle)
        GalleryTemplates.register(in: registry)
        return try Nib(named: "Gallery", in: nibBundle, registry: registry)
    }

    /// A window of `width` x `height` showing `root` on a navigation stack, laid out.
    static func show(_ root: ViewController, width: Double, height: Double = 480) -> (Window, NavigationController) {
        let navigation = NavigationController(rootViewController: root)
        let window = Window(size: Size(width: width, height: height))
        window.rootViewController = navigation
        window.layoutIfNeeded()
        return (window, navigation)
    }
}
