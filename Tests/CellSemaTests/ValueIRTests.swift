import CellCatalog
import CellDiagnostics
import CellSema
import Testing

/// The IR values the emitters read: colours, fonts, enumeration cases, and actions.
@Suite("Value IR")
struct ValueIRTests {
    /// The value of `textColor` or another single property set on a Label.
    private func value(of property: String, _ text: String) throws -> Value {
        let source = CheckedSource(
            """
            cell C {
                Label v {
                    frame = (0, 0, 10, 10)
                    \(property) = \(text)
                }
            }
            """)
        source.expectNoDiagnostics()
        let properties = try source.template().views[0].properties
        #expect(properties.map(\.spec.name) == [property])
        return try #require(properties.first?.value)
    }

    @Test(
        "colours convert to channels and an alpha, or stay named",
        arguments: [
            ("#FA0", ColorValue.rgb(red: 0xFF, green: 0xAA, blue: 0x00, alpha: 1)),
            ("#fa0", .rgb(red: 0xFF, green: 0xAA, blue: 0x00, alpha: 1)),
            ("#A4A4A4", .rgb(red: 164, green: 164, blue: 164, alpha: 1)),
            ("#12aBcD", .rgb(red: 0x12, green: 0xAB, blue: 0xCD, alpha: 1)),
            ("#FFAA0080", .rgb(red: 0xFF, green: 0xAA, blue: 0x00, alpha: 128.0 / 255)),
            ("#00000000", .rgb(red: 0, green: 0, blue: 0, alpha: 0)),
            ("rgb(164, 164, 164)", .rgb(red: 164, green: 164, blue: 164, alpha: 1)),
            ("rgb(0, 128, 255)", .rgb(red: 0, green: 128, blue: 255, alpha: 1)),
            ("rgb(100 + 28, 2 * 2, 255 - 5)", .rgb(red: 128, green: 4, blue: 250, alpha: 1)),
            ("rgba(0, 0, 0, 0.5)", .rgb(red: 0, green: 0, blue: 0, alpha: 0.5)),
            ("rgba(255, 45, 85, 1)", .rgb(red: 255, green: 45, blue: 85, alpha: 1)),
            (".clear", .named("clear")),
            (".darkGray", .named("darkGray")),
        ])
    func colour(_ text: String, expected: ColorValue) throws {
        #expect(try value(of: "textColor", text) == .color(expected))
    }

    @Test("every named colour of the catalog is accepted", arguments: NamedColor.names)
    func namedColour(_ name: String) throws {
        #expect(try value(of: "backgroundColor", ".\(name)") == .color(.named(name)))
    }

    @Test(
        "fonts convert to their form and size",
        arguments: [
            (".system(12)", FontValue.system(12)),
            (".boldSystem(17)", .boldSystem(17)),
            (".system(10.5)", .system(10.5)),
            (".custom(\"Georgia-Italic\", 14)", .custom("Georgia-Italic", 14)),
            (".custom(\"Helvetica Neue\", 6 * 2)", .custom("Helvetica Neue", 12)),
        ])
    func font(_ text: String, expected: FontValue) throws {
        #expect(try value(of: "font", text) == .font(expected))
    }

    @Test(
        "fonts with the wrong form are type mismatches",
        arguments: [
            (".sytem(12)", "unknown font '.sytem'"),
            (".system", "'.system' needs a size, as in '.system(12)'"),
            (".system(12, 13)", "expected a font weight such as '.medium'"),
            (".custom(12)", "'.custom' takes 2 arguments, found 1"),
            (".custom(\"\", 12)", "'.custom' takes a font name as its first argument"),
        ])
    func badFont(_ text: String, message: String) {
        let source = CheckedSource(
            """
            cell C {
                Label v {
                    frame = (0, 0, 10, 10)
                    font = 1️⃣\(text)
                }
            }
            """)
        let diagnostic = source.diagnostics.first
        #expect(source.diagnostics.count == 1)
        #expect(diagnostic?.id == .typeMismatch)
        #expect(diagnostic?.message == message)
    }

