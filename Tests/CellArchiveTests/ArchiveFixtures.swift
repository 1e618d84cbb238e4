import CellArchive

/// Hand-written archives shaped like the compiler's output, for round trips, dumps and mutations.
enum ArchiveFixtures {
    /// The smallest interesting archive: a view template with one label; the ArchiveFormat article shows its bytes.
    static let tiny = Archive(
        sourceName: "T.cell",
        classes: [
            ArchivedClass(name: "Note", superclassName: "View", schema: ["subview 0: Label"]),
            ArchivedClass(name: "Label"),
        ],
        objects: [
            ArchivedObject(
                classIndex: 0,
                properties: [
                    ArchivedProperty("size", .size(width: 10, height: 4)),
                    ArchivedProperty("subviews", .objects([1])),
                ],
                line: 1, column: 1),
            ArchivedObject(classIndex: 1, properties: [ArchivedProperty("text", .string("Hi"))], line: 2, column: 5),
        ],
        topLevelObjects: [0])

    /// Examples/Transit.cell as the compiler archives it: a cell with an image view, three labels and a layout.
    static let transit: Archive = {
        let margin = 12.0
        func frame(
            _ object: Int, _ x: [ArchivedInstruction], _ y: [ArchivedInstruction], _ width: [ArchivedInstruction],
            _ height: [ArchivedInstruction]
        ) -> [ArchivedLayoutStep] {
            [
                ArchivedLayoutStep(object: object, component: .x, expression: ArchivedExpression(x)),
                ArchivedLayoutStep(object: object, component: .y, expression: ArchivedExpression(y)),
                ArchivedLayoutStep(object: object, component: .width, expression: ArchivedExpression(width)),
                ArchivedLayoutStep(object: object, component: .height, expression: ArchivedExpression(height)),
            ]
        }
        let fullWidth: [ArchivedInstruction] = [.parentWidth, .constant(2), .constant(margin), .multiply, .subtract]
        let layout =
            frame(1, [.constant(0)], [.constant(0)], [.parentWidth], [.parentHeight])
            + frame(2, [.constant(margin)], [.constant(8)], fullWidth, [.constant(20)])
            + frame(
                3, [.constant(margin)], [.anchor(object: 2, .maxY), .constant(2), .add], [.anchor(object: 2, .width)],
                [.constant(16)])
            + frame(
                4, [.constant(margin)], [.anchor(object: 3, .maxY), .constant(2), .add], fullWidth, [.constant(16)])
        let caption: [ArchivedProperty] = [
            ArchivedProperty("font", .font(.system(12))),
            ArchivedProperty("textColor", .color(.rgba(red: 0xA4, green: 0xA4, blue: 0xA4, alpha: 1))),
        ]
        return Archive(
            sourceName: "Transit.cell",
            classes: [
                ArchivedClass(
                    name: "TransitStatusTableViewCell", superclassName: "TableViewCell",
                    schema: [
                        "outlet backgroundImageView: ImageView",
                        "outlet firstLineLabel: Label",
                        "outlet secondLineLabel: Label",
                        "outlet snippetLabel: Label",
                        "reuseIdentifier \"TransitStatusTableViewCell\"",
                        "height = 72",
                        "frame backgroundImageView = (0, 0, parent.width, parent.height)",
                        "frame firstLineLabel = (12, 8, parent.width - 2 * 12, 20)",
                        "frame secondLineLabel = (12, firstLineLabel.maxY + 2, firstLineLabel.width, 16)",
                        "frame snippetLabel = (12, secondLineLabel.maxY + 2, parent.width - 2 * 12, 16)",
                    ]),
                ArchivedClass(name: "ImageView"),
                ArchivedClass(name: "Label"),
            ],
            objects: [
                ArchivedObject(
                    classIndex: 0,
                    properties: [
                        ArchivedProperty("reuseIdentifier", .string("TransitStatusTableViewCell")),
                        ArchivedProperty("size", .size(width: 320, height: 72)),
                        ArchivedProperty("height", .expression(ArchivedExpression([.constant(72)]))),
                        ArchivedProperty("selectionStyle", .enumCase("none")),
                        ArchivedProperty("backgroundColor", .color(.named("clear"))),
                        ArchivedProperty("layout", .layout(layout)),
                        ArchivedProperty("subviews", .objects([1, 2, 3, 4])),
                    ],
                    line: 13, column: 1),
                ArchivedObject(
                    classIndex: 1,
                    properties: [
                        ArchivedProperty("outlet", .string("backgroundImageView")),
                        ArchivedProperty("image", .image("transit_row_background")),
                        ArchivedProperty("contentMode", .enumCase("scaleToFill")),
                    ],
                    line: 19, column: 5),
                ArchivedObject(
                    classIndex: 2,
                    properties: [
                        ArchivedProperty("outlet", .string("firstLineLabel")),
                        ArchivedProperty("font", .font(.boldSystem(15))),
                        ArchivedProperty("textColor", .color(.named("black"))),
                    ],
                    line: 25, column: 5),
                ArchivedObject(
                    classIndex: 2, properties: [ArchivedProperty("outlet", .string("secondLineLabel"))] + caption,
                    line: 31, column: 5),
                ArchivedObject(
                    classIndex: 2,
                    properties: [ArchivedProperty("outlet", .string("snippetLabel"))] + caption + [
                        ArchivedProperty("font", .font(.system(11))),
                        ArchivedProperty("numberOfLines", .integer(1)),
                    ],
                    line: 35, column: 5),
            ],
            topLevelObjects: [0])
    }()

