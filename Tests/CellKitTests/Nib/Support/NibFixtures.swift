import CellArchive

/// Archives of the fixture templates (`TransitCell`, `ThumbnailCell`, `GalleryView`) as cellc writes them: the
/// same subviews, properties and layout as the hand-written generated classes.
enum NibFixtures {
    /// The objects of a Transit cell template.
    struct Transit {
        let template: Int
        let background: Int
        let title: Int
        let detail: Int
        let separator: Int
    }

    /// Adds a Transit cell template.
    @discardableResult
    static func addTransit(
        to builder: inout ArchiveBuilder, className: String = "TransitCell",
        schema: [String] = TransitCell.templateSchema
    ) -> Transit {
        let template = builder.template(className, superclass: "TableViewCell", schema: schema, line: 1)
        let background = builder.view(
            "ImageView", line: 8,
            [
                ("outlet", .string("backgroundImageView")), ("image", .image("row_background")),
                ("contentMode", .enumCase("scaleAspectFill")),
            ])
        let title = builder.view(
            "Label", line: 13,
            [
                ("outlet", .string("titleLabel")), ("font", .font(.boldSystem(15))),
                ("textColor", .color(.named("white"))),
                ("textAlignment", .enumCase("center")),
            ])
        let detail = builder.view(
            "Label", line: 19,
            [
                ("outlet", .string("detailLabel")), ("font", .font(.system(12))),
                ("textColor", .color(.rgba(red: 0x33, green: 0x33, blue: 0x33, alpha: 1))),
                ("numberOfLines", .integer(0)), ("lineBreakMode", .enumCase("byWordWrapping")),
            ])
        let separator = builder.view("View", line: 26, [("backgroundColor", .color(.named("lightGray")))])
        let inset: [ArchivedInstruction] = [.parentWidth, .constant(2), .constant(12), .multiply, .subtract]
        let detailY: [ArchivedInstruction] = [.anchor(object: title, .maxY), .constant(4), .add]
        builder.append(
            [
                ("reuseIdentifier", .string("TransitCell")),
                ("size", .size(width: 320, height: 70)),
                ("height", .expression(ArchivedExpression([.anchor(object: detail, .maxY), .constant(8), .add]))),
                (
                    "heightLayout",
                    .layout([
                        ArchivedLayoutStep(
                            object: title, component: .y, expression: ArchivedExpression([.constant(10)])),
                        ArchivedLayoutStep(
                            object: title, component: .height, expression: ArchivedExpression([.constant(18)])),
                        ArchivedLayoutStep(object: detail, component: .y, expression: ArchivedExpression(detailY)),
                        ArchivedLayoutStep(
                            object: detail, component: .height, expression: ArchivedExpression([.constant(30)])),
                    ])
                ),
                ("selectionStyle", .enumCase("none")),
                ("backgroundColor", .color(.rgba(red: 0xA4, green: 0xA4, blue: 0xA4, alpha: 1))),
                ("accessoryType", .enumCase("disclosureIndicator")),
                (
                    "layout",
                    .layout(
                        frameSteps(
                            background, x: [.constant(0)], y: [.constant(0)], width: [.parentWidth],
                            height: [.parentHeight])
                            + frameSteps(
                                title, x: [.constant(12)], y: [.constant(10)], width: inset, height: [.constant(18)])
                            + frameSteps(detail, x: [.constant(12)], y: detailY, width: inset, height: [.constant(30)])
                            + frameSteps(
                                separator, x: [.constant(0)], y: [.parentHeight, .constant(1), .subtract],
                                width: [.parentWidth], height: [.constant(1)]))
                ),
                ("subviews", .objects([background, title, detail, separator])),
            ], to: template)
        return Transit(template: template, background: background, title: title, detail: detail, separator: separator)
    }

    /// Adds a Thumbnail cell template: a button with an action, a label and a stack view of two arranged views.
    @discardableResult
    static func addThumbnail(
        to builder: inout ArchiveBuilder, className: String = "ThumbnailCell",
        schema: [String] = ThumbnailCell.templateSchema
    ) -> Int {
        let template = builder.template(className, superclass: "TableViewCell", schema: schema, line: 30)
        let button = builder.view(
            "Button", line: 31,
            [
                ("outlet", .string("thumbnailButton")), ("title", .string("Play")),
                ("backgroundImage", .image("thumbnail")), ("action", .string("buttonPressed")),
            ])
        let title = builder.view("Label", line: 37, [("outlet", .string("titleLabel"))])
        let stack = builder.view("StackView", line: 40, [("axis", .enumCase("horizontal")), ("spacing", .double(4))])
        let badge = builder.view(
            "Label", line: 43,
            [("outlet", .string("badgeLabel")), ("text", .string("New")), ("size", .size(width: 30, height: 20))])
        let star = builder.view("ImageView", line: 47, [("image", .image("star"))])
        builder.append([("arrangedSubviews", .objects([badge, star]))], to: stack)
        builder.append(
            [
                ("reuseIdentifier", .string("Thumbnail")),
                ("size", .size(width: 320, height: 150)),
                ("height", .expression(ArchivedExpression([.constant(150)]))),
                (
                    "layout",
                    .layout(
                        frameSteps(
                            button, x: [.parentWidth, .constant(100), .subtract, .constant(2), .divide],
                            y: [.constant(20)], width: [.constant(100)], height: [.constant(100)])
                            + frameSteps(
                                title, x: [.anchor(object: button, .minX)],
                                y: [.anchor(object: button, .maxY), .constant(8), .add],
                                width: [.anchor(object: button, .width)], height: [.constant(14)])
                            + frameSteps(
                                stack, x: [.constant(10)], y: [.constant(10)], width: [.constant(60)],
                                height: [.constant(20)]))
                ),
                ("subviews", .objects([button, title, stack])),
            ], to: template)
        return template
    }

    /// Adds a Gallery view template, which connects its outlets on a `GalleryController`; `tag` tells instances
    /// apart.
    @discardableResult
    static func addGallery(to builder: inout ArchiveBuilder, tag: Int64 = 0) -> Int {
        let template = builder.template(
            "GalleryView", superclass: "View", schema: GalleryView.templateSchema, line: 50)
        let scroll = builder.view(
            "ScrollView", line: 52,
            [
                ("outlet", .string("scrollView")), ("contentSize", .size(width: 640, height: 480)),
                ("isPagingEnabled", .bool(true)),
            ])
        let caption = builder.view("Label", line: 57, [("outlet", .string("captionLabel"))])
        builder.append(
            [
                ("owner", .string("GalleryController")),
                ("size", .size(width: 320, height: 480)),
                ("tag", .integer(tag)),
                (
                    "layout",
                    .layout(
                        frameSteps(
                            scroll, x: [.constant(0)], y: [.constant(0)], width: [.parentWidth],
                            height: [.parentHeight, .constant(40), .subtract])
                            + frameSteps(
                                caption, x: [.constant(10)], y: [.anchor(object: scroll, .maxY), .constant(8), .add],
                                width: [.parentWidth, .constant(20), .subtract], height: [.constant(24)]))
                ),
                ("subviews", .objects([scroll, caption])),
            ], to: template)
        return template
    }

    /// An archive of the three fixture templates, in the order Transit, Thumbnail, Gallery.
    static func threeTemplates() -> Archive {
        var builder = ArchiveBuilder()
        addTransit(to: &builder)
        addThumbnail(to: &builder)
        addGallery(to: &builder)
        return builder.archive
    }
}