    @Test(
        "enumeration cases keep their type and name",
        arguments: [
            ("Label", "textAlignment", "center", EnumType.textAlignment),
            ("Label", "lineBreakMode", "byTruncatingMiddle", .lineBreakMode),
            ("ImageView", "contentMode", "scaleAspectFill", .contentMode),
            ("StackView", "axis", "vertical", .axis),
            ("StackView", "alignment", "trailing", .stackAlignment),
            ("StackView", "distribution", "fillEqually", .distribution),
        ])
    func enumCase(kind: String, property: String, name: String, type: EnumType) throws {
        let source = CheckedSource(
            """
            cell C {
                \(kind) v {
                    frame = (0, 0, 10, 10)
                    \(property) = .\(name)
                }
            }
            """)
        source.expectNoDiagnostics()
        let properties = try source.template().views[0].properties
        #expect(properties.map(\.value) == [.enumCase(type, name)])
        #expect(type.cases.contains(name))
    }

    @Test("every case of every enumeration a view property takes is accepted")
    func everyCase() throws {
        for kind in ViewKind.allCases {
            // `connection` is compiled by its role, with an owner (OwnerTests), not assigned.
            for spec in kind.properties where spec.role == .plain {
                guard case .enumeration(let type) = spec.type else { continue }
                for name in type.cases {
                    let source = CheckedSource(
                        """
                        view V {
                            \(kind.rawValue) v {
                                frame = (0, 0, 1, 1)
                                \(spec.name) = .\(name)
                            }
                        }
                        """)
                    source.expectNoDiagnostics()
                    #expect(try source.template().views[0].properties.map(\.value) == [.enumCase(type, name)])
                }
            }
        }
    }

    @Test("the other property types convert to their values")
    func otherValues() throws {
        let source = CheckedSource(
            """
            view V {
                ScrollView strip {
                    frame = (0, 0, 100, 36)
                    contentSize = (540, 36)
                    contentInset = (1, 8, 2, 9)
                    isPagingEnabled = true
                    bounces = false
                    alpha = 0.25
                    tag = -3
                    accessibilityIdentifier = "strip"
                }
                ImageView icon {
                    frame = (0, 40, 40, 40)
                    image = "icon"
                    highlightedImage = "icon_selected"
                }
            }
            """)
        source.expectNoDiagnostics()
        let views = try source.template().views
        #expect(
            views[0].properties.map(\.value) == [
                .size(width: 540, height: 36), .insets(top: 1, left: 8, bottom: 2, right: 9), .bool(true), .bool(false),
                .number(0.25), .integer(-3), .string("strip"),
            ])
        #expect(views[1].properties.map(\.value) == [.image("icon"), .image("icon_selected")])
    }

    @Test("actions are collected from every button, sorted and unique")
    func actions() throws {
        let source = CheckedSource(
            """
            style Tappable {
                action = shared
            }
            cell Gallery {
                Button first {
                    frame = (0, 0, 10, 10)
                    action = zeta
                }
                Button second {
                    frame = (10, 0, 10, 10)
                    action = alpha
                }
                View box {
                    frame = (20, 0, 40, 40)
                    Button nested {
                        frame = (0, 0, 10, 10)
                        action = zeta
                    }
                    Button styled: Tappable {
                        frame = (10, 0, 10, 10)
                    }
                }
                Button plain {
                    frame = (60, 0, 10, 10)
                }
            }
            cell NoActions {
            }
            """)
        source.expectNoDiagnostics()
        #expect(source.checked.templates.map(\.actions) == [["alpha", "shared", "zeta"], []])
        let first = try #require(source.checked.templates.first?.views.first)
        #expect(first.properties.map(\.value) == [.action("zeta")])
    }
}