    /// A gallery: a cell with an owner, a button with an action, a stack view arranging two labels, and a view
    /// template with a scroll view; every kind of value and instruction appears somewhere.
    static let gallery: Archive = {
        let heightLayout = [
            ArchivedLayoutStep(
                object: 1, component: .height,
                expression: ArchivedExpression([.parentWidth, .constant(3), .divide, .negate, .constant(-4), .add]))
        ]
        let height = ArchivedExpression([.anchor(object: 1, .maxY), .parentHeight, .constant(0.5), .multiply, .add])
        return Archive(
            sourceName: "Gallery.cell",
            classes: [
                ArchivedClass(
                    name: "ThumbnailCell", superclassName: "TableViewCell",
                    schema: [
                        "outlet thumbnailButton: Button", "outlet infoStack: StackView", "subview 2: Label",
                        "outlet captionLabel: Label", "action buttonPressed", "owner GalleryViewController",
                        "height = thumbnailButton.maxY + parent.height * 0.5",
                    ]),
                ArchivedClass(name: "Button"),
                ArchivedClass(name: "StackView"),
                ArchivedClass(name: "Label"),
                ArchivedClass(name: "DetailView", superclassName: "View", schema: ["outlet scrollView: ScrollView"]),
                ArchivedClass(name: "ScrollView"),
                ArchivedClass(name: "View"),
            ],
            objects: [
                ArchivedObject(
                    classIndex: 0,
                    properties: [
                        ArchivedProperty("reuseIdentifier", .string("thumb \"cell\"\n\u{1}")),
                        ArchivedProperty("owner", .string("GalleryViewController")),
                        ArchivedProperty("size", .size(width: 375, height: 150.25)),
                        ArchivedProperty("height", .expression(height)),
                        ArchivedProperty("heightLayout", .layout(heightLayout)),
                        ArchivedProperty("accessoryType", .enumCase("disclosureIndicator")),
                        ArchivedProperty("layout", .layout([])),
                        ArchivedProperty("subviews", .objects([1, 2])),
                    ],
                    line: 3, column: 1),
                ArchivedObject(
                    classIndex: 1,
                    properties: [
                        ArchivedProperty("outlet", .string("thumbnailButton")),
                        ArchivedProperty("action", .string("buttonPressed")),
                        ArchivedProperty("title", .string("Ver más — 画像")),
                        ArchivedProperty("titleFont", .font(.custom(name: "Georgia-Italic", size: 14))),
                        ArchivedProperty("titleColor", .color(.rgba(red: 0, green: 0x7A, blue: 0xFF, alpha: 0.5))),
                        ArchivedProperty("backgroundImage", .image("button_background")),
                        ArchivedProperty("isEnabled", .bool(true)),
                        ArchivedProperty("isHidden", .bool(false)),
                        ArchivedProperty("tag", .integer(-42)),
                        ArchivedProperty("alpha", .double(0.75)),
                    ],
                    line: 4, column: 5),
                ArchivedObject(
                    classIndex: 2,
                    properties: [
                        ArchivedProperty("outlet", .string("infoStack")),
                        ArchivedProperty("spacing", .double(-1.5e-3)),
                        ArchivedProperty("arrangedSubviews", .objects([3, 4])),
                    ],
                    line: 9, column: 5),
                ArchivedObject(
                    classIndex: 3,
                    properties: [
                        ArchivedProperty("size", .size(width: 0, height: 1e300)),
                        ArchivedProperty("text", .string("")),
                    ],
                    line: 10, column: 9),
                ArchivedObject(
                    classIndex: 3,
                    properties: [
                        ArchivedProperty("outlet", .string("captionLabel")),
                        ArchivedProperty("tag", .integer(Int64.min)),
                        ArchivedProperty("lines", .integer(Int64.max)),
                    ],
                    line: 11, column: 9),
                ArchivedObject(
                    classIndex: 4,
                    properties: [
                        ArchivedProperty("owner", .string("GalleryViewController")),
                        ArchivedProperty("size", .size(width: 320, height: 480)),
                        ArchivedProperty("subviews", .objects([6])),
                    ],
                    line: 20, column: 1),
                ArchivedObject(
                    classIndex: 5,
                    properties: [
                        ArchivedProperty("outlet", .string("scrollView")),
                        ArchivedProperty("contentSize", .size(width: 640, height: 480)),
                        ArchivedProperty("contentInset", .insets(top: 1, left: 2.5, bottom: -3, right: 0)),
                        ArchivedProperty("backgroundColor", .color(.rgba(red: 1, green: 2, blue: 3, alpha: 0))),
                        ArchivedProperty("firstResponder", .object(7)),
                    ],
                    line: 21, column: 5),
                ArchivedObject(classIndex: 6, properties: [], line: 22, column: 9),
            ],
            topLevelObjects: [0, 5])
    }()
}
