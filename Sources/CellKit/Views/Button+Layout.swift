extension Button {
    /// A button's type (UIKit's `UIButton.ButtonType`): whether its title takes the tint, and for the glyph types the
    /// glyph it draws in the image's place.
    public enum ButtonType: String, Sendable, Hashable, CaseIterable {
        /// No styling: the title is white unless set.
        case custom
        /// The tinted title of iOS 7 on.
        case system
        /// The circled "i" of a detail disclosure button.
        case detailDisclosure
        /// The circled "i" of an info button on a dark background.
        case infoLight
        /// The circled "i" of an info button on a light background.
        case infoDark
        /// The circled plus of a contact add button.
        case contactAdd
        /// The circled cross of a close button (iOS 13).
        case close

        /// The glyph's size: 22 points square for the "i" and the plus, 30 for the close button, as UIKit sizes them
        /// (measured on iOS 13 to 17; Apple documents none); `.zero` for custom and system buttons, which draw none.
        public var glyphSize: Size {
            switch self {
            case .custom, .system: .zero
            case .detailDisclosure, .infoLight, .infoDark, .contactAdd: Size(width: 22, height: 22)
            case .close: Size(width: 30, height: 30)
            }
        }
    }

    /// Where the button draws its current image (or glyph) and title within its bounds, as UIKit lays them out: the
    /// two side by side inside `contentEdgeInsets`, placed by the content alignments, then each moved by its own
    /// edge insets. The title is cut to the room left beside the image.
    public var contentLayout: (image: Rect, title: Rect) {
        let content = bounds.inset(by: contentEdgeInsets)
        let imageSize = imageContentSize
        var titleSize = titleContentSize
        titleSize.width = max(0, min(titleSize.width, content.width - imageSize.width))
        let horizontal = contentHorizontalAlignment
        let totalWidth = imageSize.width + titleSize.width
        var x: Double
        switch horizontal {
        case .left, .leading, .fill: x = content.minX
        case .right, .trailing: x = content.maxX - totalWidth
        case .center: x = content.midX - totalWidth / 2
        }
        if horizontal == .fill {
            titleSize.width = max(0, content.width - imageSize.width)
        }
        var image = Rect(origin: Point(x: x, y: 0), size: imageSize)
        var title = Rect(origin: Point(x: x + imageSize.width, y: 0), size: titleSize)
        image.origin.y = verticalOrigin(of: &image.size, in: content)
        title.origin.y = verticalOrigin(of: &title.size, in: content)
        return (moved(image, by: imageEdgeInsets), moved(title, by: titleEdgeInsets))
    }

    /// The top of an element of `size` in `content` by the vertical alignment; `.fill` stretches the height.
    private func verticalOrigin(of size: inout Size, in content: Rect) -> Double {
        switch contentVerticalAlignment {
        case .top: return content.minY
        case .bottom: return content.maxY - size.height
        case .center: return content.midY - size.height / 2
        case .fill:
            size.height = content.height
            return content.minY
        }
    }

    /// `rect` moved by edge insets as UIKit moves a button's title or image: by the difference of opposite insets,
    /// halved when the element is centred on that axis, by the leading inset when it is pinned to an edge.
    private func moved(_ rect: Rect, by insets: EdgeInsets) -> Rect {
        let dx: Double =
            switch contentHorizontalAlignment {
            case .center: (insets.left - insets.right) / 2
            case .left, .leading, .fill: insets.left
            case .right, .trailing: -insets.right
            }
        let dy: Double =
            switch contentVerticalAlignment {
            case .center: (insets.top - insets.bottom) / 2
            case .top, .fill: insets.top
            case .bottom: -insets.bottom
            }
        return rect.offsetBy(dx: dx, dy: dy)
    }
}
