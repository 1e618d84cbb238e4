import CellKit
import Testing

@Suite("ImageView")
@MainActor
struct ImageViewTests {
    private let thumb = Image(named: "thumb", size: Size(width: 64, height: 48))

    @Test func initWithImageTakesItsSize() {
        let imageView = ImageView(image: thumb)
        #expect(imageView.frame == Rect(x: 0, y: 0, width: 64, height: 48))
        #expect(imageView.image == thumb)
        #expect(!imageView.isUserInteractionEnabled)
        #expect(ImageView().frame == .zero)
        #expect(!ImageView(frame: Rect(x: 0, y: 0, width: 5, height: 5)).isUserInteractionEnabled)
    }

    @Test func intrinsicSizeIsTheImagesOrNone() {
        let imageView = ImageView()
        #expect(imageView.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        imageView.image = thumb
        #expect(imageView.intrinsicContentSize == thumb.size)
    }

    @Test func highlightingShowsTheHighlightedImageWhenThereIsOne() {
        let imageView = ImageView(image: thumb)
        imageView.isHighlighted = true
        #expect(imageView.displayedImage == thumb)
        let pressed = Image(named: "thumb_pressed", size: thumb.size)
        imageView.highlightedImage = pressed
        #expect(imageView.displayedImage == pressed)
        imageView.isHighlighted = false
        #expect(imageView.displayedImage == thumb)
    }
}
