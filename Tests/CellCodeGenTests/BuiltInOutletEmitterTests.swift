import CellCodeGen
import CellDiagnostics
import Testing

/// A cell's outlet named after one of its built-in views (`imageView`, `textLabel`, `detailTextLabel`) overrides
/// the cell's property, keeping the view under another name.
@Suite struct BuiltInOutletEmitterTests {
    private func swift(_ source: String) throws -> String {
        let compilation = Compilation.run(SourceFile(path: "Feed.cell", text: source))
        #expect(!compilation.hasErrors, "\(compilation.diagnostics.map(\.message))")
        return try #require(compilation.swiftSource)
    }

    @Test func theOutletOverridesTheBuiltInProperty() throws {
        let swift = try swift(
            """
            cell FeedCell {
                ImageView imageView {
                    customClass = "FeedImageView"
                    frame = (0, 0, 10, 10)
                }
                Label textLabel {
                    frame = (imageView.maxX, 0, 10, 10)
                }
                Label imageViewOutlet {
                    frame = (0, 0, 1, 1)
                }
            }

            """)
        #expect(swift.contains("    private let imageViewOutlet_: FeedImageView\n"))
        #expect(swift.contains("    public override var imageView: FeedImageView { imageViewOutlet_ }\n"))
        #expect(swift.contains("    private let textLabelOutlet: CellKit.Label\n"))
        #expect(swift.contains("    public override var textLabel: CellKit.Label { textLabelOutlet }\n"))
        // An outlet that happens to take the name the override would use keeps it.
        #expect(swift.contains("    public let imageViewOutlet: CellKit.Label\n"))
        // The schema names the outlets as written.
        #expect(swift.contains("\"outlet imageView: ImageView as FeedImageView\""))
        #expect(!swift.contains("public let imageView:"))
    }

    @Test func anOwnerOnlyOutletOverridesNothing() throws {
        let swift = try swift(
            """
            cell FeedCell {
                owner = "FeedController"
                ImageView imageView {
                    frame = (0, 0, 10, 10)
                    connection = .owner
                }
            }

            """)
        #expect(swift.contains("    private let imageViewOutlet: CellKit.ImageView\n"))
        #expect(!swift.contains("override var imageView"))
        #expect(swift.contains("    var imageView: CellKit.ImageView? { get set }\n"))
        #expect(swift.contains("owner.imageView = imageViewOutlet\n"))
    }
}
