extension TableViewCell {
    /// The inset of the built-in subviews from the content view's left and right edges, and between the image
    /// and the text: 15 points, UIKit's classic separator inset.
    nonisolated public static let contentMargin = 15.0
    /// The gap between the text and detail labels of a value1 cell.
    nonisolated public static let value1Gap = 8.0
    /// The share of the content view's width the text-label column of a value2 cell takes.
    nonisolated public static let value2ColumnFraction = 0.25
    /// The gap between the text column and the detail label of a value2 cell.
    nonisolated public static let value2Gap = 6.0

    /// Places the built-in subviews that exist (it never creates them) in the content view, simplified from UIKit:
    /// - Everything starts `indentationLevel * indentationWidth` further right.
    /// - The image view, when it has an image, sits `contentMargin` from the left, at the image's size (no taller
    ///   than the content view), centred vertically; without an image it is empty at the left margin.
    /// - The text starts `contentMargin` after the image, or at `contentMargin` without one, and ends
    ///   `contentMargin` before the right edge.
    /// - `.default`: the text label fills that area's full height.
    /// - `.subtitle`: the text label and, under it, the detail label, each one line of its font high, centred
    ///   together vertically; without detail text the text label fills the full height.
    /// - `.value1`: the detail label at its one-line width on the right, the text label in the rest, `value1Gap`
    ///   apart, both full height.
    /// - `.value2`: the text label in a column `value2ColumnFraction` of the content width wide, then the detail
    ///   label `value2Gap` after it to the right margin, both full height.
    public func layoutBuiltInSubviews() {
        // Indentation moves the built-in image and text, not the content view, as UIKit's does.
        let indentation = Double(max(0, indentationLevel)) * indentationWidth
        let content = contentView.bounds
        let margin = Self.contentMargin
        var textStart = content.minX + margin + indentation
        if let imageView = imageViewStorage {
            if let image = imageView.image {
                let height = min(image.size.height, content.height)
                imageView.frame = Rect(
                    x: content.minX + margin + indentation,
                    y: content.minY + (content.height - height) / 2,
                    width: image.size.width,
                    height: height
                )
                textStart = imageView.frame.maxX + margin
            } else {
                imageView.frame = Rect(x: content.minX + margin + indentation, y: content.minY, width: 0, height: 0)
            }
        }
        let textArea = Rect(
            x: textStart,
            y: content.minY,
            width: max(0, content.maxX - margin - textStart),
            height: content.height
        )
        switch style {
        case .default:
            textLabelStorage?.frame = textArea
        case .subtitle:
            layoutSubtitle(in: textArea)
        case .value1:
            layoutValue1(in: textArea)
        case .value2:
            layoutValue2(in: textArea, contentWidth: content.width)
        }
    }

    private func layoutSubtitle(in area: Rect) {
        guard let detail = detailTextLabelStorage, !(detail.text ?? "").isEmpty else {
            textLabelStorage?.frame = area
            detailTextLabelStorage?.frame = Rect(x: area.minX, y: area.maxY, width: area.width, height: 0)
            return
        }
        let textHeight = textLabelStorage?.font.lineHeight ?? 0
        let detailHeight = detail.font.lineHeight
        let top = area.minY + (area.height - textHeight - detailHeight) / 2
        textLabelStorage?.frame = Rect(x: area.minX, y: top, width: area.width, height: textHeight)
        detail.frame = Rect(x: area.minX, y: top + textHeight, width: area.width, height: detailHeight)
    }

    private func layoutValue1(in area: Rect) {
        let detailWidth = min(detailTextLabelStorage?.intrinsicContentSize.width ?? 0, area.width)
        let gap = detailWidth > 0 ? Self.value1Gap : 0
        detailTextLabelStorage?.frame = Rect(
            x: area.maxX - detailWidth,
            y: area.minY,
            width: detailWidth,
            height: area.height
        )
        textLabelStorage?.frame = Rect(
            x: area.minX,
            y: area.minY,
            width: max(0, area.width - detailWidth - gap),
            height: area.height
        )
    }

    private func layoutValue2(in area: Rect, contentWidth: Double) {
        let column = min(contentWidth * Self.value2ColumnFraction, area.width)
        textLabelStorage?.frame = Rect(x: area.minX, y: area.minY, width: column, height: area.height)
        let detailStart = area.minX + column + Self.value2Gap
        detailTextLabelStorage?.frame = Rect(
            x: detailStart,
            y: area.minY,
            width: max(0, area.maxX - detailStart),
            height: area.height
        )
    }
}
